/**
 * The retention purge on a real database (docs/behaviour.md, "Retention"): punches of business days before the
 * cut-off go with their audit rows and correction requests, nothing else does; a second run deletes nothing; the short
 * purges of refresh tokens and read notifications; the dry run counts what the purge then deletes.
 */
import { writeAudit } from '../../../server/audit/audit-log.repository';
import { countExpired } from '../../../server/retention/retention.query';
import { retentionCutoffs, type RetentionSettings } from '../../../server/retention/retention.rules';
import { purgeExpired } from '../../../server/retention/retention.service';
import {
  countsMinus,
  emptyRetainedTables,
  idsOf,
  insertCorrectionHistory,
  insertLocalPunch,
  insertNotification,
  insertOfflinePunch,
  insertRefreshToken,
  NO_ROWS,
  tableCounts,
} from '../support/retention-fixtures';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let employee: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  employee = await server.createUser();
});
afterAll(() => server.close());
beforeEach(() => emptyRetainedTables(server.db));

const settings = (timezone: string): RetentionSettings => ({
  retentionYears: 5,
  readNotificationRetentionDays: 30,
  timezone,
  accessTokenTtlSeconds: 900,
});

/**
 * Per zone, a "now" whose local day differs from its UTC day, and the two punches either side of the boundary: 23:30
 * of the last expired day and 00:10 of the first kept one, one of them on a UTC day across the boundary from its own.
 */
describe.each([
  {
    timezone: 'Europe/Rome',
    now: '2026-11-26T23:30:00Z', // 00:30 on the 27th in Rome
    cutoff: '2021-11-27',
    lastExpiredDay: '2021-11-26',
    // 00:10 of the 27th in Rome is 23:10 UTC of the 26th: a UTC cut-off would wrongly delete it.
    utc: { goes: '2021-11-26', stays: '2021-11-26' },
  },
  {
    timezone: 'America/Los_Angeles',
    now: '2026-11-27T02:00:00Z', // 18:00 on the 26th in Los Angeles
    cutoff: '2021-11-26',
    lastExpiredDay: '2021-11-25',
    // 23:30 of the 25th in Los Angeles is 07:30 UTC of the 26th: a UTC cut-off would wrongly keep it.
    utc: { goes: '2021-11-26', stays: '2021-11-26' },
  },
])('in $timezone, at $now', ({ timezone, now, cutoff, lastExpiredDay, utc }) => {
  const cutoffs = () => retentionCutoffs(new Date(now), settings(timezone));

  it(`keeps the punches of ${cutoff} on, deletes the older ones with their audit rows and correction requests, and nothing else`, async () => {
    expect(cutoffs().punchesBefore).toBe(cutoff);
    const goes = await insertLocalPunch(server.db, { userId: employee.id, day: lastExpiredDay, time: '23:30', timezone });
    const stays = await insertLocalPunch(server.db, { userId: employee.id, day: cutoff, time: '00:10', timezone });
    expect([goes.businessDate, goes.utcDate, stays.businessDate, stays.utcDate]).toEqual([lastExpiredDay, utc.goes, cutoff, utc.stays]);
    const ancient = await insertLocalPunch(server.db, { userId: employee.id, day: '2012-03-01', time: '08:00', timezone });
    const recent = await insertLocalPunch(server.db, { userId: employee.id, day: '2026-11-20', time: '08:00', timezone });
    const goneRequest = await insertCorrectionHistory(server.db, goes.id, employee.id, server.admin.id);
    await insertCorrectionHistory(server.db, ancient.id, employee.id, server.admin.id);
    const keptRequest = await insertCorrectionHistory(server.db, stays.id, employee.id, server.admin.id);
    // Not about a punch: outside what the punches' retention deletes, however old.
    await writeAudit(server.db, { action: 'USER_CREATED', actorId: server.admin.id, targetUserId: employee.id });
    await server.db.query("UPDATE audit_log SET created_at = '2012-01-01' WHERE action = 'USER_CREATED'");
    const before = await tableCounts(server.db);

    const report = await purgeExpired(server.db, cutoffs());

    expect(report.deleted).toEqual({ ...NO_ROWS, timesheet_entries: 2, audit_log: 6, correction_requests: 2 });
    expect(countsMinus(before, await tableCounts(server.db))).toEqual(report.deleted);
    expect(await idsOf(server.db, 'timesheet_entries')).toEqual([stays.id, recent.id]);
    const { rows: audit } = await server.db.query<{ action: string; timesheet_id: number | null }>(
      'SELECT action, timesheet_id FROM audit_log ORDER BY id',
    );
    expect(audit).toEqual([
      { action: 'CORRECTION_REQUESTED', timesheet_id: stays.id },
      { action: 'CORRECTION_APPROVED', timesheet_id: stays.id },
      { action: 'PUNCH_CORRECTED', timesheet_id: stays.id },
      { action: 'USER_CREATED', timesheet_id: null },
    ]);
    const requests = await idsOf(server.db, 'correction_requests');
    expect(requests).toEqual([keptRequest]);
    expect(requests).not.toContain(goneRequest);
  });

  it('deletes nothing the second time', async () => {
    await insertLocalPunch(server.db, { userId: employee.id, day: lastExpiredDay, time: '23:30', timezone });
    await insertLocalPunch(server.db, { userId: employee.id, day: cutoff, time: '00:10', timezone });
    expect((await purgeExpired(server.db, cutoffs())).deleted.timesheet_entries).toBe(1);
    const before = await tableCounts(server.db);

    const again = await purgeExpired(server.db, cutoffs());

    expect(again.deleted).toEqual(NO_ROWS);
    expect(again.statements).toBe(3); // no day of punches left to walk; one short batch each of notifications, tokens, offline punches
    expect(await tableCounts(server.db)).toEqual(before);
  });
});

