/**
 * 'Esporta dati' in the user dialog of 'Gestione Utenti' (docs/behaviour.md, "My data"): editing a user, the
 * administrator downloads that user's data from the administrators' path, named after the user; a new user has none.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { ok } from '../../../fakes';
import { AdminStatsMother, UserMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const CSV = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Timbrature\r\n')]);

function usersWorld(): AdminWorld {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.users, ok({ count: 1, results: [UserMother.create({ id: 7, username: 'luigi.verdi' })] }));
  world.http.on('GET', ApiPaths.groups, ok([]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, results: [] }));
  world.http.on('GET', ApiPaths.passwordPolicy, ok({ min_length: 8 }));
  world.http.on('GET', ApiPaths.adminUserDataExport(7), ok(CSV));
  return world;
}

async function openUsersTab(world: AdminWorld): Promise<void> {
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
  await settle(world);
}

describe("the user dialog's 'Esporta dati'", () => {
  it("editing a user, 'Scarica CSV' saves that user's data as the server wrote it", async () => {
    const world = usersWorld();
    await openUsersTab(world);
    fireEvent.click(screen.getByRole('button', { name: 'Modifica utente luigi.verdi' }));
    await settle(world);
    const dialog = within(screen.getByRole('dialog'));

    expect(dialog.getByRole('heading', { name: 'Esporta dati' })).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Scarica CSV' }));
    await settle(world);

    expect(world.http.last('GET', ApiPaths.adminUserDataExport(7))).toMatchObject({
      path: `${ApiPaths.adminUserDataExport(7)}?format=csv`,
      responseType: 'bytes',
    });
    expect(world.downloads.files).toEqual([{ fileName: 'i-miei-dati-luigi.verdi-2025-01-15.csv', content: CSV, mimeType: 'text/csv;charset=utf-8' }]);
    expect(dialog.getByRole('status').textContent).toBe('File scaricato.');
  });

  it('a new user has nothing to export', async () => {
    const world = usersWorld();
    await openUsersTab(world);
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Utente' }));
    await settle(world);

    expect(within(screen.getByRole('dialog')).queryByRole('heading', { name: 'Esporta dati' })).toBeNull();
  });
});
