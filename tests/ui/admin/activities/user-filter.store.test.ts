/**
 * @jest-environment node
 */
/** The activities' user filter searched on the server as the administrator types (docs/behaviour.md, "Admin activities"). */
import { ApiPaths } from '../../../../src/core/contract';
import { Deferred, ok, queryOf, status, type FakeResponse } from '../../../fakes';
import { activitiesWorld, MARIO } from './activities-world';

const user = (id: number, lastName: string, isActive = true) => ({
  id,
  full_name: `Anna ${lastName}`,
  username: `anna.${lastName.toLowerCase()}`,
  is_active: isActive,
});
const BIANCHI = user(11, 'Bianchi');
const VERDI = user(12, 'Verdi');

/** The store of a fresh activities world whose first users are Mario Rossi alone, loaded. */
async function loadedFilter() {
  const { world, store } = activitiesWorld();
  await store.userFilter.loadFirst();
  return { world, filter: store.userFilter, store };
}
const searches = (world: ReturnType<typeof activitiesWorld>['world']) =>
  world.http.sent('GET', ApiPaths.adminUsers).map((request) => queryOf(request).search ?? '');

describe('UserFilterStore', () => {
  it('asks the server 300 ms after the last keystroke, once for a burst of typing', async () => {
    const { world, filter } = await loadedFilter();
    world.http.on('GET', ApiPaths.adminUsers, ok([BIANCHI]));

    filter.type('b');
    await world.clock.advance(200);
    filter.type('bi');
    await world.clock.advance(200);
    filter.type('bia');
    expect(filter.isSearching).toBe(true);
    await world.clock.advance(299);
    expect(searches(world)).toEqual(['']);

    await world.clock.advance(1);
    expect(searches(world)).toEqual(['', 'bia']);
    expect(queryOf(world.http.last('GET', ApiPaths.adminUsers)).limit).toBe('21');
    expect(filter.options).toEqual([BIANCHI]);
    expect(filter.isSearching).toBe(false);
  });

  it('drops an answer that comes after the answer to a newer text', async () => {
    const { world, filter } = await loadedFilter();
    const slow = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.adminUsers, () => slow.promise, ok([VERDI]));

    filter.type('bianchi');
    await world.clock.advance(300);
    filter.type('verdi');
    await world.clock.advance(300);
    expect(filter.options).toEqual([VERDI]);

    slow.resolve(ok([BIANCHI]));
    await world.clock.advance(0);
    expect(filter.options).toEqual([VERDI]);
    expect(filter.isSearching).toBe(false);
  });

  it('shows no match (for "Nessun utente trovato") while a text finds nobody, and the first users again on close', async () => {
    const { world, filter } = await loadedFilter();
    world.http.on('GET', ApiPaths.adminUsers, ok([]), ok([MARIO]));

    filter.type('zzz');
    await world.clock.advance(300);
    expect(filter.options).toEqual([]);
    expect(filter.error).toBeNull();

    filter.clearSearch();
    await world.clock.advance(0);
    expect(filter.searchText).toBe('');
    expect(filter.options).toEqual([MARIO]);
    expect(searches(world)).toEqual(['', 'zzz', '']);
  });

  it('says when more users match than are shown', async () => {
    const { world, filter } = await loadedFilter();
    const many = Array.from({ length: 21 }, (_, i) => user(100 + i, `Cognome${i}`));
    world.http.on('GET', ApiPaths.adminUsers, ok(many));

    filter.type('anna');
    await world.clock.advance(300);
    expect(filter.options).toHaveLength(20);
    expect(filter.more).toBe(true);
  });

  it('keeps the chosen user and its label when the list shows other users', async () => {
    const { world, filter, store } = await loadedFilter();
    world.http.on('GET', ApiPaths.adminUsers, ok([BIANCHI]), ok([MARIO]));
    filter.type('bianchi');
    await world.clock.advance(300);
    await store.setDraftUser(BIANCHI.id);
    expect(filter.selected).toEqual(BIANCHI);

    filter.clearSearch();
    await world.clock.advance(0);
    // The first users do not hold Anna Bianchi: she is shown first, so that the select keeps her label.
    expect(filter.options).toEqual([BIANCHI, MARIO]);
    expect(world.http.sent('GET', ApiPaths.adminUsers).some((request) => queryOf(request).id)).toBe(false);
  });

  it('looks a user set by id alone up on the server, deactivated ones included', async () => {
    const { world, filter, store } = await loadedFilter();
    const gone = user(40, 'Neri', false);
    world.http.on('GET', ApiPaths.adminUsers, ok([gone]));

    await store.setDraftUser(40);

    expect(queryOf(world.http.last('GET', ApiPaths.adminUsers))).toEqual({ id: '40', limit: '1' });
    expect(filter.selected).toEqual(gone);
    expect(filter.options).toEqual([gone, MARIO]);
  });

  it('says when the search fails, and a later search clears it', async () => {
    const { world, filter } = await loadedFilter();
    world.http.on('GET', ApiPaths.adminUsers, status(500, {}), ok([BIANCHI]));

    filter.type('bia');
    await world.clock.advance(300);
    expect(filter.error).toEqual({ key: 'admin.activities.userSearchError' });
    expect(filter.options).toEqual([]);

    filter.type('bian');
    await world.clock.advance(300);
    expect(filter.error).toBeNull();
    expect(filter.options).toEqual([BIANCHI]);
  });

  it('asks nothing more once the page is left', async () => {
    const { world, store } = activitiesWorld();
    const stop = store.start();
    await world.clock.advance(0);
    store.userFilter.type('bia');
    stop();
    await world.clock.advance(1000);
    expect(searches(world)).toEqual(['']);
  });
});
