/**
 * Punches decided from the employee's remembered context (docs/behaviour.md, "A punch's context, remembered"): one
 * statement when nothing changed since the last punch; whatever an administrator, a script or another server committed
 * meanwhile is seen, and the punch is then decided exactly as from a fresh read.
 */
import { readBusinessClock, clockMinute } from '../../../server/punch/business-clock';
import { punchRecord } from '../../../server/punch/punch-record';
import { insertPunch } from '../../../server/punch/timesheet-entry.repository';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  businessNow,
  checkIn,
  checkOut,
  createLocation,
  employee,
  insertPunchAt,
  northOf,
  statementsOf,
  type Employee,
  type LocationFixture,
} from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** An employee allowed at `site` only: an all-access employee's check-ins read the places every time. */
function siteEmployee(site: LocationFixture): Promise<Employee> {
  return employee(server, { can_access_all_locations: false, authorized_locations: [site.id] });
}

/** The organisation's generation and the employee's (null before their first counted change). */
async function generations(userId: number): Promise<{ organisation: number; user: number | null }> {
  const { rows } = await server.db.query<{ organisation: string; user: string | null }>(
    `SELECT (SELECT generation FROM punch_context_generation) AS organisation,
            (SELECT generation FROM punch_context_user_generation WHERE user_id = $1) AS "user"`,
    [userId],
  );
  return { organisation: Number(rows[0]!.organisation), user: rows[0]!.user === null ? null : Number(rows[0]!.user) };
}

describe('from memory, when nothing changed', () => {
  it('the first punch reads its context; the check-out and the next shift are one statement each', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);

    expect(await statementsOf(server, () => checkIn(who, site))).toBe(2);
    expect(await statementsOf(server, () => checkOut(who, northOf(site, 10)))).toBe(1);
    expect(await statementsOf(server, () => checkIn(who, site, { location_id: site.id }))).toBe(1);
    expect(await statementsOf(server, () => checkOut(who, site))).toBe(1);

    const { rows } = await server.db.query<{ entry_type: string; is_open: boolean; location_id: number }>(
      'SELECT entry_type, is_open, location_id FROM timesheet_entries WHERE user_id = $1 ORDER BY id',
      [who.id],
    );
    expect(rows).toEqual(['IN', 'OUT', 'IN', 'OUT'].map((entry_type) => ({ entry_type, is_open: false, location_id: site.id })));
  });

  it("an all-access employee's check-in decides among the organisation's places, read once per their generation", async () => {
    const site = await createLocation(server);
    const who = await employee(server, { can_access_all_locations: true });
    const colleague = await employee(server, { can_access_all_locations: true });
    expect(await statementsOf(server, () => checkIn(who, site))).toBe(2);
    expect(await statementsOf(server, () => checkIn(colleague, site))).toBe(2);
    expect(await statementsOf(server, () => checkOut(who, site))).toBe(1);
    expect(await statementsOf(server, () => checkOut(colleague, site))).toBe(1);
    // The places, then the guarded INSERT; the colleague's check-in finds the places in memory.
    expect(await statementsOf(server, () => checkIn(who, site))).toBe(2);
    expect(await statementsOf(server, () => checkIn(colleague, site, { location_id: site.id }))).toBe(1);

    // A new place counts in the organisation's generation: the next check-in from memory finds the place.
    const next = await createLocation(server);
    await checkOut(who, site);
    const there = await checkIn(who, next);
    expect(there.status).toBe(201);
    expect(there.body.location_id).toBe(next.id);
  });

  it("remembers the last punch's fix: the same fix to the last decimal is flagged as a fresh read would", async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    const at = northOf(site, 7);
    expect((await checkIn(who, at)).body.position_signals).toEqual([]);
    const out = await checkOut(who, at);
    expect(out.status).toBe(201);
    expect(out.body.position_signals).toEqual(['repeated_fix']);
  });

  it('refuses from a fresh read what memory refuses, in the same words', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    await checkIn(who, site);
    const again = await checkIn(who, site);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_CHECKED_IN');
    const far = await checkOut(who, northOf(site, 5000));
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('MUST_CHECK_OUT_SAME_LOCATION');
    expect((await checkOut(who, site)).status).toBe(201);
  });
});

