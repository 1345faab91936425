import {
  SchedulePaths,
  type Closure,
  type ClosureWrite,
  type DayOverride,
  type DayOverrideWrite,
  type PatronDay,
  type PatronDayWrite,
  type ScheduleAssignment,
  type ScheduleAssignmentListItem,
  type ScheduleAssignmentWrite,
  type ScheduleTemplate,
  type ScheduleTemplateWrite,
  type ScheduleWeek,
} from '../../contract';
import type { ApiClient } from '../api';
import { withQuery } from '../api/query-string';

/**
 * What 'Orari di lavoro' shows at once: the templates, every assignment (with whom it is for by name), the company
 * closures, the places' patron-saint days.
 */
export interface SchedulesOverview {
  templates: ScheduleTemplate[];
  assignments: ScheduleAssignmentListItem[];
  closures: Closure[];
  patronDays: PatronDay[];
}

/**
 * Work schedules ('Orari di lavoro'; docs/behaviour.md, "Work schedules") over /api/admin/schedules/: templates
 * (a save of an existing one adds a version from its 'valid from' day, so past days keep theirs), their assignments
 * to a group or an employee (only the end of one changes once made), company closures, a group's week with its day
 * overrides ('Turno del giorno' / 'Riposo'), and the places' patron-saint days. Refusals come back as the
 * server sent them (ApiRequestError with its code), for the screen to word by code.
 */
export class ManageSchedules {
  constructor(private readonly api: ApiClient) {}

  async overview(): Promise<SchedulesOverview> {
    const [templates, assignments, closures, patronDays] = await Promise.all([
      this.api.get<ScheduleTemplate[]>(SchedulePaths.templates),
      this.api.get<ScheduleAssignmentListItem[]>(SchedulePaths.assignments),
      this.api.get<Closure[]>(SchedulePaths.closures),
      this.api.get<PatronDay[]>(SchedulePaths.patronDays),
    ]);
    return { templates, assignments, closures, patronDays };
  }

  /** Creates a template (`id` null) or gives an existing one a new version. */
  saveTemplate(id: number | null, template: ScheduleTemplateWrite): Promise<ScheduleTemplate> {
    return id === null
      ? this.api.post<ScheduleTemplate>(SchedulePaths.templates, template)
      : this.api.put<ScheduleTemplate>(SchedulePaths.template(id), template);
  }

  /** Refused (409 TEMPLATE_IN_USE) while the template is assigned. */
  removeTemplate(id: number): Promise<void> {
    return this.api.delete(SchedulePaths.template(id));
  }

  assign(assignment: ScheduleAssignmentWrite): Promise<ScheduleAssignment> {
    return this.api.post<ScheduleAssignment>(SchedulePaths.assignments, assignment);
  }

  /** Ends an assignment on `endDate` (the last day it holds); null opens it again. */
  endAssignment(id: number, endDate: string | null): Promise<ScheduleAssignment> {
    return this.api.patch<ScheduleAssignment>(SchedulePaths.assignment(id), { end_date: endDate });
  }

  /** Only one not yet in force (409 ASSIGNMENT_STARTED otherwise: end it instead). */
  removeAssignment(id: number): Promise<void> {
    return this.api.delete(SchedulePaths.assignment(id));
  }

  /** Creates a closure (`id` null) or changes one. */
  saveClosure(id: number | null, closure: ClosureWrite): Promise<Closure> {
    return id === null ? this.api.post<Closure>(SchedulePaths.closures, closure) : this.api.put<Closure>(SchedulePaths.closure(id), closure);
  }

  removeClosure(id: number): Promise<void> {
    return this.api.delete(SchedulePaths.closure(id));
  }

  /** 'Turni della settimana': the active members of group `groupId` and their days, the week (Monday–Sunday) of `anyDay`. */
  week(groupId: number, anyDay: string): Promise<ScheduleWeek> {
    return this.api.get<ScheduleWeek>(withQuery(SchedulePaths.week, { gruppo_id: groupId, week_start: anyDay }));
  }

  /** 'Turno del giorno' (its intervals) or 'Riposo' (none) for one employee and day, replacing any set before. */
  setDayOverride(userId: number, date: string, write: DayOverrideWrite): Promise<DayOverride> {
    return this.api.put<DayOverride>(SchedulePaths.override(userId, date), write);
  }

  /** 'Ripristina orario': the day follows the employee's template again. */
  clearDayOverride(userId: number, date: string): Promise<void> {
    return this.api.delete(SchedulePaths.override(userId, date));
  }

  /** Sets (or changes) a place's patron-saint day. */
  setPatronDay(locationId: number, write: PatronDayWrite): Promise<PatronDay> {
    return this.api.put<PatronDay>(SchedulePaths.patronDay(locationId), write);
  }

  removePatronDay(locationId: number): Promise<void> {
    return this.api.delete(SchedulePaths.patronDay(locationId));
  }
}
