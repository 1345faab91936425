/**
 * POST /api/timesheet/checkin/: the hot path (a whole workforce punches within minutes of 9:00).
 * From a remembered context (remembered-contexts.ts): ONE statement, the guarded INSERT, which also spends the device
 * challenge and closes a forgotten IN; when memory is no longer current that statement writes nothing and answers the
 * context read afresh, and the punch decided from it is the second. Otherwise, and whenever memory decides a refusal:
 * two statements whatever the number of locations, users or punches, and no transaction:
 *   1 context (user, device, open IN, clock) with the candidate locations (by id, or by bounding box)
 *   · 1 INSERT (which also spends the device challenge and closes a forgotten IN, in the same statement).
 * No transaction is needed: the only write is one statement, and the partial unique index
 * timesheet_one_open_in_per_user refuses a second open IN however two requests interleave.
 * A refusal for no location in range adds 1 statement: the nearest authorised location, wherever it is; any refusal
 * after a device key's proof adds 1: its challenge recorded as used (punch-device.ts).
 * The answer is the entry with the status after it (punch-answer.ts), taken from the INSERT's RETURNING: no statement.
 * The position signals (position-signals.ts) are worked out from the previous punch the context gives: no statement
 * either.
 */
import type { CheckInRequest, PunchResponse } from '../../src/core/contract';
import type { Database } from '../db/database.port';
import { challengeAlreadyUsed } from '../devices/device-evidence';
import { httpError } from '../http/http-error';
import { findNearestAuthorizedLocation } from '../locations/authorized-locations.query';
import { countPunch } from '../metrics/recorders';
import { noLocationInRange, offsitePlace, placeAtNearestLocation, placeAtRequestedLocation } from './check-in.rules';
import { loadActivePlaces } from './active-places.query';
import { readBusinessClock } from './business-clock';
import { candidateFilter, candidatesAmong } from './check-in-candidates';
import { loadCheckInContext, type CandidateFilter, type CheckInContext, type StampedCheckInContext } from './check-in-context.query';
import { isOpenInConflict } from './open-in-conflict';
import { loadPunchContext, type StampedPunchContext } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import { provePunchDevice, spendRefusedPunchChallenge } from './punch-device';
import { fixEvidence } from './punch-fix';
import type { ContextGuard } from './punch-insert.sql';
import type { PunchPorts } from './punch-ports';
import { punchAnswer } from './punch-answer';
import { punchRecord } from './punch-record';
import { punchRefusalError } from './punch-refusal-errors';
import { currentOpenIn, forgottenOpenIn, isRefused, locationAccessRefusal, reportedPosition, type Refused } from './punch.rules';
import { insertPunch, isContextChanged, type DecidedPunch } from './timesheet-entry.repository';
import { toTimesheetEntry } from './timesheet-entry.columns';

export async function checkIn(ports: PunchPorts, userId: number, request: CheckInRequest): Promise<PunchResponse> {
  const capMeters = ports.config.accuracyAllowanceCapMeters;
  let fresh: StampedCheckInContext | undefined;
  const recalled = await recallCheckInContext(ports, userId, request);
  if (recalled) {
    // From memory: any refusal, failure or changed context is decided again from a fresh read (remembered-contexts.ts).
    const write = await writeCheckIn(ports, userId, request, recalled.context, recalled.guard).catch(() => undefined);
    if (write && !isContextChanged(write.write)) return answer(ports, userId, write);
    ports.punchContexts.forget(userId);
    // The guarded statement that wrote nothing read the context afresh: decided from it, with no read more.
    const changed = write && isContextChanged(write.write) ? write.write.context : undefined;
    fresh = changed && (await withRememberedCandidates(ports, changed, candidateFilter(request, capMeters)));
  }
  const ctx = fresh ?? (await loadContext(ports.db, userId, ports.config.timezone, request, capMeters));
  if (!ctx) throw httpError(401, 'TOKEN_INVALID');
  ports.punchContexts.remember(ctx);
  return answer(ports, userId, await writeCheckIn(ports, userId, request, ctx));
}

/** The user's remembered context with the places this check-in decides among, or undefined when it must read them. */
async function recallCheckInContext(
  ports: PunchPorts,
  userId: number,
  request: CheckInRequest,
): Promise<{ context: CheckInContext; guard: ContextGuard } | undefined> {
  const recalled = ports.punchContexts.recall(userId, readBusinessClock(ports.config.timezone));
  if (!recalled) return undefined;
  const context = await withRememberedCandidates(ports, recalled.context, candidateFilter(request, ports.config.accuracyAllowanceCapMeters));
  return context && { context, guard: recalled.guard };
}

