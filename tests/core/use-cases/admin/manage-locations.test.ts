import { ApiPaths } from '../../../../src/core/contract';
import { ManageLocations, type LocationForm } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { LocationMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

describe('ManageLocations', () => {
  const form: LocationForm = {
    name: ' Sede Torino ',
    address: ' Via Po 3 ',
    latitude: '45,0703',
    longitude: '7.6869',
    tolerance_radius: '75.6',
    work_hours_start: '08:30',
    work_hours_end: '17:30',
  };

  it('sends numbers, with tolerance_radius as an integer', async () => {
    const h = signedIn();
    h.http.on('POST', ApiPaths.locations, ok(LocationMother.create()));

    await new ManageLocations(h.api).create(form);

    expect(h.http.last('POST', ApiPaths.locations).body).toEqual({
      name: 'Sede Torino',
      address: 'Via Po 3',
      latitude: 45.0703,
      longitude: 7.6869,
      tolerance_radius: 76,
      work_hours_start: '08:30',
      work_hours_end: '17:30',
    });
  });

  it('updates with the same payload (plus the active flag when given), lists, reads and deletes', async () => {
    const h = signedIn();
    const location = LocationMother.create();
    h.http.on('PUT', ApiPaths.location(1), ok(location));
    h.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [location] }));
    h.http.on('GET', ApiPaths.location(1), ok(location));
    h.http.on('DELETE', ApiPaths.location(1), { status: 204 });
    const locations = new ManageLocations(h.api);

    await locations.update(1, { ...form, address: undefined, tolerance_radius: 50, is_active: false });
    expect(h.http.last('PUT', ApiPaths.location(1)).body).toMatchObject({ address: '', tolerance_radius: 50, is_active: false });
    await expect(locations.listAll()).resolves.toEqual([location]);
    await expect(locations.get(1)).resolves.toEqual(location);
    await locations.remove(1);
    expect(h.http.sent('DELETE', ApiPaths.location(1))).toHaveLength(1);
  });
});
