/**
 * 'Codici paghe' of 'Chiusura mese' (docs/payroll-export.md): our codes with their description and the payroll
 * software's code, edited in place and saved as one table ('Salva'); the table is read again after the save, so it
 * shows what the server kept.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { PayrollCode } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import type { ManagePayrollCodes } from '../../../core/use-cases/admin';
import { TimedMessage } from '../../shared/timed-message';
import { serverMessageOr } from '../shared/admin-errors';
import { loadInto } from '../shared/load-into';

export const PAYROLL_CODES_LOAD_ERROR: DisplayMessage = { key: 'monthClose.codes.loadError' };

/** The contract's longest payroll code. */
export const PAYROLL_CODE_MAX_LENGTH = 20;

export class PayrollCodesStore {
  rows: PayrollCode[] = [];
  isLoading = false;
  isSaving = false;
  error: DisplayMessage | null = null;
  /** Whether a code was edited since the table was read. */
  isDirty = false;
  /** 'Codici paghe salvati.', shown in the section itself (far below the month's messages on a phone). */
  readonly notice: TimedMessage;

  constructor(
    private readonly codes: ManagePayrollCodes,
    scheduler: Scheduler,
  ) {
    this.notice = new TimedMessage(scheduler, LOCATION_MESSAGE_MS);
    makeAutoObservable<PayrollCodesStore, 'codes'>(this, { codes: false, notice: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return loadInto(
      this,
      () => this.codes.list(),
      (rows) => {
        this.rows = rows;
        this.isDirty = false;
        if (this.error?.key === PAYROLL_CODES_LOAD_ERROR.key) this.error = null;
      },
      PAYROLL_CODES_LOAD_ERROR,
    );
  }

  setPayrollCode(code: string, payrollCode: string): void {
    this.rows = this.rows.map((row) => (row.code === code ? { ...row, payroll_code: payrollCode } : row));
    this.isDirty = true;
  }

  /** 'Salva': the whole table. Resolves with whether it was saved. */
  async save(): Promise<boolean> {
    if (this.isSaving) return false;
    this.isSaving = true;
    this.error = null;
    try {
      await this.codes.save(this.rows);
    } catch (error) {
      runInAction(() => (this.error = serverMessageOr(error, 'monthClose.codes.saveError')));
      return false;
    } finally {
      runInAction(() => (this.isSaving = false));
    }
    this.notice.show({ key: 'monthClose.codes.saved' });
    await this.load();
    return true;
  }

  clearError(): void {
    this.error = null;
  }
}
