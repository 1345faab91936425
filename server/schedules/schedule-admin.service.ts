/**
 * Administrators' writes of work schedules (docs/behaviour.md, "Work schedules"), each in one transaction with its
 * audit_log row. Past days are never rewritten behind anyone's back: editing a template adds a version from a day
 * (today unless given), an assignment's template and start never change (a new assignment from a later day replaces
 * it from then on), and an assignment in force already is ended, not deleted, so what held on the days before stays
 * on record.
 */
import {
  ScheduleError,
  type Closure,
  type ClosureWrite,
  type DayOverride,
  type DayOverrideWrite,
  type PatronDay,
  type PatronDayWrite,
  type ScheduleAssignment,
  type ScheduleAssignmentWrite,
  type ScheduleErrorCode,
  type ScheduleTemplate,
  type ScheduleTemplateWrite,
} from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import { PgErrorCode, pgErrorInfo, type Database, type Queryable } from '../db/database.port';
import { WallClock } from '../hours/wall-clock';
import { httpError, HttpError } from '../http/http-error';
import * as repo from './schedule.repository';
import {
  assignmentTargetRefusal,
  dateRangeRefusal,
  dayIntervalsRefusal,
  definitionRefusal,
  patronDayRefusal,
  type ScheduleRefusal,
} from './schedule-write.rules';

function refusal(status: number, code: ScheduleErrorCode, field?: string): HttpError {
  const message = ScheduleError[code];
  return new HttpError(status, { code, message, ...(field ? { errors: { [field]: [message] }, field_codes: { [field]: { code } } } : {}) });
}

function refuseIf(found: ScheduleRefusal | null): void {
  if (found) throw refusal(400, found.code, found.field);
}

const nameTaken = (error: unknown): never => {
  throw pgErrorInfo(error)?.code === PgErrorCode.uniqueViolation ? refusal(409, 'TEMPLATE_NAME_TAKEN', 'name') : error;
};

const definitionOf = (input: ScheduleTemplateWrite) => ({
  intervals: input.intervals,
  tolerance_minutes: input.tolerance_minutes,
  flex_earliest_start: input.flex_earliest_start,
  flex_latest_start: input.flex_latest_start,
  overtime_block_minutes: input.overtime_block_minutes,
});

export const listTemplates = repo.listTemplates;

export async function getTemplate(q: Queryable, id: number): Promise<ScheduleTemplate> {
  const template = await repo.findTemplate(q, id);
  if (!template) throw httpError(404, 'NOT_FOUND');
  return template;
}

/** A new template: its first version holds from the beginning (valid_from, if given, is ignored: nothing came before). */
export async function createTemplate(db: Database, actorId: number, input: ScheduleTemplateWrite): Promise<ScheduleTemplate> {
  refuseIf(definitionRefusal(input));
  return db
    .transaction(async (tx) => {
      const id = await repo.insertTemplate(tx, input.name.trim());
      await repo.saveVersion(tx, id, null, definitionOf(input));
      await writeAudit(tx, { action: 'SCHEDULE_TEMPLATE_CREATED', actorId, details: { template_id: id, name: input.name.trim() } });
      return (await repo.findTemplate(tx, id))!;
    })
    .catch(nameTaken);
}

/** Renames the template and sets its definition from `valid_from` (default today in APP_TIMEZONE) on. */
export async function updateTemplate(db: Database, actorId: number, id: number, input: ScheduleTemplateWrite, timezone: string): Promise<ScheduleTemplate> {
  refuseIf(definitionRefusal(input));
  const validFrom = input.valid_from ?? WallClock.of(timezone).date(new Date());
  return db
    .transaction(async (tx) => {
      if (!(await repo.renameTemplate(tx, id, input.name.trim()))) throw httpError(404, 'NOT_FOUND');
      await repo.saveVersion(tx, id, validFrom, definitionOf(input));
      await writeAudit(tx, { action: 'SCHEDULE_TEMPLATE_UPDATED', actorId, details: { template_id: id, valid_from: validFrom, ...input } });
      return (await repo.findTemplate(tx, id))!;
    })
    .catch(nameTaken);
}

export async function removeTemplate(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.findTemplate(tx, id))) throw httpError(404, 'NOT_FOUND');
    if ((await repo.countTemplateAssignments(tx, id)) > 0) throw refusal(409, 'TEMPLATE_IN_USE');
    await repo.deleteTemplate(tx, id);
    await writeAudit(tx, { action: 'SCHEDULE_TEMPLATE_DELETED', actorId, details: { template_id: id } });
  });
}

export const listAssignments = repo.listAssignments;

export async function createAssignment(db: Database, actorId: number, input: ScheduleAssignmentWrite): Promise<ScheduleAssignment> {
  refuseIf(assignmentTargetRefusal(input.user_id, input.gruppo_id));
  refuseIf(dateRangeRefusal(input.start_date, input.end_date));
  return db.transaction(async (tx) => {
    const found = await repo.existing(tx, input);
    if (!found.template) throw refusal(400, 'UNKNOWN_TEMPLATE', 'template_id');
    if (!found.user) throw refusal(400, 'UNKNOWN_USER', 'user_id');
    if (!found.group) throw refusal(400, 'UNKNOWN_GROUP', 'gruppo_id');
    if (!found.location) throw refusal(400, 'UNKNOWN_LOCATION', 'location_id');
    const assignment = await repo.insertAssignment(tx, {
      template_id: input.template_id,
      user_id: input.user_id ?? null,
      gruppo_id: input.gruppo_id ?? null,
      location_id: input.location_id ?? null,
      start_date: input.start_date,
      end_date: input.end_date ?? null,
    });
    await writeAudit(tx, { action: 'SCHEDULE_ASSIGNED', actorId, targetUserId: assignment.user_id, details: { ...assignment } });
    return assignment;
  });
}

