/**
 * The 'Turno del giorno' dialog of 'Turni della settimana' (docs/behaviour.md, "Work schedules"): for one employee and
 * day, 'Turno' (its intervals) or 'Riposo'; 'Ripristina orario' when the day is already set. Each field's reason
 * shows under it; a refusal of the server shows by its code, and what was typed stays.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DayOverride, ScheduleWeekDay, ScheduleWeekMember } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import {
  dayIntervalField,
  dayOverrideDraftOf,
  dayOverrideWriteOf,
  MAX_DAY_INTERVALS,
  type DayOverrideDraft,
  type ManageSchedules,
} from '../../../core/use-cases/admin';
import { serverMessageOr } from '../shared/admin-errors';
import { submitForm, withoutFieldError } from '../shared/submit-form';
import { showRefusalOnce } from './refusal-once';

export const DAY_SAVE_ERROR_KEY = 'schedules.week.saveError';
export const DAY_RESET_ERROR_KEY = 'schedules.week.resetError';

export class DayOverrideFormStore {
  readonly draft: DayOverrideDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    private readonly schedules: ManageSchedules,
    readonly member: Pick<ScheduleWeekMember, 'user_id' | 'full_name' | 'username'>,
    readonly day: ScheduleWeekDay,
  ) {
    this.draft = dayOverrideDraftOf(day);
    makeAutoObservable<DayOverrideFormStore, 'schedules'>(this, { schedules: false, member: false, day: false }, { autoBind: true });
  }

  /** A day with no override yet: saving creates one. */
  get isNew(): boolean {
    return !this.day.override;
  }

  /** Whether 'Ripristina orario' applies: the day has an override to delete. */
  get canReset(): boolean {
    return this.day.override;
  }

  setRest(rest: boolean): void {
    this.draft.rest = rest;
    this.fieldErrors = {};
  }

  setTime(index: number, edge: 'start' | 'end', value: string): void {
    const interval = this.draft.intervals[index];
    if (!interval) return;
    interval[edge] = value;
    this.fieldErrors = withoutFieldError(withoutFieldError(this.fieldErrors, dayIntervalField(index, edge)), 'intervals');
  }

  get canAddInterval(): boolean {
    return this.draft.intervals.length < MAX_DAY_INTERVALS;
  }

  addInterval(): void {
    if (!this.canAddInterval) return;
    this.draft.intervals.push({ start: '', end: '' });
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'intervals');
  }

  removeInterval(index: number): void {
    this.draft.intervals.splice(index, 1);
    // The indexes after it moved: their messages no longer name the right field.
    this.fieldErrors = Object.fromEntries(Object.entries(this.fieldErrors).filter(([field]) => !field.startsWith('interval.')));
  }

  /** Validates and saves; resolves with the override, or null when invalid or refused (the typing stays). */
  async submit(): Promise<DayOverride | null> {
    let write: ReturnType<typeof dayOverrideWriteOf>['write'] = null;
    const saved = await submitForm(
      this,
      () => {
        const checked = dayOverrideWriteOf(this.draft);
        write = checked.write;
        return checked.errors;
      },
      () => this.schedules.setDayOverride(this.member.user_id, this.day.date, write!),
      DAY_SAVE_ERROR_KEY,
    );
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => field === 'intervals' || field.startsWith('interval.')));
    return saved;
  }

  /** 'Ripristina orario': deletes the override; resolves with whether it did (a refusal shows in the dialog). */
  async reset(): Promise<boolean> {
    if (this.isSaving || !this.canReset) return false;
    this.isSaving = true;
    this.error = null;
    try {
      await this.schedules.clearDayOverride(this.member.user_id, this.day.date);
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = serverMessageOr(error, DAY_RESET_ERROR_KEY);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
