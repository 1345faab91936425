import { MonthClosePaths, type PayrollCode, type PayrollCodeList, type PayrollCodesInput } from '../../contract';
import type { ApiClient } from '../api';

/**
 * 'Codici paghe' (docs/payroll-export.md): our codes (ORD, STR, NOT, FES and every absence type's) beside the payroll
 * software's own, saved as one table. An empty payroll code prints ours in the export.
 */
export class ManagePayrollCodes {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<PayrollCodeList> {
    return this.api.get<PayrollCodeList>(MonthClosePaths.payrollCodes);
  }

  /** The whole table, each payroll code trimmed (the screen reads it again afterwards). */
  async save(codes: readonly Pick<PayrollCode, 'code' | 'payroll_code'>[]): Promise<void> {
    const input: PayrollCodesInput = codes.map(({ code, payroll_code }) => ({ code, payroll_code: payroll_code.trim() }));
    await this.api.put<unknown>(MonthClosePaths.payrollCodes, input);
  }
}