export async function endAssignment(db: Database, actorId: number, id: number, endDate: string | null): Promise<ScheduleAssignment> {
  return db.transaction(async (tx) => {
    const assignment = await repo.findAssignment(tx, id);
    if (!assignment) throw httpError(404, 'NOT_FOUND');
    refuseIf(dateRangeRefusal(assignment.start_date, endDate));
    const ended = await repo.setAssignmentEnd(tx, id, endDate);
    await writeAudit(tx, {
      action: 'SCHEDULE_ASSIGNMENT_ENDED',
      actorId,
      targetUserId: assignment.user_id,
      details: { assignment_id: id, end_date: endDate, previous_end_date: assignment.end_date },
    });
    return ended;
  });
}

/** Deletes an assignment not yet in force (one starting after today); one in force already is ended instead. */
export async function removeAssignment(db: Database, actorId: number, id: number, timezone: string): Promise<void> {
  const today = WallClock.of(timezone).date(new Date());
  await db.transaction(async (tx) => {
    const assignment = await repo.findAssignment(tx, id);
    if (!assignment) throw httpError(404, 'NOT_FOUND');
    if (assignment.start_date <= today) throw refusal(409, 'ASSIGNMENT_STARTED');
    await repo.deleteAssignment(tx, id);
    await writeAudit(tx, { action: 'SCHEDULE_ASSIGNMENT_DELETED', actorId, targetUserId: assignment.user_id, details: { ...assignment } });
  });
}

export const listOverrides = repo.listOverrides;

export async function setOverride(db: Database, actorId: number, userId: number, date: string, input: DayOverrideWrite): Promise<DayOverride> {
  refuseIf(dayIntervalsRefusal(input.intervals));
  return db.transaction(async (tx) => {
    if (!(await repo.existing(tx, { user_id: userId })).user) throw refusal(404, 'UNKNOWN_USER');
    const override = await repo.upsertOverride(tx, userId, date, input.intervals);
    await writeAudit(tx, { action: 'SCHEDULE_DAY_SET', actorId, targetUserId: userId, details: { date, intervals: input.intervals } });
    return override;
  });
}

export async function clearOverride(db: Database, actorId: number, userId: number, date: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteOverride(tx, userId, date))) throw httpError(404, 'NOT_FOUND');
    await writeAudit(tx, { action: 'SCHEDULE_DAY_CLEARED', actorId, targetUserId: userId, details: { date } });
  });
}

export const listClosures = repo.listClosures;

export async function createClosure(db: Database, actorId: number, input: ClosureWrite): Promise<Closure> {
  refuseIf(dateRangeRefusal(input.start_date, input.end_date));
  return db.transaction(async (tx) => {
    const closure = await repo.insertClosure(tx, { ...input, name: input.name.trim() });
    await writeAudit(tx, { action: 'COMPANY_CLOSURE_CREATED', actorId, details: { ...closure } });
    return closure;
  });
}

export async function updateClosure(db: Database, actorId: number, id: number, input: ClosureWrite): Promise<Closure> {
  refuseIf(dateRangeRefusal(input.start_date, input.end_date));
  return db.transaction(async (tx) => {
    const closure = await repo.updateClosure(tx, id, { ...input, name: input.name.trim() });
    if (!closure) throw httpError(404, 'NOT_FOUND');
    await writeAudit(tx, { action: 'COMPANY_CLOSURE_UPDATED', actorId, details: { ...closure } });
    return closure;
  });
}

export async function removeClosure(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.deleteClosure(tx, id))) throw httpError(404, 'NOT_FOUND');
    await writeAudit(tx, { action: 'COMPANY_CLOSURE_DELETED', actorId, details: { closure_id: id } });
  });
}

export const listPatronDays = repo.listPatronDays;

export async function setPatronDay(db: Database, actorId: number, locationId: number, input: PatronDayWrite): Promise<PatronDay> {
  refuseIf(patronDayRefusal(input.month, input.day));
  return db.transaction(async (tx) => {
    if (!(await repo.existing(tx, { location_id: locationId })).location) throw refusal(404, 'UNKNOWN_LOCATION');
    const patron = await repo.upsertPatronDay(tx, { location_id: locationId, ...input, name: input.name.trim() });
    await writeAudit(tx, { action: 'PATRON_DAY_SET', actorId, details: { ...patron } });
    return patron;
  });
}

export async function clearPatronDay(db: Database, actorId: number, locationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.deletePatronDay(tx, locationId))) throw httpError(404, 'NOT_FOUND');
    await writeAudit(tx, { action: 'PATRON_DAY_CLEARED', actorId, details: { location_id: locationId } });
  });
}
