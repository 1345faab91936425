/** 'Export paghe' (docs/payroll-export.md): the closed month's CSV, named as the server names it. */
import { ApiPaths, MonthClosePaths } from '../../../../src/core/contract';
import { attachmentFileName, ExportPayroll } from '../../../../src/core/use-cases/admin';
import { ok, queryOf, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const CSV = 'Matricola;Cognome;Nome;Data;Codice;Ore\nE007;Rossi;Mario;02/11/2026;FE;8,00\n';

describe('ExportPayroll', () => {
  it("downloads the month's CSV as text, named by the server's Content-Disposition", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', MonthClosePaths.payrollExport, { status: 200, body: CSV, headers: { 'content-disposition': 'attachment; filename="paghe-2026-11-magazzino.csv"' } });

    const file = await new ExportPayroll(h.api).execute({ month: '2026-11', groupId: 3 });

    expect(file).toEqual({ fileName: 'paghe-2026-11-magazzino.csv', content: CSV });
    const request = h.http.last('GET', MonthClosePaths.payrollExport);
    expect(request.responseType).toBe('text');
    expect(request.headers).toEqual({ Authorization: 'Bearer A' });
    expect(queryOf(request)).toEqual({ month: '2026-11', gruppo_id: '3' });
  });

  it("names the file 'paghe-<month>.csv' when the server names none", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', MonthClosePaths.payrollExport, { status: 200, body: CSV });

    expect((await new ExportPayroll(h.api).execute({ month: '2026-11', groupId: null })).fileName).toBe('paghe-2026-11.csv');
    expect(queryOf(h.http.last('GET', MonthClosePaths.payrollExport))).toEqual({ month: '2026-11' });
    expect((await new ExportPayroll(h.api).execute({ month: '2026-11', groupId: 3 })).fileName).toBe('paghe-2026-11-gruppo-3.csv');
  });

  it("refuses with the server's error for a month not closed", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', MonthClosePaths.payrollExport, status(409, { code: 'MONTH_NOT_CLOSED', message: 'This month is not closed' }));
    await expect(new ExportPayroll(h.api).execute({ month: '2026-11', groupId: null })).rejects.toMatchObject({ status: 409 });
  });

  it('refreshes an expired session once and retries, keeping the headers of the retry', async () => {
    const h = createCoreHarness({ accessToken: 'OLD', refreshToken: 'R' });
    h.http.on(
      'GET',
      MonthClosePaths.payrollExport,
      status(401, { code: 'TOKEN_EXPIRED' }),
      { status: 200, body: CSV, headers: { 'Content-Disposition': 'attachment; filename="paghe-2026-10.csv"' } },
    );
    h.http.on('POST', ApiPaths.refresh, ok({ access: 'NEW', refresh: 'R2' }));

    const file = await new ExportPayroll(h.api).execute({ month: '2026-10', groupId: null });
    expect(file.fileName).toBe('paghe-2026-10.csv');
    expect(h.http.last('GET', MonthClosePaths.payrollExport).headers).toEqual({ Authorization: 'Bearer NEW' });
  });
});

describe('attachmentFileName', () => {
  it('reads a quoted, plain or UTF-8 encoded file name, without folders', () => {
    expect(attachmentFileName({ 'content-disposition': 'attachment; filename="paghe.csv"' })).toBe('paghe.csv');
    expect(attachmentFileName({ 'Content-Disposition': 'attachment; filename=paghe.csv' })).toBe('paghe.csv');
    expect(attachmentFileName({ 'content-disposition': "attachment; filename=\"x.csv\"; filename*=UTF-8''paghe%20novembre.csv" })).toBe('paghe novembre.csv');
    expect(attachmentFileName({ 'content-disposition': 'attachment; filename="../../etc/paghe.csv"' })).toBe('paghe.csv');
    expect(attachmentFileName({ 'content-disposition': 'attachment' })).toBeNull();
    expect(attachmentFileName({})).toBeNull();
  });
});
