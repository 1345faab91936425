/**
 * Both dashboards rendered over the real container with fake edges: their texts and flows (docs/behaviour.md,
 * "Employee dashboard").
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { NearbyLocationMother, PunchAnswerMother, RefusalMother, StatusMother } from '../../mothers';
import { employeeWorld, locatedEmployeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';
import { expectTexts } from '../app/render-in-app';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Modal and Drawer render slowly under jsdom on this machine.
jest.setTimeout(30000);

const anomalyRefusal = RefusalMother.noLocationInRange({ id: 9, name: 'Magazzino Tiburtina', distance: 640 });

async function settle(world: { clock: { advance(ms: number): Promise<void> } }, ms = 0) {
  await act(() => world.clock.advance(ms));
}

/** Signs the world's employee in, renders /dashboard and lets `ms` of virtual time pass. */
async function openDashboard(world: ReturnType<typeof employeeWorld>, ms = 0) {
  await world.signIn();
  await renderEmployeeScreen(world, '/dashboard');
  await settle(world, ms);
}

describe('mobile dashboard', () => {
  it('shows the status card, the position with 6 decimals, the helper line and Check In when ready', async () => {
    const world = locatedEmployeeWorld();
    world.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 1, locations: [NearbyLocationMother.inTolerance()] }));
    await openDashboard(world, 2000);

    expect(screen.getByRole('heading', { name: 'Timbrature' })).toBeTruthy();
    expectTexts('Mario Rossi', 'Fuori Servizio', 'Posizione acquisita', 'Lat 45.464250, Lng 9.190120', 'Sistema pronto');
    expect(screen.getByRole('button', { name: /Check In/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Check Out/ })).toBeNull();
    const places = screen.getByRole('heading', { name: 'Sedi Disponibili' }).closest('section') as HTMLElement;
    expect(within(places).getByText('Sede Milano')).toBeTruthy();
    expect(within(places).getByText('12 m')).toBeTruthy();
    expect(within(places).getByText('Disponibile')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull(); // not an administrator
  });

  it('says what is missing while there is no position, and shows no punch button', async () => {
    const world = employeeWorld();
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
    await openDashboard(world);

    expectTexts('In Servizio', 'Posizione non disponibile', 'Attendi la localizzazione GPS');
    expect(screen.queryByRole('button', { name: /Check (In|Out)/ })).toBeNull();
  });

  it('checks in through the anomaly dialog, which requires the note', async () => {
    const world = locatedEmployeeWorld();
    // The confirmed check-in's answer is held until the test releases it.
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.checkIn, anomalyRefusal, () => answer.promise);
    await openDashboard(world, 2000);

    fireEvent.click(screen.getByRole('button', { name: /Check In/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('⚠️ Check-in con Anomalia GPS')).toBeTruthy();
    expect(within(dialog).getByText('Posizione GPS non coincide con nessuna sede abilitata')).toBeTruthy();
    const nearest = within(dialog).getByRole('radio', { name: /Magazzino Tiburtina \(640 m\)/ }) as HTMLInputElement;
    expect(nearest.checked).toBe(true);
    expect(within(dialog).getByText('Consigliata')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Fuori sede / Lavoro da remoto' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma Check-in' }));
    await settle(world);
    expect(within(dialog).getByText('Nota obbligatoria per check-in fuori dalla sede autorizzata')).toBeTruthy();
    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(1);

    fireEvent.change(within(dialog).getByLabelText('Nota anomalia GPS *'), { target: { value: 'Riunione dal cliente' } });
    expect(within(dialog).queryByText('Nota obbligatoria per check-in fuori dalla sede autorizzata')).toBeNull(); // typing clears it
    fireEvent.click(within(dialog).getByRole('button', { name: 'Conferma Check-in' }));
    await settle(world);
    expect(within(dialog).getByRole('button', { name: /Registrando\.\.\./ })).toBeTruthy();
    // The answer carries the status: 'In Servizio' shows with it, no wait and no status read after it.
    const statusReads = world.http.sent('GET', ApiPaths.status).length;
    answer.resolve(ok(PunchAnswerMother.checkIn({ location_id: 9, location_name: 'Magazzino Tiburtina', has_location_anomaly: true })));
    await settle(world);

    expect(world.http.last('POST', ApiPaths.checkIn).body).toMatchObject({ location_id: 9, force_anomaly: true, anomaly_note: 'Riunione dal cliente' });
    expect(screen.getByText('Check-in effettuato con successo')).toBeTruthy();
    expect(screen.getByText('In Servizio')).toBeTruthy();
    expect(screen.getByText('Presso Magazzino Tiburtina')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Check Out/ })).toBeTruthy();
    expect(world.http.sent('GET', ApiPaths.status)).toHaveLength(statusReads);
  });

  it('opens the side drawer from Profilo with name, employee ID and the admin entry only for admins', async () => {
    const world = employeeWorld();
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
    await openDashboard(world);

    fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
    const drawer = await screen.findByRole('dialog'); // the drawer's chunk loads when it first opens
    expect(within(drawer).getByText('ID Dipendente: EMP-007')).toBeTruthy();
    for (const item of ['Home', 'Storico Timbrature', 'Aggiorna Posizione', 'Aggiorna Stato', 'Guida Utente', 'Logout']) {
      expect(within(drawer).getByRole('button', { name: item })).toBeTruthy();
    }
    expect(within(drawer).queryByRole('button', { name: 'Pannello Admin' })).toBeNull();
  });
});

