/**
 * @jest-environment node
 */
/**
 * The dashboard's live position (docs/behaviour.md, "Position" and "Employee dashboard"): the open dashboard follows
 * the device, the nearby places follow the position at a rate the server can bear (one request at a time, at most
 * one every 5 s while moving) without flashing the helper line, and the watch ends with the screen, when the page
 * is hidden, and on logout.
 */
import { reaction } from 'mobx';
import { ApiPaths, type NearbyRequest } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { resolve } from '../../../src/composition/tokens';
import { DashboardToken } from '../../../src/ui/dashboard/dashboard.tokens';
import { StoreToken } from '../../../src/ui/app/app.tokens';
import { haversineDistance } from '../../../src/core/domain';
import { PositionError } from '../../../src/core/ports';
import type { DashboardStore } from '../../../src/ui/dashboard/dashboard.store';
import { ok } from '../../fakes';
import { NearbyLocationMother, PositionMother, StatusMother } from '../../mothers';
import { employeeWorld } from './employee-world';

/** About one metre of latitude, in degrees. */
const METRE = 180 / (Math.PI * 6371000);
const OFFICE = NearbyLocationMother.inTolerance();
/** The server's answer takes this long: long enough for fixes to arrive while a request runs. */
const SERVER_MS = 1500;

/** An employee 300 m north of the office (tolerance 50 m), and a server that measures where each request says. */
async function walkingEmployee(mode: 'mobile' | 'desktop' = 'mobile') {
  const world = employeeWorld();
  const at = (metresNorth: number) => PositionMother.at(world.clock.now(), { latitude: OFFICE.latitude + metresNorth * METRE, longitude: OFFICE.longitude, accuracy: 10 });
  world.geolocation.alwaysAnswer(at(300));
  world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  const requests: { at: number; metresNorth: number }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  world.http.on('POST', ApiPaths.nearbyLocations, async (request) => {
    const body = request.body as NearbyRequest;
    requests.push({ at: world.clock.now(), metresNorth: Math.round((body.latitude - OFFICE.latitude) / METRE) });
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await world.clock.delay(SERVER_MS);
    inFlight--;
    const distance = haversineDistance(body, OFFICE);
    const place = { ...OFFICE, distance, within_tolerance: distance <= OFFICE.tolerance_radius + (body.accuracy ?? 0) };
    return ok({ count: 1, locations: [place] });
  });
  await world.signIn();
  installBindings(world.container, dashboardModule);
  const store: DashboardStore = resolve(world.container, mode === 'mobile' ? DashboardToken.MobileDashboardStore : DashboardToken.DesktopDashboardStore);
  store.start();
  await world.clock.advance(0);
  return { world, store, at, requests, mostInFlight: () => mostInFlight };
}

