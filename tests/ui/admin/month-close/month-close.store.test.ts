/** @jest-environment node */
/**
 * The store of 'Chiusura mese' (docs/behaviour.md, "Closing the month in the admin panel"): only the answer for the
 * month shown now is kept, and a month cleared in its field keeps the one shown.
 */
import { ApiPaths, MonthClosePaths } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { Deferred, ok, queryOf, type FakeResponse } from '../../../fakes';
import { adminWorld } from '../admin-world';
import { CODES, GROUPS, openStatus } from './month-close-world';

describe('MonthCloseStore', () => {
  it('keeps the answer for the month shown now, dropping an older one that arrives later', async () => {
    const world = adminWorld();
    const slow = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.groups, ok(GROUPS));
    world.http.on('GET', MonthClosePaths.history, ok([]));
    world.http.on('GET', MonthClosePaths.payrollCodes, ok(CODES));
    world.http.on('GET', MonthClosePaths.status, (request) =>
      queryOf(request).month === '2024-12' ? slow.promise : ok(openStatus({ month: queryOf(request).month, blockers: [] })),
    );
    const store = world.get(AdminToken.MonthCloseStore);

    store.start();
    store.previousMonth();
    await world.clock.advance(0);
    expect(store.status?.month).toBe('2024-11');

    slow.resolve(ok(openStatus()));
    await world.clock.advance(0);
    expect(store.month).toBe('2024-11');
    expect(store.status?.month).toBe('2024-11');
    expect(store.isLoading).toBe(false);

    store.setMonth('');
    expect(store.month).toBe('2024-11');
  });
});
