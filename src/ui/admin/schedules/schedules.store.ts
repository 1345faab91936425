/**
 * 'Orari di lavoro' of the admin panel (docs/behaviour.md, "Work schedules"): the templates, each with its
 * assignments, and the company closures; the dialogs that create and change them.
 * - The lists reload right after a save, end or delete and again about 1 s later (ListRefresher), like the others.
 * - A refusal shows by its code ('Impossibile eliminare l'orario: è assegnato…'), else the fixed text.
 * - An assignment to a user names them ('full name (username)'), asked once per user.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Closure, GruppoListItem, ScheduleAssignment, ScheduleTemplate } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import type { LoadAdminUserOptions, ManageGroups, ManageSchedules } from '../../../core/use-cases/admin';
import type { CalendarToday, ListRefresher } from '../../../core/use-cases/shared';
import { changeList, saveListForm } from '../shared/list-changes';
import { loadInto } from '../shared/load-into';
import { TimedMessage } from '../../shared/timed-message';
import { AssignmentFormStore } from './assignment-form.store';
import { ClosureFormStore } from './closure-form.store';
import { TemplateFormStore } from './template-form.store';

export const SCHEDULES_LOAD_ERROR: DisplayMessage = { key: 'schedules.loadError' };

export interface SchedulesStoreDeps {
  schedules: ManageSchedules;
  groups: ManageGroups;
  users: LoadAdminUserOptions;
  calendarToday: CalendarToday;
  refresher: ListRefresher;
  scheduler: Scheduler;
}

export class SchedulesStore {
  templates: ScheduleTemplate[] = [];
  assignments: ScheduleAssignment[] = [];
  closures: Closure[] = [];
  groups: GruppoListItem[] = [];
  /** 'full name (username)' of the users assignments name, by id. */
  userNames = new Map<number, string>();
  isLoading = false;
  error: DisplayMessage | null = null;
  templateForm: TemplateFormStore | null = null;
  assignmentForm: AssignmentFormStore | null = null;
  closureForm: ClosureFormStore | null = null;
  readonly notice: TimedMessage;

  constructor(private readonly deps: SchedulesStoreDeps) {
    this.notice = new TimedMessage(deps.scheduler, LOCATION_MESSAGE_MS);
    makeAutoObservable<SchedulesStore, 'deps'>(this, { deps: false, notice: false }, { autoBind: true });
  }

  /** Loads when the tab mounts; unmounting drops a pending success message. */
  start(): () => void {
    void this.load();
    return () => this.notice.clear();
  }

  get today(): string {
    return this.deps.calendarToday.today();
  }

  async load(): Promise<void> {
    await loadInto(
      this,
      () => Promise.all([this.deps.schedules.overview(), this.deps.groups.list()]),
      ([overview, groups]) => {
        this.templates = overview.templates;
        this.assignments = overview.assignments;
        this.closures = overview.closures;
        this.groups = groups;
        this.error = null;
      },
      SCHEDULES_LOAD_ERROR,
    );
    await this.nameUsers();
  }

  assignmentsOf(templateId: number): ScheduleAssignment[] {
    return this.assignments.filter((assignment) => assignment.template_id === templateId).sort((a, b) => a.start_date.localeCompare(b.start_date));
  }

  /** Whom an assignment is for: the group's name or the user's; null while not known. */
  targetName(assignment: ScheduleAssignment): string | null {
    if (assignment.gruppo_id !== null) return this.groups.find((group) => group.id === assignment.gruppo_id)?.descrizione ?? null;
    return assignment.user_id !== null ? (this.userNames.get(assignment.user_id) ?? null) : null;
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
    const form = this.assignmentForm;
    const chosen = form?.draft.target === 'user' ? form.userOptions.find((option) => option.id === form.draft.userId) : undefined;
    if (chosen) this.userNames.set(chosen.id, userLabel(chosen));
    const messages = { created: 'schedules.assignments.created', updated: 'schedules.assignments.created' };
    return saveListForm(this, form, messages, () => (this.assignmentForm = null));
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

  reloadAfterChange(): Promise<void> {
    return this.deps.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }

  /** Asks the names of the users assignments name that are not known yet; one that cannot be read shows its id. */
  private async nameUsers(): Promise<void> {
    const unknown = [...new Set(this.assignments.map((a) => a.user_id).filter((id): id is number => id !== null && !this.userNames.has(id)))];
    const found = await Promise.all(unknown.map((id) => this.deps.users.byId(id).catch(() => null)));
    runInAction(() => found.forEach((option) => option && this.userNames.set(option.id, userLabel(option))));
  }
}

const userLabel = (option: { full_name: string; username: string }): string =>
  option.full_name.trim() ? `${option.full_name} (${option.username})` : option.username;
