import { ApiPaths } from '../../../../src/core/contract';
import { LoadStatus } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { StatusMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

describe('LoadStatus', () => {
  it('reads the status', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
    await expect(new LoadStatus(h.api).execute()).resolves.toEqual(StatusMother.checkedIn());
  });
});
