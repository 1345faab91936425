/**
 * The reminders inside the server (docs/behaviour.md, "Reminders"), like the retention purge: no external cron. A
 * tick at the start of every minute does, in turn:
 * 1. 'check_in' and 'check_out' for whoever is due (reminder-due.rules.ts), outside the quiet hours;
 * 2. the staff's digest of yesterday, from the company's digest minute on (outside the quiet hours), once a day;
 * 3. the automatic close of forgotten check-ins, when AUTO_CHECKOUT_AFTER_HOURS is set (auto-checkout.service.ts);
 * 4. once a day, the claims older than CLAIMS_KEPT_DAYS deleted.
 * Every reminder is claimed before it is sent (sent-reminder.repository.ts), so a restart, or a second server on the
 * same database ticking at the same minute, sends nothing twice. A tick never overlaps the previous one (the next is
 * planned when one ends); a failed tick logs a warning and the next one runs as usual.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Agent } from 'node:https';
import type { PushPayload } from '../../src/core/contract';
import type { AppConfig } from '../app-config';
import type { Queryable } from '../db/database.port';
import { WallClock } from '../hours/wall-clock';
import { recordJobRun } from '../metrics/recorders';
import { addDays } from '../schedules/zoned-time';
import { closeForgottenCheckIns } from './auto-checkout.service';
import { dailyDigests } from './digest.service';
import { smtpMailSender, type MailSender } from './mail-sender';
import { webPushSender, type PushSender } from './push-sender';
import { reminderCandidates } from './reminder-candidates.query';
import { deliver, NOTHING_TO_CARRY, type Delivery, type ReminderTransports } from './reminder-delivery';
import { dueReminders, isQuietMinute } from './reminder-due.rules';
import { reminderMessage, type ReminderMail } from './reminder-messages';
import { readReminderSettings } from './reminder-settings.repository';
import { claimReminders, deleteOldClaims, recordOutcomes, type ReminderOutcome } from './sent-reminder.repository';
import { resolveVapidKeys } from './vapid-keys';

/** One recipient's digest, as the digest service writes it (digest.service.ts). */
export interface DigestEntry {
  recipientId: number;
  mail: ReminderMail;
  push: PushPayload;
}

/** The digests of `date` (yesterday) for every administrator and manager with something to report. */
export type DigestSource = (db: Queryable, options: { date: string; timezone: string; publicUrl?: string; now: Date }) => Promise<DigestEntry[]>;

export type ReminderJobConfig = Pick<
  AppConfig,
  'timezone' | 'publicUrl' | 'autoCheckoutAfterHours' | 'remindersEnabled' | 'vapidKeys' | 'vapidSubject' | 'secretsDir' | 'smtpUrl' | 'mailFrom'
>;

export interface ReminderJobOptions {
  /** The ticks' "now" (tests fix it); default the system's. */
  now?: () => Date;
  /** The HTTPS agent of the push requests (tests: one trusting the local push service's certificate). */
  pushAgent?: Agent;
  /** Replace the transports (default: web-push with the VAPID keys; nodemailer on SMTP_URL, none without it). */
  pushSender?: PushSender;
  mailSender?: MailSender | null;
  /** Default: digest.service.ts. */
  digests?: DigestSource;
}

/** What one tick did. */
export interface TickReport {
  /** Reminders claimed and handed to a transport, by kind (digest included), whatever came of them. */
  check_in: number;
  check_out: number;
  digest: number;
  /** Check-ins closed automatically. */
  autoClosed: number;
}

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'debug'>;

export interface ReminderJob {
  /** One tick at `now` (default: the job's clock). Ticks asked while one runs wait for it. */
  runOnce(now?: Date): Promise<TickReport>;
  /** Starts the minute ticks; the timer does not keep the process alive. */
  start(): void;
  /** Stops the ticks; resolves once a tick in flight has ended. */
  stop(): Promise<void>;
}

const MINUTE_MS = 60_000;
/** A tick runs this long after the minute starts: a reminder "at 09:15" goes at 09:15:01. */
const TICK_OFFSET_MS = 1_000;

