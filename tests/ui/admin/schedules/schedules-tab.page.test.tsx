/**
 * 'Orari di lavoro' of the admin panel (docs/behaviour.md, "Work schedules"): the templates with their week and
 * assignments, and the editor's checks in Italian, under their fields, with what was typed kept after a refusal.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, SchedulePaths, type ScheduleTemplate, type ScheduleWeek } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { AdminStatsMother, LocationMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const OFFICE: ScheduleTemplate = {
  id: 4,
  name: 'Ufficio',
  versions: [
    {
      valid_from: null,
      intervals: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: 540, end: 780 },
        { weekday, start: 840, end: 1080 },
      ]),
      tolerance_minutes: 10,
      flex_earliest_start: null,
      flex_latest_start: null,
      overtime_block_minutes: 15,
    },
  ],
};

const working = (date: string) => ({ date, kind: 'working' as const, intervals: [{ start: 540, end: 1080 }], override: false, holiday_name: null, closure_name: null });
// The fake clock's today is Wednesday 15 January 2025: the week from Monday 13.
const WEEK: ScheduleWeek = {
  week_start: '2025-01-13',
  members: [
    {
      user_id: 7,
      full_name: 'Paolo Verdi',
      username: 'pverdi',
      days: [
        working('2025-01-13'),
        { ...working('2025-01-14'), intervals: [{ start: 1320, end: 360 }], override: true },
        { ...working('2025-01-15'), kind: 'rest', intervals: [], override: true },
        { ...working('2025-01-16'), kind: 'holiday', intervals: [], holiday_name: 'San Petronio' },
        { ...working('2025-01-17'), kind: 'closure', intervals: [], closure_name: 'Inventario' },
        { ...working('2025-01-18'), kind: 'rest', intervals: [] },
        { ...working('2025-01-19'), kind: 'unscheduled', intervals: [] },
      ],
    },
  ],
};

async function openSchedulesTab(): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino', member_count: 2 }]));
  world.http.on('GET', SchedulePaths.templates, ok([OFFICE]));
  world.http.on(
    'GET',
    SchedulePaths.assignments,
    ok([{ id: 1, template_id: 4, user_id: null, gruppo_id: 3, location_id: null, start_date: '2025-01-15', end_date: null, user_full_name: null, username: null, gruppo_name: 'Magazzino' }]),
  );
  world.http.on('GET', SchedulePaths.closures, ok([{ id: 6, name: 'Natale', start_date: '2025-12-24', end_date: '2025-12-26' }]));
  world.http.on('GET', SchedulePaths.patronDays, ok([{ location_id: 5, name: 'San Petronio', month: 10, day: 4 }]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 2, results: [LocationMother.create({ id: 5, name: 'Sede Bologna' }), LocationMother.create({ id: 8, name: 'Sede Roma' })] }));
  world.http.on('GET', SchedulePaths.week, ok(WEEK));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Orari di lavoro' }));
  await settle(world);
  return world;
}

const card = (name: string) => screen.getByRole('listitem', { name });

describe("'Orari di lavoro'", () => {
  it('lists each template with its week, rules and assignments, and the company closures', async () => {
    await openSchedulesTab();
    const office = card('Ufficio');
    within(office).getByText('Lun–Ven');
    within(office).getByText(/09:00–13:00, 14:00–18:00/);
    within(office).getByText('Tolleranza ingresso: 10 min');
    within(office).getByText('Straordinario minimo: 15 min');
    within(office).getByText(/Gruppo Magazzino/);
    within(office).getByText('dal 15/01/2025');
    within(office).getByRole('button', { name: "Termina oggi l'assegnazione: Gruppo Magazzino" });
    within(screen.getByRole('region', { name: 'Chiusure aziendali' })).getByText('dal 24/12/2025 al 26/12/2025');
  });

  it('the editor: every refused field says why under it, and nothing is sent', async () => {
    const world = await openSchedulesTab();
    fireEvent.click(screen.getByRole('button', { name: /Nuovo orario/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Nuovo orario' });
    within(dialog).getByText(/Un'ora di fine precedente all'inizio indica il giorno successivo/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(within(dialog).getByLabelText(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    within(dialog).getByText('Inserisci almeno un intervallo');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi intervallo a Lunedì' }));
    await settle(world);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lunedì, intervallo 1: inizio' }), { target: { value: '9' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lunedì, intervallo 1: fine' }), { target: { value: '13:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Tolleranza ingresso/), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    within(dialog).getByText('Inserisci un orario nel formato HH:MM');
    within(dialog).getByText('Inserisci un numero intero di minuti tra 0 e 240');
    expect(world.http.sent('POST', SchedulePaths.templates)).toHaveLength(0);
  });

  it("the editor: a refusal of the server in Italian under its field, everything typed kept", async () => {
    const world = await openSchedulesTab();
    fireEvent.click(screen.getByRole('button', { name: /Nuovo orario/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Nuovo orario' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi intervallo a Lunedì' }));
    await settle(world);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lunedì, intervallo 1: fine' }), { target: { value: '13:00' } });
    world.http.on('POST', SchedulePaths.templates, status(409, { code: 'TEMPLATE_NAME_TAKEN', message: '…', errors: { name: ['…'] }, field_codes: { name: { code: 'TEMPLATE_NAME_TAKEN' } } }));
    fireEvent.change(within(dialog).getByLabelText(/^Nome/), { target: { value: 'Ufficio' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Lunedì, intervallo 1: inizio' }), { target: { value: '09:00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Tolleranza ingresso/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    within(dialog).getByText('Esiste già un orario con questo nome');
    expect((within(dialog).getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Ufficio');
    expect((within(dialog).getByRole('textbox', { name: 'Lunedì, intervallo 1: fine' }) as HTMLInputElement).value).toBe('13:00');
  });

  it("'Turni della settimana': a group's week in a grid of its own, each day's cell opening 'Turno del giorno'", async () => {
    const world = await openSchedulesTab();
    const section = screen.getByRole('region', { name: 'Turni della settimana' });
    within(section).getByText('Scegli un gruppo per vederne i turni della settimana.');
    within(section).getByText('dal 13/01/2025 al 19/01/2025');
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Gruppo' }));
    await settle(world);
    fireEvent.click(screen.getByTitle('Magazzino'));
    await settle(world);
    expect(world.http.last('GET', SchedulePaths.week).path).toBe(`${SchedulePaths.week}?gruppo_id=3&week_start=2025-01-13`);

    const grid = within(section).getByRole('region', { name: 'Turni della settimana dal 13/01/2025 al 19/01/2025' });
    const columns = within(grid).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['Dipendente', 'Lun 13/01', 'Mar 14/01', 'Mer 15/01', 'Gio 16/01', 'Ven 17/01', 'Sab 18/01', 'Dom 19/01']);
    within(grid).getByRole('rowheader', { name: 'Paolo Verdi' });
    within(grid).getByRole('button', { name: 'Paolo Verdi, Lunedì 13/01/2025: 09:00–18:00' });
    within(grid).getByRole('button', { name: 'Paolo Verdi, Martedì 14/01/2025: 22:00–06:00 (turno del giorno)' });
    within(grid).getByRole('button', { name: 'Paolo Verdi, Mercoledì 15/01/2025: Riposo (turno del giorno)' });
    within(grid).getByRole('button', { name: 'Paolo Verdi, Giovedì 16/01/2025: San Petronio' });
    within(grid).getByRole('button', { name: 'Paolo Verdi, Venerdì 17/01/2025: Inventario' });
    within(grid).getByRole('button', { name: 'Paolo Verdi, Domenica 19/01/2025: Nessun orario' });
    expect(within(grid).getAllByText('Turno del giorno')).toHaveLength(2);

    fireEvent.click(within(section).getByRole('button', { name: 'Settimana successiva' }));
    await settle(world);
    expect(world.http.last('GET', SchedulePaths.week).path).toContain('week_start=2025-01-20');
    within(section).getByText('dal 20/01/2025 al 26/01/2025');
  });

  it("'Turno del giorno': a refusal in Italian under the intervals, the typing kept; 'Ripristina orario' on a day set by hand", async () => {
    const world = await openSchedulesTab();
    const section = screen.getByRole('region', { name: 'Turni della settimana' });
    fireEvent.mouseDown(within(section).getByRole('combobox', { name: 'Gruppo' }));
    await settle(world);
    fireEvent.click(screen.getByTitle('Magazzino'));
    await settle(world);

    fireEvent.click(within(section).getByRole('button', { name: 'Paolo Verdi, Lunedì 13/01/2025: 09:00–18:00' }));
    await settle(world);
    let dialog = screen.getByRole('dialog', { name: 'Turno del giorno' });
    within(dialog).getByText('Paolo Verdi, Lunedì 13/01/2025');
    expect(within(dialog).queryByRole('button', { name: /Ripristina orario/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi intervallo a Turno' }));
    await settle(world);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Turno, intervallo 2: inizio' }), { target: { value: '08:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Turno, intervallo 2: fine' }), { target: { value: '10:00' } });
    world.http.on(
      'PUT',
      SchedulePaths.override(7, '2025-01-13'),
      status(400, { code: 'INTERVALS_OVERLAP', message: '…', errors: { intervals: ['…'] }, field_codes: { intervals: { code: 'INTERVALS_OVERLAP' } } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    within(dialog).getByText(/Due intervalli si sovrappongono/);
    expect((within(dialog).getByRole('textbox', { name: 'Turno, intervallo 2: inizio' }) as HTMLInputElement).value).toBe('08:00');
    fireEvent.click(within(dialog).getByRole('button', { name: /Annulla/ }));
    await settle(world);

    fireEvent.click(within(section).getByRole('button', { name: /Mercoledì 15\/01\/2025: Riposo/ }));
    await settle(world);
    dialog = screen.getByRole('dialog', { name: 'Turno del giorno' });
    expect((within(dialog).getByRole('radio', { name: 'Riposo' }) as HTMLInputElement).checked).toBe(true);
    world.http.on('DELETE', SchedulePaths.override(7, '2025-01-15'), { status: 204 });
    fireEvent.click(within(dialog).getByRole('button', { name: /Ripristina orario/ }));
    await settle(world);
    expect(world.http.sent('DELETE', SchedulePaths.override(7, '2025-01-15'))).toHaveLength(1);
    screen.getByText('Orario ripristinato con successo!');
  });

  it("'Santi patroni': each place with its patron day, set from a dialog with day and month", async () => {
    const world = await openSchedulesTab();
    const section = screen.getByRole('region', { name: 'Santi patroni' });
    within(section).getByText('San Petronio, 4 ottobre');
    within(section).getByText('Nessun santo patrono');
    within(section).getByRole('button', { name: 'Modifica il santo patrono di Sede Bologna' });
    within(section).getByRole('button', { name: 'Elimina il santo patrono di Sede Bologna' });

    fireEvent.click(within(section).getByRole('button', { name: 'Imposta il santo patrono di Sede Roma' }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Santo patrono: Sede Roma' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(within(dialog).getByLabelText(/^Santo patrono/).getAttribute('aria-invalid')).toBe('true');
    expect(world.http.sent('PUT', SchedulePaths.patronDay(8))).toHaveLength(0);
  });
});
