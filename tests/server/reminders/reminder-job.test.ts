/**
 * The reminders as people receive them (docs/behaviour.md, "Reminders"): the job's ticks at fixed instants on a table
 * of days, a minute before (nothing) and at the minute (sent), through a real push service on this machine whose
 * messages are decrypted as the browser would, and a local SMTP server. Nothing is sent twice: not by a second tick,
 * not by a restarted server, not by two servers ticking together. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { REMINDER_TEXTS, SchedulePaths, type PushPayload } from '../../../src/core/contract';
import { openDatabase } from '../../../server/db/open-database';
import { saveSubscription } from '../../../server/reminders/push-subscription.repository';
import { CLAIMS_KEPT_DAYS } from '../../../server/reminders/sent-reminder.repository';
import { createReminderJob, type ReminderJob, type ReminderJobOptions } from '../../../server/reminders/reminder-job';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { enter } from '../absences/absence-fixtures';
import { api } from '../support/api';
import { businessInstant, insertPunchAt } from '../support/punch-fixtures';
import { startReminderOutbox, type ReminderOutbox, type TestBrowser } from '../support/reminder-outbox';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server';

const TIMEZONE = 'Europe/Rome';
let server: TestServer;
let outbox: ReminderOutbox;
let templateId: number;
const log = () => ({ info: jest.fn(), warn: jest.fn(), debug: jest.fn() });

beforeAll(async () => {
  outbox = await startReminderOutbox();
  server = await startTestServer({
    config: { timezone: TIMEZONE, smtpUrl: outbox.smtpUrl, mailFrom: 'Timbrature <noreply@azienda.test>', pushServiceHosts: [outbox.pushHost] },
  });
  // The digest has its own tests (digest*.test.ts); here it would write to the administrators at 08:00 every day.
  await server.db.query('UPDATE reminder_settings SET digest_enabled = false');
  const created = await api(server.url).post(SchedulePaths.templates, { name: 'Ufficio promemoria', ...OFFICE_HOURS }, server.adminToken);
  if (created.status !== 201) throw new Error(`template: ${created.status} ${JSON.stringify(created.body)}`);
  templateId = created.body.id;
});
afterAll(async () => {
  await server.close();
  await outbox.close();
});

function newJob(options: ReminderJobOptions = {}, db = server.db): ReminderJob {
  return createReminderJob(db, server.config, log(), { pushAgent: outbox.pushAgent, ...options });
}

const hm = (text: string) => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const at = async (date: string, time: string) => new Date(await businessInstant(server, date, time));

/** A person planned 09:00–13:00, 14:00–18:00 on `date` only (so the other cases' ticks never concern them). */
async function officeWorker(date: string, options: { push?: boolean; email?: string } = {}): Promise<{ user: TestUser; browser?: TestBrowser }> {
  const user = await server.createUser(options.email === undefined ? {} : { email: options.email });
  const assigned = await api(server.url).post(
    SchedulePaths.assignments,
    { template_id: templateId, user_id: user.id, start_date: date, end_date: date },
    server.adminToken,
  );
  if (assigned.status !== 201) throw new Error(`assignment: ${assigned.status} ${JSON.stringify(assigned.body)}`);
  return { user, ...(options.push === false ? {} : { browser: await subscribe(user) }) };
}

/** 'Turno del giorno' for the person on `date`. */
async function shift(userId: number, date: string, start: string, end: string): Promise<void> {
  const response = await api(server.url).put(SchedulePaths.override(userId, date), { intervals: [{ start: hm(start), end: hm(end) }] }, server.adminToken);
  if (response.status !== 200) throw new Error(`override: ${response.status} ${JSON.stringify(response.body)}`);
}

/** An approved absence entered by the administrator. */
async function absent(userId: number, body: Parameters<typeof enter>[2]): Promise<void> {
  const response = await enter(server, userId, body);
  if (response.status !== 201) throw new Error(`absence: ${response.status} ${JSON.stringify(response.body)}`);
}

async function subscribe(user: TestUser): Promise<TestBrowser> {
  const browser = outbox.newBrowser();
  await saveSubscription(server.db, user.id, browser.subscription, 'test');
  return browser;
}

async function punch(userId: number, entryType: 'IN' | 'OUT', date: string, time: string, open = false) {
  await insertPunchAt(server, { userId, entryType, at: (await at(date, time)).toISOString(), open });
}

