import { ApiPaths } from '../../../../src/core/contract';
import { LoadPunchCorrections } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('LoadPunchCorrections', () => {
  it("reads a punch's audit trail", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const correction = { id: 1, timesheet_id: 5, old_timestamp: 'a', new_timestamp: 'b', changed_by: 'admin', changed_at: 'c' };
    h.http.on('GET', ApiPaths.timesheetCorrections(5), ok([correction]));
    await expect(new LoadPunchCorrections(h.api).execute(5)).resolves.toEqual([correction]);
  });
});
