/**
 * POST /api/timesheet/checkin/: the hot path (a whole workforce punches within minutes of 9:00).
 * One short transaction whose statements do not grow with locations, users or punches:
 *   1 context (user, device, open IN, clock) · 1 candidate locations (by id, or by bounding box)
 *   · 1 UPDATE only when closing a forgotten IN · 1 INSERT.
 * A refusal for no location in range adds 1 statement: the nearest authorised location, wherever it is.
 */
import type { CheckInRequest, TimesheetEntry } from '../../src/core/contract';
import { MAX_TOLERANCE_RADIUS } from '../../src/core/domain/constants';
import type { AppConfig } from '../app-config';
import type { Database, Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import { findAuthorizedLocation, findAuthorizedLocationsInBox, findNearestAuthorizedLocation } from '../locations/authorized-locations.query';
import { boundingBox } from '../locations/bounding-box';
import { allowedDistance } from '../locations/range-allowance';
import { noLocationInRange, offsitePlace, placeAtNearestLocation, placeAtRequestedLocation } from './check-in.rules';
import { isOpenInConflict } from './open-in-conflict';
import { loadPunchContext } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import { punchRecord } from './punch-record';
import { assertDeviceAuthorized, assertLocationAccess, currentOpenIn, forgottenOpenIn, requirePosition } from './punch-rules';
import { closeForgottenIn, insertPunch } from './timesheet-entry.repository';
import { toTimesheetEntry } from './timesheet-entry.columns';

export async function checkIn(db: Database, config: AppConfig, userId: number, request: CheckInRequest): Promise<TimesheetEntry> {
  try {
    return await db.transaction(async (tx) => {
      const ctx = await loadPunchContext(tx, userId, config.timezone);
      if (!ctx) throw httpError(401, 'TOKEN_INVALID');
      assertDeviceAuthorized(ctx, request.device_id);
      assertLocationAccess(ctx);
      if (currentOpenIn(ctx)) throw httpError(409, 'ALREADY_CHECKED_IN');

      const place = await chooseCheckInPlace(tx, userId, request, config.accuracyAllowanceCapMeters);
      const forgotten = forgottenOpenIn(ctx);
      if (forgotten && !(await closeForgottenIn(tx, forgotten.id))) throw httpError(409, 'ALREADY_CHECKED_IN');

      const record = punchRecord({
        userId,
        entryType: 'IN',
        place,
        request,
        localTime: ctx.localTime,
        accuracyCapMeters: config.accuracyAllowanceCapMeters,
        storeCoordinates: config.storePunchCoordinates,
      });
      return toTimesheetEntry(await insertPunch(tx, record, config.timezone));
    });
  } catch (error) {
    // Two simultaneous check-ins both saw no open IN; the partial unique index let only one insert.
    if (isOpenInConflict(error)) throw httpError(409, 'ALREADY_CHECKED_IN');
    throw error;
  }
}

async function chooseCheckInPlace(tx: Queryable, userId: number, request: CheckInRequest, capMeters: number): Promise<PunchPlace> {
  if (request.offsite_work) return offsitePlace(request);
  const position = requirePosition(request);
  if (request.location_id != null) {
    const location = await findAuthorizedLocation(tx, userId, request.location_id);
    return placeAtRequestedLocation(location, position, request, capMeters);
  }
  // The box must contain every location that could be in range: the widest tolerance (spec §5) plus the allowance.
  const reach = allowedDistance(MAX_TOLERANCE_RADIUS, request.accuracy, capMeters);
  const candidates = await findAuthorizedLocationsInBox(tx, userId, boundingBox(position, reach));
  const place = placeAtNearestLocation(candidates, position, request, capMeters);
  if (place) return place;
  // The anomaly dialog offers the nearest place (spec §2) even when it is kilometres away, outside the box.
  throw noLocationInRange(await findNearestAuthorizedLocation(tx, userId, position), position);
}
