/**
 * The retention purge as the server runs it (docs/behaviour.md, "Retention"): on its own schedule, one log line per
 * run, never keeping the process alive, stopped with the app (a run in flight ends after its current statement).
 */
import type { FastifyBaseLogger } from 'fastify';
import { Writable } from 'node:stream';
import { buildApp } from '../../../server/app';
import type { Queryable } from '../../../server/db/database.port';
import { nightlyRetention, startRetentionJob } from '../../../server/retention/retention-job';
import type { RetentionSettings } from '../../../server/retention/retention.rules';
import { emptyRetainedTables, insertLocalPunch, NO_ROWS, tableCounts } from '../support/retention-fixtures';
import { startTestServer, usingPostgres, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let employee: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  employee = await server.createUser();
});
afterAll(() => server.close());
beforeEach(() => emptyRetainedTables(server.db));

const settings: RetentionSettings = { retentionYears: 5, readNotificationRetentionDays: 30, timezone: 'Europe/Rome', accessTokenTtlSeconds: 900 };
const NOW = new Date('2026-11-26T12:00:00Z'); // the cut-off day is 2021-11-26

interface LogLine {
  level: 'info' | 'warn';
  msg: string;
  fields: Record<string, any>;
}

function capturingLog(): { log: Pick<FastifyBaseLogger, 'info' | 'warn'>; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (fields: Record<string, unknown>, msg: string) => lines.push({ level, msg, fields });
  return { log: { info: at('info'), warn: at('warn') } as unknown as Pick<FastifyBaseLogger, 'info' | 'warn'>, lines };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function insertPunchesOnDays(days: string[]): Promise<void> {
  for (const day of days) await insertLocalPunch(server.db, { userId: employee.id, day, time: '09:00', timezone: 'Europe/Rome' });
}

describe('the daily purge', () => {
  it('runs at the next 03:00 of the business time zone after start-up, then a day after each run', () => {
    const hour = 3_600_000;
    // 17:00 in Rome (UTC+1 in November): ten hours to 03:00.
    expect(nightlyRetention('Europe/Rome', new Date('2026-11-26T16:00:00Z'))).toEqual({ firstRunAfterMs: 10 * hour, everyMs: 24 * hour });
    // 02:30 in Rome (UTC+2 in July): half an hour; in Los Angeles the same instant is 17:30, nine and a half hours before 03:00.
    expect(nightlyRetention('Europe/Rome', new Date('2026-07-01T00:30:00Z')).firstRunAfterMs).toBe(hour / 2);
    expect(nightlyRetention('America/Los_Angeles', new Date('2026-07-01T00:30:00Z')).firstRunAfterMs).toBe(9.5 * hour);
    // Started at 02:59:30: not at once, a minute later.
    expect(nightlyRetention('Europe/Rome', new Date('2026-11-26T01:59:30Z')).firstRunAfterMs).toBe(60_000);
  });

  it('runs after its first delay, then again and again; one info line per run with the cut-off and the rows deleted per table', async () => {
    await insertPunchesOnDays(['2021-11-25', '2021-11-26']);
    const { log, lines } = capturingLog();
    const stop = startRetentionJob(server.db, settings, log, { schedule: { firstRunAfterMs: 20, everyMs: 50 }, now: () => NOW });
    try {
      await until(() => lines.length >= 2);
    } finally {
      await stop();
    }
    expect(lines[0]).toEqual({
      level: 'info',
      msg: 'retention purge done',
      fields: {
        punchesBefore: '2021-11-26',
        deleted: { ...NO_ROWS, timesheet_entries: 1 },
        statements: 4,
        interrupted: false,
        ms: expect.any(Number),
      },
    });
    expect(lines[1]!.fields.deleted).toEqual(NO_ROWS);
    const seen = lines.length;
    await sleep(200);
    expect(lines).toHaveLength(seen); // stopped: no run after it
    expect((await tableCounts(server.db)).timesheet_entries).toBe(1);
  });

  const onPglite = usingPostgres ? it.skip : it;
  if (usingPostgres) process.stderr.write('retention-job.test.ts: the PGlite upkeep check is skipped with DATABASE_URL (npm test runs it on PGlite)\n');

  onPglite('on PGlite, which has no autovacuum, vacuums and analyzes the database once the purge has ended', async () => {
    await insertPunchesOnDays(['2021-11-25', '2021-11-26']);
    const { log, lines } = capturingLog();
    const stop = startRetentionJob(server.db, settings, log, { schedule: { firstRunAfterMs: 0, everyMs: 60_000 }, now: () => NOW, vacuumAfterPurge: true });
    try {
      await until(() => lines.length >= 1);
    } finally {
      await stop();
    }
    expect(lines[0]!.fields).toMatchObject({ deleted: { ...NO_ROWS, timesheet_entries: 1 }, interrupted: false, vacuumed: true });
    const { rows } = await server.db.query(
      `SELECT last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables WHERE relname = 'timesheet_entries'`,
    );
    expect(rows).toEqual([{ vacuumed: true, analyzed: true }]);
  });

  it('does not keep the process alive while it waits', () => {
    const timers = () => process.getActiveResourcesInfo().filter((type) => type === 'Timeout').length;
    const before = timers();
    const stop = startRetentionJob(server.db, settings, capturingLog().log);
    expect(timers()).toBe(before);
    return stop();
  });

  it('when stopped during a run, ends after the statement in flight and says so', async () => {
    await insertPunchesOnDays(['2019-01-01', '2019-01-02', '2019-01-03', '2019-01-04', '2019-01-05']);
    let deletes = 0;
    let afterStop = 0;
    let stopping = false;
    const slow: Queryable = {
      async query(sql, params, options) {
        const deleting = /DELETE/.test(sql);
        if (deleting) {
          deletes++;
          if (stopping) afterStop++;
          await sleep(50);
        }
        return server.db.query(sql, params, options);
      },
      exec: (sql) => server.db.exec(sql),
    };
    const { log, lines } = capturingLog();
    const stop = startRetentionJob(slow, settings, log, { schedule: { firstRunAfterMs: 0, everyMs: 60_000 }, now: () => NOW });
    await until(() => deletes === 1);
    stopping = true;
    await stop();

    expect(afterStop).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ interrupted: true, statements: 1, deleted: { ...NO_ROWS, timesheet_entries: 1 } });
    expect((await tableCounts(server.db)).timesheet_entries).toBe(4); // the next run goes on from there
  });

  it('logs a failed run as a warning, and runs again at the next turn', async () => {
    await insertPunchesOnDays(['2019-01-01']);
    let failures = 1;
    const flaky: Queryable = {
      async query(sql, params, options) {
        if (failures > 0) {
          failures--;
          throw new Error('connection to the database lost');
        }
        return server.db.query(sql, params, options);
      },
      exec: (sql) => server.db.exec(sql),
    };
    const { log, lines } = capturingLog();
    const stop = startRetentionJob(flaky, settings, log, { schedule: { firstRunAfterMs: 0, everyMs: 20 }, now: () => NOW });
    try {
      await until(() => lines.length >= 2);
    } finally {
      await stop();
    }
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'retention purge failed; trying again at the next run', fields: { punchesBefore: '2021-11-26' } });
    expect(lines[0]!.fields.err.message).toBe('connection to the database lost');
    expect(lines[1]).toMatchObject({ level: 'info', fields: { deleted: { ...NO_ROWS, timesheet_entries: 1 } } });
  });
});

describe('in the server', () => {
  it('starts with the app and stops when the app closes', async () => {
    // Recent days: the app's run uses the real "now", with the configuration's five years.
    await insertPunchesOnDays(['2010-05-05', new Date().toISOString().slice(0, 10)]);
    const logs: Array<{ msg?: string; deleted?: Record<string, number> }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp(server.config, {
      db: server.db,
      logger: { level: 'info', stream },
      retention: { firstRunAfterMs: 0, everyMs: 50 },
    });
    const runs = () => logs.filter((line) => line.msg === 'retention purge done');
    try {
      await until(() => runs().length >= 1);
    } finally {
      await app.close();
    }
    expect(runs()[0]!.deleted).toEqual({ ...NO_ROWS, timesheet_entries: 1 });
    const seen = runs().length;
    await sleep(200);
    expect(runs()).toHaveLength(seen);
    expect((await tableCounts(server.db)).timesheet_entries).toBe(1);
  });
});