export function createReminderJob(db: Queryable, config: ReminderJobConfig, log: JobLog, options: ReminderJobOptions = {}): ReminderJob {
  const clock = options.now ?? (() => new Date());
  const wall = WallClock.of(config.timezone);
  const transports: ReminderTransports = {
    push:
      options.pushSender ??
      webPushSender({ keys: resolveVapidKeys(config), subject: config.vapidSubject, ...(options.pushAgent ? { agent: options.pushAgent } : {}) }),
    mail:
      options.mailSender !== undefined
        ? options.mailSender
        : config.smtpUrl && config.mailFrom
          ? smtpMailSender(config.smtpUrl, config.mailFrom)
          : null,
  };
  const digests = options.digests ?? dailyDigests;
  /** The business day whose digest this process has handed out already: one reading of the digests a day. */
  let digestDoneFor: string | undefined;
  /** The business day this process deleted the old claims on. */
  let claimsPurgedOn: string | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;

  const tick = async (now: Date): Promise<TickReport> => {
    const report: TickReport = { check_in: 0, check_out: 0, digest: 0, autoClosed: 0 };
    const today = wall.date(now);
    const yesterday = addDays(today, -1);
    if (config.remindersEnabled) {
      const settings = await readReminderSettings(db);
      const [hours, minutes] = wall.time(now).split(':').map(Number) as [number, number];
      const minuteOfDay = hours * 60 + minutes;
      if (!isQuietMinute(minuteOfDay, settings)) {
        if (settings.check_in_enabled || settings.check_out_enabled) {
          const people = await reminderCandidates(db, { now, yesterday, today, timezone: config.timezone });
          const due = people.flatMap((person) => dueReminders(person, settings, now.getTime()));
          const plannedAt = new Map(due.map((r) => [`${r.kind}|${r.userId}|${r.date}`, r.plannedAt]));
          const claimed = await claimReminders(db, due.map(({ kind, userId, date }) => ({ kind, userId, date })));
          const deliveries = claimed.map((claim): Delivery => {
            const message = reminderMessage(claim.kind as 'check_in' | 'check_out', {
              date: claim.date,
              plannedAt: plannedAt.get(`${claim.kind}|${claim.userId}|${claim.date}`)!,
              timezone: config.timezone,
              ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
            });
            return { claim, ...message, prefer: 'push' };
          });
          await send(deliveries, report);
        }
        if (settings.digest_enabled && minuteOfDay >= settings.digest_minute && digestDoneFor !== today) {
          await sendDigests(now, today, yesterday, report);
          digestDoneFor = today;
        }
      }
    }
    if (config.autoCheckoutAfterHours !== null) {
      report.autoClosed = await closeForgottenCheckIns(db, { now, afterHours: config.autoCheckoutAfterHours, timezone: config.timezone, log });
    }
    if (claimsPurgedOn !== today) {
      await deleteOldClaims(db, today);
      claimsPurgedOn = today;
    }
    return report;
  };

  const send = async (deliveries: Delivery[], report: TickReport): Promise<void> => {
    let outcomes: ReminderOutcome[] = [];
    try {
      outcomes = await deliver(db, transports, deliveries);
    } finally {
      for (const d of deliveries) report[d.claim.kind] += 1;
      await recordOutcomes(db, outcomes);
    }
    // A push service or the SMTP server refusing: said once per tick, each case kept on its claim (sent_reminders.error).
    const failed = outcomes.filter((o) => o.error !== null && o.error !== NOTHING_TO_CARRY);
    if (failed.length > 0) {
      log.warn({ failed: failed.slice(0, 10).map(({ kind, userId, channel, error }) => ({ kind, userId, channel, error })) }, 'some reminders could not be sent');
    }
  };

  /** Yesterday's digests, to those who did not turn theirs off, each claimed for today. */
  const sendDigests = async (now: Date, today: string, yesterday: string, report: TickReport): Promise<void> => {
    const entries = await digests(db, { date: yesterday, timezone: config.timezone, now, ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}) });
    if (entries.length === 0) return;
    const { rows } = await db.query<{ user_id: number }>(
      'SELECT user_id FROM reminder_preferences WHERE user_id = ANY($1::int[]) AND NOT digest',
      [entries.map((e) => e.recipientId)],
    );
    const declined = new Set(rows.map((r) => r.user_id));
    const wanted = entries.filter((e) => !declined.has(e.recipientId));
    const claimed = new Set((await claimReminders(db, wanted.map((e) => ({ kind: 'digest' as const, userId: e.recipientId, date: today })))).map((c) => c.userId));
    await send(
      wanted
        .filter((e) => claimed.has(e.recipientId))
        .map((e): Delivery => ({ claim: { kind: 'digest', userId: e.recipientId, date: today }, push: e.push, mail: e.mail, prefer: 'email' })),
      report,
    );
  };

  const runOnce = (now: Date = clock()): Promise<TickReport> => {
    const run = running.catch(() => undefined).then(() => recordJobRun('reminders', () => tick(now)));
    running = run;
    return run;
  };

  const planNext = () => {
    const now = Date.now();
    timer = setTimeout(() => {
      runOnce()
        .then((report) => {
          const sent = report.check_in + report.check_out + report.digest + report.autoClosed;
          if (sent > 0) log.info({ reminders: report }, 'reminders sent');
          else log.debug('reminders: nothing due');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'reminder tick failed; the next one runs as usual'))
        .finally(() => {
          if (!stopped) planNext();
        });
    }, MINUTE_MS - (now % MINUTE_MS) + TICK_OFFSET_MS);
    timer.unref();
  };

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      planNext();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
      transports.mail?.close();
    },
  };
}
