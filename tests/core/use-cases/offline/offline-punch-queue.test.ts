/**
 * The phone's offline punches (docs/behaviour.md, "Offline punches"), on fakes: a punch that cannot reach the server
 * is recorded, signed, on the phone; the queue sends it when the network returns, in counter order, one at a time,
 * exactly once; what the server answers decides whether it leaves the queue.
 */
import { ApiPaths, OfflinePaths, type OfflinePunchRequest } from '../../../../src/core/contract';
import { offlinePunchMessage } from '../../../../src/core/domain';
import { NetworkError } from '../../../../src/core/ports';
import { OfflinePunchQueue } from '../../../../src/core/use-cases';
import { Deferred, FakeDeviceKeyStore, FakeOfflinePunchStore, flushPromises, status, verifiesWith } from '../../../fakes';
import { NearbyLocationMother, StatusMother, UserMother } from '../../../mothers';
import { createPunchHarness, SIGNED_IN_EMPLOYEE } from '../support/punch-harness';
import { serveOfflinePunches } from './offline-server';

const office = NearbyLocationMother.inTolerance();

/** A phone that has just lost the network, with the server's offline route behind it. */
function offlinePhone(...args: Parameters<typeof createPunchHarness>) {
  const p = createPunchHarness(...args);
  const server = serveOfflinePunches(p.http);
  p.network.setOnline(false);
  p.offlineQueue.start();
  return { ...p, server };
}

const sentCounters = (p: ReturnType<typeof offlinePhone>) =>
  p.http.sent('POST', OfflinePaths.offlinePunch).map((request) => (request.body as OfflinePunchRequest).counter);

describe('OfflinePunchQueue — recording', () => {
  it('offline, a check-in is kept on the phone with the time of the tap, the fix, the place chosen and a signature', async () => {
    const p = offlinePhone();
    await p.clock.advance(3_000); // the fix is 3 s old when the button is pressed

    const outcome = await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    expect(outcome).toMatchObject({ kind: 'queued', message: { key: 'dashboard.offlinePunch.checkinQueued' } });
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
    const [kept] = p.offlinePunches.kept();
    expect(kept).toMatchObject({ counter: 1, username: 'mario.rossi' });
    const request = kept!.request;
    expect(request).toEqual({
      action: 'check_in',
      device_id: 'dev-1',
      counter: 1,
      device_time: new Date(p.clock.now()).toISOString(),
      latitude: p.fix.latitude,
      longitude: p.fix.longitude,
      accuracy: p.fix.accuracy,
      fix_age_seconds: 3,
      location_id: office.id,
      position_signals: [],
      signature: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/),
    });
    const message = offlinePunchMessage({
      action: 'check_in',
      username: 'mario.rossi',
      deviceId: 'dev-1',
      counter: 1,
      deviceTime: request.device_time,
      latitude: request.latitude,
      longitude: request.longitude,
      accuracy: request.accuracy,
      fixAgeSeconds: 3,
      locationId: office.id,
      positionSignals: [],
      notes: '',
    });
    expect(verifiesWith((await p.deviceKeys.publicKey())!, message, request.signature)).toBe(true);
    expect(p.offlineQueue.waiting().map((punch) => punch.counter)).toEqual([1]);
    expect(p.vibration.patterns).toEqual([100]);
  });

  it('a punch whose request cannot reach the server (the browser still thinks it is online) is kept too', async () => {
    const p = offlinePhone();
    p.network.setOnline(true);
    p.http.on('POST', ApiPaths.deviceChallenge, new NetworkError('Failed to fetch', 'network'));

    const outcome = await p.settle(p.checkOut.execute());

    expect(outcome.kind).toBe('queued');
    expect(p.offlinePunches.kept().map((punch) => [punch.request.action, punch.request.location_id])).toEqual([['check_out', null]]);
  });

  it('a timeout is not kept: the punch may have arrived, and the usual message asks to try again', async () => {
    const p = offlinePhone();
    p.network.setOnline(true);
    p.http.on('POST', ApiPaths.checkIn, new NetworkError('timeout', 'timeout'));

    const outcome = await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    expect(outcome).toMatchObject({ kind: 'error', message: { key: 'errors.requestTimeout' } });
    expect(p.offlinePunches.kept()).toEqual([]);
  });

  it("without a device key, or where the browser cannot keep the queue, offline is still 'Sei offline…'", async () => {
    for (const p of [offlinePhone(SIGNED_IN_EMPLOYEE, FakeDeviceKeyStore.withoutKey()), offlinePhone(SIGNED_IN_EMPLOYEE, undefined, FakeOfflinePunchStore.unavailable())]) {
      p.http.on('POST', ApiPaths.deviceChallenge, new NetworkError('offline', 'offline'));
      p.http.on('POST', ApiPaths.checkIn, new NetworkError('offline', 'offline'));

      const outcome = await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

      expect(outcome).toMatchObject({ kind: 'error', message: { key: 'errors.offline' } });
      expect(p.offlineQueue.waiting()).toEqual([]);
    }
  });

  it("the anomaly dialog's confirmation is never kept offline: it needs the server", async () => {
    const p = offlinePhone();
    p.http.on('POST', ApiPaths.deviceChallenge, new NetworkError('offline', 'offline'));

    const outcome = await p.settle(p.checkOut.confirmAnomaly('Uscito dal retro'));

    expect(outcome).toMatchObject({ kind: 'error', message: { key: 'errors.offline' } });
    expect(p.offlinePunches.kept()).toEqual([]);
  });

  it('never hands out a counter twice: after sending, after a restart, after a refusal', async () => {
    const store = FakeOfflinePunchStore.create();
    const p = offlinePhone(SIGNED_IN_EMPLOYEE, undefined, store);
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    p.network.setOnline(true);
    await p.offlineQueue.send();
    p.network.setOnline(false);

    const restarted = offlinePhone(SIGNED_IN_EMPLOYEE, undefined, store);
    await restarted.settle(restarted.checkOut.execute());

    expect(store.counters).toEqual([1, 2]);
    expect(store.kept().map((punch) => punch.counter)).toEqual([2]);
  });
});