/** What the browser showed: the decrypted messages. */
const shown = (browser: TestBrowser | undefined): PushPayload[] => (browser ? outbox.pushesTo(browser).map((p) => p.payload) : []);

async function claims(userId: number) {
  const { rows } = await server.db.query<{ kind: string; business_date: string; channel: string | null; sent_at: Date | null; error: string | null }>(
    `SELECT kind, to_char(business_date, 'YYYY-MM-DD') AS business_date, channel, sent_at, error FROM sent_reminders WHERE user_id = $1 ORDER BY claimed_at`,
    [userId],
  );
  return rows;
}

const job = () => newJob();

describe("'Non hai ancora timbrato l'ingresso'", () => {
  it('goes N minutes after the planned start of a working day, not a minute before, by push, once', async () => {
    const { user, browser } = await officeWorker('2026-10-06');
    const reminders = job();
    await reminders.runOnce(await at('2026-10-06', '09:14'));
    expect(shown(browser)).toEqual([]);

    const report = await reminders.runOnce(await at('2026-10-06', '09:15'));
    expect(report.check_in).toBeGreaterThanOrEqual(1);
    expect(shown(browser)).toEqual([
      {
        kind: 'check_in',
        title: REMINDER_TEXTS.check_in,
        body: "Il tuo orario prevedeva l'ingresso alle 09:00. Apri Timbrature per timbrare.",
        url: '/',
        tag: 'check_in-2026-10-06',
      },
    ]);
    const [received] = outbox.pushesTo(browser!);
    expect(received).toMatchObject({ ttl: 3600, urgency: 'high' });
    expect(await claims(user.id)).toEqual([
      { kind: 'check_in', business_date: '2026-10-06', channel: 'push', sent_at: expect.any(Date), error: null },
    ]);

    await reminders.runOnce(await at('2026-10-06', '09:16'));
    await reminders.runOnce(await at('2026-10-06', '11:00'));
    expect(shown(browser)).toHaveLength(1);
    expect(outbox.mails.filter((m) => m.to.includes(user.username))).toEqual([]);
  });

  it.each([
    ['a holiday (Immacolata)', '2026-12-08', async () => undefined],
    ['a day of ferie', '2026-10-07', async (id: number) => absent(id, { code: 'FE', start_date: '2026-10-07' })],
    ["a day of 'Lavoro agile'", '2026-10-08', async (id: number) => absent(id, { code: 'LA', start_date: '2026-10-08' })],
    [
      "a 'permesso' from the planned start",
      '2026-10-09',
      async (id: number) => absent(id, { code: 'ROL', start_date: '2026-10-09', start_time: '09:00', end_time: '11:00' }),
    ],
    ['a day already checked in (early, still in)', '2026-10-12', async (id: number) => punch(id, 'IN', '2026-10-12', '08:40', true)],
    [
      'a day already checked in and out',
      '2026-10-13',
      async (id: number) => {
        await punch(id, 'IN', '2026-10-13', '08:58');
        await punch(id, 'OUT', '2026-10-13', '09:10');
      },
    ],
  ])('is not sent on %s', async (_case, date, prepare) => {
    const { user, browser } = await officeWorker(date);
    await prepare(user.id);
    const reminders = job();
    for (const time of ['09:15', '09:30', '12:00']) await reminders.runOnce(await at(date, time));
    expect(shown(browser).filter((p) => p.kind === 'check_in')).toEqual([]);
    expect((await claims(user.id)).filter((c) => c.kind === 'check_in')).toEqual([]);
  });

  it("is sent on a day whose 'permesso' is in the afternoon", async () => {
    const { user, browser } = await officeWorker('2026-10-14');
    await absent(user.id, { code: 'ROL', start_date: '2026-10-14', start_time: '16:00', end_time: '18:00' });
    await job().runOnce(await at('2026-10-14', '09:15'));
    expect(shown(browser).map((p) => p.kind)).toEqual(['check_in']);
  });

  it('is no longer sent once the planned end has passed (a server that was down all day)', async () => {
    const { browser } = await officeWorker('2026-10-15');
    await job().runOnce(await at('2026-10-15', '18:00'));
    expect(shown(browser)).toEqual([]);
  });

  it('waits for the end of the quiet hours, and goes then if the person has still not checked in', async () => {
    const { user, browser } = await officeWorker('2026-10-16');
    await shift(user.id, '2026-10-16', '06:00', '14:00'); // due 06:15, inside 22:00–07:00
    const reminders = job();
    await reminders.runOnce(await at('2026-10-16', '06:15'));
    await reminders.runOnce(await at('2026-10-16', '06:59'));
    expect(shown(browser)).toEqual([]);
    await reminders.runOnce(await at('2026-10-16', '07:00'));
    expect(shown(browser)).toMatchObject([{ kind: 'check_in', body: expect.stringContaining('06:00') }]);
  });

  it('goes by e-mail to someone without push, when the server has e-mail', async () => {
    const { user } = await officeWorker('2026-10-19', { push: false, email: 'senza.push@azienda.test' });
    await job().runOnce(await at('2026-10-19', '09:15'));
    const mails = outbox.mails.filter((m) => m.to === 'senza.push@azienda.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: 'noreply@azienda.test',
      subject: REMINDER_TEXTS.check_in,
      text: expect.stringContaining("Il tuo orario prevedeva l'ingresso alle 09:00"),
      html: expect.stringContaining('Non hai ancora timbrato'),
    });
    expect(await claims(user.id)).toMatchObject([{ kind: 'check_in', channel: 'email', error: null }]);
  });

  it('is recorded as carried by nothing for someone without push when the server has no e-mail', async () => {
    const { user } = await officeWorker('2026-10-20', { push: false });
    await newJob({ mailSender: null }).runOnce(await at('2026-10-20', '09:15'));
    expect(outbox.mails.filter((m) => m.to === `${user.username}@example.test`)).toEqual([]);
    expect(await claims(user.id)).toMatchObject([{ kind: 'check_in', channel: null, sent_at: null, error: 'no push subscription and no e-mail' }]);
  });
});

