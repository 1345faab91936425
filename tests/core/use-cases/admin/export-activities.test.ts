import { ApiPaths } from '../../../../src/core/contract';
import { ExportActivities, NO_ACTIVITY_FILTERS } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('ExportActivities', () => {
  it('fetches the CSV text with the filters and no paging', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminActivitiesExport, ok('id;utente\n1;mario'));

    const csv = await new ExportActivities(h.api).execute({ ...NO_ACTIVITY_FILTERS, entryType: 'OUT' });

    expect(csv).toBe('id;utente\n1;mario');
    const request = h.http.last('GET', ApiPaths.adminActivitiesExport);
    expect(request.responseType).toBe('text');
    expect(queryOf(request)).toEqual({ ordering: '-timestamp', entry_type: 'OUT' });
  });

  it('sends the same filters as the list, the user and the group included', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminActivitiesExport, ok(''));
    const filters = { startDate: '2025-01-01', endDate: '2025-01-31', entryType: 'IN' as const, userId: 7, groupId: 3 };

    await new ExportActivities(h.api).execute(filters, 'location__name');

    expect(queryOf(h.http.last('GET', ApiPaths.adminActivitiesExport))).toEqual({
      ordering: 'location__name',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      entry_type: 'IN',
      user_id: '7',
      gruppo: '3',
    });
  });
});
