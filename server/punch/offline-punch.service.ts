/**
 * POST /api/timesheet/offline/: a punch the phone recorded while offline, sent when the network returned
 * (docs/behaviour.md, "Offline punches"). In order:
 *  1. the account and the server's clock (the punch context, read now): its arrival time is the database's now();
 *  2. the device: only a signature by the bound device's key is trusted (offline-punch-device.ts); 403, nothing stored;
 *  3. a fix is required (400 MISSING_LOCATION_DATA): the phone never queues a punch without one;
 *  4. the key's counter: already stored → the stored answer again, `replayed` (nothing written); below the key's
 *     highest → 409 OFFLINE_COUNTER_NOT_NEW, nothing stored;
 *  5. in ONE transaction: the counter claimed (a simultaneous duplicate waits on its unique constraint, then answers
 *     the replay), the context read at the punch's bounded time, the online rules applied at that time, the entry
 *     written (accepted) or the refusal kept and the staff notified (refused), an audit row either way.
 * A race lost to a simultaneous online punch (the open IN taken or closed meanwhile) is decided again from the start
 * of the transaction, and then usually kept as refused: never dropped.
 * Not the morning-rush path: a phone sends its queue once, when it is back online.
 */
import type { OfflinePunchRefusal, OfflinePunchRequest, OfflinePunchResult, RefusedOfflinePunch } from '../../src/core/contract';
import { MAX_TOLERANCE_RADIUS } from '../../src/core/domain/constants';
import type { LatLng } from '../../src/core/domain/geo';
import { writeAudit, type AuditAction } from '../audit/audit-log.repository';
import { notifyStaff } from '../audit/notification.repository';
import { publicKeyThumbprint } from '../data-export/public-key-thumbprint';
import type { Database, Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import { findNearestAuthorizedLocation } from '../locations/authorized-locations.query';
import { boundingBox } from '../locations/bounding-box';
import { allowedDistance } from '../locations/range-allowance';
import { countPunch } from '../metrics/recorders';
import { isOpenInConflict } from './open-in-conflict';
import { offlinePunchKey } from './offline-punch-device';
import { loadOfflinePunchContext, type OfflineCandidates, type OfflinePunchContext } from './offline-punch-context.query';
import { OFFLINE_PUNCH_REFUSED_NOTICE, offlinePunchRefusedMessage } from './offline-punch-notice';
import {
  claimOfflinePunch,
  listRefusedOfflinePunches,
  readKeyCounters,
  settleOfflinePunch,
  type StoredOfflinePunch,
} from './offline-punch.repository';
import { offlineCheckInPlace, offlineCheckOutPlace, offlinePunchRefusal, offlinePunchTime, type OfflinePunchTime } from './offline-punch.rules';
import { loadPunchContext } from './punch-context.query';
import { fixEvidence } from './punch-fix';
import type { PunchPlace } from './punch-place';
import type { PunchPorts } from './punch-ports';
import { punchRecord } from './punch-record';
import { punchRefusalError } from './punch-refusal-errors';
import { currentOpenIn, forgottenOpenIn, isRefused, reportedPosition } from './punch.rules';
import { insertPunch, type OpenInClosure } from './timesheet-entry.repository';
import { toTimesheetEntry, type TimesheetEntryRow } from './timesheet-entry.columns';
import { toIsoTimestamp } from './iso-timestamp';
import { loadUserStatus } from './user-status.query';

/** Every offline punch received with a valid signature, accepted or refused (details: counter, times, refusal). */
export const OFFLINE_PUNCH_RECEIVED = 'OFFLINE_PUNCH_RECEIVED' satisfies AuditAction;

/** How often a punch is decided again after losing a race to a simultaneous online punch. */
const ATTEMPTS = 3;

export async function receiveOfflinePunch(ports: PunchPorts, userId: number, request: OfflinePunchRequest): Promise<OfflinePunchResult> {
  const { db, config } = ports;
  const account = await loadPunchContext(db, userId, config.timezone);
  if (!account) throw httpError(401, 'TOKEN_INVALID');
  const key = offlinePunchKey(account, request);
  const position = reportedPosition(request);
  if (isRefused(position)) throw punchRefusalError(position.refused);
  const keyThumbprint = publicKeyThumbprint(key)!;

  const known = await readKeyCounters(db, keyThumbprint, request.counter);
  if (known.stored) return answer(ports, userId, known.stored, true);
  if (known.highest !== null && request.counter <= known.highest) throw httpError(409, 'OFFLINE_COUNTER_NOT_NEW');

  const deviceTime = new Date(request.device_time);
  const time = offlinePunchTime({
    deviceTime,
    receivedAt: account.clockAt,
    boundSince: account.boundSince ?? account.clockAt,
    maxAgeHours: config.offlinePunchMaxAgeHours,
  });
  const receipt: Receipt = { userId, request, position, keyThumbprint, deviceTime, receivedAt: account.clockAt, time };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const stored = await db.transaction((tx) => recordOfflinePunch(tx, ports, receipt));
      countPunch(request.action, 'offline', stored.entry);
      return await answer(ports, userId, stored, false);
    } catch (error) {
      if (error instanceof CounterTaken) return answer(ports, userId, (await readKeyCounters(db, keyThumbprint, request.counter)).stored!, true);
      if (attempt < ATTEMPTS && (error instanceof RaceLost || isOpenInConflict(error))) continue;
      throw error;
    }
  }
}