describe('what changed since the last punch is seen', () => {
  it('an account deactivated meanwhile: 401, nothing written', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    await checkIn(who, site);
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [who.id]);

    const refused = await checkOut(who, site);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('TOKEN_INVALID');
    const { rows } = await server.db.query('SELECT 1 FROM timesheet_entries WHERE user_id = $1 AND entry_type = $2', [who.id, 'OUT']);
    expect(rows).toHaveLength(0);
  });

  it('a device unbound meanwhile: the punch is refused as from another device', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    await checkIn(who, site);
    await server.db.query('DELETE FROM devices WHERE user_id = $1', [who.id]);

    const refused = await checkOut(who, site);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('DEVICE_NOT_AUTHORIZED');
  });

  it('a place closed or an authorisation withdrawn meanwhile: the check-in is refused', async () => {
    const site = await createLocation(server);
    const other = await createLocation(server);
    const who = await employee(server, { can_access_all_locations: false, authorized_locations: [site.id, other.id] });
    await checkIn(who, site);
    await checkOut(who, site);

    await server.db.query('UPDATE locations SET is_active = false WHERE id = $1', [site.id]);
    const closed = await checkIn(who, site, { location_id: site.id });
    expect(closed.status).toBe(403);
    expect(closed.body.code).toBe('LOCATION_NOT_AUTHORIZED');

    await server.db.query('DELETE FROM user_locations WHERE user_id = $1 AND location_id = $2', [who.id, other.id]);
    const withdrawn = await checkIn(who, other);
    expect(withdrawn.status).toBe(403);
    expect(withdrawn.body.code).toBe('NO_AUTHORIZED_LOCATIONS');
  });

  it("the month closed meanwhile: MONTH_CLOSED, as the month's lock says", async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    await checkIn(who, site);
    await checkOut(who, site);
    const month = `${readBusinessClock(server.config.timezone).today.slice(0, 7)}-01`;
    const { rows } = await server.db.query<{ id: number }>('INSERT INTO month_closures (month) VALUES ($1) RETURNING id', [month]);
    try {
      const refused = await checkIn(who, site);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('MONTH_CLOSED');
    } finally {
      await server.db.query("UPDATE month_closures SET reopened_at = now(), reopen_reason = 'test' WHERE id = $1", [rows[0]!.id]);
    }
    expect((await checkIn(who, site)).status).toBe(201);
  });

  it("another server's punch meanwhile: this server's memory of the open IN is not believed", async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    await checkIn(who, site);
    // The check-out another server would have written: the OUT, its IN closed.
    await server.db.query('UPDATE timesheet_entries SET is_open = false WHERE user_id = $1 AND is_open', [who.id]);
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: new Date().toISOString(), locationId: site.id });

    // The guarded statement wrote nothing; the fresh read refuses: not checked in.
    const out = await checkOut(who, site);
    expect(out.status).toBe(409);
    expect(out.body.code).toBe('NOT_CHECKED_IN');
    // That fresh read is remembered: the next check-in comes from memory again.
    expect(await statementsOf(server, () => checkIn(who, site))).toBe(1);
  });

  it("another server's check-in meanwhile: this server's check-in, remembered as not checked in, is refused", async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    await checkIn(who, site);
    await checkOut(who, site);
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: new Date().toISOString(), locationId: site.id, open: true });

    // One statement: the guarded INSERT wrote nothing and answered the context read afresh, which refuses.
    expect(await statementsOf(server, () => checkIn(who, site), 409)).toBe(1);
    expect(await statementsOf(server, () => checkOut(who, site))).toBe(1);
  });

  it("an administrator's change of a punch's time: decided from the context the guarded statement read afresh", async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    const entry = (await checkIn(who, site)).body;
    const before = await generations(who.id);
    await server.db.query(`UPDATE timesheet_entries SET "timestamp" = "timestamp" - interval '5 minutes' WHERE id = $1`, [entry.id]);
    expect(await generations(who.id)).toEqual({ ...before, user: before.user! + 1 });

    // The guarded INSERT that wrote nothing (and read the context), then the OUT decided from that context.
    expect(await statementsOf(server, () => checkOut(who, site))).toBe(2);
    expect(await statementsOf(server, () => checkIn(who, site))).toBe(1);
  });
});