describe("'Ricordati di timbrare l'uscita'", () => {
  it('goes N minutes after the planned end while the check-in is still open, not a minute before', async () => {
    const { user, browser } = await officeWorker('2026-10-21');
    await punch(user.id, 'IN', '2026-10-21', '08:55', true);
    const reminders = job();
    await reminders.runOnce(await at('2026-10-21', '18:29'));
    expect(shown(browser)).toEqual([]);
    await reminders.runOnce(await at('2026-10-21', '18:30'));
    await reminders.runOnce(await at('2026-10-21', '18:31'));
    expect(shown(browser)).toEqual([
      {
        kind: 'check_out',
        title: REMINDER_TEXTS.check_out,
        body: "Il tuo orario prevedeva l'uscita alle 18:00 e l'ingresso risulta ancora aperto. Apri Timbrature per timbrare l'uscita.",
        url: '/',
        tag: 'check_out-2026-10-21',
      },
    ]);
  });

  it('is not sent to someone who checked out', async () => {
    const { user, browser } = await officeWorker('2026-10-22');
    await punch(user.id, 'IN', '2026-10-22', '08:55');
    await punch(user.id, 'OUT', '2026-10-22', '18:05');
    await job().runOnce(await at('2026-10-22', '18:30'));
    expect(shown(browser)).toEqual([]);
  });

  it("follows a night shift into the next day, under the day it began", async () => {
    const { user, browser } = await officeWorker('2026-10-23');
    await shift(user.id, '2026-10-23', '21:00', '05:00');
    const reminders = job();
    await reminders.runOnce(await at('2026-10-23', '21:15'));
    expect(shown(browser)).toMatchObject([{ kind: 'check_in', tag: 'check_in-2026-10-23' }]);
    await punch(user.id, 'IN', '2026-10-23', '21:20', true);
    // 05:30 is inside the quiet hours (22:00–07:00): it waits for 07:00 of the next day.
    await reminders.runOnce(await at('2026-10-24', '05:30'));
    expect(shown(browser)).toHaveLength(1);
    await reminders.runOnce(await at('2026-10-24', '07:00'));
    expect(shown(browser).map((p) => p.tag)).toEqual(['check_in-2026-10-23', 'check_out-2026-10-23']);
    expect((await claims(user.id)).map((c) => [c.kind, c.business_date])).toEqual([
      ['check_in', '2026-10-23'],
      ['check_out', '2026-10-23'],
    ]);
  });
});

