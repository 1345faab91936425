/**
 * The server's memory of punch contexts on its own (its use by the punches: remembered-context.test.ts): what it gives
 * back at a later clock, how it follows the employee's own punch, and how much it keeps.
 */
import { readBusinessClock } from '../../../server/punch/business-clock';
import type { StampedPunchContext } from '../../../server/punch/punch-context.query';
import { RememberedContexts } from '../../../server/punch/remembered-contexts';
import type { NewPunch } from '../../../server/punch/punch-record';
import type { TimesheetEntryRow } from '../../../server/punch/timesheet-entry.columns';

const ZONE = 'Europe/Rome';
const OFFICE = { id: 7, name: 'Sede', address: '', latitude: 45.46, longitude: 9.19, tolerance_radius: 50, work_hours_start: '08:00', work_hours_end: '18:00', is_active: true };

function readContext(userId: number, at: string): StampedPunchContext {
  const clock = readBusinessClock(ZONE, new Date(at));
  return {
    userId,
    username: `dip${userId}`,
    isAdmin: false,
    twoFactorEnabled: true,
    canAccessAllLocations: false,
    hasAuthorizedLocations: true,
    boundDeviceId: 'telefono',
    boundPublicKey: null,
    boundSince: new Date('2026-01-01T00:00:00Z'),
    clockAt: clock.at,
    today: clock.today,
    localTime: clock.localTime,
    todayMonthClosed: false,
    openIn: null,
    previousPunch: null,
    stamp: { generation: 4, userGeneration: 2, latestPunchId: null, authorizedLocations: [OFFICE] },
  };
}

it('reads the business clock in its time zone', () => {
  expect(readBusinessClock(ZONE, new Date('2026-03-29T00:59:30Z'))).toMatchObject({ today: '2026-03-29', localTime: '01:59' });
  // The clocks went forward at 02:00 that night.
  expect(readBusinessClock(ZONE, new Date('2026-03-29T01:00:30Z'))).toMatchObject({ today: '2026-03-29', localTime: '03:00' });
  expect(readBusinessClock(ZONE, new Date('2026-12-31T23:30:00Z'))).toMatchObject({ today: '2027-01-01', localTime: '00:30' });
});

it('reads the clock again at each new minute, and each time zone on its own', () => {
  expect(readBusinessClock(ZONE, new Date('2026-11-27T07:59:59.900Z'))).toMatchObject({ today: '2026-11-27', localTime: '08:59' });
  expect(readBusinessClock(ZONE, new Date('2026-11-27T08:00:00.100Z'))).toMatchObject({ today: '2026-11-27', localTime: '09:00' });
  // The same minute in another zone, and back: neither is given the other's reading.
  expect(readBusinessClock('America/New_York', new Date('2026-11-27T08:00:30Z'))).toMatchObject({ today: '2026-11-27', localTime: '03:00' });
  expect(readBusinessClock('Asia/Kolkata', new Date('2026-11-27T20:00:30Z'))).toMatchObject({ today: '2026-11-28', localTime: '01:30' });
  const read = readBusinessClock(ZONE, new Date('2026-11-27T08:00:59.999Z'));
  expect(read).toMatchObject({ today: '2026-11-27', localTime: '09:00' });
  expect(read.at.toISOString()).toBe('2026-11-27T08:00:59.999Z');
  // An earlier minute after a later one (a punch sent offline is read at its own time).
  expect(readBusinessClock(ZONE, new Date('2026-11-26T22:59:00Z'))).toMatchObject({ today: '2026-11-26', localTime: '23:59' });
});

it("gives a context back at a later clock, with that clock and the guard of what it was read from", () => {
  const memory = new RememberedContexts();
  memory.remember(readContext(1, '2026-11-27T07:58:00Z'));
  const later = readBusinessClock(ZONE, new Date('2026-11-27T16:30:10Z'));
  const recalled = memory.recall(1, later)!;
  expect(recalled.context).toMatchObject({ userId: 1, today: '2026-11-27', localTime: '17:30', clockAt: later.at });
  expect(recalled.guard).toEqual({ generation: 4, userGeneration: 2, openInId: null, latestPunchId: null, minute: '2026-11-27 17:30' });
  expect(memory.recall(2, later)).toBeUndefined();
});

