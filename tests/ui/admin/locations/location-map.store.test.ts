/**
 * @jest-environment node
 */
/** The location dialog's map tab over the MapsService port and the GPS (docs/behaviour.md, "Admin panel"). */
import { PositionError, MapsUnavailableError } from '../../../../src/core/ports';
import { ApiPaths } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok } from '../../../fakes';
import { PositionMother } from '../../../mothers';
import { adminWorld } from '../admin-world';

function openNewLocation() {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, results: [] }));
  const store = world.get(AdminToken.LocationsStore);
  store.openCreate();
  const form = store.form!;
  form.selectTab('map');
  return { world, form, map: form.map };
}

const duomo = { label: 'Piazza del Duomo, Milano', latitude: 45.4641, longitude: 9.1919 };

describe('LocationMapStore', () => {
  it('asks for suggestions only after typing pauses for 400 ms, and only for the last text', async () => {
    const { world, map } = openNewLocation();
    world.maps.suggestions = [duomo];
    map.setSearchText('Piaz');
    await world.clock.advance(200);
    map.setSearchText('Piazza del');
    await world.clock.advance(399);
    expect(world.maps.calls).toEqual([]);
    await world.clock.advance(1);
    expect(world.maps.calls).toEqual(['autocomplete:Piazza del']);
    expect(map.suggestions).toEqual([duomo]);
  });

  it('a chosen suggestion fills coordinates and address and moves the marker', () => {
    const { form, map } = openNewLocation();
    map.choose(duomo);
    expect(form.values).toMatchObject({ latitude: '45.464100', longitude: '9.191900', address: 'Piazza del Duomo, Milano' });
    expect(form.point).toEqual({ latitude: 45.4641, longitude: 9.1919 });
    expect(map.selectedAddress).toBe('Piazza del Duomo, Milano');
  });

  it('search needs text, and says when the address is not found', async () => {
    const { world, map } = openNewLocation();
    await map.search();
    expect(map.message).toEqual({ key: 'validation.searchTextRequired' });
    expect(world.maps.calls).toEqual([]);

    map.setSearchText('Via Inesistente 999');
    await map.search();
    expect(map.message).toEqual({ key: 'admin.locations.map.notFound' });

    world.maps.addresses.set('Piazza del Duomo', duomo);
    map.setSearchText('Piazza del Duomo');
    await map.search();
    expect(map.message).toBeNull();
    expect(map.selectedAddress).toBe(duomo.label);
  });

  it('a click or drag on the map sets the point at once and the address when reverse geocoding answers', async () => {
    const { world, form, map } = openNewLocation();
    world.maps.reverse.set('45.07,7.68', 'Via Po 1, Torino');
    await map.pick({ latitude: 45.07, longitude: 7.68 });
    expect(world.maps.calls).toEqual(['reverse:45.07,7.68']);
    expect(form.values).toMatchObject({ latitude: '45.070000', longitude: '7.680000', address: 'Via Po 1, Torino' });
    expect(map.selectedAddress).toBe('Via Po 1, Torino');
  });

  it('uses the GPS position', async () => {
    const { world, form, map } = openNewLocation();
    world.geolocation.willAnswer(PositionMother.at(world.clock.now()));
    await map.useMyPosition();
    expect(form.point).toEqual({ latitude: 45.46425, longitude: 9.19012 });
    expect(map.isLocating).toBe(false);
  });

  it('says why the GPS position cannot be had', async () => {
    const { world, map } = openNewLocation();
    world.geolocation.willAnswer(new PositionError('permission-denied'));
    await map.useMyPosition();
    expect(map.message).toEqual({ key: 'admin.locations.map.positionError' });

    world.geolocation.availabilityValue = 'unsupported';
    await map.useMyPosition();
    expect(map.message).toEqual({ key: 'admin.locations.map.geolocationUnsupported' });
  });

  it('on a non-secure page (plain http on a network address) says so with the dashboard\'s text', async () => {
    const { world, map } = openNewLocation();
    world.geolocation.availabilityValue = 'insecure-context';
    await map.useMyPosition();
    expect(map.message).toEqual({ key: 'position.insecureContext' });
    expect(map.isLocating).toBe(false);
  });

  it('an unreachable geocoder or tile server shows the maps error, and the manual tab still saves', async () => {
    const { world, form, map } = openNewLocation();
    world.maps.unavailable = new MapsUnavailableError();
    map.setSearchText('Piazza');
    await map.search();
    expect(map.message).toEqual({ key: 'admin.locations.map.loadError' });
    expect(map.serviceUnavailable).toBe(true);

    form.selectTab('manual');
    form.setField('name', 'Sede Torino');
    form.setField('latitude', '45.07');
    form.setField('longitude', '7.68');
    world.http.on('POST', ApiPaths.locations, ok({}));
    expect(await form.submit()).not.toBeNull();
  });

  it('a geocoder call that succeeds after a failure clears the failure, so it does not stick for the dialog', async () => {
    const { world, map } = openNewLocation();
    world.maps.unavailable = new MapsUnavailableError();
    map.setSearchText('Piazza');
    await map.search();
    expect(map.serviceUnavailable).toBe(true);

    world.maps.unavailable = null;
    world.maps.suggestions = [duomo];
    map.setSearchText('Piazza del Duomo');
    await world.clock.advance(400);
    expect(map.suggestions).toEqual([duomo]);
    expect(map.serviceUnavailable).toBe(false);
    expect(map.message).toBeNull();

    world.maps.unavailable = new MapsUnavailableError();
    await map.pick({ latitude: 45.07, longitude: 7.68 });
    expect(map.serviceUnavailable).toBe(true);
    world.maps.unavailable = null;
    world.maps.reverse.set('45.07,7.68', 'Via Po 1, Torino');
    await map.pick({ latitude: 45.07, longitude: 7.68 });
    expect(map.serviceUnavailable).toBe(false);
    expect(map.message).toBeNull();
  });

  it('a tile failure (reported once by the map) is not cleared by a working geocoder', async () => {
    const { world, map } = openNewLocation();
    map.tilesUnavailable();
    world.maps.reverse.set('45.07,7.68', 'Via Po 1, Torino');
    await map.pick({ latitude: 45.07, longitude: 7.68 });
    expect(map.serviceUnavailable).toBe(true);
    expect(map.message).toEqual({ key: 'admin.locations.map.loadError' });
  });

  it('reports tiles that cannot load', () => {
    const { map } = openNewLocation();
    map.tilesUnavailable();
    expect(map.message).toEqual({ key: 'admin.locations.map.loadError' });
  });
});
