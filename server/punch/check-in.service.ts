/**
 * POST /api/timesheet/checkin/: the hot path (a whole workforce punches within minutes of 9:00).
 * Two statements whatever the number of locations, users or punches, and no transaction:
 *   1 context (user, device, open IN, clock) with the candidate locations (by id, or by bounding box)
 *   · 1 INSERT (which also spends the device challenge and closes a forgotten IN, in the same statement).
 * No transaction is needed: the only write is one statement, and the partial unique index
 * timesheet_one_open_in_per_user refuses a second open IN however two requests interleave.
 * A refusal for no location in range adds 1 statement: the nearest authorised location, wherever it is; any refusal
 * after a device key's proof adds 1: its challenge recorded as used (punch-device.ts).
 * The answer is the entry with the status after it (punch-answer.ts), taken from the INSERT's RETURNING: no statement.
 * The position signals (position-signals.ts) are worked out from the previous punch the context statement reads: no
 * statement either.
 */
import type { CheckInRequest, PunchResponse } from '../../src/core/contract';
import { MAX_TOLERANCE_RADIUS } from '../../src/core/domain/constants';
import type { Database } from '../db/database.port';
import { challengeAlreadyUsed } from '../devices/device-evidence';
import { httpError } from '../http/http-error';
import { findNearestAuthorizedLocation } from '../locations/authorized-locations.query';
import { boundingBox } from '../locations/bounding-box';
import { allowedDistance } from '../locations/range-allowance';
import { countPunch } from '../metrics/recorders';
import { noLocationInRange, offsitePlace, placeAtNearestLocation, placeAtRequestedLocation } from './check-in.rules';
import { loadCheckInContext, type CheckInContext } from './check-in-context.query';
import { isOpenInConflict } from './open-in-conflict';
import { loadPunchContext } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import { provePunchDevice, spendRefusedPunchChallenge } from './punch-device';
import { fixEvidence } from './punch-fix';
import type { PunchPorts } from './punch-ports';
import { punchAnswer } from './punch-answer';
import { punchRecord } from './punch-record';
import { punchRefusalError } from './punch-refusal-errors';
import { currentOpenIn, forgottenOpenIn, isRefused, locationAccessRefusal, reportedPosition, type Refused } from './punch.rules';
import { insertPunch, type PunchWrite } from './timesheet-entry.repository';
import { toTimesheetEntry } from './timesheet-entry.columns';

export async function checkIn(ports: PunchPorts, userId: number, request: CheckInRequest): Promise<PunchResponse> {
  const { db, config } = ports;
  const capMeters = config.accuracyAllowanceCapMeters;
  const ctx = await loadContext(db, userId, config.timezone, request, capMeters);
  if (!ctx) throw httpError(401, 'TOKEN_INVALID');
  const challenge = provePunchDevice(ports.deviceChallenges, ctx, { kind: 'check_in', request });
  let write: PunchWrite;
  try {
    const noAccess = locationAccessRefusal(ctx);
    if (noAccess) throw punchRefusalError(noAccess);
    if (currentOpenIn(ctx)) throw httpError(409, 'ALREADY_CHECKED_IN');
    // Only reachable for a closing entered for the month still running: the API closes a month once it is over.
    if (ctx.todayMonthClosed) throw httpError(409, 'MONTH_CLOSED');
    const place = await chooseCheckInPlace(db, userId, request, ctx.candidates, capMeters);
    const forgotten = forgottenOpenIn(ctx);
    const record = punchRecord({
      userId,
      entryType: 'IN',
      place,
      request,
      localTime: ctx.localTime,
      accuracyCapMeters: capMeters,
      storeCoordinates: config.storePunchCoordinates,
      fix: fixEvidence({ serverSecret: config.jwtSecret, place, request, at: ctx.clockAt, previous: ctx.previousPunch }),
    });
    const closing = forgotten ? { entryId: forgotten.id, asMissingCheckout: true } : undefined;
    write = await insertPunch(db, record, config.timezone, closing, challenge);
  } catch (error) {
    // The refusal stands whatever happens to the challenge (a database that failed the punch may fail this too).
    await spendRefusedPunchChallenge(db, challenge).catch(() => undefined);
    // Two simultaneous check-ins both saw no open IN; the partial unique index let only one insert.
    throw isOpenInConflict(error) ? httpError(409, 'ALREADY_CHECKED_IN') : error;
  }
  if ('written' in write) countPunch('check_in', 'online', write.written);
  if ('written' in write) return punchAnswer(toTimesheetEntry(write.written));
  if (write.refused === 'challenge_used') throw challengeAlreadyUsed();
  // The forgotten IN was closed meanwhile by a simultaneous check-in, which won.
  throw httpError(409, 'ALREADY_CHECKED_IN');
}

/**
 * The context with the locations the decision needs: none for off-site work; the chosen one; or, with a
 * position, those inside a box containing every location that could be in range (the widest tolerance
 * radius a location may have, MAX_TOLERANCE_RADIUS, plus the accuracy allowance). Without a position,
 * reportedPosition refuses later, after the account checks, as before.
 */
async function loadContext(
  db: Database,
  userId: number,
  timezone: string,
  request: CheckInRequest,
  capMeters: number,
): Promise<CheckInContext | undefined> {
  if (!request.offsite_work && request.location_id != null) {
    return loadCheckInContext(db, userId, timezone, { locationId: request.location_id });
  }
  if (!request.offsite_work && request.latitude != null && request.longitude != null) {
    const position = { latitude: request.latitude, longitude: request.longitude };
    const reach = allowedDistance(MAX_TOLERANCE_RADIUS, request.accuracy, capMeters);
    return loadCheckInContext(db, userId, timezone, { box: boundingBox(position, reach) });
  }
  const ctx = await loadPunchContext(db, userId, timezone);
  return ctx && { ...ctx, candidates: [] };
}

/** The place the rules decide, or their refusal thrown as its HTTP answer. */
async function chooseCheckInPlace(
  db: Database,
  userId: number,
  request: CheckInRequest,
  candidates: CheckInContext['candidates'],
  capMeters: number,
): Promise<PunchPlace> {
  const place = await decideCheckInPlace(db, userId, request, candidates, capMeters);
  if (isRefused(place)) throw punchRefusalError(place.refused);
  return place;
}

async function decideCheckInPlace(
  db: Database,
  userId: number,
  request: CheckInRequest,
  candidates: CheckInContext['candidates'],
  capMeters: number,
): Promise<PunchPlace | Refused> {
  if (request.offsite_work) return offsitePlace(request);
  const position = reportedPosition(request);
  if (isRefused(position)) return position;
  if (request.location_id != null) return placeAtRequestedLocation(candidates[0], position, request, capMeters);
  const place = placeAtNearestLocation(candidates, position, request, capMeters);
  if (place) return place;
  // The anomaly dialog offers the nearest place (docs/behaviour.md, "Anomaly dialogs") even when it is kilometres away, outside the box.
  return { refused: noLocationInRange(await findNearestAuthorizedLocation(db, userId, position), position) };
}