describe('the short purges', () => {
  const now = () => retentionCutoffs(new Date(), settings('Europe/Rome'));

  it('deletes the offline punches received before the punches\' cut-off, with the punches of their time; keeps the later ones', async () => {
    const old = await insertOfflinePunch(server.db, employee.id, 1, 6 * 366);
    const recent = await insertOfflinePunch(server.db, employee.id, 2, 3);

    const report = await purgeExpired(server.db, now());

    expect(report.deleted).toEqual({ ...NO_ROWS, offline_punches: 1 });
    expect(await idsOf(server.db, 'offline_punches')).toEqual([recent]);
    expect(await idsOf(server.db, 'offline_punches')).not.toContain(old);
  });

  it('deletes refresh tokens once expired, or a day after their revocation; keeps the live ones, rotated included', async () => {
    const expired = await insertRefreshToken(server.db, employee.id, { expiresInSeconds: -60 });
    const revokedYesterday = await insertRefreshToken(server.db, employee.id, { expiresInSeconds: 20 * 86_400, revokedSecondsAgo: 86_400 + 60 });
    const revokedLately = await insertRefreshToken(server.db, employee.id, { expiresInSeconds: 20 * 86_400, revokedSecondsAgo: 3_600 });
    const live = await insertRefreshToken(server.db, employee.id, { expiresInSeconds: 86_400 });
    const rotated = await insertRefreshToken(server.db, employee.id, { expiresInSeconds: 86_400, rotated: true });

    const report = await purgeExpired(server.db, now());

    expect(report.deleted).toEqual({ ...NO_ROWS, refresh_tokens: 2 });
    const kept = await idsOf(server.db, 'refresh_tokens');
    expect(kept).toEqual([live, revokedLately, rotated].sort());
    expect(kept).not.toContain(expired);
    expect(kept).not.toContain(revokedYesterday);
  });

  it('deletes notifications read more than 30 days ago, and any created before the punches kept; keeps the unread ones', async () => {
    await insertNotification(server.db, server.admin.id, { createdDaysAgo: 90, readDaysAgo: 31 });
    const readLately = await insertNotification(server.db, server.admin.id, { createdDaysAgo: 90, readDaysAgo: 29 });
    const unread = await insertNotification(server.db, server.admin.id, { createdDaysAgo: 400, readDaysAgo: null });
    await insertNotification(server.db, server.admin.id, { createdDaysAgo: 6 * 366, readDaysAgo: null }); // before the cut-off day

    const report = await purgeExpired(server.db, now());

    expect(report.deleted).toEqual({ ...NO_ROWS, notifications: 2 });
    expect(await idsOf(server.db, 'notifications')).toEqual([readLately, unread]);
  });
});

describe('the dry run', () => {
  it('deletes nothing and counts, table by table, what the purge then deletes', async () => {
    const cutoffs = retentionCutoffs(new Date(), settings('Europe/Rome'));
    for (const day of ['2015-06-01', '2019-12-31', '2020-02-29']) {
      const punch = await insertLocalPunch(server.db, { userId: employee.id, day, time: '09:00', timezone: 'Europe/Rome' });
      await insertCorrectionHistory(server.db, punch.id, employee.id, server.admin.id);
    }
    await insertLocalPunch(server.db, { userId: employee.id, day: cutoffs.punchesBefore, time: '00:00', timezone: 'Europe/Rome' });
    await insertNotification(server.db, server.admin.id, { createdDaysAgo: 60, readDaysAgo: 45 });
    await insertRefreshToken(server.db, employee.id, { expiresInSeconds: -1 });
    await insertRefreshToken(server.db, employee.id, { expiresInSeconds: 3_600 });
    const before = await tableCounts(server.db);

    const counted = await countExpired(server.db, cutoffs);

    expect(await tableCounts(server.db)).toEqual(before);
    expect(counted).toEqual({ timesheet_entries: 3, audit_log: 9, correction_requests: 3, notifications: 1, refresh_tokens: 1, offline_punches: 0 });
    expect((await purgeExpired(server.db, cutoffs)).deleted).toEqual(counted);
    expect(countsMinus(before, await tableCounts(server.db))).toEqual(counted);
  });
});

describe('several purges at once', () => {
  it('share the work: together they delete each expired row once, and every one of them', async () => {
    const cutoffs = retentionCutoffs(new Date(), settings('Europe/Rome'));
    await server.db.query(
      `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date)
       SELECT $1, 'IN', t.ts, (t.ts AT TIME ZONE 'Europe/Rome')::date
         FROM generate_series(1, 500) AS g CROSS JOIN LATERAL (SELECT timestamptz '2019-01-01 08:00Z' + g * interval '1 hour' AS ts) AS t`,
      [employee.id],
    );
    await server.db.query(`INSERT INTO audit_log (action, timesheet_id) SELECT 'PUNCH_CORRECTED', id FROM timesheet_entries`);
    const recent = await insertLocalPunch(server.db, { userId: employee.id, day: '2026-11-20', time: '08:00', timezone: 'Europe/Rome' });

    const reports = await Promise.all([1, 2, 3].map(() => purgeExpired(server.db, cutoffs, { batchSize: 40 })));

    const sum = (table: 'timesheet_entries' | 'audit_log') => reports.reduce((total, report) => total + report.deleted[table], 0);
    expect([sum('timesheet_entries'), sum('audit_log')]).toEqual([500, 500]);
    expect(await idsOf(server.db, 'timesheet_entries')).toEqual([recent.id]);
    expect((await tableCounts(server.db)).audit_log).toBe(0);
  });
});
