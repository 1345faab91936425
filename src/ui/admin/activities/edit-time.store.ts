/**
 * The 'Modifica Data/Ora' dialog (spec §2, §4 Admin lists, §5, §8): a datetime-local value that must not be
 * empty; Salva → the core's EditPunchTime (PATCH, the row updated locally, the list reloaded 500 ms later);
 * failure → 'Errore nel salvataggio delle modifiche'.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminActivity, TimesheetEntry } from '../../../core/contract';
import { validateEditTime, type DisplayMessage } from '../../../core/domain';
import type { EditPunchTime } from '../../../core/use-cases/admin';
import { fromDateTimeLocal, toDateTimeLocal } from '../shared/format-date-time';

export const EDIT_TIME_SAVE_ERROR: DisplayMessage = { key: 'admin.activities.editDialog.saveError' };

export interface EditTimeCallbacks {
  applyLocally(entry: TimesheetEntry): void;
  reload(): Promise<unknown>;
}

export class EditTimeStore {
  value: string;
  fieldError: DisplayMessage | null = null;
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    readonly activity: AdminActivity,
    private readonly editPunchTime: EditPunchTime,
    private readonly callbacks: EditTimeCallbacks,
  ) {
    this.value = toDateTimeLocal(activity.timestamp);
    makeAutoObservable<EditTimeStore, 'editPunchTime' | 'callbacks'>(
      this,
      { activity: false, editPunchTime: false, callbacks: false },
      { autoBind: true },
    );
  }

  setValue(value: string): void {
    this.value = value;
    this.fieldError = null;
  }

  /** Resolves true when saved. */
  async save(): Promise<boolean> {
    if (this.isSaving) return false;
    const invalid = validateEditTime(this.value).timestamp;
    if (invalid) {
      this.fieldError = { key: invalid };
      return false;
    }
    this.isSaving = true;
    this.error = null;
    try {
      await this.editPunchTime.saveThenReload(this.activity.id, fromDateTimeLocal(this.value), this.callbacks);
      return true;
    } catch {
      runInAction(() => {
        this.error = EDIT_TIME_SAVE_ERROR;
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
