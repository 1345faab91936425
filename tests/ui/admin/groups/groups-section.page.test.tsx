/**
 * 'Gruppi' under the users table of 'Gestione Utenti' (docs/behaviour.md, "Admin panel"): the groups with their
 * member counts, the dialog's Italian duplicate-name error, and the refused delete's message.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, GROUP_IN_USE } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

async function openUsersTab(): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.users, ok({ count: 0, next: null, results: [] }));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino', member_count: 2 }, { id: 5, descrizione: 'Uffici', member_count: 1 }]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, next: null, results: [] }));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
  await settle(world);
  return world;
}

const groupsSection = () => screen.getByRole('region', { name: 'Gruppi' });
const row = (name: string) => within(groupsSection()).getByText(name).closest('tr') as HTMLElement;

describe("'Gestione Utenti': 'Gruppi'", () => {
  it('lists each group with how many users belong to it', async () => {
    await openUsersTab();
    within(row('Magazzino')).getByText('2 utenti');
    within(row('Uffici')).getByText('1 utente');
    within(row('Uffici')).getByRole('button', { name: 'Rinomina gruppo Uffici' });
  });

  it("shows a duplicate name under 'Nome gruppo' in Italian", async () => {
    const world = await openUsersTab();
    world.http.on('POST', ApiPaths.groups, status(400, { code: 'VALIDATION_ERROR', message: 'descrizione: A group with that name already exists', errors: { descrizione: ['A group with that name already exists'] }, field_codes: { descrizione: { code: 'NAME_TAKEN' } } }));
    fireEvent.click(within(groupsSection()).getByRole('button', { name: /Nuovo Gruppo/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Nuovo Gruppo' });
    fireEvent.change(within(dialog).getByLabelText(/Nome gruppo/), { target: { value: 'magazzino' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(within(dialog).getByRole('alert').textContent).toBe('Esiste già un gruppo con questo nome');
  });

  it('refuses to delete a group users belong to, saying how many', async () => {
    const world = await openUsersTab();
    world.http.on('DELETE', ApiPaths.group(3), status(409, { code: GROUP_IN_USE, message: 'Group in use: 2 users belong to it. Move them to another group first', member_count: 2 }));
    fireEvent.click(within(row('Magazzino')).getByRole('button', { name: 'Elimina gruppo Magazzino' }));
    await settle(world);
    const confirm = screen.getAllByText('Sei sicuro di voler eliminare questo gruppo?')[0]!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await settle(world);
    await within(groupsSection()).findByText('Impossibile eliminare il gruppo: 2 utenti vi appartengono. Assegnali prima a un altro gruppo.');
    within(groupsSection()).getByText('Magazzino');
  });
});
