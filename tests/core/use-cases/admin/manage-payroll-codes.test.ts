/** 'Codici paghe' (docs/payroll-export.md): the table read and saved whole. */
import { MonthClosePaths, type PayrollCode } from '../../../../src/core/contract';
import { ManagePayrollCodes } from '../../../../src/core/use-cases/admin';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const CODES: PayrollCode[] = [
  { code: 'ORD', description: 'Ore ordinarie', payroll_code: '' },
  { code: 'FE', description: 'Ferie', payroll_code: '100' },
];

describe('ManagePayrollCodes', () => {
  it('reads the table', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', MonthClosePaths.payrollCodes, ok(CODES));
    await expect(new ManagePayrollCodes(h.api).list()).resolves.toEqual(CODES);
  });

  it('saves every code with its payroll code trimmed, and nothing else', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('PUT', MonthClosePaths.payrollCodes, ok(CODES));

    await new ManagePayrollCodes(h.api).save([
      { code: 'ORD', description: 'Ore ordinarie', payroll_code: ' 001 ' },
      { code: 'FE', description: 'Ferie', payroll_code: '' },
    ] as PayrollCode[]);

    expect(h.http.last('PUT', MonthClosePaths.payrollCodes).body).toEqual([
      { code: 'ORD', payroll_code: '001' },
      { code: 'FE', payroll_code: '' },
    ]);
  });
});
