/**
 * @jest-environment node
 */
/** The dashboard presenter driven without React: real use-cases over fake HTTP, GPS and timers. */
import { ApiPaths } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { DashboardToken, resolve } from '../../../src/composition/tokens';
import type { DashboardStore } from '../../../src/ui/dashboard/dashboard.store';
import { ok, status } from '../../fakes';
import { NearbyLocationMother, PositionMother, RefusalMother, StatusMother, UserMother } from '../../mothers';
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
    world.http.on('POST', ApiPaths.checkIn, RefusalMother.noLocationInRange({ id: 9, name: 'Magazzino Tiburtina', distance: 640 }), ok({ id: 1 }));
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
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
    const confirming = store.punch.confirmCheckIn();
    expect(store.punch.operating).toBe('checkin');
    await world.clock.advance(750);
    await confirming;

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
    expect(world.vibration.patterns).toEqual([100]);

    await world.clock.advance(4000); // the mobile success toast lasts 4 s
    expect(store.success.message).toBeNull();
    store.stop();
  });

  it('sends an off-site check-in without place or coordinates', async () => {
    const world = locatedEmployeeWorld();
    world.http.on('POST', ApiPaths.checkIn, RefusalMother.noLocationInRange(null), ok({ id: 1 }));
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
