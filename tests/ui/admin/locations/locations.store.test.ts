/**
 * @jest-environment node
 */
/** 'Gestione Location' driven without React (docs/behaviour.md, "Admin panel"). */
import type { Location } from '../../../../src/core/contract';
import { ApiPaths } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { StoreToken } from '../../../../src/ui/app/app.tokens';
import { ok, queryOf, status } from '../../../fakes';
import { LocationMother } from '../../../mothers';
import { adminWorld, expectReloadNowAndAfter1s } from '../admin-world';
import { servePages } from '../shared/paged-server';

function locationsWorld(locations: Location[] = [LocationMother.create()]) {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.locations, ok({ count: locations.length, results: locations }));
  const store = world.get(AdminToken.LocationsStore);
  return { world, store };
}

describe('LocationsStore', () => {
  it('opens a new location with radius 50 and hours 09:00–18:00', () => {
    const { store } = locationsWorld();
    store.openCreate();
    expect(store.form!.values).toMatchObject({ tolerance_radius: '50', work_hours_start: '09:00', work_hours_end: '18:00', is_active: true });
    expect(store.form!.activeTab).toBe('manual');
    expect(store.form!.point).toBeNull();
  });

  it('refuses a form without name or coordinates, or with a radius outside 1..1000', async () => {
    const { world, store } = locationsWorld();
    store.openCreate();
    store.form!.selectTab('map');
    expect(await store.saveForm()).toBe(false);
    expect(store.form!.fieldErrors).toEqual({
      name: { key: 'validation.required' },
      latitude: { key: 'validation.required' },
      longitude: { key: 'validation.required' },
    });
    // The invalid fields are on the manual tab, so it is shown.
    expect(store.form!.activeTab).toBe('manual');

    store.form!.setField('name', 'Sede Torino');
    store.form!.setField('latitude', '45,0703');
    store.form!.setField('longitude', '7.6869');
    for (const radius of ['0', '1001', '']) {
      store.form!.setField('tolerance_radius', radius);
      await store.saveForm();
      expect(store.form!.fieldErrors.tolerance_radius).toEqual({ key: radius === '' ? 'validation.required' : 'validation.toleranceRadiusRange' });
    }
    expect(world.http.sent('POST', ApiPaths.locations)).toHaveLength(0);
  });

  it('creates a location, says so for 3 s and reloads now and about 1 s later', async () => {
    const { world, store } = locationsWorld();
    world.http.on('POST', ApiPaths.locations, ok(LocationMother.create({ id: 2, name: 'Sede Torino' })));
    store.openCreate();
    store.form!.setField('name', 'Sede Torino');
    store.form!.setField('latitude', '45,0703');
    store.form!.setField('longitude', '7.6869');
    expect(await store.saveForm()).toBe(true);

    expect(world.http.last('POST', ApiPaths.locations).body).toEqual({
      name: 'Sede Torino',
      address: '',
      latitude: 45.0703,
      longitude: 7.6869,
      tolerance_radius: 50,
      work_hours_start: '09:00',
      work_hours_end: '18:00',
      is_active: true,
    });
    expect(store.form).toBeNull();
    expect(store.notice.message).toEqual({ key: 'admin.locations.created' });
    await expectReloadNowAndAfter1s(world, ApiPaths.locations);
    await world.clock.advance(1999);
    expect(store.notice.message).toEqual({ key: 'admin.locations.created' });
    await world.clock.advance(1);
    expect(store.notice.message).toBeNull();
  });

  it('edits and deletes with their messages; a refused save shows the fixed fallback', async () => {
    const location = LocationMother.create({ id: 1, work_hours_start: '08:30:00' });
    const { world, store } = locationsWorld([location]);
    world.http.on('PUT', ApiPaths.location(1), ok(location));
    world.http.on('DELETE', ApiPaths.location(1), { status: 204 });

    store.openEdit(location);
    expect(store.form!.values.work_hours_start).toBe('08:30');
    expect(store.form!.point).toEqual({ latitude: 45.4642, longitude: 9.19 });
    await store.saveForm();
    expect(store.notice.message).toEqual({ key: 'admin.locations.updated' });

    await store.remove(location);
    expect(store.notice.message).toEqual({ key: 'admin.locations.deleted' });

    world.http.on('PUT', ApiPaths.location(1), status(500, ''));
    store.openEdit(location);
    await store.saveForm();
    expect(store.form!.error).toEqual({ key: 'admin.locations.saveError' });

    world.http.on('DELETE', ApiPaths.location(1), status(500, ''));
    await store.remove(location);
    expect(store.error).toEqual({ key: 'admin.locations.deleteError' });
  });

  it('clears the list with the short session-expired text when the session has expired', async () => {
    const { world, store } = locationsWorld();
    await world.signIn();
    await store.load();
    expect(store.locations).toHaveLength(1);

    world.http.on('GET', ApiPaths.locations, status(401, { code: 'TOKEN_EXPIRED', message: 'Token expired' }));
    world.http.on('POST', ApiPaths.refresh, status(401, { code: 'TOKEN_INVALID', message: 'Token invalid' }));
    await store.load();
    expect(store.locations).toEqual([]);
    expect(store.error).toEqual({ key: 'errors.sessionExpiredShort' });
    expect(world.get(StoreToken.Session).isAuthenticated).toBe(false);
  });

  it('shows "Errore nel caricamento delle location" for any other failure, keeping the list', async () => {
    const { world, store } = locationsWorld();
    await store.load();
    world.http.on('GET', ApiPaths.locations, status(500, {}));
    await store.load();
    expect(store.error).toEqual({ key: 'admin.locations.loadError' });
    expect(store.locations).toHaveLength(1);
  });
});

