/**
 * The staff's morning digest (docs/behaviour.md, "Reminders", "The morning digest"): for each active administrator
 * and manager who has something to read, yesterday's open anomalies of their people and the requests waiting for
 * them now. The reminders' job calls this once a day at the digest's minute and sends each message (e-mail first,
 * push without it) under its claim; nothing here sends or schedules.
 *
 * Four statements whatever the number of recipients and people (who receives it, who punched yesterday, their worked
 * day, the pending requests); each recipient's share is picked in memory by the staff scope.
 */
import type { PushPayload } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { anomaliesOfDay } from './digest-anomalies.query';
import { digestCovers, digestRecipients } from './digest-audience.query';
import { digestMessage, type PendingSummary } from './digest-message';
import { pendingRequestsByPerson, type PendingKind } from './digest-pending.query';
import type { ReminderMail } from './reminder-messages';

export interface DailyDigest {
  recipientId: number;
  mail: ReminderMail;
  push: PushPayload;
}

export interface DailyDigestOptions {
  /** yyyy-MM-dd: yesterday in APP_TIMEZONE, the day whose anomalies are told. */
  date: string;
  /** APP_TIMEZONE. */
  timezone: string;
  /** PUBLIC_URL (no trailing slash): the e-mail links to the panel; none, no link. */
  publicUrl?: string;
  /** When the requests' waiting is measured from (default: now). */
  now?: Date;
}

/** Each recipient's digest; a recipient with nothing to report has none. */
export async function dailyDigests(db: Queryable, { date, timezone, publicUrl, now = new Date() }: DailyDigestOptions): Promise<DailyDigest[]> {
  const recipients = await digestRecipients(db);
  if (recipients.length === 0) return [];
  // Both reads at once: on PostgreSQL's pool they overlap; PGlite queues them.
  const [people, pending] = await Promise.all([anomaliesOfDay(db, date, timezone), pendingRequestsByPerson(db)]);
  return recipients.flatMap(({ id, scope }) => {
    const theirs = people.filter((person) => digestCovers(scope, person));
    const waiting = new Map<PendingKind, PendingSummary>();
    for (const request of pending) {
      if (!digestCovers(scope, { id: request.user_id, gruppo_id: request.gruppo_id })) continue;
      const known = waiting.get(request.kind);
      waiting.set(request.kind, {
        count: (known?.count ?? 0) + request.count,
        oldest: known && known.oldest < request.oldest ? known.oldest : request.oldest,
      });
    }
    if (theirs.length === 0 && waiting.size === 0) return [];
    return [{ recipientId: id, ...digestMessage({ date, people: theirs, pending: waiting, now, publicUrl }) }];
  });
}
