/**
 * The 'Nuovo orario' / 'Modifica orario' dialog of 'Orari di lavoro' (docs/behaviour.md, "Work schedules"): the name,
 * per weekday one or more intervals, 'Tolleranza ingresso', the optional flexible entry band, 'Straordinario minimo'
 * and, for a change, 'Valido dal'. Each field's reason shows under it; a refusal of the server shows by its code, and
 * what was typed stays.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { ScheduleTemplate } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import {
  draftOfTemplate,
  emptyTemplateDraft,
  intervalField,
  templateWriteOf,
  type ManageSchedules,
  type TemplateDraft,
} from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';
import { showRefusalOnce } from './refusal-once';

export const TEMPLATE_SAVE_ERROR_KEY = 'schedules.templates.saveError';

/** How many intervals a day takes at most (the contract's 70 a week). */
export const MAX_INTERVALS_PER_DAY = 10;

type SimpleField = 'name' | 'tolerance' | 'overtimeBlock' | 'validFrom' | 'flexFrom' | 'flexTo';

/** The field of the server's (and the draft's) messages each simple field shows. */
const ERROR_FIELD: Record<SimpleField, string> = {
  name: 'name',
  tolerance: 'tolerance_minutes',
  overtimeBlock: 'overtime_block_minutes',
  validFrom: 'valid_from',
  flexFrom: 'flex_earliest_start',
  flexTo: 'flex_latest_start',
};

export class TemplateFormStore {
  readonly draft: TemplateDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly templateId: number | null;

  constructor(
    private readonly schedules: ManageSchedules,
    template: ScheduleTemplate | null,
  ) {
    this.templateId = template?.id ?? null;
    this.draft = template ? draftOfTemplate(template) : emptyTemplateDraft();
    makeAutoObservable<TemplateFormStore, 'schedules'>(this, { schedules: false, templateId: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.templateId === null;
  }

  set(field: SimpleField, value: string): void {
    this.draft[field] = value;
    this.fieldErrors = withoutFieldError(this.fieldErrors, ERROR_FIELD[field]);
  }

  setFlexible(on: boolean): void {
    this.draft.flexible = on;
    this.fieldErrors = withoutFieldError(withoutFieldError(this.fieldErrors, 'flex_earliest_start'), 'flex_latest_start');
  }

  /** `weekday` 1 (Monday) … 7. */
  setTime(weekday: number, index: number, edge: 'start' | 'end', value: string): void {
    const interval = this.draft.days[weekday - 1]?.[index];
    if (!interval) return;
    interval[edge] = value;
    this.fieldErrors = withoutFieldError(withoutFieldError(this.fieldErrors, intervalField(weekday, index, edge)), 'intervals');
  }

  canAddInterval(weekday: number): boolean {
    return (this.draft.days[weekday - 1]?.length ?? MAX_INTERVALS_PER_DAY) < MAX_INTERVALS_PER_DAY;
  }

  addInterval(weekday: number): void {
    const day = this.draft.days[weekday - 1];
    if (!day || !this.canAddInterval(weekday)) return;
    day.push({ start: '', end: '' });
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'intervals');
  }

  removeInterval(weekday: number, index: number): void {
    this.draft.days[weekday - 1]?.splice(index, 1);
    // The indexes after it moved: their messages no longer name the right field.
    this.fieldErrors = Object.fromEntries(Object.entries(this.fieldErrors).filter(([field]) => !field.startsWith(`interval.${weekday}.`)));
  }

  /** Monday's intervals on Tuesday to Friday too: an office week typed once. */
  copyMondayToWeekdays(): void {
    const monday = this.draft.days[0] ?? [];
    for (let index = 1; index < 5; index += 1) this.draft.days[index] = monday.map((interval) => ({ ...interval }));
    this.fieldErrors = Object.fromEntries(Object.entries(this.fieldErrors).filter(([field]) => !/^interval\.[2-5]\./.test(field) && field !== 'intervals'));
  }

  /** Validates and saves; resolves with the saved template, or null when invalid or refused (the typing stays). */
  async submit(): Promise<ScheduleTemplate | null> {
    let write: ReturnType<typeof templateWriteOf>['write'] = null;
    const saved = await submitForm(
      this,
      () => {
        const checked = templateWriteOf(this.draft);
        write = checked.write;
        return checked.errors;
      },
      () => this.schedules.saveTemplate(this.templateId, write!),
      TEMPLATE_SAVE_ERROR_KEY,
    );
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => field === 'intervals' || field.startsWith('interval.') || Object.values(ERROR_FIELD).includes(field)));
    return saved;
  }
}
