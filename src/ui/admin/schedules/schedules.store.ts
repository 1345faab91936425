/**
 * 'Orari di lavoro' of the admin panel (docs/behaviour.md, "Work schedules"): the templates, each with its
 * assignments, the company closures, 'Turni della settimana' (schedule-week.store.ts) and the places' patron-saint
 * days; the dialogs that create and change them.
 * - The lists reload right after a save, end or delete and again about 1 s later (ListRefresher), like the others.
 * - A refusal shows by its code ('Impossibile eliminare l'orario: è assegnato…'), else the fixed text.
 * - An assignment names its employee ('full name (username)') or group as the server lists it: nothing more is asked.
 */
import { makeAutoObservable } from 'mobx';
import type { Closure, GruppoListItem, Location, PatronDay, ScheduleAssignment, ScheduleAssignmentListItem, ScheduleTemplate } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import type { LoadAdminUserOptions, ManageGroups, ManageLocations, ManageSchedules } from '../../../core/use-cases/admin';
import type { CalendarToday, ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { changeList, saveListForm } from '../shared/list-changes';
import { loadInto } from '../shared/load-into';
import { TimedMessage } from '../../shared/timed-message';
import { AssignmentFormStore } from './assignment-form.store';
import { ClosureFormStore } from './closure-form.store';
import { PatronDayFormStore } from './patron-day-form.store';
import { ScheduleWeekStore } from './schedule-week.store';
import { TemplateFormStore } from './template-form.store';

export const SCHEDULES_LOAD_ERROR: DisplayMessage = { key: 'schedules.loadError' };

export interface SchedulesStoreDeps {
  schedules: ManageSchedules;
  groups: ManageGroups;
  /** The places ('sedi') whose patron-saint days 'Santi patroni' sets. */
  locations: Pick<ManageLocations, 'listAll'>;
  users: LoadAdminUserOptions;
  calendarToday: CalendarToday;
  refresher: ListRefresher;
  scheduler: Scheduler;
}

export class SchedulesStore {
  templates: ScheduleTemplate[] = [];
  assignments: ScheduleAssignmentListItem[] = [];
  closures: Closure[] = [];
  groups: GruppoListItem[] = [];
  locations: Location[] = [];
  patronDays: PatronDay[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;
  templateForm: TemplateFormStore | null = null;
  assignmentForm: AssignmentFormStore | null = null;
  closureForm: ClosureFormStore | null = null;
  patronForm: PatronDayFormStore | null = null;
  readonly notice: TimedMessage;
  readonly week: ScheduleWeekStore;

  constructor(private readonly deps: SchedulesStoreDeps) {
    this.notice = new TimedMessage(deps.scheduler, LOCATION_MESSAGE_MS);
    this.week = new ScheduleWeekStore({ schedules: deps.schedules, refresher: deps.refresher, today: () => deps.calendarToday.today(), notice: this.notice });
    makeAutoObservable<SchedulesStore, 'deps'>(this, { deps: false, notice: false, week: false }, { autoBind: true });
  }

  /** Loads when the tab mounts; unmounting drops a pending success message. */
  start(): () => void {
    void this.load();
    return () => this.notice.clear();
  }

  get today(): string {
    return this.deps.calendarToday.today();
  }

  async load(mode?: ReloadMode): Promise<void> {
    await loadInto(
      this,
      () => Promise.all([this.deps.schedules.overview(), this.deps.groups.list(), this.deps.locations.listAll()]),
      ([overview, groups, locations]) => {
        this.templates = overview.templates;
        this.assignments = overview.assignments;
        this.closures = overview.closures;
        this.patronDays = overview.patronDays;
        this.groups = groups;
        this.locations = locations;
        this.error = null;
      },
      SCHEDULES_LOAD_ERROR,
      mode,
    );
    // A closure or a patron day changed here changes the week shown too.
    await this.week.load(mode);
  }

  assignmentsOf(templateId: number): ScheduleAssignmentListItem[] {
    return this.assignments.filter((assignment) => assignment.template_id === templateId).sort((a, b) => a.start_date.localeCompare(b.start_date));
  }

  /** Whom an assignment is for: the group's name or the user's ('full name (username)'); null when not known. */
  targetName(assignment: ScheduleAssignmentListItem): string | null {
    if (assignment.gruppo_id !== null) return assignment.gruppo_name;
    return assignment.username !== null ? userLabel({ full_name: assignment.user_full_name ?? '', username: assignment.username }) : null;
  }

  /** Whether the assignment is already in force (then it is ended, not deleted: past days must not change). */
  hasStarted(assignment: ScheduleAssignment): boolean {
    return assignment.start_date <= this.today;
  }

  openCreateTemplate(): void {
    this.templateForm = new TemplateFormStore(this.deps.schedules, null);
  }

  openEditTemplate(template: ScheduleTemplate): void {
    this.templateForm = new TemplateFormStore(this.deps.schedules, template);
  }

  closeTemplateForm(): void {
    if (!this.templateForm?.isSaving) this.templateForm = null;
  }

  saveTemplateForm(): Promise<boolean> {
    const messages = { created: 'schedules.templates.created', updated: 'schedules.templates.updated' };
    return saveListForm(this, this.templateForm, messages, () => (this.templateForm = null));
  }

  removeTemplate(template: ScheduleTemplate): Promise<boolean> {
    return changeList(this, () => this.deps.schedules.removeTemplate(template.id), 'schedules.templates.deleted', 'schedules.templates.deleteError');
  }

  openAssign(template: ScheduleTemplate): void {
    this.assignmentForm = new AssignmentFormStore(this.deps.schedules, this.deps.users, template, this.today);
  }

  closeAssignmentForm(): void {
    if (!this.assignmentForm?.isSaving) this.assignmentForm = null;
  }

  saveAssignmentForm(): Promise<boolean> {
    const messages = { created: 'schedules.assignments.created', updated: 'schedules.assignments.created' };
    return saveListForm(this, this.assignmentForm, messages, () => (this.assignmentForm = null));
  }

  /** Ends an assignment in force today: from tomorrow it no longer holds, the days before keep it. */
  endAssignment(assignment: ScheduleAssignment): Promise<boolean> {
    return changeList(this, async () => void (await this.deps.schedules.endAssignment(assignment.id, this.today)), 'schedules.assignments.ended', 'schedules.assignments.endError');
  }

  /** Deletes an assignment not yet in force. */
  removeAssignment(assignment: ScheduleAssignment): Promise<boolean> {
    return changeList(this, () => this.deps.schedules.removeAssignment(assignment.id), 'schedules.assignments.deleted', 'schedules.assignments.deleteError');
  }

  openCreateClosure(): void {
    this.closureForm = new ClosureFormStore(this.deps.schedules, null);
  }

  openEditClosure(closure: Closure): void {
    this.closureForm = new ClosureFormStore(this.deps.schedules, closure);
  }

  closeClosureForm(): void {
    if (!this.closureForm?.isSaving) this.closureForm = null;
  }

  saveClosureForm(): Promise<boolean> {
    const messages = { created: 'schedules.closures.created', updated: 'schedules.closures.updated' };
    return saveListForm(this, this.closureForm, messages, () => (this.closureForm = null));
  }

  removeClosure(closure: Closure): Promise<boolean> {
    return changeList(this, () => this.deps.schedules.removeClosure(closure.id), 'schedules.closures.deleted', 'schedules.closures.deleteError');
  }

  /** The place's patron-saint day, if set. */
  patronDayOf(locationId: number): PatronDay | null {
    return this.patronDays.find((patron) => patron.location_id === locationId) ?? null;
  }

  openPatronDay(location: Location): void {
    this.patronForm = new PatronDayFormStore(this.deps.schedules, location, this.patronDayOf(location.id));
  }

  closePatronForm(): void {
    if (!this.patronForm?.isSaving) this.patronForm = null;
  }

  savePatronForm(): Promise<boolean> {
    const messages = { created: 'schedules.patrons.saved', updated: 'schedules.patrons.saved' };
    return saveListForm(this, this.patronForm, messages, () => (this.patronForm = null));
  }

  removePatronDay(location: Location): Promise<boolean> {
    return changeList(this, () => this.deps.schedules.removePatronDay(location.id), 'schedules.patrons.deleted', 'schedules.patrons.deleteError');
  }

  reloadAfterChange(): Promise<void> {
    return this.deps.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }
}

const userLabel = (option: { full_name: string; username: string }): string =>
  option.full_name.trim() ? `${option.full_name} (${option.username})` : option.username;
