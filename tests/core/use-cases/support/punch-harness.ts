import { ApiPaths } from '../../../../src/core/contract';
import { CheckIn, CheckOut, LoadAuthorizedLocations, OfflinePunchQueue, PunchFlow } from '../../../../src/core/use-cases';
import { FakeNetworkStatus, FakeOfflinePunchStore, ok } from '../../../fakes';
import { NearbyLocationMother, PositionMother, PunchAnswerMother, StatusMother, UserMother } from '../../../mothers';
import { createCoreHarness } from './core-harness';

/** The signed-in employee's stored session: tokens, device id and the profile of 'mario.rossi'. */
export const SIGNED_IN_EMPLOYEE = { accessToken: 'A', deviceId: 'dev-1', userProfile: JSON.stringify(UserMother.create()) };

/**
 * A signed-in employee with a fresh GPS fix and a server that accepts punches; by default the phone kept its key.
 * The phone is online (`network`) and can keep offline punches (`offlinePunches`, the queue `offlineQueue`).
 */
export function createPunchHarness(
  stored: Parameters<typeof createCoreHarness>[0] = SIGNED_IN_EMPLOYEE,
  deviceKeys?: Parameters<typeof createCoreHarness>[1],
  offlinePunches: FakeOfflinePunchStore = FakeOfflinePunchStore.create(),
) {
  const h = createCoreHarness(stored, deviceKeys);
  const network = new FakeNetworkStatus();
  const fix = PositionMother.at(h.clock.now());
  h.geolocation.alwaysAnswer(fix);
  h.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
  h.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 1, locations: [NearbyLocationMother.inTolerance()] }));
  // An accepted punch answers its entry and the status after it.
  h.http.on('POST', ApiPaths.checkIn, ok(PunchAnswerMother.checkIn()));
  h.http.on('POST', ApiPaths.checkOut, ok(PunchAnswerMother.checkOut()));
  const offlineQueue = new OfflinePunchQueue(offlinePunches, h.api, h.identity, h.tokens, h.clock, network, h.logger);
  const flow = new PunchFlow(h.proofs, h.identity, h.positions, h.logger, { queue: offlineQueue, network, clock: h.clock });
  const checkIn = new CheckIn(h.api, flow, h.positions, new LoadAuthorizedLocations(h.api), h.vibration, h.logger);
  const checkOut = new CheckOut(h.api, flow, h.vibration, h.logger);
  /** Runs a punch to its end, letting any timer fire in virtual time (none runs after the answer: it carries the status). */
  async function settle<T>(promise: Promise<T>): Promise<T> {
    await h.clock.runAll();
    return promise;
  }
  const checkInBody = () => h.http.last('POST', ApiPaths.checkIn).body as Record<string, unknown>;
  const checkOutBody = () => h.http.last('POST', ApiPaths.checkOut).body as Record<string, unknown>;
  return { ...h, fix, network, offlinePunches, offlineQueue, checkIn, checkOut, settle, checkInBody, checkOutBody };
}
