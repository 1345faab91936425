/**
 * The automatic close (docs/behaviour.md, "Automatic close"): a check-in still open AUTO_CHECKOUT_AFTER_HOURS after
 * its day's planned end is closed at the planned end by an OUT flagged 'Chiusura automatica', not valid, audited;
 * never earlier, once only when two servers try at once, never in a closed month, never without a planned end.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { SchedulePaths, type AdminActivity } from '../../../src/core/contract';
import { closeForgottenCheckIns } from '../../../server/reminders/auto-checkout.service';
import { AUTO_CHECKOUT } from '../../../server/reminders/auto-checkout-close.query';
import { api } from '../support/api';
import { businessInstant, checkIn, createLocation, download, employee, insertPunchAt, type LocationFixture } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let place: LocationFixture;
const TIMEZONE = 'Europe/Rome';
const AFTER_HOURS = 4;

beforeAll(async () => {
  server = await startTestServer({ config: { timezone: TIMEZONE } });
  place = await createLocation(server);
});
afterAll(() => server.close());

const hm = (text: string) => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** 'Turno del giorno' for the person on `date`: the plan the automatic close reads. */
async function planDay(userId: number, date: string, start: string, end: string): Promise<void> {
  const response = await api(server.url).put(SchedulePaths.override(userId, date), { intervals: [{ start: hm(start), end: hm(end) }] }, server.adminToken);
  if (response.status !== 200) throw new Error(`override: ${response.status} ${JSON.stringify(response.body)}`);
}

const at = (date: string, time: string) => businessInstant(server, date, time);
const later = (iso: string, hours: number, minutes = 0) => new Date(Date.parse(iso) + (hours * 60 + minutes) * 60_000);
const close = (now: Date, log?: { warn: jest.Mock }) => closeForgottenCheckIns(server.db, { now, afterHours: AFTER_HOURS, timezone: TIMEZONE, log });

async function punchesOf(userId: number) {
  const { rows } = await server.db.query<{
    id: number;
    entry_type: string;
    timestamp: Date;
    business_date: string;
    is_open: boolean;
    is_valid: boolean;
    auto_closed: boolean;
    location_id: number | null;
    validation_errors: Array<{ code: string; message: string }>;
  }>(
    `SELECT id, entry_type, "timestamp", to_char(business_date, 'YYYY-MM-DD') AS business_date, is_open, is_valid, auto_closed,
            location_id, validation_errors
       FROM timesheet_entries WHERE user_id = $1 ORDER BY "timestamp", id`,
    [userId],
  );
  return rows;
}

const auditRows = async (userId: number) =>
  (await server.db.query<{ actor_id: number | null; timesheet_id: number; details: Record<string, unknown> }>(
    `SELECT actor_id, timesheet_id, details FROM audit_log WHERE action = $1 AND target_user_id = $2`,
    [AUTO_CHECKOUT, userId],
  )).rows;

