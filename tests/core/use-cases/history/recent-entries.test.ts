import { ApiPaths } from '../../../../src/core/contract';
import { RecentEntries } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { EntryMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

describe('RecentEntries', () => {
  it('asks for the first 6 entries', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const latest = EntryMother.many(6);
    h.http.on('GET', ApiPaths.timesheets, ok({ count: 40, results: latest }));

    await expect(new RecentEntries(h.api).execute()).resolves.toEqual(latest);
    expect(queryOf(h.http.last('GET', ApiPaths.timesheets))).toEqual({ page: '1', page_size: '6' });
  });
});
