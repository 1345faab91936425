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
});
