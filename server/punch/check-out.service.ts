/**
 * POST /api/timesheet/checkout/: two statements whatever the data size, and no transaction:
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
import { loadPunchContext } from './punch-context.query';
import { provePunchDevice, spendRefusedPunchChallenge } from './punch-device';
import { fixEvidence } from './punch-fix';
import type { PunchPorts } from './punch-ports';
import { punchAnswer } from './punch-answer';
import { punchRecord } from './punch-record';
import { punchRefusalError } from './punch-refusal-errors';
import { currentOpenIn, isRefused } from './punch.rules';
import { insertPunch, type PunchWrite } from './timesheet-entry.repository';
import { toTimesheetEntry } from './timesheet-entry.columns';

export async function checkOut(ports: PunchPorts, userId: number, request: CheckOutRequest): Promise<PunchResponse> {
  const { db, config } = ports;
  const ctx = await loadPunchContext(db, userId, config.timezone);
  if (!ctx) throw httpError(401, 'TOKEN_INVALID');
  const challenge = provePunchDevice(ports.deviceChallenges, ctx, { kind: 'check_out', request });
  let write: PunchWrite;
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
    write = await insertPunch(db, record, config.timezone, { entryId: openIn.id, asMissingCheckout: false }, challenge);
  } catch (error) {
    // The refusal stands whatever happens to the challenge (a database that failed the punch may fail this too).
    await spendRefusedPunchChallenge(db, challenge).catch(() => undefined);
    throw error;
  }
  if ('written' in write) countPunch('check_out', 'online', write.written);
  if ('written' in write) return punchAnswer(toTimesheetEntry(write.written));
  if (write.refused === 'challenge_used') throw challengeAlreadyUsed();
  // The IN was closed meanwhile by a simultaneous check-out, which won.
  throw httpError(409, 'NOT_CHECKED_IN');
}
