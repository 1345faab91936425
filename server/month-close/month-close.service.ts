/**
 * 'Chiudi mese' and 'Riapri mese' (docs/behaviour.md, "Closing the month"), for everyone or for one group:
 *  - the state of a month: the closing in force, whether the month is over, and what blocks a clean close, from one
 *    planned-days computation for every employee of the scope (two statements whatever their number) and two reads
 *    of the pending requests;
 *  - the close: only once the month is over in the business time zone (409 MONTH_NOT_OVER), never twice for a scope
 *    nor for a group of a month closed for everyone (409 MONTH_ALREADY_CLOSED, two closings at once decided by the
 *    unique index), even with blockers (the administrator confirmed them), audited with their count;
 *  - the reopening of exactly that scope's closing (409 MONTH_NOT_CLOSED), with a reason, audited.
 */
import type { CloseMonthInput, MonthCloseBlocker, MonthCloseStatus, MonthClosure, ReopenMonthInput } from '../../src/core/contract';
import { UserFieldError } from '../../src/core/contract';
import { MONTH_CLOSED, MONTH_REOPENED, writeAudit } from '../audit/audit-log.repository';
import { PgErrorCode, pgErrorInfo, type Database, type Queryable } from '../db/database.port';
import { findGroup } from '../groups/group.repository';
import { fieldErrors, httpError } from '../http/http-error';
import { currentMonth, monthRange } from '../hours/month-range';
import { plannedDays, plannedUserIds } from '../schedules/planned-days.service';
import { employeeNames, pendingAbsences, pendingCorrections } from './month-close-blockers.query';
import { findClosure, findClosureInForce, insertClosure, listClosures, OPEN_CLOSURE_INDEX, reopenClosure } from './month-closure.repository';

export interface MonthScope {
  month: string;
  gruppo_id?: number;
}

/** Whether `month` (yyyy-MM) has ended in the business time zone. */
export function isMonthOver(month: string, timezone: string, now: Date = new Date()): boolean {
  return month < currentMonth(timezone, now);
}

/** 404 for a group that does not exist. */
async function assertGroupExists(db: Queryable, groupId: number | undefined): Promise<void> {
  if (groupId !== undefined && !(await findGroup(db, groupId))) throw httpError(404, 'NOT_FOUND');
}

export async function monthCloseStatus(db: Queryable, scope: MonthScope, timezone: string): Promise<MonthCloseStatus> {
  await assertGroupExists(db, scope.gruppo_id);
  const groupId = scope.gruppo_id ?? null;
  const userIds = await plannedUserIds(db, { gruppo_id: scope.gruppo_id });
  const [closure, blockers] = await Promise.all([findClosureInForce(db, scope.month, groupId), monthBlockers(db, userIds, scope.month, timezone)]);
  return { month: scope.month, gruppo_id: groupId, closure, month_over: isMonthOver(scope.month, timezone), employees: userIds.length, blockers };
}

/** The order of the kinds within one employee's day. */
const KIND_ORDER: Record<MonthCloseBlocker['kind'], number> = { missing_check_out: 0, missing_hours: 1, pending_correction: 2, pending_absence: 3 };

/**
 * Everything that blocks a clean close of the month for these employees: days with a missing check-out, days with
 * unjustified missing hours (an approved absence justifies them: the day misses nothing), pending correction and
 * absence requests; by employee's name, day and kind.
 */
export async function monthBlockers(db: Queryable, userIds: readonly number[], month: string, timezone: string): Promise<MonthCloseBlocker[]> {
  if (userIds.length === 0) return [];
  const range = monthRange(month);
  const [planned, corrections, absences, names] = await Promise.all([
    plannedDays(db, userIds, range.start_date, range.end_date, timezone),
    pendingCorrections(db, userIds, range),
    pendingAbsences(db, userIds, range),
    employeeNames(db, userIds),
  ]);
  const blockers: MonthCloseBlocker[] = [];
  const about = (userId: number) => {
    const name = names.get(userId) ?? { username: '', full_name: '' };
    return { user_id: userId, username: name.username, full_name: name.full_name };
  };
  for (const employee of planned) {
    for (const day of employee.days) {
      if (day.missing_check_out) blockers.push({ kind: 'missing_check_out', ...about(employee.user_id), date: day.date, minutes: 0, request_id: null });
      if (day.missing_minutes > 0) {
        blockers.push({ kind: 'missing_hours', ...about(employee.user_id), date: day.date, minutes: day.missing_minutes, request_id: null });
      }
    }
  }
  for (const request of corrections) {
    blockers.push({ kind: 'pending_correction', ...about(request.user_id), date: request.date, minutes: 0, request_id: request.request_id });
  }
  for (const request of absences) {
    blockers.push({ kind: 'pending_absence', ...about(request.user_id), date: request.date, minutes: 0, request_id: request.request_id });
  }
  const sortName = (blocker: MonthCloseBlocker) => (blocker.full_name || blocker.username).toLocaleLowerCase('it');
  return blockers.sort(
    (a, b) =>
      sortName(a).localeCompare(sortName(b), 'it') ||
      a.user_id - b.user_id ||
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.request_id ?? 0) - (b.request_id ?? 0),
  );
}

export async function closeMonth(db: Database, input: CloseMonthInput, adminId: number, timezone: string): Promise<MonthClosure> {
  await assertGroupExists(db, input.gruppo_id);
  if (!isMonthOver(input.month, timezone)) throw httpError(409, 'MONTH_NOT_OVER');
  const groupId = input.gruppo_id ?? null;
  // Counted before the transaction (the audit keeps what the administrator confirmed): a planned-days computation
  // holds no lock and PGlite's one connection would queue it behind the transaction's own statements anyway.
  const userIds = await plannedUserIds(db, { gruppo_id: input.gruppo_id });
  const blockers = (await monthBlockers(db, userIds, input.month, timezone)).length;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      // A group of a month closed for everyone is closed already.
      if (await findClosureInForce(tx, input.month, groupId)) throw httpError(409, 'MONTH_ALREADY_CLOSED');
      const closed = await insertClosure(tx, { month: input.month, groupId, adminId });
      await writeAudit(tx, { action: MONTH_CLOSED, actorId: adminId, details: { month: input.month, gruppo_id: groupId, blockers } });
      return closed;
    });
  } catch (error) {
    const info = pgErrorInfo(error);
    if (info?.code === PgErrorCode.uniqueViolation && (info.constraint ?? OPEN_CLOSURE_INDEX) === OPEN_CLOSURE_INDEX) {
      throw httpError(409, 'MONTH_ALREADY_CLOSED');
    }
    throw error;
  }
  return findClosure(db, id);
}

export async function reopenMonth(db: Database, input: ReopenMonthInput, adminId: number): Promise<MonthClosure> {
  const reason = input.reason.trim();
  if (!reason) throw fieldErrors({ reason: UserFieldError.REQUIRED });
  await assertGroupExists(db, input.gruppo_id);
  const groupId = input.gruppo_id ?? null;
  const id = await db.transaction(async (tx) => {
    const reopened = await reopenClosure(tx, { month: input.month, groupId, adminId, reason });
    if (reopened === undefined) throw httpError(409, 'MONTH_NOT_CLOSED');
    await writeAudit(tx, { action: MONTH_REOPENED, actorId: adminId, details: { month: input.month, gruppo_id: groupId, reason } });
    return reopened;
  });
  return findClosure(db, id);
}

export const monthClosureHistory = (db: Queryable): Promise<MonthClosure[]> => listClosures(db);
