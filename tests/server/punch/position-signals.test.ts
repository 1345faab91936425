/**
 * 'Posizione sospetta' (docs/behaviour.md, "Position signals"): the signals of a punch's fix, worked out for every
 * punch (online and offline), never refusing it, never making it invalid, never keeping its coordinates. The rule
 * itself on chosen cases, then over HTTP on both databases.
 */
import { POSITION_FIX_MAX_AGE_SECONDS } from '../../../src/core/contract';
import { fixDigest } from '../../../server/punch/fix-digest';
import { positionSignals, type PreviousPunch, type PunchFix } from '../../../server/punch/position-signals';
import { keyedEmployee, minutesAgo, sendOfflinePunch, signedOfflinePunch } from '../support/offline-punch';
import { checkIn, checkOut, createLocation, employee, insertPunchAt, northOf, type LocationFixture } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const SECRET = 'a-server-secret-of-at-least-32-bytes!!';
const HERE = { latitude: 45.4642, longitude: 9.19 };
const at = new Date('2026-03-02T08:00:00Z');
const fix = (overrides: Partial<PunchFix> = {}): PunchFix => ({
  ...HERE,
  accuracy: 12,
  fixAgeSeconds: 2,
  deviceSignals: [],
  digest: fixDigest(SECRET, HERE.latitude, HERE.longitude),
  ...overrides,
});
const previous = (overrides: Partial<PreviousPunch> = {}): PreviousPunch => ({
  timestamp: new Date(at.getTime() - 3600_000),
  fixDigest: fixDigest(SECRET, 45.4643, 9.19),
  place: { latitude: 45.4643, longitude: 9.19 },
  distance: 10,
  accuracy: 10,
  ...overrides,
});
/** About `km` kilometres north of HERE. */
const northKm = (km: number) => ({ latitude: HERE.latitude + km / 111.195, longitude: HERE.longitude });

