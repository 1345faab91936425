/**
 * 'Assenze' › 'Calendario assenze', 'Causali' and 'Saldi' (docs/behaviour.md, "Absences in the admin panel"): the
 * month's grid with its codes, the types' table and dialog, an employee's balances and their edit.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { AbsencePaths, type AbsenceCalendar } from '../../../../src/core/contract';
import { ok, queryOf, status } from '../../../fakes';
import type { AdminWorld } from '../admin-world';
import { settle } from '../render-admin';
import { AbsenceBalanceMother, AbsenceCalendarMother, AbsenceTypeMother } from '../../../mothers';
import { chooseOption, openPanel, openTab } from './absences-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal, Select and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

// The fake clock's today is 15/01/2025: the calendar opens on January 2025.
const JANUARY: AbsenceCalendar = {
  month: '2025-01',
  // Sundays of January 2025, and New Year's Day and the Epiphany.
  days: AbsenceCalendarMother.days('2025-01', 31, [1, 5, 6, 12, 19, 26]),
  employees: [
    AbsenceCalendarMother.mario([
      AbsenceCalendarMother.cell('2025-01-13', 'FE', 31),
      AbsenceCalendarMother.cell('2025-01-14', 'FE', 31),
      AbsenceCalendarMother.cell('2025-01-20', 'ROL', 32, { status: 'pending', partial: true }),
    ]),
    { user_id: 8, username: 'anna.bianchi', full_name: 'Anna Bianchi', cells: [] },
  ],
};

async function showSection(world: AdminWorld, tab: HTMLElement, name: string): Promise<void> {
  fireEvent.click(within(tab).getByRole('radio', { name }));
  await settle(world);
}

describe("'Assenze' › 'Calendario assenze'", () => {
  it("draws the month: a row per employee, a column per day, the codes on the days away, pending ones told apart, and a legend", async () => {
    const world = await openPanel([]);
    world.http.on('GET', AbsencePaths.calendar, ok(JANUARY));
    const tab = await openTab(world);
    await showSection(world, tab, 'Calendario assenze');
    expect(queryOf(world.http.last('GET', AbsencePaths.calendar))).toEqual({ month: '2025-01' });
    within(tab).getByText('gennaio 2025');

    const grid = within(tab).getByRole('region', { name: 'Assenze di gennaio 2025' });
    const columns = within(grid).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['Dipendente', ...Array.from({ length: 31 }, (_, index) => String(index + 1))]);
    const mario = within(grid).getByRole('rowheader', { name: 'Mario Rossi' }).closest('tr')!;
    const cells = within(mario).getAllByRole('cell');
    expect(cells).toHaveLength(31);
    expect(cells[12]!.textContent).toBe('FE');
    expect(cells[13]!.textContent).toBe('FE');
    expect(cells[12]!.getAttribute('title')).toBe('FE (Ferie)');
    expect(cells[15]!.textContent).toBe('');
    // The pending permesso: outlined and striped, its tooltip and its words say 'in attesa'.
    expect(cells[19]!.textContent).toBe('ROL In attesa');
    expect(cells[19]!.getAttribute('title')).toBe('ROL (Permesso ROL), in attesa');
    expect(cells[19]!.className).toContain('absences__cell--pending');
    expect(cells[12]!.className).not.toContain('absences__cell--pending');
    // Sundays and holidays shaded.
    expect(cells[4]!.className).toContain('absences__festive');
    expect(cells[5]!.className).toContain('absences__festive');
    expect(cells[6]!.className).not.toContain('absences__festive');
    within(grid).getByRole('rowheader', { name: 'Anna Bianchi' });
    within(tab).getByText('Legenda');
    within(tab).getByText('Ferie');
    within(tab).getByText('Permesso ROL');
    within(tab).getByText('In attesa di approvazione');

    world.http.on('GET', AbsencePaths.calendar, ok({ ...JANUARY, month: '2025-02', days: JANUARY.days.slice(0, 28).map((day) => ({ ...day, date: day.date.replace('-01-', '-02-') })), employees: [] }));
    fireEvent.click(within(tab).getByRole('button', { name: 'Mese successivo' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', AbsencePaths.calendar))).toEqual({ month: '2025-02' });
    within(tab).getByText('febbraio 2025');
    within(tab).getByText('Nessun dipendente da mostrare');

    await chooseOption(world, within(tab).getByRole('combobox', { name: 'Gruppo' }), 'Magazzino');
    expect(queryOf(world.http.last('GET', AbsencePaths.calendar))).toEqual({ month: '2025-02', gruppo_id: '3' });
  });
});

describe("'Assenze' › 'Causali'", () => {
  it('lists the types with their settings; a code taken shows under Codice with the typing kept, then the type is created', async () => {
    const world = await openPanel([]);
    const tab = await openTab(world);
    await showSection(world, tab, 'Causali');
    const table = within(tab).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Codice', 'Nome', 'Unità', 'Retribuita', 'Conta come lavoro', 'Scala dal saldo', 'Certificato', 'Lavoro agile', 'Attiva', 'Azioni']);
    const smart = within(table).getByText('Lavoro agile', { selector: 'td' }).closest('tr')!;
    expect(within(smart).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 9)).toEqual(['LA', 'Lavoro agile', 'Giorni', 'Sì', 'Sì', 'No', 'No', 'Sì', 'Sì']);
    const rol = within(table).getByText('Permesso ROL').closest('tr')!;
    expect(within(rol).getAllByRole('cell')[2]!.textContent).toBe('Ore');

    fireEvent.click(within(tab).getByRole('button', { name: 'Nuova causale' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Nuova causale' });
    const code = within(dialog).getByRole('textbox', { name: /^Codice/ }) as HTMLInputElement;
    const name = within(dialog).getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'fe' } });
    expect(code.value).toBe('FE');
    fireEvent.change(name, { target: { value: 'Ferie solidali' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Scala dal saldo' }));
    world.http.on(
      'POST',
      AbsencePaths.adminTypes,
      status(400, {
        code: 'VALIDATION_ERROR',
        message: 'code: An absence type with that code already exists',
        errors: { code: ['An absence type with that code already exists'] },
        field_codes: { code: { code: 'CODE_TAKEN' } },
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(document.getElementById(code.getAttribute('aria-describedby')!)!.textContent).toBe('Esiste già una causale con questo codice.');
    expect(code.value).toBe('FE');
    expect(name.value).toBe('Ferie solidali');

    world.http.on('POST', AbsencePaths.adminTypes, ok({ ...AbsenceTypeMother.ferie, id: 20, code: 'FS', name: 'Ferie solidali' }));
    fireEvent.change(code, { target: { value: 'FS' } });
    expect(code.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(world.http.last('POST', AbsencePaths.adminTypes).body).toEqual({
      code: 'FS',
      name: 'Ferie solidali',
      unit: 'days',
      is_paid: true,
      counts_as_work: false,
      uses_balance: true,
      requires_certificate: false,
      is_remote: false,
      is_active: true,
    });
    within(tab).getByText('Causale creata con successo!');
  });
});

describe("'Assenze' › 'Saldi'", () => {
  it("shows an employee's balances of the year and sets the entitlement and the carry-over", async () => {
    const world = await openPanel([]);
    const tab = await openTab(world);
    await showSection(world, tab, 'Saldi');
    within(tab).getByText('Scegli un dipendente per vederne i saldi.');

    const ferie = AbsenceBalanceMother.create({ year: 2025 });
    world.http.on('GET', AbsencePaths.userBalances(7), ok({ user_id: 7, year: 2025, balances: [ferie] }));
    await chooseOption(world, within(tab).getByRole('combobox', { name: 'Dipendente' }), 'Mario Rossi (mario.rossi)');
    expect(queryOf(world.http.last('GET', AbsencePaths.userBalances(7)))).toEqual({ year: '2025' });
    const table = within(tab).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Causale', 'Spettanza annua', 'Riporto anno precedente', 'Maturato', 'Goduto', 'Pianificato', 'In attesa', 'Residuo', 'Azioni']);
    const row = within(table).getByText('FE – Ferie').closest('tr')!;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 8)).toEqual([
      'FE – Ferie',
      '26 gg',
      '3 gg (calcolato)',
      '23,83 gg',
      '10 gg',
      '2 gg',
      '1 g',
      '14,83 gg',
    ]);

    fireEvent.click(within(row).getByRole('button', { name: 'Modifica il saldo Ferie' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Saldo Ferie 2025' });
    const entitlement = within(dialog).getByRole('textbox', { name: /^Spettanza annua \(giorni\)/ }) as HTMLInputElement;
    const carryOver = within(dialog).getByRole('textbox', { name: /^Riporto anno precedente \(giorni\)/ }) as HTMLInputElement;
    expect(entitlement.value).toBe('26');
    expect(carryOver.value).toBe('');
    fireEvent.change(entitlement, { target: { value: 'ventotto' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(document.getElementById(entitlement.getAttribute('aria-describedby')!)!.textContent).toBe('Inserisci un valore numerico');
    expect(world.http.sent('PUT', AbsencePaths.userBalances(7))).toHaveLength(0);

    world.http.on('PUT', AbsencePaths.userBalances(7), ok({ user_id: 7, year: 2025, balances: [ferie] }));
    world.http.on('GET', AbsencePaths.userBalances(7), ok({ user_id: 7, year: 2025, balances: [{ ...ferie, yearly_entitlement: 28, carry_over: 2.5, carry_over_entered: true }] }));
    fireEvent.change(entitlement, { target: { value: '28' } });
    fireEvent.change(carryOver, { target: { value: '2,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(world.http.last('PUT', AbsencePaths.userBalances(7)).body).toEqual({ absence_type_id: 1, year: 2025, yearly_entitlement: 28, carry_over: 2.5 });
    within(tab).getByText('Saldo aggiornato con successo!');
    const updated = within(within(tab).getByRole('table')).getByText('FE – Ferie').closest('tr')!;
    expect(within(updated).getAllByRole('cell')[2]!.textContent).toBe('2,5 gg');
  });
});
