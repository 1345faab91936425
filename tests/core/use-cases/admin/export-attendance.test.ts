import { ApiPaths } from '../../../../src/core/contract';
import { ExportAttendance } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('ExportAttendance', () => {
  it("fetches the report's CSV text with the same period and filters as the table, no paging, named after the period", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminAttendance, ok('Cognome;Nome\nRossi;Mario'));

    const file = await new ExportAttendance(h.api).execute({ startDate: '2026-11-01', endDate: '2026-11-30', userId: null, groupId: 4 });

    expect(file).toEqual({ fileName: 'presenze-2026-11-01-2026-11-30.csv', content: 'Cognome;Nome\nRossi;Mario' });
    const request = h.http.last('GET', ApiPaths.adminAttendance);
    expect(request.responseType).toBe('text');
    expect(queryOf(request)).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30', gruppo: '4', format: 'csv' });
  });
});