describe('the rule', () => {
  it('finds nothing in an ordinary fix after an ordinary punch', () => {
    expect(positionSignals(fix(), at, previous())).toEqual([]);
    expect(positionSignals(fix(), at, null)).toEqual([]);
  });

  it('flags a fix taken longer before the punch than POSITION_FIX_MAX_AGE_SECONDS', () => {
    expect(positionSignals(fix({ fixAgeSeconds: POSITION_FIX_MAX_AGE_SECONDS }), at, null)).toEqual([]);
    expect(positionSignals(fix({ fixAgeSeconds: POSITION_FIX_MAX_AGE_SECONDS + 1 }), at, null)).toEqual(['stale_fix']);
  });

  it('flags an accuracy of exactly 0 m, not a small one nor a missing one', () => {
    expect(positionSignals(fix({ accuracy: 0 }), at, null)).toEqual(['zero_accuracy']);
    expect(positionSignals(fix({ accuracy: 0.5 }), at, null)).toEqual([]);
    expect(positionSignals(fix({ accuracy: null }), at, null)).toEqual([]);
  });

  it("flags a fix identical to the previous punch's, to the last decimal", () => {
    const same = previous({ fixDigest: fixDigest(SECRET, HERE.latitude, HERE.longitude) });
    expect(positionSignals(fix(), at, same)).toEqual(['repeated_fix']);
    // One step in the last decimal is another fix.
    expect(positionSignals(fix({ digest: fixDigest(SECRET, 45.4642000001, 9.19) }), at, same)).toEqual([]);
    expect(positionSignals(fix(), at, previous({ fixDigest: null }))).toEqual([]);
  });

  it('keys the digest with the server secret: another secret gives another digest', () => {
    expect(fixDigest(SECRET, 1, 2)).toBe(fixDigest(SECRET, 1, 2));
    expect(fixDigest(SECRET, 1, 2)).not.toBe(fixDigest(`${SECRET}x`, 1, 2));
  });

  it('flags travel from the previous place faster than a car, beyond the fixes\u2019 errors', () => {
    const from = previous({ place: HERE, distance: 0, accuracy: 0, timestamp: new Date(at.getTime() - 10 * 60_000) });
    // 50 km in 10 minutes: 300 km/h.
    expect(positionSignals(fix({ ...northKm(50), accuracy: 0.1 }), at, from)).toEqual(['impossible_travel']);
    // 30 km in 10 minutes: 180 km/h, a fast car.
    expect(positionSignals(fix({ ...northKm(30) }), at, from)).toEqual([]);
    // 5 km in 1 minute, but the previous fix was 2 km from its place and each fix is 1.5 km uncertain: 0 km surely travelled.
    const vague = previous({ place: HERE, distance: 2000, accuracy: 1500, timestamp: new Date(at.getTime() - 60_000) });
    expect(positionSignals(fix({ ...northKm(5), accuracy: 1500 }), at, vague)).toEqual([]);
    // Short hops are never judged (within 2 km), however quick.
    expect(positionSignals(fix({ ...northKm(1.9) }), at, previous({ place: HERE, distance: 0, accuracy: 0, timestamp: at }))).toEqual([]);
    // After an off-site punch there is no place to travel from.
    expect(positionSignals(fix({ ...northKm(50) }), at, previous({ place: null }))).toEqual([]);
  });

  it('passes the jump-and-return the phone saw, with every other signal in a fixed order', () => {
    const same = previous({ fixDigest: fixDigest(SECRET, HERE.latitude, HERE.longitude) });
    expect(positionSignals(fix({ deviceSignals: ['jump_and_return'], accuracy: 0, fixAgeSeconds: 600 }), at, same)).toEqual([
      'stale_fix',
      'zero_accuracy',
      'repeated_fix',
      'jump_and_return',
    ]);
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  let site: LocationFixture;
  beforeAll(async () => {
    server = await startTestServer();
    site = await createLocation(server);
  });
  afterAll(() => server.close());

  const storedDigests = async (userId: number) =>
    (await server.db.query<{ fix_digest: string | null; latitude: number | null }>('SELECT fix_digest, latitude FROM timesheet_entries WHERE user_id = $1', [userId])).rows;

  it('flags a stale fix, a zero accuracy and a jump the phone saw on an online check-in, which stays valid', async () => {
    const who = await employee(server);
    const response = await checkIn(who, site, { location_id: site.id, accuracy: 0, fix_age_seconds: 600, position_signals: ['jump_and_return'] });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ position_signals: ['stale_fix', 'zero_accuracy', 'jump_and_return'], is_valid: true, validation_errors: [] });
  });

  it("flags a check-out whose fix repeats the check-in's exactly, keeping a digest and no coordinates", async () => {
    const who = await employee(server);
    const spot = northOf(site, 5);
    expect((await checkIn(who, spot, { location_id: site.id })).body.position_signals).toEqual([]);
    const out = await checkOut(who, spot);
    expect(out.status).toBe(201);
    expect(out.body.position_signals).toEqual(['repeated_fix']);
    const rows = await storedDigests(who.id);
    expect(rows.map((row) => row.latitude)).toEqual([null, null]);
    expect(rows[0]!.fix_digest).toEqual(expect.any(String));
    expect(rows[0]!.fix_digest).toBe(rows[1]!.fix_digest);
  });

  it('does not flag a check-out from another fix in range', async () => {
    const who = await employee(server);
    await checkIn(who, site, { location_id: site.id });
    expect((await checkOut(who, northOf(site, 3))).body.position_signals).toEqual([]);
  });

  it('flags a check-in 60 km from the previous punch ten minutes later, not a day later', async () => {
    const near = await createLocation(server, { ...northOf(site, 60_000) });
    const hurried = await employee(server);
    await insertPunchAt(server, { userId: hurried.id, entryType: 'OUT', at: minutesAgo(10), locationId: site.id });
    const response = await checkIn(hurried, near, { location_id: near.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ position_signals: ['impossible_travel'], is_valid: true });

    const unhurried = await employee(server);
    await insertPunchAt(server, { userId: unhurried.id, entryType: 'OUT', at: minutesAgo(24 * 60), locationId: site.id });
    expect((await checkIn(unhurried, near, { location_id: near.id })).body.position_signals).toEqual([]);
  });

  it('keeps no signal and no digest for an off-site punch', async () => {
    const who = await employee(server);
    const response = await checkIn(who, null, { offsite_work: true, anomaly_note: 'cliente', accuracy: 0, fix_age_seconds: 900 });
    expect(response.status).toBe(201);
    expect(response.body.position_signals).toEqual([]);
    expect((await storedDigests(who.id)).map((row) => row.fix_digest)).toEqual([null]);
  });

  it('works out the signals of an offline punch at its own time', async () => {
    const who = await keyedEmployee(server);
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: minutesAgo(40), locationId: site.id });
    const near = await createLocation(server, { ...northOf(site, 60_000) });
    // 60 km from the OUT of 40 minutes ago, but recorded 30 minutes ago: 10 minutes for 60 km.
    const request = signedOfflinePunch(
      who,
      { action: 'check_in', counter: 1, device_time: minutesAgo(30), location_id: near.id, accuracy: 0, position_signals: ['jump_and_return'] },
      { at: near },
    );
    const response = await sendOfflinePunch(who, request);
    expect(response.body.entry).toMatchObject({ position_signals: ['zero_accuracy', 'impossible_travel', 'jump_and_return'], is_valid: true });
  });
});
