import { ApiPaths } from '../../../../src/core/contract';
import {
  activityOrdering,
  AdminNotifications,
  ExportActivities,
  LoadActivities,
  LoadAdminStats,
  LoadAdminUserOptions,
  LoadPunchCorrections,
  NO_ACTIVITY_FILTERS,
} from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { ActivityMother, AdminStatsMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

describe('LoadAdminStats', () => {
  it('reads the stats', async () => {
    const h = signedIn();
    const stats = AdminStatsMother.create();
    h.http.on('GET', ApiPaths.adminStats, ok(stats));
    await expect(new LoadAdminStats(h.api).execute()).resolves.toEqual(stats);
  });
});

describe('LoadActivities', () => {
  it('asks page 1 of 10, newest first, without empty filters', async () => {
    const h = signedIn();
    h.http.on('GET', ApiPaths.adminActivities, ok({ count: 1, total_pages: 1, results: [ActivityMother.create()] }));

    const page = await new LoadActivities(h.api, h.clock).execute({ filters: NO_ACTIVITY_FILTERS, page: 1 });

    expect(queryOf(h.http.last('GET', ApiPaths.adminActivities))).toEqual({ page: '1', page_size: '10', ordering: '-timestamp' });
    expect(page).toMatchObject({ count: 1, total_pages: 1 });
  });

  it('sends every filter, the ordering, and the _t cache buster on refresh', async () => {
    const h = signedIn();
    h.http.on('GET', ApiPaths.adminActivities, ok({ count: 25, results: [] }));

    const page = await new LoadActivities(h.api, h.clock).execute({
      filters: { startDate: '2025-01-01', endDate: '2025-01-31', entryType: 'IN', userId: 7 },
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
      _t: String(h.clock.now()),
    });
    expect(page.total_pages).toBe(3);
  });
});

describe('activityOrdering', () => {
  it("prefixes '-' for descending and defaults to '-timestamp'", () => {
    expect(activityOrdering('location__name', 'descend')).toBe('-location__name');
    expect(activityOrdering('entry_type', 'ascend')).toBe('entry_type');
    expect(activityOrdering(null, null)).toBe('-timestamp');
    expect(activityOrdering('entry_type', null)).toBe('-timestamp');
  });
});

describe('ExportActivities', () => {
  it('fetches the CSV text with the filters and no paging', async () => {
    const h = signedIn();
    h.http.on('GET', ApiPaths.adminActivitiesExport, ok('id;utente\n1;mario'));

    const csv = await new ExportActivities(h.api).execute({ ...NO_ACTIVITY_FILTERS, entryType: 'OUT' });

    expect(csv).toBe('id;utente\n1;mario');
    const request = h.http.last('GET', ApiPaths.adminActivitiesExport);
    expect(request.responseType).toBe('text');
    expect(queryOf(request)).toEqual({ ordering: '-timestamp', entry_type: 'OUT' });
  });
});

describe('LoadAdminUserOptions', () => {
  it('reads the users of the filter', async () => {
    const h = signedIn();
    const option = { id: 7, full_name: 'Mario Rossi', username: 'mario.rossi' };
    h.http.on('GET', ApiPaths.adminUsers, ok([option]));
    await expect(new LoadAdminUserOptions(h.api).execute()).resolves.toEqual([option]);
  });
});

describe('LoadPunchCorrections', () => {
  it("reads a punch's audit trail", async () => {
    const h = signedIn();
    const correction = { id: 1, timesheet_id: 5, old_timestamp: 'a', new_timestamp: 'b', changed_by: 'admin', changed_at: 'c' };
    h.http.on('GET', ApiPaths.timesheetCorrections(5), ok([correction]));
    await expect(new LoadPunchCorrections(h.api).execute(5)).resolves.toEqual([correction]);
  });
});

describe('AdminNotifications', () => {
  it('lists and marks read (given ids, or all)', async () => {
    const h = signedIn();
    const list = { count: 0, unread: 0, results: [] };
    h.http.on('GET', ApiPaths.adminNotifications, ok(list));
    h.http.on('POST', ApiPaths.adminNotificationsRead, ok());
    const notifications = new AdminNotifications(h.api);

    await expect(notifications.list()).resolves.toEqual(list);
    await notifications.markRead([3, 4]);
    expect(h.http.last('POST', ApiPaths.adminNotificationsRead).body).toEqual({ ids: [3, 4] });
    await notifications.markRead();
    expect(h.http.last('POST', ApiPaths.adminNotificationsRead).body).toEqual({});
  });
});