describe('turned off', () => {
  it('by the company: nothing is sent, whatever the person chose', async () => {
    const { browser } = await officeWorker('2026-10-26');
    await server.db.query('UPDATE reminder_settings SET check_in_enabled = false, check_out_enabled = false');
    try {
      await job().runOnce(await at('2026-10-26', '09:15'));
    } finally {
      await server.db.query('UPDATE reminder_settings SET check_in_enabled = true, check_out_enabled = true');
    }
    expect(shown(browser)).toEqual([]);
  });

  it('by the person: nothing is sent to them', async () => {
    const { user, browser } = await officeWorker('2026-10-27');
    await server.db.query('INSERT INTO reminder_preferences (user_id, check_in, check_out, digest) VALUES ($1, false, false, true)', [user.id]);
    await punch(user.id, 'IN', '2026-10-27', '10:00', true);
    const reminders = job();
    await reminders.runOnce(await at('2026-10-27', '09:15'));
    await reminders.runOnce(await at('2026-10-27', '18:30'));
    expect(shown(browser)).toEqual([]);
  });
});

describe('once', () => {
  it('a restarted server (a new job on the same database) sends nothing again', async () => {
    const { browser } = await officeWorker('2026-10-28');
    await job().runOnce(await at('2026-10-28', '09:15'));
    await job().runOnce(await at('2026-10-28', '09:15'));
    await job().runOnce(await at('2026-10-28', '09:20'));
    expect(shown(browser)).toHaveLength(1);
  });

  it('two servers ticking at the same minute send it once', async () => {
    const { browser } = await officeWorker('2026-10-29');
    // On PostgreSQL a second pool on the same schema, as a second server would have; PGlite is one server's only.
    const otherDb = server.config.databaseUrl ? await openDatabase(server.config) : server.db;
    try {
      const instant = await at('2026-10-29', '09:15');
      await Promise.all([job().runOnce(instant), newJob({}, otherDb).runOnce(instant), job().runOnce(instant)]);
    } finally {
      if (otherDb !== server.db) await otherDb.close();
    }
    expect(shown(browser)).toHaveLength(1);
  });

  it('a subscription the push service says is gone is deleted, and the reminder goes by e-mail', async () => {
    const { user, browser } = await officeWorker('2026-10-30');
    outbox.answer(browser!.endpoint, 410);
    await job().runOnce(await at('2026-10-30', '09:15'));
    const { rows } = await server.db.query('SELECT id FROM push_subscriptions WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([]);
    expect(outbox.mails.filter((m) => m.to === `${user.username}@example.test`)).toMatchObject([{ subject: REMINDER_TEXTS.check_in }]);
    expect(await claims(user.id)).toMatchObject([{ channel: 'email' }]);
  });
});

describe("the staff's digest, as the job hands it out", () => {
  const digestOf = (recipientId: number) => ({
    recipientId,
    mail: { subject: 'Riepilogo di ieri', text: `Per ${recipientId}`, html: `<p>Per ${recipientId}</p>` },
    push: { kind: 'digest' as const, title: 'Riepilogo di ieri', body: `Per ${recipientId}`, url: '/dashboard_admin', tag: 'digest' },
  });

  beforeAll(() => server.db.query('UPDATE reminder_settings SET digest_enabled = true, digest_minute = 480'));
  afterAll(() => server.db.query('UPDATE reminder_settings SET digest_enabled = false'));

  it("goes at the digest's minute, by e-mail first, by push to someone without an address, not to who turned it off, once", async () => {
    const withMail = await server.createUser({ email: 'capo.reparto@azienda.test' });
    const withoutMail = await server.createUser({ email: ' ' });
    const declined = await server.createUser({ email: 'non.voglio@azienda.test' });
    await server.db.query('INSERT INTO reminder_preferences (user_id, digest) VALUES ($1, false)', [declined.id]);
    const browser = await subscribe(withoutMail);
    const asked: Array<{ date: string; timezone: string }> = [];
    const digests = async (_db: unknown, options: { date: string; timezone: string }) => {
      asked.push({ date: options.date, timezone: options.timezone });
      return [withMail, withoutMail, declined].map((u) => digestOf(u.id));
    };
    const reminders = newJob({ digests });

    await reminders.runOnce(await at('2026-11-03', '07:59'));
    expect(asked).toEqual([]);
    const report = await reminders.runOnce(await at('2026-11-03', '08:00'));
    expect(report.digest).toBe(2);
    expect(asked).toEqual([{ date: '2026-11-02', timezone: TIMEZONE }]);
    expect(outbox.mails.filter((m) => m.to === 'capo.reparto@azienda.test')).toMatchObject([{ subject: 'Riepilogo di ieri', text: `Per ${withMail.id}` }]);
    expect(outbox.mails.filter((m) => m.to === 'non.voglio@azienda.test')).toEqual([]);
    expect(shown(browser)).toEqual([digestOf(withoutMail.id).push]);
    expect(outbox.pushesTo(browser)[0]).toMatchObject({ urgency: 'normal' });

    // Later the same day, and a restarted server: the digests are not read again by this one, not sent again by any.
    await reminders.runOnce(await at('2026-11-03', '09:00'));
    await newJob({ digests }).runOnce(await at('2026-11-03', '09:00'));
    expect(asked).toHaveLength(2);
    expect(outbox.mails.filter((m) => m.to === 'capo.reparto@azienda.test')).toHaveLength(1);
    expect(shown(browser)).toHaveLength(1);
  });

  it('waits for the end of the quiet hours when its minute falls in them (settings written before the rule)', async () => {
    await server.db.query('UPDATE reminder_settings SET digest_minute = 390'); // 06:30, inside 22:00–07:00
    const recipient = await server.createUser({ email: 'mattiniero@azienda.test' });
    const reminders = newJob({ digests: async () => [digestOf(recipient.id)] });
    try {
      await reminders.runOnce(await at('2026-11-04', '06:30'));
      expect(outbox.mails.filter((m) => m.to === 'mattiniero@azienda.test')).toEqual([]);
      await reminders.runOnce(await at('2026-11-04', '07:00'));
      expect(outbox.mails.filter((m) => m.to === 'mattiniero@azienda.test')).toHaveLength(1);
    } finally {
      await server.db.query('UPDATE reminder_settings SET digest_minute = 480');
    }
  });
});

describe('a push service in trouble', () => {
  it('counts as a failure: said in the log, kept on the claim, and the reminder goes by e-mail', async () => {
    const { user, browser } = await officeWorker('2026-11-06');
    outbox.answer(browser!.endpoint, 500);
    const jobLog = log();
    await createReminderJob(server.db, server.config, jobLog, { pushAgent: outbox.pushAgent }).runOnce(await at('2026-11-06', '09:15'));
    expect(await claims(user.id)).toMatchObject([{ kind: 'check_in', channel: 'email', error: 'push service answered 500' }]);
    expect(jobLog.warn).toHaveBeenCalledWith(
      { failed: [{ kind: 'check_in', userId: user.id, channel: 'email', error: 'push service answered 500' }] },
      'some reminders could not be sent',
    );
    // Not gone: the browser stays subscribed for the next reminder.
    expect((await server.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [user.id])).rows).toHaveLength(1);
  });
});

