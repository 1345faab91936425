/**
 * The 'Modifica Data/Ora' dialog (docs/behaviour.md, "Admin activities"): a datetime-local value that must not be
 * empty; Salva → the core's AdminEditPunch (PATCH, the row updated locally, the list reloaded 500 ms later);
 * failure → 'Errore nel salvataggio delle modifiche'.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminActivity, TimesheetEntry } from '../../../core/contract';
import { validateEditTime, type DisplayMessage } from '../../../core/domain';
import type { AdminEditPunch } from '../../../core/use-cases/admin';
import { fromDateTimeLocal, toDateTimeLocal } from '../shared/format-date-time';

export const ADMIN_EDIT_PUNCH_SAVE_ERROR: DisplayMessage = { key: 'admin.activities.editPunchDialog.saveError' };

export interface AdminEditPunchCallbacks {
  applyLocally(entry: TimesheetEntry): void;
  reload(): Promise<unknown>;
}

export class AdminEditPunchStore {
  value: string;
  fieldError: DisplayMessage | null = null;
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    readonly activity: AdminActivity,
    private readonly adminEditPunch: AdminEditPunch,
    private readonly callbacks: AdminEditPunchCallbacks,
  ) {
    this.value = toDateTimeLocal(activity.timestamp);
    makeAutoObservable<AdminEditPunchStore, 'adminEditPunch' | 'callbacks'>(
      this,
      { activity: false, adminEditPunch: false, callbacks: false },
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
      await this.adminEditPunch.saveThenReload(this.activity.id, fromDateTimeLocal(this.value), this.callbacks);
      return true;
    } catch {
      runInAction(() => {
        this.error = ADMIN_EDIT_PUNCH_SAVE_ERROR;
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
