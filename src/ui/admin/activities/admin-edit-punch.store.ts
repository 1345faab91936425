/**
 * The 'Modifica Data/Ora' dialog (docs/behaviour.md, "Admin activities"): a datetime-local value that must not be
 * empty; Salva → the core's AdminEditPunch (PATCH, the row updated locally, the list reloaded 500 ms later).
 * A refusal shows the server's reason in Italian, by its code: a field's ('L'orario non può essere nel futuro.') under
 * the field, any other ('Non puoi correggere le tue timbrature…') above it; a failure with no known code 'Errore nel
 * salvataggio delle modifiche'.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminActivity, TimesheetEntry } from '../../../core/contract';
import { validateEditTime, type DisplayMessage } from '../../../core/domain';
import { serverFieldMessages } from '../../../core/errors';
import type { AdminEditPunch } from '../../../core/use-cases/admin';
import { serverMessageOr } from '../shared/admin-errors';
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
    } catch (error) {
      runInAction(() => {
        // The dialog has one field: whichever field the server names (timestamp), its reason goes under it.
        const fieldError = Object.values(serverFieldMessages(error))[0];
        if (fieldError) this.fieldError = fieldError;
        else this.error = serverMessageOr(error, ADMIN_EDIT_PUNCH_SAVE_ERROR.key);
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
