import {
  SchedulePaths,
  type Closure,
  type ClosureWrite,
  type ScheduleAssignment,
  type ScheduleAssignmentWrite,
  type ScheduleTemplate,
  type ScheduleTemplateWrite,
} from '../../contract';
import type { ApiClient } from '../api';

/** What 'Orari di lavoro' shows at once: the templates, every assignment, the company closures. */
export interface SchedulesOverview {
  templates: ScheduleTemplate[];
  assignments: ScheduleAssignment[];
  closures: Closure[];
}

/**
 * Work schedules ('Orari di lavoro'; docs/behaviour.md, "Work schedules") over /api/admin/schedules/: templates
 * (a save of an existing one adds a version from its 'valid from' day, so past days keep theirs), their assignments
 * to a group or an employee (only the end of one changes once made), and company closures. Refusals come back as the
 * server sent them (ApiRequestError with its code), for the screen to word by code.
 */
export class ManageSchedules {
  constructor(private readonly api: ApiClient) {}

  async overview(): Promise<SchedulesOverview> {
    const [templates, assignments, closures] = await Promise.all([
      this.api.get<ScheduleTemplate[]>(SchedulePaths.templates),
      this.api.get<ScheduleAssignment[]>(SchedulePaths.assignments),
      this.api.get<Closure[]>(SchedulePaths.closures),
    ]);
    return { templates, assignments, closures };
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
}
