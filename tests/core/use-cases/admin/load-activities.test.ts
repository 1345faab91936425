import { ApiPaths } from '../../../../src/core/contract';
import { activityOrdering, LoadActivities, NO_ACTIVITY_FILTERS } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { ActivityMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

describe('LoadActivities', () => {
  it('asks page 1 of 10, newest first, without empty filters, and returns the page as sent', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const sent = { count: 1, total_pages: 1, results: [ActivityMother.create()] };
    h.http.on('GET', ApiPaths.adminActivities, ok(sent));

    const page = await new LoadActivities(h.api, h.clock).execute({ filters: NO_ACTIVITY_FILTERS, page: 1 });

    expect(queryOf(h.http.last('GET', ApiPaths.adminActivities))).toEqual({ page: '1', page_size: '10', ordering: '-timestamp' });
    expect(page).toEqual(sent);
  });

  it('sends every filter, the ordering, and the _t cache buster on refresh', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminActivities, ok({ count: 25, total_pages: 3, results: [] }));

    await new LoadActivities(h.api, h.clock).execute({
      filters: { startDate: '2025-01-01', endDate: '2025-01-31', entryType: 'IN', userId: 7, groupId: 3 },
      page: 2,
      ordering: activityOrdering('user__username', 'ascend'),
      refresh: true,
    });

    expect(queryOf(h.http.last('GET', ApiPaths.adminActivities))).toEqual({
      page: '2',
      page_size: '10',
      ordering: 'user__username',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      entry_type: 'IN',
      user_id: '7',
      gruppo: '3',
      _t: String(h.clock.now()),
    });
  });
});
