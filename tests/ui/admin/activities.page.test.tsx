/**
 * 'Attività Sistema' rendered over the real container with fake edges (docs/behaviour.md, "Admin activities"); its
 * 'Modifica Data/Ora' dialog is activities/admin-edit-punch-dialog.test.tsx.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { queryOf } from '../../fakes';
import { ActivityMother, UserMother } from '../../mothers';
import { openActivities, rowOf } from './activities/activities-world';
import { currentPath, settle } from './render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from './admin-test-timeout';

// antd's Table and Modal render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const rows = [
  ActivityMother.create({ id: 1, has_location_anomaly: true, anomaly_note: 'GPS impreciso in magazzino', accuracy: 35.4 }),
  ActivityMother.create({ id: 2, location: 'Unknown', location_id: null, distance_from_location: null, accuracy: null }),
  ActivityMother.create({ id: 3, user: 'lverdi', user_full_name: 'Luca Verdi', entry_type: 'OUT', action: 'Check-out', original_timestamp: '2025-01-15T08:00:00.000Z' }),
];

describe('activities page', () => {
  it('denies a non-administrator, with the panel\'s way back to the dashboard', async () => {
    const world = await openActivities(rows, UserMother.employee());
    expect(screen.getByRole('alert').textContent).toContain('Accesso negato. Questa sezione è riservata agli amministratori.');
    expect(world.http.sent('GET', ApiPaths.adminActivities)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Torna alla Dashboard' }));
    expect(currentPath()).toBe('/dashboard');
  });

  it("lets a manager in (their panel's way back); no 'Modifica' on their own punch, only on their people's", async () => {
    // The manager is user 7 (mario.rossi); row 3 is Luca Verdi's (user 8).
    const manager = UserMother.employee({ id: 7, managed_groups: [{ id: 3, descrizione: 'Magazzino' }] });
    await openActivities([rows[0]!, { ...rows[2]!, user_id: 8 }], manager);
    expect(screen.getByRole('heading', { name: 'Attività Sistema' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Torna al Pannello Responsabile/ })).toBeTruthy();
    expect(within(rowOf(1)).queryByRole('button', { name: /^Modifica data\/ora/ })).toBeNull();
    expect(within(rowOf(1)).getByRole('button', { name: /^Storico correzioni/ })).toBeTruthy();
    expect(within(rowOf(3)).getByRole('button', { name: /^Modifica data\/ora della timbratura di Luca Verdi/ })).toBeTruthy();
  });

  it('shows the counts, the columns and the anomaly chip of each row', async () => {
    await openActivities(rows);
    expect(screen.getByRole('heading', { name: 'Attività Sistema' })).toBeTruthy();
    expect(screen.getByText('Mostrando 3 di 13 attività')).toBeTruthy();
    expect(screen.getByText('Pagina 1 di 2')).toBeTruthy();
    for (const title of ['Utente', 'Tipo', 'Location', 'Data/Ora', 'Note', 'Anomalia GPS', 'Distanza (m)', 'Precisione (m)', 'Azioni']) {
      expect(screen.getAllByRole('columnheader').some((header) => header.textContent?.includes(title))).toBe(true);
    }

    expect(within(rowOf(1)).getByText('Anomalia')).toBeTruthy();
    expect(within(rowOf(1)).getByText('@mario.rossi')).toBeTruthy();
    expect(within(rowOf(1)).getByText('35')).toBeTruthy();
    expect(within(rowOf(2)).getByText('Fuori Sede')).toBeTruthy();
    expect(within(rowOf(2)).getAllByText('-')).toHaveLength(3); // no notes, no distance, no accuracy
    expect(within(rowOf(3)).getByText('Normale')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Check-out')).toBeTruthy();
    expect(within(rowOf(3)).getByText('Corretta')).toBeTruthy();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const world = await openActivities(rows);
    fireEvent.click(screen.getAllByRole('columnheader').find((header) => header.textContent?.includes('Location'))!);
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities)).ordering).toBe('location__name');
  });

  it('opens the notes dialog and closes it with "Chiudi"', async () => {
    const world = await openActivities(rows);
    fireEvent.click(within(rowOf(1)).getByRole('button', { name: /^Note di Mario Rossi/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog', { name: 'Note' });
    expect(within(dialog).getByText('GPS impreciso in magazzino')).toBeTruthy();
    expect(within(dialog).getByText('Sede Milano')).toBeTruthy();
    // The footer's 'Chiudi' (the corner × is named 'Chiudi' too by antd's Italian locale).
    const footer = dialog.querySelector('.ant-modal-footer') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: 'Chiudi' }));
    await settle(world);
    expect(screen.queryByRole('dialog', { name: 'Note' })).toBeNull();
  });

  it('filters by user as "full name (username)" and goes back to the panel', async () => {
    const world = await openActivities(rows);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra filtri' }));
    await settle(world);
    expect(screen.getByLabelText('Data inizio')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('Utente', { selector: 'input' }));
    await settle(world);
    fireEvent.click(await screen.findByText('Mario Rossi (mario.rossi)'));
    fireEvent.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities)).user_id).toBe('7');

    fireEvent.click(screen.getByRole('button', { name: 'Torna al Pannello Amministratore' }));
    await settle(world); // the move is a transition: the address changes once the panel's chunk is there
    expect(currentPath()).toBe('/dashboard_admin');
  });
});
