/**
 * The admin panel rendered over the real container with fake edges: its texts and flows (docs/behaviour.md, "Admin
 * panel").
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { AbsencePaths, ApiPaths, TeamPaths } from '../../../src/core/contract';
import { ok } from '../../fakes';
import { AdminStatsMother, LocationMother, UserMother } from '../../mothers';
import { adminWorld, type AdminWorld } from './admin-world';
import { currentPath, renderAdmin, settle } from './render-admin';
import { expectTexts } from '../app/render-in-app';
import { ADMIN_TEST_TIMEOUT_MS } from './admin-test-timeout';

jest.mock('../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

function panelWorld(profile = UserMother.admin()): AdminWorld {
  const world = adminWorld(profile);
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 1, unread: 1, results: [
    { id: 1, kind: 'DEVICE_CHANGED', message: 'mario.rossi ha associato un nuovo dispositivo', user_id: 7, username: 'mario.rossi', created_at: '2025-01-15T08:00:00Z', read: false },
  ] }));
  world.http.on('POST', ApiPaths.adminNotificationsRead, { status: 204 });
  world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
  world.http.on(
    'GET',
    ApiPaths.users,
    ok({
      count: 2,
      results: [
        UserMother.create({ is_admin: true, gruppo: { id: 3, descrizione: 'Magazzino' } }),
        UserMother.create({ id: 8, username: 'lverdi', full_name: 'Luca Verdi', two_factor_enabled: false, can_access_all_locations: false, authorized_locations: [1, 2] }),
      ],
    }),
  );
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino' }]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [LocationMother.create({ address: '' })] }));
  return world;
}

async function openPanel(world: AdminWorld) {
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
}

/** Opens the panel, then its tab `name`; resolves with the tab's panel. */
async function openTab(world: AdminWorld, name: 'Gestione Utenti' | 'Gestione Location'): Promise<HTMLElement> {
  await openPanel(world);
  fireEvent.click(screen.getByRole('tab', { name }));
  await settle(world);
  return screen.getByRole('tabpanel', { name });
}

