import { ApiPaths } from '../../../../src/core/contract';
import { LoadAdminStats } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

describe('LoadAdminStats', () => {
  it('reads the stats', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const stats = AdminStatsMother.create();
    h.http.on('GET', ApiPaths.adminStats, ok(stats));
    await expect(new LoadAdminStats(h.api).execute()).resolves.toEqual(stats);
  });
});