/** GET /api/timesheet/offline/refused/: the signed-in person's refused offline punches, newest first. */
export function myRefusedOfflinePunches(db: Database, userId: number): Promise<RefusedOfflinePunch[]> {
  return listRefusedOfflinePunches(db, userId);
}

interface Receipt {
  userId: number;
  request: OfflinePunchRequest;
  position: LatLng;
  keyThumbprint: string;
  deviceTime: Date;
  receivedAt: Date;
  time: OfflinePunchTime;
}

/** The counter was taken by a simultaneous request with the same counter, committed first: answer its result. */
class CounterTaken extends Error {}
/** The open IN the punch was to close was closed meanwhile by a simultaneous punch: decide again. */
class RaceLost extends Error {}

async function recordOfflinePunch(tx: Queryable, ports: PunchPorts, receipt: Receipt): Promise<StoredOfflinePunch> {
  const { config } = ports;
  const { userId, request, time } = receipt;
  const claimId = await claimOfflinePunch(tx, {
    userId,
    keyThumbprint: receipt.keyThumbprint,
    counter: request.counter,
    action: request.action,
    deviceId: request.device_id,
    deviceTime: receipt.deviceTime,
    receivedAt: receipt.receivedAt,
    recordedAt: time.recordedAt,
  });
  if (claimId === undefined) throw new CounterTaken();
  const ctx = await loadOfflinePunchContext(tx, userId, config.timezone, time.recordedAt, candidatesOf(receipt, config.accuracyAllowanceCapMeters));
  if (!ctx) throw httpError(401, 'TOKEN_INVALID');

  let refusal: OfflinePunchRefusal | null = offlinePunchRefusal(request.action, ctx, time) ?? null;
  let entry: TimesheetEntryRow | null = null;
  if (!refusal) {
    const place = await placeOf(tx, ports, receipt, ctx);
    if (place) entry = await writeEntry(tx, ports, receipt, ctx, place);
    else refusal = 'location_not_authorized';
  }
  await settleOfflinePunch(tx, claimId, { entryId: entry?.id ?? null, refusal });
  await writeAudit(tx, {
    action: OFFLINE_PUNCH_RECEIVED,
    actorId: userId,
    targetUserId: userId,
    timesheetId: entry?.id ?? null,
    details: {
      counter: request.counter,
      action: request.action,
      device_time: request.device_time,
      recorded_time: time.recordedAt.toISOString(),
      delay_seconds: time.delaySeconds,
      refusal,
    },
  });
  if (refusal) {
    await notifyStaff(tx, {
      kind: OFFLINE_PUNCH_REFUSED_NOTICE,
      userId,
      actorId: userId,
      message: offlinePunchRefusedMessage({
        fullName: ctx.fullName,
        username: ctx.username,
        action: request.action,
        deviceTime: receipt.deviceTime,
        timezone: config.timezone,
        refusal,
        maxAgeHours: config.offlinePunchMaxAgeHours,
      }),
    });
  }
  return { counter: request.counter, refusal, recordedAt: time.recordedAt, receivedAt: receipt.receivedAt, entry };
}