it("does not give a context back in another month: the month's closure was read for its own", () => {
  const memory = new RememberedContexts();
  memory.remember(readContext(1, '2026-11-30T17:00:00Z'));
  expect(memory.recall(1, readBusinessClock(ZONE, new Date('2026-12-01T07:00:00Z')))).toBeUndefined();
});

it("follows the employee's own punch: the IN is open and latest, then the OUT is latest and none is open", () => {
  const memory = new RememberedContexts();
  memory.remember(readContext(1, '2026-11-27T07:58:00Z'));
  const record = { fixDigest: 'digest-in' } as NewPunch;
  const row = {
    id: 41,
    entry_type: 'IN',
    is_open: true,
    timestamp: new Date('2026-11-27T07:58:01Z'),
    business_date: '2026-11-27',
    distance_from_location: 12,
    accuracy: 8,
  } as TimesheetEntryRow;
  memory.punched(1, { row, record, place: { kind: 'location', location: OFFICE, distance: 12, anomaly: false } });
  const clock = readBusinessClock(ZONE, new Date('2026-11-27T16:00:00Z'));
  const afterIn = memory.recall(1, clock)!;
  expect(afterIn.context.openIn).toEqual({ id: 41, businessDate: '2026-11-27', location: OFFICE, monthClosed: false });
  expect(afterIn.context.previousPunch).toEqual({
    timestamp: new Date('2026-11-27T07:58:01Z'),
    fixDigest: 'digest-in',
    place: { latitude: 45.46, longitude: 9.19 },
    distance: 12,
    accuracy: 8,
  });
  expect(afterIn.guard).toMatchObject({ openInId: 41, latestPunchId: 41 });

  memory.punched(1, { row: { ...row, id: 42, entry_type: 'OUT', is_open: false }, record, place: { kind: 'offsite' } });
  const afterOut = memory.recall(1, clock)!;
  expect(afterOut.context.openIn).toBeNull();
  expect(afterOut.context.previousPunch?.place).toBeNull();
  expect(afterOut.guard).toMatchObject({ openInId: null, latestPunchId: 42 });
});

it('keeps at most its capacity, forgetting whoever punched least recently', () => {
  const memory = new RememberedContexts(2);
  memory.remember(readContext(1, '2026-11-27T07:58:00Z'));
  memory.remember(readContext(2, '2026-11-27T07:59:00Z'));
  memory.remember(readContext(1, '2026-11-27T08:00:00Z'));
  memory.remember(readContext(3, '2026-11-27T08:01:00Z'));
  const clock = readBusinessClock(ZONE, new Date('2026-11-27T09:00:00Z'));
  expect(memory.size).toBe(2);
  expect(memory.recall(2, clock)).toBeUndefined();
  expect(memory.recall(1, clock)).toBeDefined();
  expect(memory.recall(3, clock)).toBeDefined();
  memory.forget(3);
  expect(memory.recall(3, clock)).toBeUndefined();
});

it("reads the organisation's places once per generation, however many check-ins ask at once", async () => {
  const memory = new RememberedContexts();
  let reads = 0;
  const load = (generation: number) => async () => {
    reads += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { generation, locations: [OFFICE] };
  };
  const asked = await Promise.all(Array.from({ length: 5 }, () => memory.placesAt(4, load(4))));
  expect(asked).toEqual(Array.from({ length: 5 }, () => [OFFICE]));
  expect(reads).toBe(1);
  expect(await memory.placesAt(4, load(4))).toEqual([OFFICE]);
  expect(reads).toBe(1);
  // The database is at another generation than the context: no places (the context is not current either).
  expect(await memory.placesAt(5, load(6))).toBeUndefined();
  expect(await memory.placesAt(6, load(6))).toEqual([OFFICE]);
  expect(reads).toBe(2);
});