describe('the claims', () => {
  it('are deleted once older than CLAIMS_KEPT_DAYS, the recent ones kept', async () => {
    const user = await server.createUser();
    await server.db.query(
      `INSERT INTO sent_reminders (kind, user_id, business_date) VALUES ('check_in', $1, DATE '2026-12-15' - $2::int - 1), ('check_in', $1, DATE '2026-12-15' - $2::int)`,
      [user.id, CLAIMS_KEPT_DAYS],
    );
    await job().runOnce(await at('2026-12-15', '12:00'));
    expect((await claims(user.id)).map((c) => c.business_date)).toEqual(['2026-10-16']);
  });
});

describe('the cost of a tick', () => {
  it('is the same few statements whatever the number of people planned (nothing per person)', async () => {
    const reminders = job();
    const statementsOfTick = async (time: string) => {
      const instant = await at('2026-11-05', time);
      const before = server.db.statementCount;
      await reminders.runOnce(instant);
      return server.db.statementCount - before;
    };
    await officeWorker('2026-11-05');
    await statementsOfTick('08:00'); // the day's once-only work (old claims) out of the way
    const few = await statementsOfTick('08:01');
    for (let i = 0; i < 15; i++) await officeWorker('2026-11-05', { push: i % 2 === 0 });
    expect(await statementsOfTick('08:02')).toBe(few);
    // The settings, the people with their facts, their plans and absences.
    expect(few).toBe(3);
  });
});
