/**
 * GET /api/admin/attendance/sheet/ (docs/behaviour.md, "Monthly attendance sheet"): whose month, its lines, and
 * whether the month is closed for each employee ('Definitivo'; docs/behaviour.md, "Closing the month"). All
 * the reading happens here, before a byte of the PDF is written, so that a refusal or a database failure is still an
 * ordinary JSON answer.
 */
import { AttendanceSheetFieldError, type AttendanceSheetQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { mapInSlices } from '../http/event-loop-slices';
import { fieldErrors, httpError } from '../http/http-error';
import { pairsNeededFrom } from '../schedules/planned-days.service';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { buildAttendanceSheet, type AttendanceSheet, type SheetEmployee } from './attendance-sheet.model';
import { closedSheetEmployees, loadGroupSheetEmployees, loadSheetEmployee, selfCorrectedPunchIds } from './attendance-sheet.query';
import { monthRange } from './month-range';
import { loadPlannedHours } from './planned-hours';
import { loadWorkedDaysAndPairs } from './worked-days.query';

/** One sheet takes one to three milliseconds to work out: a group's sheets are worked out this many per turn of the event loop. */
const SHEETS_PER_TURN = 5;

export const SHEET_SUBJECT_REQUIRED = AttendanceSheetFieldError.SUBJECT_REQUIRED;
export const SHEET_SUBJECT_AMBIGUOUS = AttendanceSheetFieldError.SUBJECT_AMBIGUOUS;
export const SHEET_GROUP_EMPTY = AttendanceSheetFieldError.GROUP_EMPTY;

export interface AttendanceSheets {
  /** foglio-presenze-<yyyy-MM>-<username>.pdf or foglio-presenze-<yyyy-MM>-gruppo-<id>.pdf */
  fileName: string;
  sheets: AttendanceSheet[];
}

/**
 * One employee's sheet, or one per member of the group (one query for all their worked days and punch pairs, one for
 * their plans). 400 without exactly one of user_id and gruppo; 404 for an unknown user or group, and for a group with
 * nobody to list. A manager's `scope` (docs/behaviour.md, "Managers"): a user outside it, the manager included, or a
 * group they do not manage is 404 too, and their own group's sheets leave them out.
 */
export async function loadAttendanceSheets(
  db: Queryable,
  query: AttendanceSheetQuery,
  timezone: string,
  scope?: StaffScope,
): Promise<AttendanceSheets> {
  const { month, user_id: userId, gruppo: groupId } = query;
  if (userId === undefined && groupId === undefined) throw fieldErrors({ user_id: SHEET_SUBJECT_REQUIRED });
  if (userId !== undefined && groupId !== undefined) throw fieldErrors({ gruppo: SHEET_SUBJECT_AMBIGUOUS });
  const range = monthRange(month);

  let employees: SheetEmployee[];
  let fileName: string;
  if (userId !== undefined) {
    if (scope) await assertInScope(db, scope, userId);
    const employee = await loadSheetEmployee(db, userId);
    if (!employee) throw httpError(404, 'NOT_FOUND');
    employees = [employee];
    fileName = `foglio-presenze-${month}-${employee.username}.pdf`;
  } else {
    if (scope?.kind === 'groups' && !scope.groupIds.includes(groupId!)) throw httpError(404, 'NOT_FOUND');
    const members = await loadGroupSheetEmployees(db, groupId!, range, scope);
    if (!members) throw httpError(404, 'NOT_FOUND');
    if (members.length === 0) throw httpError(404, 'NOT_FOUND', { errors: { gruppo: [SHEET_GROUP_EMPTY] } });
    employees = members;
    fileName = `foglio-presenze-${month}-gruppo-${groupId}.pdf`;
  }

  const ids = employees.map((employee) => employee.id);
  // The punches read once, for the worked days and the planned days' pairs: a group's month is thousands of rows,
  // read a slice at a time (docs/behaviour.md, "Exports and the punches").
  const { days: worked, pairs } = await loadWorkedDaysAndPairs(db, ids, range, timezone, pairsNeededFrom(range.start_date));
  const planned = await loadPlannedHours(db, ids, range, timezone, pairs);
  const closed = await closedSheetEmployees(db, ids, month);
  const selfCorrected = await selfCorrectedPunchIds(db, ids, range);
  const sheets = await mapInSlices(
    employees,
    (employee) => buildAttendanceSheet(employee, month, worked.get(employee.id) ?? [], timezone, planned.get(employee.id), closed.has(employee.id), selfCorrected),
    SHEETS_PER_TURN,
  );
  return { fileName, sheets };
}
