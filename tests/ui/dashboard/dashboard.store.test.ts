/**
 * @jest-environment node
 */
/** The dashboard presenter driven without React: real use-cases over fake HTTP, GPS and timers. */
import { ApiPaths } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { resolve } from '../../../src/composition/tokens';
import { DashboardToken } from '../../../src/ui/dashboard/dashboard.tokens';
import type { DashboardStore } from '../../../src/ui/dashboard/dashboard.store';
import { ok, status } from '../../fakes';
import { EntryMother, NearbyLocationMother, PositionMother, PunchAnswerMother, RefusalMother, StatusMother, UserMother } from '../../mothers';
import { employeeWorld, locatedEmployeeWorld, type EmployeeWorld } from './employee-world';

async function openDashboard(
  world: EmployeeWorld & { signIn(): Promise<void> },
  mode: 'mobile' | 'desktop' = 'mobile',
): Promise<DashboardStore> {
  await world.signIn();
  installBindings(world.container, dashboardModule);
  const store = resolve(world.container, mode === 'mobile' ? DashboardToken.MobileDashboardStore : DashboardToken.DesktopDashboardStore);
  store.start();
  await world.clock.advance(0);
  return store;
}

describe('DashboardStore', () => {
  it("offers the panel entry to administrators ('admin') and managers ('manager'), not to employees", async () => {
    const groups = [{ id: 3, descrizione: 'Magazzino' }];
    const cases = [
      [UserMother.admin(), 'admin'],
      [UserMother.admin({ managed_groups: groups }), 'admin'],
      [UserMother.employee({ managed_groups: groups }), 'manager'],
      [UserMother.employee(), null],
    ] as const;
    for (const [user, entry] of cases) {
      const world = employeeWorld(user);
      world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
      const store = await openDashboard(world);
      expect({ user: user.username, groups: user.managed_groups.length, entry: store.panelEntry }).toEqual({ user: user.username, groups: user.managed_groups.length, entry });
      store.stop();
    }
  });

  it('labels the status card from the punch status', async () => {
    const world = locatedEmployeeWorld();
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()), ok(StatusMother.checkedIn()));
    const store = await openDashboard(world);
    expect(store.statusKey).toBe('status.out');

    await store.reloadStatus();
    expect(store.statusKey).toBe('status.in');
    expect(store.isCheckedIn).toBe(true);
    store.stop();
  });

  it('walks the helper line from waiting for GPS to ready once places and status are loaded', async () => {
    const world = employeeWorld();
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
    world.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 1, locations: [NearbyLocationMother.inTolerance()] }));
    const store = await openDashboard(world);
    expect(store.position).toBeNull();
    expect(store.helperKey).toBe('dashboard.helper.waitGps');
    expect(store.showCheckIn).toBe(false);

    world.geolocation.alwaysAnswer(PositionMother.at(world.clock.now()));
    await store.refreshPosition();
    expect(store.positionStatus).toBe('success');
    expect(store.helperKey).toBe('dashboard.helper.loadingLocations');

    await world.clock.advance(500); // nearby places reload 500 ms after a manual refresh
    expect(store.placesInTolerance.map((p) => p.name)).toEqual(['Sede Milano']);
    expect(store.helperKey).toBe('dashboard.helper.ready');
    expect(store.showCheckIn).toBe(true);
    expect(store.showCheckOut).toBe(false);
    store.stop();
  });

  it('reloads nearby places 2 s after a position change on mobile', async () => {
    const world = employeeWorld();
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
    const store = await openDashboard(world); // the first fix after login fails
    expect(store.positionStatus).toBe('error');
    world.geolocation.willAnswer(PositionMother.at(world.clock.now()));
    await world.clock.advance(2000); // the silent retry 2 s after login gets a fix
    expect(store.position).not.toBeNull();
    expect(world.http.sent('POST', ApiPaths.nearbyLocations)).toHaveLength(0);

    await world.clock.advance(1999);
    expect(world.http.sent('POST', ApiPaths.nearbyLocations)).toHaveLength(0);
    await world.clock.advance(1);
    expect(world.http.sent('POST', ApiPaths.nearbyLocations)).toHaveLength(1);
    expect(store.nearbyLoading).toBe(false);
    store.stop();
  });

  it('opens the check-in anomaly dialog on a location_anomaly refusal and requires the note', async () => {
    const world = locatedEmployeeWorld();
    world.http.on(
      'POST',
      ApiPaths.checkIn,
      RefusalMother.noLocationInRange({ id: 9, name: 'Magazzino Tiburtina', distance: 640 }),
      ok(PunchAnswerMother.checkIn({ location_id: 9, location_name: 'Magazzino Tiburtina', has_location_anomaly: true, is_valid: false })),
    );
    const store = await openDashboard(world);
    await world.clock.advance(2000);

    await store.punch.checkIn();
    expect(store.punch.checkInDialog?.type).toBe('location_anomaly');
    expect(store.punch.checkInDialog?.nearestLocation).toEqual({ id: 9, name: 'Magazzino Tiburtina', distance: 640 });
    expect(store.punch.checkInChoice).toBe(9); // the recommended nearest place is preselected

    await store.punch.confirmCheckIn();
    expect(store.punch.checkInError).toEqual({ key: 'validation.anomalyNoteCheckin' });
    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(1);

    store.punch.setCheckInNote('Riunione dal cliente');
    expect(store.punch.checkInError).toBeNull();
    const confirming = store.punch.confirmCheckIn();
    expect(store.punch.operating).toBe('checkin');
    await confirming; // no virtual time: the status comes with the answer

    expect(world.http.last('POST', ApiPaths.checkIn).body).toMatchObject({
      location_id: 9,
      anomaly_note: 'Riunione dal cliente',
      force_anomaly: true,
      device_id: 'device-1',
    });
    expect(store.punch.checkInDialog).toBeNull();
    expect(store.punch.checkInNote).toBe('');
    expect(store.success.message).toEqual({ key: 'punch.checkinSuccess' });
    expect(store.statusKey).toBe('status.in');
    expect(store.status?.last_entry).toMatchObject({ entry_type: 'IN', location_name: 'Magazzino Tiburtina' });
    expect(world.vibration.patterns).toEqual([100]);

    await world.clock.advance(4000); // the mobile success toast lasts 4 s
    expect(store.success.message).toBeNull();
    store.stop();
  });

  it('sends an off-site check-in without place or coordinates', async () => {
    const world = locatedEmployeeWorld();
    world.http.on('POST', ApiPaths.checkIn, RefusalMother.noLocationInRange(null), ok(PunchAnswerMother.checkIn({ location_id: null, location_name: 'Unknown', is_offsite: true })));
    const store = await openDashboard(world);
    await store.punch.checkIn();
    store.punch.setCheckInChoice('offsite');
    store.punch.setCheckInNote('Lavoro da casa');
    const confirming = store.punch.confirmCheckIn();
    await world.clock.runAll();
    await confirming;

    const body = world.http.last('POST', ApiPaths.checkIn).body as Record<string, unknown>;
    expect(body).toMatchObject({ offsite_work: true, force_anomaly: true, anomaly_note: 'Lavoro da casa' });
    expect(body).not.toHaveProperty('location_id');
    expect(body).not.toHaveProperty('latitude');
    store.stop();
  });

  it('on desktop opens the selection dialog when two places are in tolerance', async () => {
    const world = locatedEmployeeWorld();
    const two = [NearbyLocationMother.inTolerance(), NearbyLocationMother.inTolerance({ id: 2, name: 'Sede Prati', distance: 30 })];
    world.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 2, locations: two }));
    world.http.on('GET', ApiPaths.authorizedLocations, ok({ locations: [...two, NearbyLocationMother.outOfTolerance()] }));
    const store = await openDashboard(world, 'desktop');
    await world.clock.advance(1000);

    await store.punch.checkIn();
    expect(store.punch.selectionOpen).toBe(true);
    expect(store.punch.selectionInRange.map((p) => p.name)).toEqual(['Sede Milano', 'Sede Prati']);
    expect(store.punch.selectionOutOfRange.map((p) => p.name)).toEqual(['Magazzino Lodi']);
    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);

    // An out-of-range place needs the anomaly note.
    await store.punch.checkInAt(NearbyLocationMother.outOfTolerance());
    expect(store.punch.selectionOpen).toBe(false);
    expect(store.punch.checkInDialog).toMatchObject({ type: 'location', locationName: 'Magazzino Lodi', distance: 640 });
    store.stop();
  });

  it('keeps the check-out note when the forced check-out fails, and shows the failure in the dialog', async () => {
    const world = locatedEmployeeWorld(StatusMother.checkedIn());
    world.http.on(
      'POST',
      ApiPaths.checkOut,
      RefusalMother.mustCheckOutSameLocation(),
      status(500, { code: 'SERVER_ERROR', message: 'Server error' }),
    );
    const store = await openDashboard(world);
    expect(store.showCheckOut).toBe(true);

    await store.punch.checkOut();
    expect(store.punch.isCheckOutDialogOpen).toBe(true);
    store.punch.setCheckOutNote('Uscita dal cantiere');
    await store.punch.confirmCheckOut();

    expect(world.http.last('POST', ApiPaths.checkOut).body).toMatchObject({ force_anomaly: true, anomaly_note: 'Uscita dal cantiere' });
    expect(store.punch.isCheckOutDialogOpen).toBe(true);
    expect(store.punch.checkOutNote).toBe('Uscita dal cantiere');
    expect(store.punch.checkOutError).not.toBeNull();
    store.stop();
  });

  it('on desktop disables check-in without location access and shows errors until closed', async () => {
    const world = employeeWorld(UserMother.employee({ can_access_all_locations: false, authorized_locations: [] }));
    world.geolocation.alwaysAnswer(PositionMother.at(world.clock.now()));
    world.http.on('GET', ApiPaths.status, status(500, { code: 'SERVER_ERROR', message: 'Server error' }));
    const store = await openDashboard(world, 'desktop');
    expect(store.desktopCheckInDisabled).toBe(true);
    expect(store.error.message).not.toBeNull();
    await world.clock.advance(60000);
    expect(store.error.message).not.toBeNull(); // the desktop error banner is closable, not timed
    store.error.clear();
    expect(store.error.message).toBeNull();
    store.stop();
  });

  describe('after an accepted punch', () => {
    /** The requests the page sent after `since` (an index in the fake's log), as 'METHOD path'. */
    const sentSince = (world: EmployeeWorld, since: number) => world.http.requests.slice(since).map((r) => `${r.method} ${r.path.split('?')[0]}`);

    it("shows the check-in's status from its answer at once, then reloads the punches and, at once, the nearby places", async () => {
      const world = locatedEmployeeWorld(); // a status read would say OUT: IN can only come from the answer
      const store = await openDashboard(world);
      await world.clock.runAll();
      expect(store.showCheckIn).toBe(true);
      const before = world.http.requests.length;
      const checkIn = PunchAnswerMother.checkIn();
      world.http.on('POST', ApiPaths.checkIn, ok(checkIn));
      world.http.on('GET', ApiPaths.timesheets, ok({ count: 1, results: [EntryMother.checkIn()] }));
      // The punch's fresh fix is a new one: on its own it would reload the nearby places 2 s later (at least 5 s after the last).
      world.geolocation.willAnswer(PositionMother.at(world.clock.now()));

      await store.punch.checkIn(); // no virtual time passes

      expect(store.statusKey).toBe('status.in');
      expect(store.status).toEqual(StatusMother.checkedIn());
      expect(store.success.message).toEqual({ key: 'punch.checkinSuccess' });
      expect(store.showCheckOut).toBe(true);
      expect(store.punch.isOperating).toBe(false);
      await world.clock.advance(0);
      // (This world's browser keeps no device key: no device challenge before the punch.)
      expect(sentSince(world, before)).toEqual([
        `POST ${ApiPaths.checkIn}`,
        `GET ${ApiPaths.timesheets}`,
        `POST ${ApiPaths.nearbyLocations}`,
      ]);
      expect(store.nearbyLoading).toBe(false); // a quiet reload: no 'Caricamento sedi autorizzate...'

      // The reload the fresh fix asked for was served by that one: nothing more, and never a status read.
      await world.clock.advance(10_000);
      expect(sentSince(world, before)).toHaveLength(3);
      expect(store.recent).toHaveLength(1);
      expect(store.statusKey).toBe('status.in');
      store.stop();
    });

    it("shows the check-out's status from its answer at once and reads no status after it", async () => {
      const world = locatedEmployeeWorld(StatusMother.checkedIn()); // a status read would still say IN
      const store = await openDashboard(world);
      await world.clock.runAll();
      expect(store.showCheckOut).toBe(true);
      const before = world.http.requests.length;
      world.http.on('POST', ApiPaths.checkOut, ok(PunchAnswerMother.checkOut()));

      await store.punch.checkOut();

      expect(store.statusKey).toBe('status.out');
      expect(store.status).toEqual(StatusMother.checkedOut());
      expect(store.success.message).toEqual({ key: 'punch.checkoutSuccess' });
      expect(store.showCheckIn).toBe(true);
      await world.clock.advance(10_000);
      // (This world's browser keeps no device key: no device challenge before the punch.)
      expect(sentSince(world, before)).toEqual([
        `POST ${ApiPaths.checkOut}`,
        `GET ${ApiPaths.timesheets}`,
        `POST ${ApiPaths.nearbyLocations}`,
      ]);
      expect(store.statusKey).toBe('status.out');
      store.stop();
    });

    it('reads the status once when the answer carries none (an older server during a rolling update)', async () => {
      const world = locatedEmployeeWorld();
      const store = await openDashboard(world);
      await world.clock.runAll();
      const reads = world.http.sent('GET', ApiPaths.status).length;
      world.http.on('POST', ApiPaths.checkIn, ok(EntryMother.checkIn()));
      world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));

      await store.punch.checkIn();
      await world.clock.advance(0);

      expect(world.http.sent('GET', ApiPaths.status)).toHaveLength(reads + 1);
      expect(store.statusKey).toBe('status.in');
      expect(store.success.message).toEqual({ key: 'punch.checkinSuccess' });
      store.stop();
    });

    it('a failed reload of the places or the punches leaves the confirmed status and the success', async () => {
      const world = locatedEmployeeWorld();
      const store = await openDashboard(world);
      await world.clock.runAll();
      world.http.on('POST', ApiPaths.checkIn, ok(PunchAnswerMother.checkIn()));
      world.http.on('POST', ApiPaths.nearbyLocations, status(500, { code: 'SERVER_ERROR', message: 'Server error' }));
      world.http.on('GET', ApiPaths.timesheets, status(500, { code: 'SERVER_ERROR', message: 'Server error' }));

      await store.punch.checkIn();
      await world.clock.advance(0);

      expect(store.statusKey).toBe('status.in');
      expect(store.success.message).toEqual({ key: 'punch.checkinSuccess' });
      expect(store.error.message).toBeNull();
      store.stop();
    });
  });

  it('refreshes the status every 120 s and on focus, quietly', async () => {
    const world = locatedEmployeeWorld();
    const store = await openDashboard(world);
    const initial = world.http.sent('GET', ApiPaths.status).length;
    await world.clock.advance(120000);
    expect(world.http.sent('GET', ApiPaths.status).length).toBe(initial + 1);
    world.lifecycle.focus();
    await world.clock.advance(0);
    expect(world.http.sent('GET', ApiPaths.status).length).toBe(initial + 2);
    store.stop();
  });
});
