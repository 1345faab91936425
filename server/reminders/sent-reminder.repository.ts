/**
 * Each reminder once (docs/behaviour.md, "Reminders"): a reminder is claimed in sent_reminders BEFORE it is sent; the
 * primary key (kind, person, business day) lets one claim in, whichever server, whichever restart. What the sending
 * gave is written on the claim afterwards. A server stopped between the claim and the sending loses that reminder:
 * better once lost than twice sent.
 */
import type { ReminderKind } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

export interface ReminderClaim {
  kind: ReminderKind;
  userId: number;
  /** yyyy-MM-dd. */
  date: string;
}

/** Claims all of `wanted` in one statement; answers those this call won (the others were claimed already). */
export async function claimReminders(db: Queryable, wanted: readonly ReminderClaim[]): Promise<ReminderClaim[]> {
  if (wanted.length === 0) return [];
  const { rows } = await db.query<{ kind: ReminderKind; user_id: number; business_date: string }>(
    `INSERT INTO sent_reminders (kind, user_id, business_date)
     SELECT * FROM unnest($1::text[], $2::int[], $3::date[])
     ON CONFLICT DO NOTHING
     RETURNING kind, user_id, to_char(business_date, 'YYYY-MM-DD') AS business_date`,
    [wanted.map((c) => c.kind), wanted.map((c) => c.userId), wanted.map((c) => c.date)],
  );
  return rows.map((r) => ({ kind: r.kind, userId: r.user_id, date: r.business_date }));
}

export interface ReminderOutcome extends ReminderClaim {
  /** null: nothing could carry it (no subscription that answered, no e-mail). */
  channel: 'push' | 'email' | null;
  error: string | null;
}

/** Writes how each claimed reminder went, in one statement. */
export async function recordOutcomes(db: Queryable, outcomes: readonly ReminderOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(
    `UPDATE sent_reminders r SET channel = o.channel, error = o.error, sent_at = CASE WHEN o.channel IS NULL THEN NULL ELSE now() END
       FROM unnest($1::text[], $2::int[], $3::date[], $4::text[], $5::text[]) AS o(kind, user_id, business_date, channel, error)
      WHERE r.kind = o.kind AND r.user_id = o.user_id AND r.business_date = o.business_date`,
    [
      outcomes.map((o) => o.kind),
      outcomes.map((o) => o.userId),
      outcomes.map((o) => o.date),
      outcomes.map((o) => o.channel),
      outcomes.map((o) => (o.error === null ? null : o.error.slice(0, 500))),
    ],
  );
}

/**
 * Claims are needed for two days at most (yesterday's night shift, today); they are kept this long to tell, when
 * someone asks, what was sent to whom and how.
 */
export const CLAIMS_KEPT_DAYS = 60;

/** Deletes the claims of business days before `today` − CLAIMS_KEPT_DAYS. */
export async function deleteOldClaims(db: Queryable, today: string): Promise<number> {
  const { affectedRows } = await db.query('DELETE FROM sent_reminders WHERE business_date < $1::date - $2::int', [today, CLAIMS_KEPT_DAYS]);
  return affectedRows;
}
