/**
 * The 'Santo patrono' dialog of 'Santi patroni' (docs/behaviour.md, "Work schedules"): a place's patron saint, its
 * day and month. Each field's reason shows under it; a refusal of the server ('Giorno inesistente…') by its code,
 * under the field it names, with what was typed kept.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Location, PatronDay } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { patronDaysIn, patronDayWriteOf, type ManageSchedules, type PatronDayDraft } from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';
import { showRefusalOnce } from './refusal-once';

export const PATRON_SAVE_ERROR_KEY = 'schedules.patrons.saveError';

export class PatronDayFormStore {
  readonly draft: PatronDayDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    private readonly schedules: ManageSchedules,
    readonly location: Pick<Location, 'id' | 'name'>,
    private readonly current: PatronDay | null,
  ) {
    this.draft = { name: current?.name ?? '', month: current?.month ?? null, day: current?.day ?? null };
    makeAutoObservable<PatronDayFormStore, 'schedules' | 'current'>(this, { schedules: false, current: false, location: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.current === null;
  }

  /** The days the chosen month offers (29 February included); 31 before a month is chosen. */
  get daysOffered(): number {
    return this.draft.month === null ? 31 : patronDaysIn(this.draft.month);
  }

  setName(value: string): void {
    this.draft.name = value;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'name');
  }

  setMonth(month: number): void {
    this.draft.month = month;
    this.fieldErrors = withoutFieldError(withoutFieldError(this.fieldErrors, 'month'), 'day');
  }

  setDay(day: number): void {
    this.draft.day = day;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'day');
  }

  async submit(): Promise<PatronDay | null> {
    let write: ReturnType<typeof patronDayWriteOf>['write'] = null;
    const saved = await submitForm(
      this,
      () => {
        const checked = patronDayWriteOf(this.draft);
        write = checked.write;
        return checked.errors;
      },
      () => this.schedules.setPatronDay(this.location.id, write!),
      PATRON_SAVE_ERROR_KEY,
    );
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => ['name', 'month', 'day'].includes(field)));
    return saved;
  }
}