describe('LocationsStore: one page of the server list at a time', () => {
  function manyPlacesWorld(count: number) {
    const world = adminWorld();
    let places = Array.from({ length: count }, (_, i) => LocationMother.create({ id: i + 1, name: `Sede ${i + 1}`, address: `Via ${i + 1}, Roma` }));
    world.http.on('GET', ApiPaths.locations, servePages(() => places, (place, search) => `${place.name} ${place.address}`.includes(search)));
    const store = world.get(AdminToken.LocationsStore);
    return { world, store, remove: (id: number) => (places = places.filter((place) => place.id !== id)) };
  }
  const lastQuery = (world: ReturnType<typeof adminWorld>) => queryOf(world.http.last('GET', ApiPaths.locations));

  it('asks for page 1 of 20, then the search (after the pause, from page 1) with the order chosen', async () => {
    const { world, store } = manyPlacesWorld(45);
    await store.load();
    expect(lastQuery(world)).toEqual({ page: '1', page_size: '20' });
    expect(store.locations).toHaveLength(20);
    expect(store.list.count).toBe(45);

    await store.list.setSort({ field: 'tolerance_radius', direction: 'descend' });
    await store.list.setPage(2);
    store.list.setSearchText('Via 4');
    await world.clock.advance(300);
    expect(lastQuery(world)).toEqual({ page: '1', page_size: '20', search: 'Via 4', ordering: '-tolerance_radius' });
    expect(store.locations.map((place) => place.name)).toEqual(['Sede 4', ...Array.from({ length: 6 }, (_, i) => `Sede ${40 + i}`)]);
  });

  it('deleting the only place of the last page shows the page before', async () => {
    const { world, store, remove } = manyPlacesWorld(21);
    await store.list.setPage(2);
    world.http.on('DELETE', ApiPaths.location(21), () => {
      remove(21);
      return { status: 204 };
    });
    expect(await store.remove(store.locations[0]!)).toBe(true);
    expect(store.list.page).toBe(1);
    expect(store.locations).toHaveLength(20);
  });

  it('a session that ends while searching clears the page and the total', async () => {
    const { world, store } = manyPlacesWorld(45);
    await world.signIn();
    await store.load();
    world.http.on('GET', ApiPaths.locations, status(401, { code: 'TOKEN_EXPIRED', message: 'Token expired' }));
    world.http.on('POST', ApiPaths.refresh, status(401, { code: 'TOKEN_INVALID', message: 'Token invalid' }));
    store.list.setSearchText('Sede');
    await world.clock.advance(300);
    expect(store.locations).toEqual([]);
    expect(store.list.count).toBe(0);
    expect(store.error).toEqual({ key: 'errors.sessionExpiredShort' });
  });
});
