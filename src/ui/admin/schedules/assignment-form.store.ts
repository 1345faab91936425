/**
 * 'Assegna' of 'Orari di lavoro' (docs/behaviour.md, "Work schedules"): a template given to a group or to one user,
 * 'Dal' (today unless changed) and an optional 'Al'. The users are found by what the administrator types.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminUserOption, ScheduleAssignment, ScheduleTemplate } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { assignmentWriteOf, type AssignmentDraft, type AssignmentTargetKind, type LoadAdminUserOptions, type ManageSchedules } from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';
import { showRefusalOnce } from './refusal-once';

export const ASSIGNMENT_SAVE_ERROR_KEY = 'schedules.assignments.saveError';

export class AssignmentFormStore {
  readonly draft: AssignmentDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  /** The users matching the latest search. */
  userOptions: AdminUserOption[] = [];
  private searchRun = 0;

  constructor(
    private readonly schedules: ManageSchedules,
    private readonly users: LoadAdminUserOptions,
    readonly template: ScheduleTemplate,
    today: string,
  ) {
    this.draft = { templateId: template.id, target: 'group', groupId: null, userId: null, startDate: today, endDate: '' };
    makeAutoObservable<AssignmentFormStore, 'schedules' | 'users' | 'searchRun'>(
      this,
      { schedules: false, users: false, template: false, searchRun: false },
      { autoBind: true },
    );
  }

  /** Always a new assignment: one already made changes only its end. */
  readonly isNew = true;

  setTarget(target: AssignmentTargetKind): void {
    this.draft.target = target;
    this.fieldErrors = withoutFieldError(withoutFieldError(this.fieldErrors, 'gruppo_id'), 'user_id');
    if (target === 'user' && this.userOptions.length === 0) void this.searchUsers('');
  }

  setGroup(id: number | null): void {
    this.draft.groupId = id;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'gruppo_id');
  }

  setUser(id: number | null): void {
    this.draft.userId = id;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'user_id');
  }

  setStart(date: string): void {
    this.draft.startDate = date;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'start_date');
  }

  setEnd(date: string): void {
    this.draft.endDate = date;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'end_date');
  }

  /** Only the answer to the latest search is shown; a failed one leaves the options as they were. */
  async searchUsers(text: string): Promise<void> {
    const run = ++this.searchRun;
    try {
      const answer = await this.users.search(text);
      if (run === this.searchRun) runInAction(() => (this.userOptions = answer.options.filter((option) => option.is_active)));
    } catch {
      // The select keeps its options; typing again asks again.
    }
  }

  async submit(): Promise<ScheduleAssignment | null> {
    let write: ReturnType<typeof assignmentWriteOf>['write'] = null;
    const saved = await submitForm(
      this,
      () => {
        const checked = assignmentWriteOf(this.draft);
        write = checked.write;
        return checked.errors;
      },
      () => this.schedules.assign(write!),
      ASSIGNMENT_SAVE_ERROR_KEY,
    );
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => ['gruppo_id', 'user_id', 'start_date', 'end_date'].includes(field)));
    return saved;
  }
}
