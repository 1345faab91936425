/**
 * The 'Modifica Data/Ora' dialog (docs/behaviour.md, "Admin activities"): a day ('Data', yyyy-MM-dd from the Italian
 * date field) and a 24-hour time ('Ora', HH:MM), neither empty; Salva → the core's AdminEditPunch (PATCH, the row
 * updated locally, the list reloaded 500 ms later). What was typed stays in the fields whatever the answer.
 * A refusal shows the server's reason in Italian, by its code: a field's ('L'orario non può essere nel futuro.') under
 * 'Ora', any other ('Non puoi correggere le tue timbrature…') above it; a failure with no known code 'Errore nel
 * salvataggio delle modifiche'.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminActivity, TimesheetEntry } from '../../../core/contract';
import { validateEditDayAndTime, type DisplayMessage } from '../../../core/domain';
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
  /** 'Data': the calendar day, yyyy-MM-dd ('' when emptied). */
  date: string;
  /** 'Ora': the text of the time field, HH:MM once valid. */
  time: string;
  /** Under 'Data'. */
  dateError: DisplayMessage | null = null;
  /** Under 'Ora': its own check, or the server's reason for the time it refused. */
  fieldError: DisplayMessage | null = null;
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    readonly activity: AdminActivity,
    private readonly adminEditPunch: AdminEditPunch,
    private readonly callbacks: AdminEditPunchCallbacks,
  ) {
    const [date = '', time = ''] = toDateTimeLocal(activity.timestamp).split('T');
    this.date = date;
    this.time = time;
    makeAutoObservable<AdminEditPunchStore, 'adminEditPunch' | 'callbacks'>(
      this,
      { activity: false, adminEditPunch: false, callbacks: false },
      { autoBind: true },
    );
  }

  /** Both fields as one datetime-local value ('yyyy-MM-ddTHH:mm'), '' when both are empty. */
  get value(): string {
    return this.date.trim() === '' && this.time.trim() === '' ? '' : `${this.date.trim()}T${this.time.trim()}`;
  }

  /** Whether either field is empty ('Salva' waits for both). */
  get isIncomplete(): boolean {
    return this.date.trim() === '' || this.time.trim() === '';
  }

  setDate(date: string): void {
    this.date = date;
    this.dateError = null;
  }

  setTime(time: string): void {
    this.time = time;
    this.fieldError = null;
  }

  /** Sets both fields from one datetime-local value ('yyyy-MM-ddTHH:mm'). */
  setValue(value: string): void {
    const [date = '', time = ''] = value.split('T');
    this.setDate(date);
    this.setTime(time);
  }

  /** Resolves true when saved. */
  async save(): Promise<boolean> {
    if (this.isSaving) return false;
    const invalid = validateEditDayAndTime(this.date, this.time);
    if (invalid.date || invalid.time) {
      this.dateError = invalid.date ? { key: invalid.date } : null;
      this.fieldError = invalid.time ? { key: invalid.time } : null;
      return false;
    }
    this.isSaving = true;
    this.error = null;
    try {
      await this.adminEditPunch.saveThenReload(this.activity.id, fromDateTimeLocal(this.value), this.callbacks);
      return true;
    } catch (error) {
      runInAction(() => {
        // The server names one field (timestamp): its reason is about the time, so it goes under 'Ora'.
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