describe('a check-in left open', () => {
  it('is closed at the planned end once AUTO_CHECKOUT_AFTER_HOURS have passed, not a minute before', async () => {
    const who = await server.createUser();
    await planDay(who.id, '2026-10-06', '09:00', '17:00');
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await at('2026-10-06', '08:55'), locationId: place.id, open: true });
    const plannedEnd = await at('2026-10-06', '17:00');

    expect(await close(later(plannedEnd, AFTER_HOURS, -1))).toBe(0);
    expect(await punchesOf(who.id)).toMatchObject([{ id: inId, is_open: true }]);
    expect(await auditRows(who.id)).toEqual([]);

    expect(await close(later(plannedEnd, AFTER_HOURS))).toBe(1);
    const [checkInRow, out] = await punchesOf(who.id);
    expect(checkInRow).toMatchObject({ id: inId, is_open: false, is_valid: true, auto_closed: false });
    expect(out).toMatchObject({
      entry_type: 'OUT',
      business_date: '2026-10-06',
      is_open: false,
      is_valid: false,
      auto_closed: true,
      location_id: place.id,
    });
    expect(out!.timestamp.toISOString()).toBe(plannedEnd);
    expect(out!.validation_errors).toEqual([
      { code: 'AUTO_CHECKOUT', message: 'Chiusura automatica: uscita non timbrata, registrata alla fine prevista (17:00) 4 h dopo' },
    ]);
    expect(await auditRows(who.id)).toEqual([
      { actor_id: null, timesheet_id: out!.id, details: { check_in_id: inId, planned_end: plannedEnd, after_hours: AFTER_HOURS } },
    ]);

    // Done once: the next tick finds nothing open.
    expect(await close(later(plannedEnd, AFTER_HOURS + 1))).toBe(0);
    expect(await punchesOf(who.id)).toHaveLength(2);
  });

  it("is listed in 'Attività Sistema' and its CSV as not valid and 'Chiusura automatica'", async () => {
    const who = await server.createUser();
    await planDay(who.id, '2026-10-07', '08:00', '12:00');
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await at('2026-10-07', '08:03'), locationId: place.id, open: true });
    expect(await close(later(await at('2026-10-07', '12:00'), AFTER_HOURS))).toBe(1);
    const { body } = await api(server.url).get<{ results: AdminActivity[] }>(`/api/admin/activities/?user_id=${who.id}`, server.adminToken);
    expect(body.results.map((a) => [a.entry_type, a.is_valid, a.auto_closed])).toEqual([
      ['OUT', false, true],
      ['IN', true, false],
    ]);
    const csv = (await download(server, `/api/admin/activities/export/?user_id=${who.id}&ordering=timestamp`)).text.split('\r\n');
    expect(csv[0]!.endsWith(';Valida;Offline (ritardo);Posizione sospetta;Chiusura automatica')).toBe(true);
    expect(csv[1]).toMatch(/;Check-in;.*;07\/10\/2026;08:03;.*;Sì;;;$/);
    expect(csv[2]).toMatch(/;Check-out;.*;07\/10\/2026;12:00;.*;No;;;Sì$/);
  });

  it('of a night shift is closed the next morning, on the business day of the OUT', async () => {
    const who = await server.createUser();
    await planDay(who.id, '2026-10-08', '22:00', '06:00');
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await at('2026-10-08', '21:58'), locationId: place.id, open: true });
    const plannedEnd = await at('2026-10-09', '06:00');
    expect(await close(later(plannedEnd, AFTER_HOURS, -1))).toBe(0);
    expect(await close(later(plannedEnd, AFTER_HOURS))).toBe(1);
    const out = (await punchesOf(who.id))[1]!;
    expect(out.timestamp.toISOString()).toBe(plannedEnd);
    expect(out.business_date).toBe('2026-10-09');
  });

  it('is closed once when two servers try at the same moment', async () => {
    const who = await server.createUser();
    await planDay(who.id, '2026-10-12', '09:00', '13:00');
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await at('2026-10-12', '09:00'), locationId: place.id, open: true });
    const now = later(await at('2026-10-12', '13:00'), AFTER_HOURS + 2);
    const counts = await Promise.all([close(now), close(now), close(now)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect((await punchesOf(who.id)).map((p) => p.entry_type)).toEqual(['IN', 'OUT']);
    expect(await auditRows(who.id)).toHaveLength(1);
  });

  it("is left open, and reported once, in a closed month; closed after 'Riapri mese'", async () => {
    const who = await server.createUser();
    await planDay(who.id, '2026-09-15', '09:00', '17:00');
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await at('2026-09-15', '09:00'), locationId: place.id, open: true });
    await server.db.query("INSERT INTO month_closures (month, closed_by) VALUES ('2026-09-01', $1)", [server.admin.id]);
    const log = { warn: jest.fn() };
    const now = later(await at('2026-09-15', '17:00'), AFTER_HOURS + 1);
    expect(await close(now, log)).toBe(0);
    expect(await close(now, log)).toBe(0);
    expect(await punchesOf(who.id)).toMatchObject([{ id: inId, is_open: true }]);
    expect(await auditRows(who.id)).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatchObject({ checkInId: inId, businessDate: '2026-09-15' });

    await server.db.query("UPDATE month_closures SET reopened_at = now(), reopen_reason = 'Prova' WHERE month = '2026-09-01'");
    expect(await close(now, log)).toBe(1);
    expect((await punchesOf(who.id)).map((p) => p.entry_type)).toEqual(['IN', 'OUT']);
  });

  it('is left alone without a plan, on a rest day, or when made after the planned end', async () => {
    const unplanned = await server.createUser();
    await insertPunchAt(server, { userId: unplanned.id, entryType: 'IN', at: await at('2026-10-13', '09:00'), open: true });
    const resting = await server.createUser();
    await planDay(resting.id, '2026-10-13', '09:00', '17:00');
    // An empty 'Turno del giorno' is 'Riposo'.
    const rest = await api(server.url).put(SchedulePaths.override(resting.id, '2026-10-13'), { intervals: [] }, server.adminToken);
    expect(rest.status).toBe(200);
    await insertPunchAt(server, { userId: resting.id, entryType: 'IN', at: await at('2026-10-13', '09:00'), open: true });
    const overtime = await server.createUser();
    await planDay(overtime.id, '2026-10-13', '09:00', '17:00');
    await insertPunchAt(server, { userId: overtime.id, entryType: 'IN', at: await at('2026-10-13', '17:30'), open: true });

    expect(await close(later(await at('2026-10-13', '17:30'), 48))).toBe(0);
    for (const who of [unplanned, resting, overtime]) expect(await punchesOf(who.id)).toMatchObject([{ entry_type: 'IN', is_open: true }]);
  });

  it('lets the person check in again afterwards', async () => {
    const who = await employee(server);
    await planDay(who.id, '2026-10-14', '09:00', '17:00');
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await at('2026-10-14', '09:00'), locationId: place.id, open: true });
    expect(await close(later(await at('2026-10-14', '17:00'), AFTER_HOURS))).toBe(1);
    const again = await checkIn(who, place);
    expect(again.status).toBe(201);
    const punches = await punchesOf(who.id);
    expect(punches.map((p) => [p.entry_type, p.is_open, p.auto_closed])).toEqual([
      ['IN', false, false],
      ['OUT', false, true],
      ['IN', true, false],
    ]);
  });
});