describe('desktop dashboard', () => {
  it('greets the user and shows the four cards', async () => {
    const world = locatedEmployeeWorld(StatusMother.checkedIn());
    world.environment.useDesktop();
    await openDashboard(world, 1000);

    expect(screen.getByRole('heading', { name: 'Benvenuto, Mario!' })).toBeTruthy();
    expect(screen.getByText('ID Dipendente: EMP-007')).toBeTruthy();
    for (const title of ['Stato Attuale', 'Posizione', 'Luoghi Nelle Vicinanze', 'Ultime Timbrature']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expectTexts('GPS Attivo', 'Precisione: 8 m', 'Nessun luogo di lavoro nelle vicinanze', '15/01/2025');
    expect(screen.getByRole('button', { name: /Check-out/ })).toBeTruthy();
  });

  it('asks which place when two are within tolerance', async () => {
    const world = locatedEmployeeWorld();
    world.environment.useDesktop();
    const two = [NearbyLocationMother.inTolerance(), NearbyLocationMother.inTolerance({ id: 2, name: 'Sede Prati', distance: 30 })];
    world.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 2, locations: two }));
    world.http.on('GET', ApiPaths.authorizedLocations, ok({ locations: two }));
    world.http.on('POST', ApiPaths.checkIn, ok({ id: 1 }));
    await openDashboard(world, 1000);

    fireEvent.click(screen.getByRole('button', { name: /^Check-in$/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Seleziona Sede per Check-in')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Sede Milano/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Sede Prati/ })).toBeTruthy();
    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);

    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
    fireEvent.click(within(dialog).getByRole('button', { name: /Sede Prati/ }));
    await settle(world, 750);
    expect(world.http.last('POST', ApiPaths.checkIn).body).toMatchObject({ location_id: 2 });
    expect(screen.getByText('Check-in effettuato con successo')).toBeTruthy();
  });

  it('shows the check-out anomaly dialog with the default text and keeps the offline banner', async () => {
    const world = locatedEmployeeWorld(StatusMother.checkedIn());
    world.environment.useDesktop();
    world.http.on('POST', ApiPaths.checkOut, status(400, { code: 'VALIDATION_ERROR', message: 'x', anomaly_note: 'required' }));
    await openDashboard(world, 1000);
    act(() => world.network.setOnline(false));
    expect(
      screen.getByText('Modalità offline attiva. I dati verranno sincronizzati quando la connessione sarà ripristinata.'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Check-out/ }));
    await settle(world);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('⚠️ Anomalia di Posizione')).toBeTruthy();
    expect(within(dialog).getByText('La tua posizione GPS non coincide con la sede di check-in.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Nota anomalia GPS *') as HTMLTextAreaElement).rows).toBe(4);
    expect(within(dialog).getByRole('button', { name: 'Conferma Check-out' })).toBeTruthy();
  });
});
