/**
 * @jest-environment node
 */
/**
 * The dashboard and the offline punches (docs/behaviour.md, "Offline punches"), driven without React over the real
 * container: a punch without network waits on the phone ('In attesa di invio') and the status follows it; the network
 * back, it is sent and the server's answer takes over; a refusal stays on screen until dismissed.
 */
import { ApiPaths, OfflinePaths, type OfflinePunchRequest, type RefusedOfflinePunch } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { createContainer } from '../../../src/composition/container';
import { resolve } from '../../../src/composition/tokens';
import { StoreToken } from '../../../src/ui/app/app.tokens';
import { DashboardToken } from '../../../src/ui/dashboard/dashboard.tokens';
import type { DashboardStore } from '../../../src/ui/dashboard/dashboard.store';
import { FakeDeviceKeyStore, fakeEdges, ok, SIGNED_IN_STORAGE } from '../../fakes';
import { EntryMother, NearbyLocationMother, PositionMother, StatusMother, UserMother } from '../../mothers';

const employee = UserMother.employee();

/** A signed-in employee on a phone that kept its device key, at the office, checked out. */
function phoneWorld(refused: RefusedOfflinePunch[] = []) {
  const edges = fakeEdges({ ...SIGNED_IN_STORAGE, userProfile: JSON.stringify(employee) }, { deviceKeys: FakeDeviceKeyStore.withKey() });
  const container = createContainer({ overrides: edges.overrides });
  edges.http.on('GET', ApiPaths.profile, ok(employee));
  edges.http.on('GET', ApiPaths.timesheets, ok({ count: 0, results: [] }));
  edges.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  edges.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 1, locations: [NearbyLocationMother.inTolerance()] }));
  edges.http.on('GET', OfflinePaths.myRefusedOfflinePunches, ok(refused));
  edges.geolocation.alwaysAnswer(PositionMother.at(edges.clock.now()));
  const open = async (): Promise<DashboardStore> => {
    await resolve(container, StoreToken.Session).initialize();
    installBindings(container, dashboardModule);
    const store = resolve(container, DashboardToken.MobileDashboardStore);
    store.start();
    await edges.clock.advance(3_000); // the fix, then the nearby places
    return store;
  };
  return { ...edges, container, open };
}

/** The server's answer to a queued punch: accepted, with the status after it. */
function accept(request: { body?: unknown }) {
  const body = request.body as OfflinePunchRequest;
  const checkIn = body.action === 'check_in';
  return ok({
    counter: body.counter,
    outcome: 'accepted',
    refusal: null,
    entry: checkIn ? EntryMother.checkIn({ timestamp: body.device_time }) : EntryMother.checkOut({ timestamp: body.device_time }),
    recorded_time: body.device_time,
    delay_seconds: 120,
    replayed: false,
    status: {
      status: checkIn ? 'IN' : 'OUT',
      is_checked_in: checkIn,
      last_entry: { entry_type: checkIn ? 'IN' : 'OUT', timestamp: body.device_time, location_name: 'Sede Milano' },
    },
  });
}