describe('the generations of what punches read', () => {
  it("counts a change to the employee's account, device or authorisations in theirs only", async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    const before = await generations(who.id);
    await server.db.query('UPDATE users SET is_admin = false WHERE id = $1', [who.id]);
    await server.db.query('UPDATE devices SET device_name = device_name WHERE user_id = $1', [who.id]);
    await server.db.query('DELETE FROM user_locations WHERE user_id = $1', [who.id]);
    expect(await generations(who.id)).toEqual({ organisation: before.organisation, user: before.user! + 3 });
  });

  it("counts changes to places and month closures in the organisation's, once per transaction, at its commit", async () => {
    const site = await createLocation(server);
    const other = await createLocation(server);
    const who = await siteEmployee(site);
    const before = await generations(who.id);
    await server.db.transaction(async (tx) => {
      await tx.query('UPDATE locations SET tolerance_radius = 60 WHERE id = $1', [site.id]);
      await tx.query('UPDATE locations SET tolerance_radius = 60 WHERE id = $1', [other.id]);
    });
    expect(await generations(who.id)).toEqual({ ...before, organisation: before.organisation + 1 });
  });

  it('counts neither punches nor changes a punch does not read', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    const before = await generations(who.id);
    await checkIn(who, site);
    await checkOut(who, site);
    await server.db.query("UPDATE users SET email = 'altro@example.com' WHERE id = $1", [who.id]);
    await server.db.query("UPDATE timesheet_entries SET notes = 'rivista' WHERE user_id = $1", [who.id]);
    expect(await generations(who.id)).toEqual(before);
  });

  it('a transaction rolled back counts nothing', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    const before = await generations(who.id);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('UPDATE locations SET is_active = false WHERE id = $1', [site.id]);
        await tx.query('UPDATE users SET is_active = false WHERE id = $1', [who.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await generations(who.id)).toEqual(before);
  });
});

describe("the guarded statement checks the database's clock", () => {
  it('writes nothing when the database shows another minute than the decision', async () => {
    const site = await createLocation(server);
    const who = await siteEmployee(site);
    const record = punchRecord({
      userId: who.id,
      entryType: 'IN',
      place: { kind: 'offsite' },
      request: { device_id: who.deviceId, anomaly_note: 'trasferta' },
      localTime: '09:00',
      accuracyCapMeters: 100,
      storeCoordinates: false,
    });
    const { organisation, user } = await generations(who.id);
    const guard = { generation: organisation, userGeneration: user, openInId: null, latestPunchId: null, minute: '2001-01-01 09:00' };
    const stale = await insertPunch(server.db, record, server.config.timezone, undefined, undefined, guard);
    // Nothing written; the context read afresh by the same statement, on the database's clock, comes back instead.
    expect(stale).toMatchObject({ refused: 'context_changed', context: { userId: who.id, openIn: null, previousPunch: null } });
    expect('context' in stale && stale.context!.today).toBe((await businessNow(server)).today);
    const { rows: none } = await server.db.query('SELECT 1 FROM timesheet_entries WHERE user_id = $1', [who.id]);
    expect(none).toHaveLength(0);

    // The minute read here and the database's agree (a second try covers a minute turning between the two).
    let write = await insertPunch(server.db, record, server.config.timezone, undefined, undefined, { ...guard, minute: clockMinute(readBusinessClock(server.config.timezone)) });
    if (!('written' in write)) {
      write = await insertPunch(server.db, record, server.config.timezone, undefined, undefined, { ...guard, minute: clockMinute(readBusinessClock(server.config.timezone)) });
    }
    expect('written' in write && write.written.user_id).toBe(who.id);
  });
});
