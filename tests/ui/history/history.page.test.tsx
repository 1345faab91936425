/** Both history screens rendered over the real container with fake edges (docs/behaviour.md, "History"). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, queryOf, type FakeResponse } from '../../fakes';
import { EntryMother } from '../../mothers';
import { employeeWorld } from '../dashboard/employee-world';
import { currentPath, renderEmployeeScreen } from '../dashboard/render-employee';
import { expectTexts } from '../app/render-in-app';
import { shownDate, typeDate } from '../shared/type-date';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Drawer and Modal render slowly under jsdom on this machine.
jest.setTimeout(30000);

const page = (count: number, entries = Array.from({ length: Math.min(count, 10) }, () => EntryMother.next())) =>
  ok({ count, results: entries });

async function openHistory(world: ReturnType<typeof employeeWorld>) {
  await world.signIn();
  await renderEmployeeScreen(world, '/timesheets');
  await act(() => world.clock.advance(0));
}

/** A new employee's world whose timesheets answer `reply`, opened on the history. */
async function openHistoryAnswering(reply: FakeResponse) {
  const world = employeeWorld();
  world.http.on('GET', ApiPaths.timesheets, reply);
  await openHistory(world);
  return world;
}

describe('mobile history', () => {
  it('shows a skeleton of 5 cards first, then the count and the cards', async () => {
    const world = employeeWorld();
    const answer = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.timesheets, () => answer.promise);
    await openHistory(world);
    expect(screen.getAllByTestId('history-skeleton-card')).toHaveLength(5);

    await act(async () => answer.resolve(page(3)));
    await act(() => world.clock.advance(0));
    expect(screen.queryAllByTestId('history-skeleton-card')).toHaveLength(0);
    expect(screen.getByText('3 timbrature trovate')).toBeTruthy();
    expect(screen.getAllByText('Check-in')).toHaveLength(3);
    expect(screen.getAllByText('Valido')).toHaveLength(3);
  });

  it('expands one card at a time with distance, accuracy, notes and validation errors', async () => {
    const world = employeeWorld();
    const invalid = EntryMother.next({
      entry_type: 'OUT',
      is_valid: false,
      accuracy: null,
      distance_from_location: 431.6,
      notes: 'Uscita anticipata',
      validation_errors: [
        { code: 'TOO_FAR', message: 'Too far from the location' },
        { code: 'OUTSIDE_WORK_HOURS', message: 'Outside the work hours of the location' },
        { code: 'SOMETHING_NEW', message: 'A rule this client does not know' },
      ],
    });
    world.http.on('GET', ApiPaths.timesheets, page(2, [EntryMother.next({ timestamp: '2025-01-15T08:30:00Z' }), invalid]));
    await openHistory(world);

    const [first, second] = screen.getAllByRole('button', { expanded: false });
    fireEvent.click(first!);
    expect(screen.getByText('Distanza: 12m')).toBeTruthy();
    expect(screen.getByText('Precisione GPS: 8m')).toBeTruthy();

    fireEvent.click(second!);
    expect(screen.queryByText('Distanza: 12m')).toBeNull(); // one open at a time
    expectTexts(
      'Distanza: 432m', 'Precisione GPS: N/A', 'Note:', 'Errori di validazione:',
      'Timbratura registrata lontano dalla sede (anomalia di posizione).',
      "Timbratura fuori dall'orario di lavoro della sede.",
      // A code unknown here: a general Italian line, never the server's English.
      "Timbratura non valida per un motivo non indicato: chiedi all'amministratore.",
    );
    expect(screen.queryByText(/Too far|Outside the work hours|A rule this client/)).toBeNull();
    expect(screen.getByText('Invalido')).toBeTruthy();
  });

  it("tags a check-out the server wrote at the planned end 'Chiusura automatica' and says why it is not valid", async () => {
    const world = employeeWorld();
    const closedByServer = EntryMother.next({
      entry_type: 'OUT',
      is_valid: false,
      auto_closed: true,
      validation_errors: [{ code: 'AUTO_CHECKOUT', message: 'Chiusura automatica: uscita non timbrata' }],
    });
    world.http.on('GET', ApiPaths.timesheets, page(2, [EntryMother.next(), closedByServer]));
    await openHistory(world);

    expect(screen.getAllByText('Chiusura automatica')).toHaveLength(1);
    fireEvent.click(screen.getAllByRole('button', { expanded: false })[1]!);
    expectTexts("Chiusura automatica: l'uscita non è stata timbrata, il server l'ha registrata alla fine dell'orario previsto.");
  });

  it('applies quick filters from the drawer, shows them as active, and Rimuovi resets them', async () => {
    const world = await openHistoryAnswering(page(1));
    const filterButton = screen.getByRole('button', { name: 'Filtri' });
    expect(filterButton.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Filtri attivi')).toBeNull();

    fireEvent.click(filterButton);
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('Filtri Ricerca')).toBeTruthy();
    // Today is Wednesday 15/01/2025: each quick filter shows its days, 'Questa settimana' from Sunday to Saturday.
    for (const quick of ['Oggi 15/01', 'Questa settimana 12/01–18/01', 'Questo mese 01/01–31/01', 'Mese scorso 01/12–31/12', 'Ultimi 30 giorni 16/12–15/01']) {
      expect(within(drawer).getByRole('button', { name: quick })).toBeTruthy();
    }
    // The dates the draft holds, DD/MM/YYYY whatever the browser's language.
    expect(shownDate(within(drawer).getByLabelText('Data inizio'))).toBe('01/01/2025');
    expect(shownDate(within(drawer).getByLabelText('Data fine'))).toBe('31/01/2025');
    fireEvent.click(within(drawer).getByRole('button', { name: /^Oggi/ }));
    expect(within(drawer).getByRole('button', { name: /^Oggi/, pressed: true })).toBeTruthy();
    expect(shownDate(within(drawer).getByLabelText('Data inizio'))).toBe('15/01/2025');
    expect(shownDate(within(drawer).getByLabelText('Data fine'))).toBe('15/01/2025');
    fireEvent.click(within(drawer).getByRole('radio', { name: 'Check-out' }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'Applica' }));
    await act(() => world.clock.advance(0));

    expect(queryOf(world.http.last('GET', ApiPaths.timesheets))).toMatchObject({ start_date: '2025-01-15', end_date: '2025-01-15', entry_type: 'OUT' });
    const panel = screen.getByRole('region', { name: 'Filtri attivi' });
    expect(within(panel).getByText('Check-out')).toBeTruthy();
    expect(within(panel).getByText('15/01/2025 - 15/01/2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtri (attivi)' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(panel).getByRole('button', { name: 'Rimuovi' }));
    await act(() => world.clock.advance(0));
    expect(screen.queryByRole('region', { name: 'Filtri attivi' })).toBeNull();
    expect(queryOf(world.http.last('GET', ApiPaths.timesheets))).toEqual({ page: '1', limit: '10', start_date: '2025-01-01', end_date: '2025-01-31' });
  });

  it('shows the empty state, whose button opens the filters', async () => {
    await openHistoryAnswering(ok({ count: 0, results: [] }));

    expectTexts('0 timbrature trovate', 'Nessuna timbratura trovata', 'Prova a modificare i filtri di ricerca');
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Filtri' }));
    expect(screen.getByText('Filtri Ricerca')).toBeTruthy();
  });

  it('paginates with first and last only when there is more than one page', async () => {
    const world = await openHistoryAnswering(page(25));
    const pager = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(pager).getByText('Pagina 1 di 3')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Prima pagina' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(pager).getByRole('button', { name: 'Ultima pagina' }));
    await act(() => world.clock.advance(0));
    expect(queryOf(world.http.last('GET', ApiPaths.timesheets)).page).toBe('3');
    expect(within(pager).getByText('Pagina 3 di 3')).toBeTruthy();
  });

  it('hides pagination for a single page', async () => {
    await openHistoryAnswering(page(10));
    expect(screen.getByText('10 timbrature trovate')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
  });

  it('shows a dismissible loading error and goes back to the dashboard with from=/timesheets', async () => {
    const world = await openHistoryAnswering({ status: 500, body: { code: 'SERVER_ERROR', message: 'Server error' } });
    expect(screen.getByText('Errore nel caricamento delle timbrature')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi errore' }));
    expect(screen.queryByText('Errore nel caricamento delle timbrature')).toBeNull();

    world.http.on('GET', ApiPaths.status, ok({ status: 'OUT', is_checked_in: false, last_entry: null }));
    fireEvent.click(screen.getByRole('button', { name: 'Torna alla Dashboard' }));
    await act(() => world.clock.advance(0));
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('desktop history', () => {
  it('shows the collapsible filters, the count line and the cards with their chips', async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    const offsite = EntryMother.next({ entry_type: 'OUT', is_valid: false, location_name: '', notes: 'Cliente Ostia' });
    world.http.on('GET', ApiPaths.timesheets, page(12, [EntryMother.next(), offsite]));
    await openHistory(world);

    expect(screen.getByRole('heading', { name: 'Storico Timbrature' })).toBeTruthy();
    expectTexts('Mostrando 2 di 12 timbrature', 'Valida', 'Invalida', 'Sede: Sconosciuta', 'Note: Cliente Ostia');
    expect(queryOf(world.http.last('GET', ApiPaths.timesheets))).toMatchObject({ page_size: '10' });

    const toggle = screen.getByRole('button', { name: 'Mostra filtri' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Nascondi filtri' }).getAttribute('aria-expanded')).toBe('true');
    const start = screen.getByLabelText('Data inizio');
    expect(shownDate(start)).toBe('01/01/2025');
    await typeDate(start, '10/01/2025');
    expect(shownDate(start)).toBe('10/01/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    await act(() => world.clock.advance(0));
    expect(queryOf(world.http.last('GET', ApiPaths.timesheets))).toMatchObject({ start_date: '2025-01-10', page: '1' });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await act(() => world.clock.advance(0));
    expect(queryOf(world.http.last('GET', ApiPaths.timesheets))).toMatchObject({ start_date: '2025-01-01', end_date: '2025-01-31' });
    // The field follows the draft back to the month's first day.
    expect(shownDate(screen.getByLabelText('Data inizio'))).toBe('01/01/2025');
  });

  it("tags a check-out the server wrote at the planned end 'Chiusura automatica'", async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    const closedByServer = EntryMother.next({ entry_type: 'OUT', is_valid: false, auto_closed: true });
    world.http.on('GET', ApiPaths.timesheets, page(2, [EntryMother.next(), closedByServer]));
    await openHistory(world);
    expect(screen.getAllByText('Chiusura automatica')).toHaveLength(1);
    expect(screen.getAllByText('Invalida')).toHaveLength(1);
  });

  it('takes a day typed as DD/MM/YYYY, D/M/YYYY or DDMMYYYY', async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    world.http.on('GET', ApiPaths.timesheets, page(1));
    await openHistory(world);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra filtri' }));

    const start = screen.getByLabelText('Data inizio');
    const end = screen.getByLabelText('Data fine');
    expect(start.getAttribute('placeholder')).toBe('GG/MM/AAAA');
    await typeDate(start, '3/1/2025');
    await typeDate(end, '12012025');
    fireEvent.click(screen.getByRole('button', { name: 'Applica' }));
    await act(() => world.clock.advance(0));
    expect(queryOf(world.http.last('GET', ApiPaths.timesheets))).toMatchObject({ start_date: '2025-01-03', end_date: '2025-01-12' });
    expect([shownDate(start), shownDate(end)]).toEqual(['03/01/2025', '12/01/2025']);
  });

  it('says when nothing was found', async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    world.http.on('GET', ApiPaths.timesheets, ok({ count: 0, results: [] }));
    await openHistory(world);
    expect(screen.getByText('Nessuna timbratura trovata')).toBeTruthy();
  });
});