describe('admin panel page', () => {
  it('tells a non-administrator that access is denied', async () => {
    const world = panelWorld(UserMother.employee());
    await openPanel(world);
    expect(screen.getByRole('alert').textContent).toContain('Accesso negato. Questa sezione è riservata agli amministratori.');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(world.http.sent('GET', ApiPaths.adminStats)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Torna alla Dashboard' }));
    expect(currentPath()).toBe('/dashboard');
  });

  it('waits 1 s, then shows the statistics cards, recent activities and notifications', async () => {
    const world = panelWorld();
    await world.signIn();
    await renderAdmin(world, '/dashboard_admin');
    await settle(world, 999);
    expect(screen.queryByRole('heading', { name: 'Pannello Amministratore' })).toBeNull();
    await settle(world, 1);

    expect(screen.getByRole('heading', { name: 'Pannello Amministratore' })).toBeTruthy();
    // The unread device-change notification also shows as a badge on the Statistiche tab's label.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Statistiche1 1 notifica non letta', 'Presenti ora', 'Gestione Utenti', 'Gestione Location', 'Report Presenze', 'Richieste di correzione', 'Assenze', 'Orari di lavoro', 'Chiusura mese', 'Promemoria']);
    expect(screen.getByRole('tab', { name: 'Statistiche 1 notifica non letta' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Statistiche Sistema' })).toBeTruthy();
    expectTexts('Utenti Totali', '10 utenti attivi', '2 attive', 'Check-in Oggi', '5 utenti dentro', 'Check-out Oggi', 'Completati');
    const recent = screen.getByRole('heading', { name: 'Attività Recenti' }).closest('.ant-card') as HTMLElement;
    expect(within(recent).getByText('mario.rossi')).toBeTruthy();
    expect(within(recent).getByText('Sede Milano')).toBeTruthy();
    expect(within(recent).getByRole('link', { name: 'Vedi tutte' }).getAttribute('href')).toBe('/dashboard_admin/activities');

    expect(screen.getByText('1 non lette')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Segna come letta' }));
    await settle(world);
    expect(screen.getByText('0 non lette')).toBeTruthy();
    expect(world.http.last('POST', ApiPaths.adminNotificationsRead).body).toEqual({ ids: [1] });
    expect(screen.getAllByRole('tab')[0]!.textContent).toBe('Statistiche');
  });

  it("gives a manager 'Pannello Responsabile': their five tabs, the notifications without statistics, 'Assenze' without the administrators' parts", async () => {
    const world = panelWorld(UserMother.employee({ managed_groups: [{ id: 3, descrizione: 'Magazzino' }] }));
    world.http.on('GET', TeamPaths.presence, ok({ generated_at: '2025-01-15T08:00:00Z', total: 0, places: [] }));
    world.http.on('GET', ApiPaths.adminCorrectionRequests, ok({ count: 0, pending: 0, results: [] }));
    world.http.on('GET', ApiPaths.adminUsers, ok([]));
    world.http.on('GET', AbsencePaths.admin, ok({ count: 0, pending: 0, results: [] }));
    await openPanel(world);

    expect(screen.getByRole('heading', { name: 'Pannello Responsabile' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Presenti ora',
      'Notifiche1 1 notifica non letta',
      'Report Presenze',
      'Richieste di correzione',
      'Assenze',
    ]);
    expect(screen.getByRole('tab', { name: 'Presenti ora' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: /^Notifiche/ }));
    await settle(world);
    const notifications = screen.getByRole('tabpanel', { name: /^Notifiche/ });
    expect(within(notifications).getByText('mario.rossi ha associato un nuovo dispositivo')).toBeTruthy();
    expect(within(notifications).queryByText('Statistiche Sistema')).toBeNull();
    expect(world.http.sent('GET', ApiPaths.adminStats)).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Assenze' }));
    await settle(world);
    const absences = screen.getByRole('tabpanel', { name: 'Assenze' });
    expect(within(absences).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(
      expect.arrayContaining(['Richieste', 'Calendario assenze']),
    );
    expect(within(absences).queryByText('Causali')).toBeNull();
    expect(within(absences).queryByText('Saldi')).toBeNull();
    expect(within(absences).queryByRole('button', { name: 'Inserisci assenza' })).toBeNull();
    // The administrators' list of types is not asked for.
    expect(world.http.sent('GET', AbsencePaths.adminTypes)).toHaveLength(0);
  });

  it('keeps the unread badge on the Statistiche tab while another tab is open', async () => {
    const world = panelWorld();
    await openTab(world, 'Gestione Utenti');
    expect(screen.getByRole('tab', { name: 'Statistiche 1 notifica non letta' })).toBeTruthy();
    expect(world.http.sent('GET', ApiPaths.adminNotifications)).toHaveLength(1);
  });

  it('lists users with their columns and shows the validation messages of an empty new-user form', async () => {
    const world = panelWorld();
    const panel = await openTab(world, 'Gestione Utenti');
    const row = within(panel).getByText('mario.rossi').closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Amministratore' })).toBeTruthy();
    expect(within(row).getByText('Magazzino')).toBeTruthy();
    expect(within(row).getByText('Admin')).toBeTruthy();
    expect(within(row).getByText('Attivo')).toBeTruthy();
    expect(within(row).getByText('Tutte le sedi')).toBeTruthy();
    const other = within(panel).getByText('lverdi').closest('tr') as HTMLElement;
    expect(within(other).getByText('Luca Verdi')).toBeTruthy();
    expect(within(other).getByText('Nessun gruppo')).toBeTruthy();
    expect(within(other).getByText('Utente')).toBeTruthy();
    expect(within(other).getByText('Disattivo')).toBeTruthy();
    expect(within(other).getByText('2 sedi')).toBeTruthy();
    expect(within(other).queryByRole('img', { name: 'Amministratore' })).toBeNull();

    // 'Aggiorna Lista' reloads the dialog's groups and locations too (a place created meanwhile must be offered).
    const optionLoads = world.http.sent('GET', ApiPaths.locations).length;
    fireEvent.click(within(panel).getByRole('button', { name: /Aggiorna Lista/ }));
    await settle(world);
    expect(world.http.sent('GET', ApiPaths.locations).length).toBe(optionLoads + 1);

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Utente' }));
    await settle(world);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Nuovo Utente')).toBeTruthy();
    expect((within(dialog).getByRole('switch', { name: 'Accesso a tutte le sedi' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
    expect((within(dialog).getByRole('switch', { name: 'Autenticazione a due fattori' }) as HTMLElement).getAttribute('aria-checked')).toBe('true');
    expect((within(dialog).getByRole('switch', { name: 'Amministratore' }) as HTMLElement).getAttribute('aria-checked')).toBe('false');
    expect(within(dialog).getByText(/Se attivo, l'utente dovrà confermare manualmente il cambio di dispositivo/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(3);
    expect(within(dialog).getByText('La password è obbligatoria per nuovi utenti')).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByLabelText(/^Conferma Password/), { target: { value: 'abd' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(within(dialog).getByText('La password deve essere di almeno 6 caratteri')).toBeTruthy();
    expect(within(dialog).getByText('Le password non corrispondono')).toBeTruthy();
  });

  it('deletes a user only after confirmation', async () => {
    const world = panelWorld();
    await openTab(world, 'Gestione Utenti');
    fireEvent.click(screen.getByRole('button', { name: 'Elimina utente mario.rossi' }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: 'Sei sicuro di voler eliminare questo utente?' });
    expect(world.http.sent('DELETE', ApiPaths.user(7))).toHaveLength(0);

    world.http.on('DELETE', ApiPaths.user(7), { status: 204 });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await settle(world);
    expect(world.http.sent('DELETE', ApiPaths.user(7))).toHaveLength(1);
    expect(screen.getByText('Utente eliminato con successo!')).toBeTruthy();
  });

  it('lists locations (N/A address, state in words) and opens the dialog with its two tabs', async () => {
    const world = panelWorld();
    const panel = await openTab(world, 'Gestione Location');
    const row = within(panel).getByText('Sede Milano').closest('tr') as HTMLElement;
    expect(within(row).getByText('N/A')).toBeTruthy();
    expect(within(row).getByText('45.464200, 9.190000')).toBeTruthy();
    expect(within(row).getByText('50')).toBeTruthy();
    expect(within(row).getByText('Attiva')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi Location' }));
    await settle(world);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Dati Manuali' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Mappa OpenStreetMap' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Raggio Tolleranza/) as HTMLInputElement).value).toBe('50');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await settle(world);
    expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(3);
    expect(world.http.sent('POST', ApiPaths.locations)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Mappa OpenStreetMap' }));
    await settle(world);
    expect(await within(dialog).findByRole('region', { name: 'Mappa per scegliere la posizione della location' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Usa la mia posizione/ })).toBeTruthy();
    expect(within(dialog).getAllByText('Nessuna posizione selezionata')).toHaveLength(2);
  });
});
