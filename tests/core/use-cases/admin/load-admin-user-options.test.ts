import { ApiPaths } from '../../../../src/core/contract';
import { LoadAdminUserOptions } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('LoadAdminUserOptions', () => {
  it('reads the users of the filter', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const option = { id: 7, full_name: 'Mario Rossi', username: 'mario.rossi' };
    h.http.on('GET', ApiPaths.adminUsers, ok([option]));
    await expect(new LoadAdminUserOptions(h.api).execute()).resolves.toEqual([option]);
  });
});