/**
 * The context with its places: among the user's authorised ones it carries, or, for an all-access user, among the
 * organisation's active places remembered at the context's generation. Undefined when those cannot be had.
 */
async function withRememberedCandidates(
  ports: PunchPorts,
  context: StampedPunchContext,
  filter: CandidateFilter | undefined,
): Promise<StampedCheckInContext | undefined> {
  if (!filter) return { ...context, candidates: [] };
  const places =
    context.stamp.authorizedLocations ?? (await ports.punchContexts.placesAt(context.stamp.generation, () => loadActivePlaces(ports.db)));
  return places && { ...context, candidates: candidatesAmong(places, filter) };
}

/**
 * Decides the check-in from `ctx` and writes it: refusals are thrown as their HTTP answers. With `guard` (a context
 * from memory) a refused punch leaves its challenge unspent, since the refusal is decided again from a fresh read.
 */
async function writeCheckIn(
  ports: PunchPorts,
  userId: number,
  request: CheckInRequest,
  ctx: CheckInContext,
  guard?: ContextGuard,
): Promise<DecidedPunch> {
  const { db, config } = ports;
  const capMeters = config.accuracyAllowanceCapMeters;
  const challenge = provePunchDevice(ports.deviceChallenges, ctx, { kind: 'check_in', request });
  try {
    const noAccess = locationAccessRefusal(ctx);
    if (noAccess) throw punchRefusalError(noAccess);
    if (currentOpenIn(ctx)) throw httpError(409, 'ALREADY_CHECKED_IN');
    // Only reachable for a closing entered for the month still running: the API closes a month once it is over.
    if (ctx.todayMonthClosed) throw httpError(409, 'MONTH_CLOSED');
    const place = await chooseCheckInPlace(db, userId, request, ctx.candidates, capMeters, guard !== undefined);
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
    return { write: await insertPunch(db, record, config.timezone, closing, challenge, guard), record, place };
  } catch (error) {
    if (guard) throw error;
    // The refusal stands whatever happens to the challenge (a database that failed the punch may fail this too).
    await spendRefusedPunchChallenge(db, challenge).catch(() => undefined);
    // Two simultaneous check-ins both saw no open IN; the partial unique index let only one insert.
    throw isOpenInConflict(error) ? httpError(409, 'ALREADY_CHECKED_IN') : error;
  }
}

/** The answer to a written check-in, or the refusal of one the database did not write. */
function answer(ports: PunchPorts, userId: number, { write, record, place }: DecidedPunch): PunchResponse {
  if ('written' in write) {
    countPunch('check_in', 'online', write.written);
    ports.punchContexts.punched(userId, { row: write.written, record, place });
    return punchAnswer(toTimesheetEntry(write.written));
  }
  if (write.refused === 'challenge_used') throw challengeAlreadyUsed();
  // The forgotten IN was closed meanwhile by a simultaneous check-in, which won (or, read afresh, the context changed
  // again between the read and the write: a simultaneous punch of the same user).
  throw httpError(409, 'ALREADY_CHECKED_IN');
}

/** The context with the places the decision needs (check-in-candidates.ts), read in one statement. */
async function loadContext(
  db: Database,
  userId: number,
  timezone: string,
  request: CheckInRequest,
  capMeters: number,
): Promise<StampedCheckInContext | undefined> {
  const filter = candidateFilter(request, capMeters);
  if (filter) return loadCheckInContext(db, userId, timezone, filter);
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
  fromMemory: boolean,
): Promise<PunchPlace> {
  const place = await decideCheckInPlace(db, userId, request, candidates, capMeters, fromMemory);
  if (isRefused(place)) throw punchRefusalError(place.refused);
  return place;
}

async function decideCheckInPlace(
  db: Database,
  userId: number,
  request: CheckInRequest,
  candidates: CheckInContext['candidates'],
  capMeters: number,
  fromMemory: boolean,
): Promise<PunchPlace | Refused> {
  if (request.offsite_work) return offsitePlace(request);
  const position = reportedPosition(request);
  if (isRefused(position)) return position;
  if (request.location_id != null) return placeAtRequestedLocation(candidates[0], position, request, capMeters);
  const place = placeAtNearestLocation(candidates, position, request, capMeters);
  if (place) return place;
  // A refusal decided from memory is decided again from a fresh read, which looks for the nearest place itself.
  if (fromMemory) throw new Error('no remembered place in range');
  // The anomaly dialog offers the nearest place (docs/behaviour.md, "Anomaly dialogs") even when it is kilometres away, outside the box.
  return { refused: noLocationInRange(await findNearestAuthorizedLocation(db, userId, position), position) };
}
