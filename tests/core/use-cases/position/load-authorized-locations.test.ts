import { ApiPaths } from '../../../../src/core/contract';
import { LoadAuthorizedLocations } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('LoadAuthorizedLocations', () => {
  it('sends the position as query when there is one', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.authorizedLocations, ok({ locations: [] }));
    const load = new LoadAuthorizedLocations(h.api);

    await load.execute({ latitude: 45.1, longitude: 9.2 });
    expect(queryOf(h.http.last('GET', ApiPaths.authorizedLocations))).toEqual({ latitude: '45.1', longitude: '9.2' });

    await load.execute(null);
    expect(h.http.last('GET', ApiPaths.authorizedLocations).path).toBe(ApiPaths.authorizedLocations);
  });
});
