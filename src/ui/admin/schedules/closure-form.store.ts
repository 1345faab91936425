/** 'Nuova chiusura' / 'Modifica chiusura' ('Chiusura aziendale'; docs/behaviour.md, "Work schedules"): a name, dal/al. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Closure } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { closureWriteOf, type ClosureDraft, type ManageSchedules } from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';
import { showRefusalOnce } from './refusal-once';

export const CLOSURE_SAVE_ERROR_KEY = 'schedules.closures.saveError';

const ERROR_FIELD: Record<keyof ClosureDraft, string> = { name: 'name', startDate: 'start_date', endDate: 'end_date' };

export class ClosureFormStore {
  readonly draft: ClosureDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly closureId: number | null;

  constructor(
    private readonly schedules: ManageSchedules,
    closure: Closure | null,
  ) {
    this.closureId = closure?.id ?? null;
    this.draft = { name: closure?.name ?? '', startDate: closure?.start_date ?? '', endDate: closure?.end_date ?? '' };
    makeAutoObservable<ClosureFormStore, 'schedules'>(this, { schedules: false, closureId: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.closureId === null;
  }

  set(field: keyof ClosureDraft, value: string): void {
    this.draft[field] = value;
    this.fieldErrors = withoutFieldError(this.fieldErrors, ERROR_FIELD[field]);
    // A first day chosen with no last one yet: a one-day closure unless changed.
    if (field === 'startDate' && this.draft.endDate === '') this.draft.endDate = value;
  }

  async submit(): Promise<Closure | null> {
    let write: ReturnType<typeof closureWriteOf>['write'] = null;
    const saved = await submitForm(
      this,
      () => {
        const checked = closureWriteOf(this.draft);
        write = checked.write;
        return checked.errors;
      },
      () => this.schedules.saveClosure(this.closureId, write!),
      CLOSURE_SAVE_ERROR_KEY,
    );
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => Object.values(ERROR_FIELD).includes(field)));
    return saved;
  }
}
