import { ApiPaths } from '../../../../src/core/contract';
import { LoadNearbyLocations } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { NearbyLocationMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

describe('LoadNearbyLocations', () => {
  it('posts the position with a 1000 m radius and returns the places', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const place = NearbyLocationMother.inTolerance();
    h.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 1, locations: [place] }));

    await expect(new LoadNearbyLocations(h.api).execute({ latitude: 45.1, longitude: 9.2, accuracy: 7 })).resolves.toEqual([place]);

    expect(h.http.last('POST', ApiPaths.nearbyLocations).body).toEqual({ latitude: 45.1, longitude: 9.2, radius: 1000, accuracy: 7 });
  });
});
