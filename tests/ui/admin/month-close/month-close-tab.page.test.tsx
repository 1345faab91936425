/**
 * 'Chiusura mese' (docs/behaviour.md, "Closing the month in the admin panel"), over the real container with fake edges:
 * the blockers and the confirmation counting them, the close and the closed month with 'Riapri mese' asking a reason,
 * 'Export paghe', a month not over, the server's refusals in Italian, and 'Codici paghe' saved whole.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { MonthClosePaths } from '../../../../src/core/contract';
import { ok, queryOf, status } from '../../../fakes';
import { settle } from '../render-admin';
import { CLOSURE, CODES, openStatus, renderMonthClose, stateBox } from './month-close-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const CLOSED = openStatus({ closure: CLOSURE, blockers: [] });

describe("'Chiusura mese'", () => {
  it('opens on the previous month, open, with its blockers grouped and counted, for every group', async () => {
    const world = await renderMonthClose();

    expect(queryOf(world.http.last('GET', MonthClosePaths.status))).toEqual({ month: '2024-12' });
    const state = stateBox();
    expect(within(state).getByText('Mese aperto')).toBeTruthy();
    expect(within(state).getByText('dicembre 2024')).toBeTruthy();

    const blockers = within(state).getByRole('region', { name: 'Cosa impedisce una chiusura pulita' });
    const missingOut = within(blockers).getByRole('region', { name: /^Uscite mancanti/ });
    expect(within(missingOut).getByText('1')).toBeTruthy();
    expect(within(missingOut).getByRole('listitem').textContent).toBe('Mario Rossi (mario.rossi)03/12/2024');
    const pendingAbsence = within(blockers).getByRole('region', { name: /^Richieste di assenza in attesa/ });
    expect(within(pendingAbsence).getByRole('listitem').textContent).toBe('Luigi Verdi (luigi.verdi)20/12/2024');
    const missingHours = within(blockers).getByRole('region', { name: /^Ore mancanti non giustificate/ });
    expect(within(missingHours).getByRole('listitem').textContent).toBe('Mario Rossi (mario.rossi)11/12/2024' + '2:30');
    expect(within(blockers).queryByRole('region', { name: /^Richieste di correzione in attesa/ })).toBeNull();
  });

  it("asks before closing, saying how many problems are open, then shows the month closed with 'Riapri mese' and 'Export paghe'", async () => {
    const world = await renderMonthClose((w) => {
      w.http.on('GET', MonthClosePaths.status, ok(openStatus()), ok(CLOSED));
      w.http.on('GET', MonthClosePaths.history, ok([]), ok([CLOSURE]));
      w.http.on('POST', MonthClosePaths.close, ok(CLOSURE));
    });

    fireEvent.click(within(stateBox()).getByRole('button', { name: /Chiudi mese/ }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: 'Ci sono 3 problemi aperti. Chiudere comunque il mese?' });
    expect(world.http.sent('POST', MonthClosePaths.close)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Chiudi mese' }));
    await settle(world);

    expect(world.http.last('POST', MonthClosePaths.close).body).toEqual({ month: '2024-12' });
    expect(screen.getByText('Mese chiuso.')).toBeTruthy();
    const state = stateBox();
    expect(within(state).getByText('Mese chiuso')).toBeTruthy();
    expect(within(state).getByText(/^Chiuso il 02\/01\/2025 alle \d\d:15 da admin$/)).toBeTruthy();
    expect(within(state).getByText('(per tutti i dipendenti)')).toBeTruthy();
    expect(within(state).queryByRole('button', { name: /Chiudi mese/ })).toBeNull();
    expect(within(state).getByRole('button', { name: /Export paghe/ })).toBeTruthy();

    const history = screen.getByRole('list', { name: 'Storico chiusure' });
    expect(within(history).getByText('dicembre 2024')).toBeTruthy();
    expect(within(history).getByText(/^Chiuso il 02\/01\/2025 alle \d\d:15 da admin$/)).toBeTruthy();
  });

  it("'Riapri mese' needs a reason, then reopens with it and shows the month open again", async () => {
    const reopened = { ...CLOSURE, reopened_by: 'admin', reopened_at: '2025-01-03T10:00:00.000Z', reopen_reason: 'Ferie di Mario da correggere' };
    const world = await renderMonthClose((w) => {
      w.http.on('GET', MonthClosePaths.status, ok(CLOSED), ok(openStatus({ blockers: [] })));
      w.http.on('GET', MonthClosePaths.history, ok([CLOSURE]), ok([reopened]));
      w.http.on('POST', MonthClosePaths.reopen, ok(reopened));
    });

    fireEvent.click(within(stateBox()).getByRole('button', { name: /Riapri mese/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Riapri dicembre 2024' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Riapri mese' }));
    await settle(world);
    expect(within(dialog).getByText('Indica il motivo della riapertura')).toBeTruthy();
    expect(world.http.sent('POST', MonthClosePaths.reopen)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Motivo della riapertura/), { target: { value: 'Ferie di Mario da correggere' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Riapri mese' }));
    await settle(world);

    expect(world.http.last('POST', MonthClosePaths.reopen).body).toEqual({ month: '2024-12', reason: 'Ferie di Mario da correggere' });
    expect(screen.queryByRole('dialog', { name: 'Riapri dicembre 2024' })).toBeNull();
    expect(within(stateBox()).getByText('Mese aperto')).toBeTruthy();
    expect(within(stateBox()).getByText('Nessun problema: il mese è pronto per la chiusura.')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Storico chiusure' });
    expect(within(history).getByText(/^Riaperto il 03\/01\/2025 alle \d\d:00 da admin/)).toBeTruthy();
    expect(within(history).getByText('Motivo: Ferie di Mario da correggere')).toBeTruthy();
  });

  it("'Export paghe' downloads the closed month's CSV under the server's file name", async () => {
    const csv = 'Matricola;Cognome;Nome;Data;Codice;Ore\nE007;Rossi;Mario;02/12/2024;FE;8,00\n';
    const world = await renderMonthClose((w) => {
      w.http.on('GET', MonthClosePaths.status, ok(CLOSED));
      w.http.on('GET', MonthClosePaths.payrollExport, { status: 200, body: csv, headers: { 'content-disposition': 'attachment; filename="paghe-2024-12.csv"' } });
    });

    fireEvent.click(within(stateBox()).getByRole('button', { name: /Export paghe/ }));
    await settle(world);

    expect(queryOf(world.http.last('GET', MonthClosePaths.payrollExport))).toEqual({ month: '2024-12' });
    expect(world.downloads.files).toEqual([{ fileName: 'paghe-2024-12.csv', content: csv, mimeType: 'text/csv;charset=utf-8' }]);
  });

  it('follows the month and the group chosen, and disables the close of a month still running, saying why', async () => {
    const world = await renderMonthClose((w) => {
      w.http.on('GET', MonthClosePaths.status, (request) => {
        const { month } = queryOf(request);
        return ok(openStatus({ month, month_over: month < '2025-01', blockers: [] }));
      });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Mese successivo' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', MonthClosePaths.status))).toEqual({ month: '2025-01' });
    const close = within(stateBox()).getByRole('button', { name: /Chiudi mese/ }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    expect(within(stateBox()).getByText('Il mese non è ancora terminato')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mese precedente' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', MonthClosePaths.status))).toEqual({ month: '2024-11' });
    expect((within(stateBox()).getByRole('button', { name: /Chiudi mese/ }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gruppo' }));
    await settle(world);
    fireEvent.click(await screen.findByTitle('Magazzino'));
    await settle(world);
    expect(queryOf(world.http.last('GET', MonthClosePaths.status))).toEqual({ month: '2024-11', gruppo_id: '3' });
  });

  it("shows the server's refusal in Italian and the month as it now is", async () => {
    const world = await renderMonthClose((w) => {
      w.http.on('GET', MonthClosePaths.status, ok(openStatus({ blockers: [] })), ok(CLOSED));
      w.http.on('POST', MonthClosePaths.close, status(409, { code: 'MONTH_ALREADY_CLOSED', message: 'This month is already closed' }));
    });

    fireEvent.click(within(stateBox()).getByRole('button', { name: /Chiudi mese/ }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: /^Chiudere il mese di dicembre 2024\?/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Chiudi mese' }));
    await settle(world);

    expect(screen.getByRole('alert').textContent).toContain('Questo mese è già chiuso.');
    expect(within(stateBox()).getByText('Mese chiuso')).toBeTruthy();
  });

  it("'Codici paghe' lists our codes and saves the whole table with the codes typed", async () => {
    const world = await renderMonthClose((w) => {
      w.http.on('PUT', MonthClosePaths.payrollCodes, ok(CODES));
    });

    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').map((row) => row.querySelector('th, td')?.textContent)).toEqual(['Codice', 'ORD', 'STR', 'FE']);
    expect(within(table).getByText('Ore ordinarie')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Codice paghe per ORD' }), { target: { value: ' 001 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Codice paghe per FE' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /Salva/ }));
    await settle(world);

    expect(world.http.last('PUT', MonthClosePaths.payrollCodes).body).toEqual([
      { code: 'ORD', payroll_code: '001' },
      { code: 'STR', payroll_code: '' },
      { code: 'FE', payroll_code: '' },
    ]);
    const section = screen.getByRole('region', { name: 'Codici paghe' });
    expect(within(section).getByText('Codici paghe salvati.')).toBeTruthy();
    expect(world.http.sent('GET', MonthClosePaths.payrollCodes)).toHaveLength(2);
  });
});

describe("'Chiusura mese' of one group", () => {
  it("reopens the closing in force, the month closed for everyone, from a group's view", async () => {
    const world = await renderMonthClose((w) => {
      w.http.on('GET', MonthClosePaths.status, (request) =>
        ok(openStatus({ gruppo_id: queryOf(request).gruppo_id ? 3 : null, closure: CLOSURE, blockers: [] })),
      );
      w.http.on('POST', MonthClosePaths.reopen, ok(CLOSURE));
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gruppo' }));
    await settle(world);
    fireEvent.click(await screen.findByTitle('Magazzino'));
    await settle(world);
    expect(within(stateBox()).getByText('(per tutti i dipendenti)')).toBeTruthy();

    fireEvent.click(within(stateBox()).getByRole('button', { name: /Riapri mese/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Riapri dicembre 2024' });
    fireEvent.change(within(dialog).getByLabelText(/Motivo della riapertura/), { target: { value: 'Correzione' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Riapri mese' }));
    await settle(world);

    expect(world.http.last('POST', MonthClosePaths.reopen).body).toEqual({ month: '2024-12', reason: 'Correzione' });
  });
});