describe('OfflinePunchQueue — sending', () => {
  it('sends by itself when the network returns, in counter order, and each punch leaves the queue once answered', async () => {
    const p = offlinePhone();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    await p.clock.advance(60_000);
    await p.settle(p.checkOut.execute());
    const answers: unknown[] = [];
    p.offlineQueue.subscribe((event) => event.kind === 'answered' && answers.push(event.answer));

    p.network.setOnline(true);
    await p.clock.runAll();

    expect(sentCounters(p)).toEqual([1, 2]);
    expect(p.server.applied.map((punch) => punch.action)).toEqual(['check_in', 'check_out']);
    expect(p.offlinePunches.kept()).toEqual([]);
    expect(p.offlineQueue.waiting()).toEqual([]);
    expect(answers).toEqual([
      expect.objectContaining({ counter: 1, action: 'check_in', accepted: true, refusal: null, status: StatusMother.checkedIn() }),
      expect.objectContaining({ counter: 2, action: 'check_out', accepted: true, refusal: null, status: StatusMother.checkedOut() }),
    ]);
  });

  it('sends one punch at a time, and a second trigger meanwhile sends nothing twice', async () => {
    const p = offlinePhone();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    await p.settle(p.checkOut.execute());
    const held = new Deferred<void>();
    p.http.on('POST', OfflinePaths.offlinePunch, async (request) => {
      await held.promise;
      return p.server.handle(request);
    });
    p.network.setOnline(true);

    const second = p.offlineQueue.send();
    await flushPromises();
    expect(sentCounters(p)).toEqual([1]);

    held.resolve();
    await second;
    await p.clock.runAll();

    expect(sentCounters(p)).toEqual([1, 2]);
    expect(p.server.applied.map((punch) => punch.counter)).toEqual([1, 2]);
  });

  it('exactly once: an answer lost on the way keeps the punch, the resend gets the first answer, the server keeps one', async () => {
    const p = offlinePhone();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    // The first request reaches the server, but its answer is lost: the phone sees a network failure.
    p.http.on(
      'POST',
      OfflinePaths.offlinePunch,
      (request) => {
        p.server.handle(request);
        throw new NetworkError('connection reset', 'network');
      },
      (request) => p.server.handle(request),
    );
    const answers: unknown[] = [];
    p.offlineQueue.subscribe((event) => event.kind === 'answered' && answers.push(event.answer));
    p.network.setOnline(true);
    await p.clock.runAll();

    expect(p.offlinePunches.kept().map((punch) => punch.counter)).toEqual([1]);
    await p.offlineQueue.send();

    const sent = p.http.sent('POST', OfflinePaths.offlinePunch);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
    expect(p.server.applied).toHaveLength(1);
    expect(p.offlinePunches.kept()).toEqual([]);
    expect(answers).toEqual([expect.objectContaining({ counter: 1, accepted: true })]);
  });

  it('a restart while punches wait: a new queue over the same store shows them and sends them', async () => {
    const store = FakeOfflinePunchStore.create();
    const before = offlinePhone(SIGNED_IN_EMPLOYEE, undefined, store);
    await before.settle(before.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    const after = offlinePhone(SIGNED_IN_EMPLOYEE, undefined, store);
    after.network.setOnline(true);
    await after.offlineQueue.refresh();
    expect(after.offlineQueue.waiting().map((punch) => punch.request.action)).toEqual(['check_in']);
    await after.offlineQueue.send();

    expect(after.server.applied).toHaveLength(1);
    expect(store.kept()).toEqual([]);
  });

  it("sends only the signed-in account's punches; another account's wait for it", async () => {
    const store = FakeOfflinePunchStore.create();
    const other = offlinePhone({ ...SIGNED_IN_EMPLOYEE, userProfile: JSON.stringify(UserMother.create({ username: 'anna.bianchi' })) }, undefined, store);
    await other.settle(other.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    const p = offlinePhone(SIGNED_IN_EMPLOYEE, undefined, store);
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    p.network.setOnline(true);
    await p.offlineQueue.send();

    expect(sentCounters(p)).toEqual([2]);
    expect(p.offlineQueue.waiting()).toEqual([]);
    expect(store.kept().map((punch) => punch.username)).toEqual(['anna.bianchi']);
  });

  it('a punch the server refuses leaves the queue and is reported with its reason', async () => {
    const p = offlinePhone();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    p.server.refuseNext('already_checked_in');
    const answers: unknown[] = [];
    p.offlineQueue.subscribe((event) => event.kind === 'answered' && answers.push(event.answer));

    p.network.setOnline(true);
    await p.clock.runAll();

    expect(answers).toEqual([expect.objectContaining({ counter: 1, accepted: false, refusal: 'already_checked_in' })]);
    expect(p.offlinePunches.kept()).toEqual([]);
  });

  it.each([
    [409, { code: 'OFFLINE_COUNTER_NOT_NEW' }, 'counter_not_new'],
    [403, { code: 'DEVICE_NOT_AUTHORIZED' }, 'device_refused'],
    [403, { code: 'DEVICE_PROOF_INVALID' }, 'device_refused'],
    [400, { code: 'VALIDATION_ERROR' }, 'invalid'],
  ])('%i %j: not accepted, removed, reported as %s; the next punch is still sent', async (code, body, refusal) => {
    const p = offlinePhone();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    await p.settle(p.checkOut.execute());
    p.http.on('POST', OfflinePaths.offlinePunch, status(code, body), (request) => p.server.handle(request));
    const answers: unknown[] = [];
    p.offlineQueue.subscribe((event) => event.kind === 'answered' && answers.push(event.answer));

    p.network.setOnline(true);
    await p.clock.runAll();

    expect(answers).toEqual([
      expect.objectContaining({ counter: 1, accepted: false, refusal, status: null }),
      expect.objectContaining({ counter: 2, accepted: true }),
    ]);
    expect(p.offlinePunches.kept()).toEqual([]);
  });

  it.each([
    ['no network', new NetworkError('offline', 'offline')],
    ['a timeout', new NetworkError('timeout', 'timeout')],
    ['a server error', status(500, { code: 'SERVER_ERROR' })],
    ['a server not yet updated (404)', status(404, {})],
    ['a session that cannot be refreshed (401)', status(401, { code: 'TOKEN_EXPIRED' })],
  ])('%s: the punch stays, sending stops, and the next occasion sends it', async (_name, failure) => {
    const p = offlinePhone();
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    await p.settle(p.checkOut.execute());
    p.http.on('POST', OfflinePaths.offlinePunch, failure, (request) => p.server.handle(request));

    p.network.setOnline(true);
    await p.clock.runAll();

    expect(sentCounters(p)).toEqual([1]);
    expect(p.offlinePunches.kept().map((punch) => punch.counter)).toEqual([1, 2]);
    expect(p.offlineQueue.waiting()).toHaveLength(2);

    await p.offlineQueue.send();
    expect(p.server.applied.map((punch) => punch.counter)).toEqual([1, 2]);
    expect(p.offlinePunches.kept()).toEqual([]);
  });

  it('an accepted online punch sends what waits: the network is evidently back', async () => {
    const p = createPunchHarness();
    const server = serveOfflinePunches(p.http);
    p.network.setOnline(false);
    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));
    // The queue is not listening to the network here (start() not called): the accepted punch is the only trigger.
    p.network.setOnline(true);
    expect(server.applied).toEqual([]);

    await p.settle(p.checkOut.execute());

    expect(p.http.sent('POST', ApiPaths.checkOut)).toHaveLength(1);
    expect(server.applied.map((punch) => punch.counter)).toEqual([1]);
  });
});
