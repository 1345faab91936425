/**
 * POST /api/timesheet/checkout/: from a remembered context (remembered-contexts.ts), ONE statement: the guarded INSERT
 * of the OUT, which closes the IN and spends the device challenge; when memory is no longer current that statement
 * writes nothing and answers the context read afresh, and the OUT decided from it is the second. Otherwise, and
 * whenever memory decides a refusal, two statements whatever the data size, and no transaction:
 *   1 context (user, device, open IN with its location, clock) · 1 INSERT of the OUT that closes the IN and spends
 *   the device challenge in the same statement (all written or nothing); a refusal after a device key's proof adds 1:
 *   its challenge recorded as used.
 * The answer is the entry with the status after it (punch-answer.ts), taken from the INSERT's RETURNING: no statement.
 * The position signals (position-signals.ts) are worked out from the previous punch the context statement reads: no
 * statement either.
 */
import type { CheckOutRequest, PunchResponse } from '../../src/core/contract';
import { challengeAlreadyUsed } from '../devices/device-evidence';
import { httpError } from '../http/http-error';
import { countPunch } from '../metrics/recorders';
import { checkOutPlace } from './check-out.rules';
import { readBusinessClock } from './business-clock';
import { loadPunchContext, type PunchContext, type StampedPunchContext } from './punch-context.query';
import { provePunchDevice, spendRefusedPunchChallenge } from './punch-device';
import { fixEvidence } from './punch-fix';
import type { ContextGuard } from './punch-insert.sql';
import type { PunchPorts } from './punch-ports';
import { punchAnswer } from './punch-answer';
import { punchRecord } from './punch-record';
import { punchRefusalError } from './punch-refusal-errors';
import { currentOpenIn, isRefused } from './punch.rules';
import { insertPunch, isContextChanged, type DecidedPunch } from './timesheet-entry.repository';
import { toTimesheetEntry } from './timesheet-entry.columns';

export async function checkOut(ports: PunchPorts, userId: number, request: CheckOutRequest): Promise<PunchResponse> {
  let fresh: StampedPunchContext | undefined;
  const recalled = ports.punchContexts.recall(userId, readBusinessClock(ports.config.timezone));
  if (recalled) {
    // From memory: any refusal, failure or changed context is decided again from a fresh read (remembered-contexts.ts).
    const write = await writeCheckOut(ports, userId, request, recalled.context, recalled.guard).catch(() => undefined);
    if (write && !isContextChanged(write.write)) return answer(ports, userId, write);
    ports.punchContexts.forget(userId);
    // The guarded statement that wrote nothing read the context afresh: decided from it, with no read more.
    fresh = write && isContextChanged(write.write) ? write.write.context : undefined;
  }
  const ctx = fresh ?? (await loadPunchContext(ports.db, userId, ports.config.timezone));
  if (!ctx) throw httpError(401, 'TOKEN_INVALID');
  ports.punchContexts.remember(ctx);
  return answer(ports, userId, await writeCheckOut(ports, userId, request, ctx));
}

/**
 * Decides the check-out from `ctx` and writes it: refusals are thrown as their HTTP answers. With `guard` (a context
 * from memory) a refused punch leaves its challenge unspent, since the refusal is decided again from a fresh read.
 */
async function writeCheckOut(
  ports: PunchPorts,
  userId: number,
  request: CheckOutRequest,
  ctx: PunchContext,
  guard?: ContextGuard,
): Promise<DecidedPunch> {
  const { db, config } = ports;
  const challenge = provePunchDevice(ports.deviceChallenges, ctx, { kind: 'check_out', request });
  try {
    // An open IN that is no longer current (left open on an earlier day, or past its night shift's end) is a
    // missing check-out, closed by the next check-in, not here.
    const openIn = currentOpenIn(ctx);
    if (!openIn) throw httpError(409, 'NOT_CHECKED_IN');
    // The pair's worked time is its IN's day's: a night shift begun on the last day of a month closed since
    // (docs/behaviour.md, "Closing the month").
    if (openIn.monthClosed || ctx.todayMonthClosed) throw httpError(409, 'MONTH_CLOSED');
    const place = checkOutPlace(openIn, request, config.accuracyAllowanceCapMeters);
    if (isRefused(place)) throw punchRefusalError(place.refused);
    const record = punchRecord({
      userId,
      entryType: 'OUT',
      place,
      request,
      localTime: ctx.localTime,
      accuracyCapMeters: config.accuracyAllowanceCapMeters,
      storeCoordinates: config.storePunchCoordinates,
      fix: fixEvidence({ serverSecret: config.jwtSecret, place, request, at: ctx.clockAt, previous: ctx.previousPunch }),
    });
    const closing = { entryId: openIn.id, asMissingCheckout: false };
    return { write: await insertPunch(db, record, config.timezone, closing, challenge, guard), record, place };
  } catch (error) {
    if (guard) throw error;
    // The refusal stands whatever happens to the challenge (a database that failed the punch may fail this too).
    await spendRefusedPunchChallenge(db, challenge).catch(() => undefined);
    throw error;
  }
}

/** The answer to a written check-out, or the refusal of one the database did not write. */
function answer(ports: PunchPorts, userId: number, { write, record, place }: DecidedPunch): PunchResponse {
  if ('written' in write) {
    countPunch('check_out', 'online', write.written);
    ports.punchContexts.punched(userId, { row: write.written, record, place });
    return punchAnswer(toTimesheetEntry(write.written));
  }
  if (write.refused === 'challenge_used') throw challengeAlreadyUsed();
  // The IN was closed meanwhile by a simultaneous check-out, which won.
  throw httpError(409, 'NOT_CHECKED_IN');
}
