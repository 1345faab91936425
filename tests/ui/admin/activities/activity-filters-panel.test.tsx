/**
 * The filter panel of 'Attività Sistema' rendered over the real container with fake edges (docs/behaviour.md, "Admin
 * activities"): the user select searching on the server, the group select.
 */
import { fireEvent, screen } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { Deferred, ok, queryOf, type FakeResponse } from '../../../fakes';
import { ActivityMother } from '../../../mothers';
import { settle } from '../render-admin';
import { shownDate, typeDate } from '../../shared/type-date';
import { openActivities } from './activities-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Table and Select render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const GIULIA = { id: 21, full_name: 'Giulia Bianchi', username: 'gbianchi', is_active: true };
const ALDO = { id: 22, full_name: 'Aldo Abate', username: 'aabate', is_active: false };

async function openFilters() {
  const world = await openActivities([ActivityMother.create()]);
  fireEvent.click(screen.getByRole('button', { name: 'Mostra filtri' }));
  await settle(world);
  return world;
}
const userInput = () => screen.getByLabelText('Utente', { selector: 'input' });
const type = (text: string) => fireEvent.change(userInput(), { target: { value: text } });
/** The options of the open list. */
const offered = () =>
  [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content')].map((option) => option.textContent);
/** What a closed select shows as its value. */
const shownValue = (id: string) => document.getElementById(id)!.closest('.ant-select-content')!.getAttribute('title');

describe('activity filters panel', () => {
  it('searches the users on the server as the administrator types, and filters the list by the one picked', async () => {
    const world = await openFilters();
    const answer = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.adminUsers, () => answer.promise);

    fireEvent.mouseDown(userInput());
    type('bian');
    await settle(world, 300);
    expect(queryOf(world.http.last('GET', ApiPaths.adminUsers))).toEqual({ search: 'bian', limit: '21' });
    expect(screen.getByText('Ricerca in corso...')).toBeTruthy();

    answer.resolve(ok([GIULIA, ALDO]));
    await settle(world);
    expect(screen.queryByText('Ricerca in corso...')).toBeNull();
    // While a text is typed only its matches are offered, not 'Tutti'.
    expect(offered()).toEqual(['Giulia Bianchi (gbianchi)', 'Aldo Abate (aabate) – disattivato']);
    fireEvent.click(screen.getByText('Giulia Bianchi (gbianchi)'));
    await settle(world, 300);
    fireEvent.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await settle(world);

    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities)).user_id).toBe('21');
    // The select keeps the label of the chosen user whatever the list holds now.
    expect(shownValue('activity-user')).toBe('Giulia Bianchi (gbianchi)');
  });

  it("says 'Nessun utente trovato' when the search finds nobody", async () => {
    const world = await openFilters();
    world.http.on('GET', ApiPaths.adminUsers, ok([]));

    fireEvent.mouseDown(userInput());
    type('nessuno');
    await settle(world, 300);

    expect(screen.getByText('Nessun utente trovato')).toBeTruthy();
    expect(screen.queryByText('Ricerca in corso...')).toBeNull();
  });

  it("filters by group: 'Tutti i gruppi' or one of GET /api/gruppi/", async () => {
    const world = await openFilters();
    expect(shownValue('activity-group')).toBe('Tutti i gruppi');

    fireEvent.mouseDown(screen.getByLabelText('Gruppo', { selector: 'input' }));
    await settle(world);
    fireEvent.click(screen.getByText('Uffici'));
    fireEvent.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities)).gruppo).toBe('4');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities)).gruppo).toBeUndefined();
    expect(shownValue('activity-group')).toBe('Tutti i gruppi');
  });

  it('takes the days DD/MM/YYYY, applies them, and Reset empties the fields with the filters', async () => {
    const world = await openFilters();
    const start = screen.getByLabelText('Data inizio');
    const end = screen.getByLabelText('Data fine');
    expect([shownDate(start), shownDate(end)]).toEqual(['', '']);

    await typeDate(start, '13/01/2025');
    await typeDate(end, '14/01/2025');
    fireEvent.click(screen.getByRole('button', { name: 'Applica Filtri' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities))).toMatchObject({ start_date: '2025-01-13', end_date: '2025-01-14' });
    expect([shownDate(start), shownDate(end)]).toEqual(['13/01/2025', '14/01/2025']);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities)).start_date).toBeUndefined();
    expect([shownDate(start), shownDate(end)]).toEqual(['', '']);
  });
});