describe('DashboardStore — offline punches', () => {
  it("offline, Check In waits on the phone: 'In attesa di invio', in service, Check Out offered; back online it is sent", async () => {
    const world = phoneWorld();
    world.http.on('POST', OfflinePaths.offlinePunch, accept);
    const store = await openOffline(world);
    const tapped = new Date(world.clock.now()).toISOString();

    await store.punch.checkIn();

    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
    expect(store.success.message).toEqual({ key: 'dashboard.offlinePunch.checkinQueued' });
    expect(store.waiting.map((punch) => [punch.request.action, punch.request.device_time])).toEqual([['check_in', tapped]]);
    expect(store.statusKey).toBe('status.in');
    expect(store.shownStatus?.last_entry).toEqual({ entry_type: 'IN', timestamp: tapped, location_name: '' });
    expect(store.showCheckOut).toBe(true);
    expect(store.showCheckIn).toBe(false);

    await world.clock.advance(120_000);
    world.network.setOnline(true);
    await world.clock.advance(0);

    expect(world.http.sent('POST', OfflinePaths.offlinePunch)).toHaveLength(1);
    expect(store.waiting).toEqual([]);
    expect(store.status?.last_entry).toEqual({ entry_type: 'IN', timestamp: tapped, location_name: 'Sede Milano' });
    expect(store.statusKey).toBe('status.in');
    store.stop();
  });

  it('a queued check-out after a queued check-in: the status follows the last one', async () => {
    const world = phoneWorld();
    const store = await openOffline(world);

    await store.punch.checkIn();
    await world.clock.advance(60_000);
    await store.punch.checkOut();

    expect(store.waiting.map((punch) => punch.request.action)).toEqual(['check_in', 'check_out']);
    expect(store.statusKey).toBe('status.out');
    expect(store.showCheckIn).toBe(true);
    store.stop();
  });

  it('punches still waiting from an earlier visit show when the dashboard opens, and are sent at once', async () => {
    const world = phoneWorld();
    const first = await openOffline(world);
    await first.punch.checkIn();
    first.stop();

    world.network.setOnline(true);
    world.http.on('POST', OfflinePaths.offlinePunch, accept);
    world.http.requests.length = 0;
    const reopened = resolve(world.container, DashboardToken.MobileDashboardStore);
    reopened.start();
    await world.clock.advance(3_000);

    expect(world.http.sent('POST', OfflinePaths.offlinePunch)).toHaveLength(1);
    expect(reopened.waiting).toEqual([]);
    reopened.stop();
  });

  it('a refused offline punch shows with its reason until dismissed, and stays dismissed when the server lists it again', async () => {
    const world = phoneWorld();
    world.http.on('POST', OfflinePaths.offlinePunch, (request) => {
      const body = request.body as OfflinePunchRequest;
      return ok({ counter: body.counter, outcome: 'refused', refusal: 'already_checked_in', entry: null, recorded_time: body.device_time, delay_seconds: 60, replayed: false, status: StatusMother.checkedIn() });
    });
    const store = await openOffline(world);
    await store.punch.checkIn();
    const tapped = store.waiting[0]!.request.device_time;

    world.network.setOnline(true);
    await world.clock.advance(0);

    expect(store.refusals).toEqual([{ key: `1@${tapped}`, action: 'check_in', deviceTime: tapped, reason: 'already_checked_in', staffTold: true }]);
    expect(store.statusKey).toBe('status.in');
    store.dismissRefusal(store.refusals[0]!);
    expect(store.refusals).toEqual([]);
    store.stop();

    world.http.on('GET', OfflinePaths.myRefusedOfflinePunches, ok([{ counter: 1, action: 'check_in', device_time: tapped, received_at: tapped, refusal: 'already_checked_in' }]));
    const reopened = resolve(world.container, DashboardToken.MobileDashboardStore);
    reopened.start();
    await world.clock.advance(3_000);
    expect(reopened.refusals).toEqual([]);
    reopened.stop();
  });

  it("shows the server's refusals met on another occasion when the dashboard opens", async () => {
    const refused: RefusedOfflinePunch = { counter: 4, action: 'check_out', device_time: '2025-01-14T17:00:00.000Z', received_at: '2025-01-15T08:00:00.000Z', refusal: 'too_old' };
    const world = phoneWorld([refused]);

    const store = await world.open();

    expect(store.refusals).toEqual([{ key: '4@2025-01-14T17:00:00.000Z', action: 'check_out', deviceTime: refused.device_time, reason: 'too_old', staffTold: true }]);
    store.stop();
  });
});

/** Opens the dashboard online (status, places), then cuts the network. */
async function openOffline(world: ReturnType<typeof phoneWorld>): Promise<DashboardStore> {
  const store = await world.open();
  expect(store.showCheckIn).toBe(true);
  world.network.setOnline(false);
  return store;
}