/** The places a check-in looks at, as online: the one chosen, or those around the fix; none for a check-out. */
function candidatesOf(receipt: Receipt, capMeters: number): OfflineCandidates {
  const { request } = receipt;
  if (request.action === 'check_out') return { none: true };
  if (request.location_id !== null) return { locationId: request.location_id };
  return { box: boundingBox(receipt.position, allowedDistance(MAX_TOLERANCE_RADIUS, request.accuracy, capMeters)) };
}

/** Where the punch is recorded (offline-punch.rules.ts); undefined: nowhere the person may punch. */
async function placeOf(tx: Queryable, ports: PunchPorts, receipt: Receipt, ctx: OfflinePunchContext): Promise<PunchPlace | undefined> {
  const { request, position } = receipt;
  const cap = ports.config.accuracyAllowanceCapMeters;
  if (request.action === 'check_out') return offlineCheckOutPlace(currentOpenIn(ctx)!.location, position, request.accuracy, cap);
  const chosen = request.location_id !== null ? ctx.candidates[0] : undefined;
  const place = offlineCheckInPlace(request, position, { chosen, candidates: ctx.candidates }, cap);
  if (place || request.location_id !== null) return place;
  // None in range: the nearest authorised place at any distance, flagged, as the online dialog would have offered it.
  const nearest = await findNearestAuthorizedLocation(tx, receipt.userId, position);
  return offlineCheckInPlace(request, position, { candidates: [], nearest }, cap);
}

async function writeEntry(tx: Queryable, ports: PunchPorts, receipt: Receipt, ctx: OfflinePunchContext, place: PunchPlace): Promise<TimesheetEntryRow> {
  const { config } = ports;
  const { request, time } = receipt;
  const record = punchRecord({
    userId: receipt.userId,
    entryType: request.action === 'check_in' ? 'IN' : 'OUT',
    place,
    request: { ...request, anomaly_note: '' },
    localTime: ctx.localTime,
    accuracyCapMeters: config.accuracyAllowanceCapMeters,
    storeCoordinates: config.storePunchCoordinates,
    fix: fixEvidence({ serverSecret: config.jwtSecret, place, request, at: time.recordedAt, previous: ctx.previousPunch }),
    offline: { recordedAt: time.recordedAt, delaySeconds: time.delaySeconds },
  });
  const write = await insertPunch(tx, record, config.timezone, closingOf(receipt, ctx));
  if ('written' in write) return write.written;
  throw new RaceLost();
}

/** The open IN the punch closes: the check-out's own; or, for a check-in, one forgotten on an earlier day. */
function closingOf(receipt: Receipt, ctx: OfflinePunchContext): OpenInClosure | undefined {
  if (receipt.request.action === 'check_out') return { entryId: currentOpenIn(ctx)!.id, asMissingCheckout: false };
  const forgotten = forgottenOpenIn(ctx);
  return forgotten ? { entryId: forgotten.id, asMissingCheckout: true } : undefined;
}

async function answer(ports: PunchPorts, userId: number, stored: StoredOfflinePunch, replayed: boolean): Promise<OfflinePunchResult> {
  return {
    counter: stored.counter,
    outcome: stored.refusal ? 'refused' : 'accepted',
    refusal: stored.refusal,
    entry: stored.entry && toTimesheetEntry(stored.entry),
    recorded_time: toIsoTimestamp(stored.recordedAt),
    delay_seconds: Math.max(0, Math.round((stored.receivedAt.getTime() - stored.recordedAt.getTime()) / 1000)),
    replayed,
    status: await loadUserStatus(ports.db, userId, ports.config.timezone),
  };
}
