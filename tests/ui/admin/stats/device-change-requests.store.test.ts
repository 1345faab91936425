/**
 * @jest-environment node
 */
/**
 * The device changes awaiting an administrator, driven without React: the real use-case over fake HTTP and timers
 * (docs/behaviour.md, "Device changes approved by an administrator").
 */
import { ApiPaths, type DeviceChangeRequest } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, queryOf, status } from '../../../fakes';
import { DeviceChangeRequestMother } from '../../../mothers/device-change-request.mother';
import { adminWorld, expectReloadNowAndAfter1s } from '../admin-world';

const request = DeviceChangeRequestMother.create;

function requestsWorld(pending: DeviceChangeRequest[] = [request()]) {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: pending }));
  const store = world.get(AdminToken.NotificationsStore).requests;
  return { world, store };
}

describe('DeviceChangeRequestsStore', () => {
  it('loads the pending requests and names who asked and for which device', async () => {
    const { world, store } = requestsWorld();
    await store.load();
    expect(queryOf(world.http.last('GET', ApiPaths.deviceChangeRequests))).toEqual({ status: 'pending' });
    expect(store.items.map((item) => item.id)).toEqual([11]);
    expect(store.isVisible).toBe(true);

    expect(store.requesterOf(request())).toBe('Mario Rossi (mario.rossi)');
    expect(store.requesterOf(request({ full_name: '' }))).toBe('mario.rossi');
    expect(store.deviceOf(request({ device_name: 'Telefono di Mario' }))).toEqual({ key: 'errors.verbatim', params: { text: 'Telefono di Mario' } });
    expect(store.deviceOf(request())).toEqual({ key: 'errors.verbatim', params: { text: 'iPhone' } });
    expect(store.deviceOf(request({ user_agent: 'curl/8.0' }))).toEqual({ key: 'admin.deviceChanges.unknownDevice' });
    expect(store.deviceOf(request({ user_agent: null }))).toEqual({ key: 'admin.deviceChanges.unknownDevice' });
  });

  it('shows nothing while no request waits (always, when administrators do not approve device changes)', async () => {
    const { store } = requestsWorld([]);
    await store.load();
    expect(store.isVisible).toBe(false);
  });

  it('approves: success message for 3 s, the list reloaded at once and ~1 s later', async () => {
    const { world, store } = requestsWorld();
    await store.load();
    world.http.on('POST', ApiPaths.deviceChangeApprove(11), ok(request({ status: 'approved', decided_by: 'admin' })));
    world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
    world.http.requests.length = 0;

    const decision = store.approve(request());
    expect(store.decidingId).toBe(11);
    await expect(decision).resolves.toBe(true);

    expect(world.http.sent('POST', ApiPaths.deviceChangeApprove(11))).toHaveLength(1);
    expect(world.http.sent('POST', ApiPaths.deviceChangeRefuse(11))).toHaveLength(0);
    expect(store.decidingId).toBeNull();
    expect(store.notice.message).toEqual({ key: 'admin.deviceChanges.approved' });
    expect(store.items).toEqual([]);
    expect(store.isVisible).toBe(true); // the success message still shows
    await expectReloadNowAndAfter1s(world, ApiPaths.deviceChangeRequests);
    await world.clock.advance(2000);
    expect(store.notice.message).toBeNull();
    expect(store.isVisible).toBe(false);
  });

  it('refuses through the refuse call, with its own message', async () => {
    const { world, store } = requestsWorld();
    await store.load();
    world.http.on('POST', ApiPaths.deviceChangeRefuse(11), ok(request({ status: 'refused', decided_by: 'admin' })));

    await expect(store.refuse(request())).resolves.toBe(true);
    expect(world.http.sent('POST', ApiPaths.deviceChangeRefuse(11))).toHaveLength(1);
    expect(world.http.sent('POST', ApiPaths.deviceChangeApprove(11))).toHaveLength(0);
    expect(store.notice.message).toEqual({ key: 'admin.deviceChanges.refused' });
  });

  it('a decision the server refuses (decided meanwhile by another administrator) shows its message and reloads the list', async () => {
    const { world, store } = requestsWorld();
    await store.load();
    world.http.on('POST', ApiPaths.deviceChangeApprove(11), status(404, { code: 'NOT_FOUND', message: 'Not found' }));
    world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));

    await expect(store.approve(request())).resolves.toBe(false);
    expect(store.error).toEqual({ key: 'errors.notFound' });
    expect(store.notice.message).toBeNull();
    expect(store.items).toEqual([]); // reloaded: nothing waits any more
    expect(store.decidingId).toBeNull();
    expect(store.isVisible).toBe(true);

    store.clearError();
    expect(store.isVisible).toBe(false);
  });

  it('a failed decision without a server message shows the fixed text', async () => {
    const { world, store } = requestsWorld();
    await store.load();
    world.http.on('POST', ApiPaths.deviceChangeRefuse(11), status(502, {}));
    await store.refuse(request());
    expect(store.error).toEqual({ key: 'admin.deviceChanges.refuseError' });
  });

  it('a failed load shows its fixed text until a load succeeds', async () => {
    const { world, store } = requestsWorld();
    world.http.on('GET', ApiPaths.deviceChangeRequests, status(500, {}));
    await store.load();
    expect(store.error).toEqual({ key: 'admin.deviceChanges.loadError' });
    expect(store.isVisible).toBe(true);

    world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [request()] }));
    await store.load();
    expect(store.error).toBeNull();
    expect(store.items).toHaveLength(1);
  });
});
