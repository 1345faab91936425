/**
 * 'Orari di lavoro' of the admin panel (docs/behaviour.md, "Work schedules"): the templates with their week and
 * assignments, and the editor's checks in Italian, under their fields, with what was typed kept after a refusal.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, SchedulePaths, type ScheduleTemplate } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(120000);

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

async function openSchedulesTab(): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino', member_count: 2 }]));
  world.http.on('GET', SchedulePaths.templates, ok([OFFICE]));
  world.http.on('GET', SchedulePaths.assignments, ok([{ id: 1, template_id: 4, user_id: null, gruppo_id: 3, location_id: null, start_date: '2025-01-15', end_date: null }]));
  world.http.on('GET', SchedulePaths.closures, ok([{ id: 6, name: 'Natale', start_date: '2025-12-24', end_date: '2025-12-26' }]));
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
});
