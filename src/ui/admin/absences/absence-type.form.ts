/**
 * 'Nuova causale' / 'Modifica causale' (docs/behaviour.md, "Absences in the admin panel"): code, name, unit and the
 * type's switches. A code already taken comes back from the server under 'Codice' ('Esiste già una causale con
 * questo codice'), with everything typed kept.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AbsenceType } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import {
  absenceTypeDraftOf,
  absenceTypeInputOf,
  emptyAbsenceTypeDraft,
  type AbsenceTypeDraft,
  type ManageAbsenceTypes,
} from '../../../core/use-cases/admin';
import { showRefusalOnce } from '../schedules/refusal-once';
import { submitForm, withoutFieldError } from '../shared/submit-form';

/** The switches of a type, in the order the dialog and the table show them. */
export const ABSENCE_TYPE_FLAGS = ['is_paid', 'counts_as_work', 'uses_balance', 'requires_certificate', 'is_remote', 'is_active'] as const;
export type AbsenceTypeFlag = (typeof ABSENCE_TYPE_FLAGS)[number];

export class AbsenceTypeForm {
  readonly draft: AbsenceTypeDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    private readonly types: ManageAbsenceTypes,
    /** The type edited, or null for a new one. */
    readonly editing: AbsenceType | null,
  ) {
    this.draft = editing ? absenceTypeDraftOf(editing) : emptyAbsenceTypeDraft();
    makeAutoObservable<AbsenceTypeForm, 'types'>(this, { types: false, editing: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.editing === null;
  }

  setCode(code: string): void {
    this.draft.code = code.toUpperCase();
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'code');
  }

  setName(name: string): void {
    this.draft.name = name;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'name');
  }

  setUnit(unit: AbsenceTypeDraft['unit']): void {
    this.draft.unit = unit;
  }

  setFlag(flag: AbsenceTypeFlag, on: boolean): void {
    this.draft[flag] = on;
  }

  async submit(): Promise<AbsenceType | null> {
    const { write, errors } = absenceTypeInputOf(this.draft);
    const editing = this.editing;
    const saved = await submitForm(
      this,
      () => errors,
      () => (editing ? this.types.update(editing.id, write!) : this.types.create(write!)),
      'adminAbsences.types.saveError',
    );
    if (!saved) runInAction(() => showRefusalOnce(this, (field) => field === 'code' || field === 'name'));
    return saved;
  }
}