describe('DashboardStore live position', () => {
  it('follows the device while open: the position, the places in range and the check-in offer change without a tap', async () => {
    const { world, store, at } = await walkingEmployee();
    await world.clock.advance(10_000);
    expect(store.placesInTolerance).toEqual([]);
    expect(store.mapPlaces.map((place) => [place.distance, place.withinTolerance])).toEqual([[300, false]]);
    expect(world.geolocation.activeWatches()).toBe(1);

    const arrived = at(5);
    world.geolocation.move(arrived);
    expect(store.position).toBe(arrived);
    expect(store.positionStatus).toBe('success');

    await world.clock.advance(2000 + SERVER_MS);
    expect(store.placesInTolerance.map((place) => [place.name, place.distance])).toEqual([['Sede Milano', 5]]);
    expect(store.showCheckIn).toBe(true);
    store.stop();
  });

  it('while walking: one nearby request at a time, at most one every 5 s, the last one at the arrival, no flashing helper line', async () => {
    const { world, store, at, requests, mostInFlight } = await walkingEmployee();
    await world.clock.advance(10_000);
    const before = requests.length;
    const helperLines: string[] = [];
    const stopWatching = reaction(() => store.helperKey, (key) => helperLines.push(key));

    // 30 s walking south at 10 m/s-ish: a noticeable fix every second, from 300 m to 0 m.
    for (let second = 1; second <= 30; second++) {
      await world.clock.advance(1000);
      world.geolocation.move(at(300 - second * 10));
    }
    await world.clock.advance(10_000);

    const walking = requests.slice(before);
    expect(mostInFlight()).toBe(1);
    expect(walking.length).toBeGreaterThanOrEqual(5);
    expect(walking.length).toBeLessThanOrEqual(8);
    walking.slice(1).forEach((request, i) => expect(request.at - walking[i]!.at).toBeGreaterThanOrEqual(5000));
    expect(walking[walking.length - 1]!.metresNorth).toBe(0);
    expect(store.placesInTolerance.map((place) => place.distance)).toEqual([0]);
    expect(helperLines).toEqual([]);
    expect(store.helperKey).toBe('dashboard.helper.ready');
    stopWatching();
    store.stop();
  });

  it('a still device: jitter under 10 m is not shown and costs no request; the fix is renewed every 30 s', async () => {
    const { world, store, at, requests } = await walkingEmployee();
    const shown = store.position;
    await world.clock.advance(5_000);
    const before = requests.length;

    for (let second = 6; second <= 29; second++) {
      await world.clock.advance(1000);
      world.geolocation.move(at(300 + (second % 2 === 0 ? 4 : -4)));
    }
    await world.clock.advance(500);
    expect(store.position).toBe(shown);
    expect(requests.length).toBe(before);

    await world.clock.advance(500); // 30 s after the fix on screen
    const renewed = at(304);
    world.geolocation.move(renewed);
    expect(store.position).toBe(renewed);
    store.stop();
  });

  it("'Aggiorna Posizione' still reloads the places 500 ms after its fix, even right after a tracked one", async () => {
    const { world, store, at, requests } = await walkingEmployee();
    await world.clock.advance(10_000);
    world.geolocation.move(at(200));
    await world.clock.advance(2000 + SERVER_MS); // the tracked fix's reload ran just now
    const before = requests.length;

    world.geolocation.alwaysAnswer(at(100));
    await store.refreshPosition();
    expect(store.nearbyLoading).toBe(true);
    await world.clock.advance(500);
    expect(requests.slice(before).map((request) => request.metresNorth)).toEqual([100]);
    store.stop();
  });

  it('stops following when the page is hidden, follows again when it is shown, and stops with the screen', async () => {
    const { world, store, at } = await walkingEmployee();
    await world.clock.advance(10_000);
    const shown = store.position;

    world.lifecycle.becomeHidden();
    expect(world.geolocation.activeWatches()).toBe(0);
    world.geolocation.move(at(100));
    expect(store.position).toBe(shown);

    world.lifecycle.becomeVisible();
    expect(world.geolocation.activeWatches()).toBe(1);
    const back = at(100);
    world.geolocation.move(back);
    expect(store.position).toBe(back);

    store.stop();
    expect(world.geolocation.activeWatches()).toBe(0);
  });

  it('logout ends the watch', async () => {
    const { world, store } = await walkingEmployee();
    await world.clock.advance(10_000);
    expect(world.geolocation.activeWatches()).toBe(1);

    await store.logout();
    expect(world.geolocation.activeWatches()).toBe(0);
    expect(resolve(world.container, StoreToken.Session).isAuthenticated).toBe(false);
    store.stop();
  });

  it('a permission refused while following shows the GPS error as a failed refresh would; a timeout changes nothing', async () => {
    const { world, store } = await walkingEmployee();
    await world.clock.advance(10_000);

    world.geolocation.failWatches(new PositionError('timeout'));
    expect(store.positionStatus).toBe('success');
    expect(store.error.message).toBeNull();

    world.geolocation.failWatches(new PositionError('permission-denied'));
    expect(store.positionStatus).toBe('error');
    expect(store.error.message).toEqual({ key: 'errors.gpsPermissionDenied' });
    expect(world.geolocation.activeWatches()).toBe(0);
    store.stop();
  });
});
