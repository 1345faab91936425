/**
 * 'Causali' (docs/behaviour.md, "Absences in the admin panel"): every absence type, the inactive ones too, and the
 * dialogs that add and change them. The list also feeds 'Inserisci assenza' (its active types) and the calendar's
 * legend (the names of the codes). A save reloads the list at once and about 1 s later, like the other admin lists.
 */
import { makeAutoObservable } from 'mobx';
import type { AbsenceType } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { ManageAbsenceTypes } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import type { TimedMessage } from '../../shared/timed-message';
import { saveListForm } from '../shared/list-changes';
import { loadInto } from '../shared/load-into';
import { AbsenceTypeForm } from './absence-type.form';

export const TYPES_LOAD_ERROR: DisplayMessage = { key: 'adminAbsences.types.loadError' };

export class AbsenceTypesStore {
  types: AbsenceType[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;
  form: AbsenceTypeForm | null = null;

  constructor(
    private readonly manage: ManageAbsenceTypes,
    private readonly refresher: ListRefresher,
    /** The tab's success message, shared by its sections. */
    readonly notice: TimedMessage,
  ) {
    makeAutoObservable<AbsenceTypesStore, 'manage' | 'refresher'>(this, { manage: false, refresher: false, notice: false }, { autoBind: true });
  }

  get activeTypes(): AbsenceType[] {
    return this.types.filter((type) => type.is_active);
  }

  /** The name of a code, for the legend; the code itself when no type has it (any more). */
  nameOf(code: string): string {
    return this.types.find((type) => type.code === code)?.name ?? code;
  }

  load(mode?: ReloadMode): Promise<void> {
    return loadInto(
      this,
      () => this.manage.list(),
      (types) => {
        this.types = types;
        this.error = null;
      },
      TYPES_LOAD_ERROR,
      mode,
    );
  }

  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }

  openCreate(): void {
    this.form = new AbsenceTypeForm(this.manage, null);
  }

  openEdit(type: AbsenceType): void {
    this.form = new AbsenceTypeForm(this.manage, type);
  }

  closeForm(): void {
    if (!this.form?.isSaving) this.form = null;
  }

  saveForm(): Promise<boolean> {
    return saveListForm(this, this.form, { created: 'adminAbsences.types.created', updated: 'adminAbsences.types.updated' }, () => (this.form = null));
  }
}
