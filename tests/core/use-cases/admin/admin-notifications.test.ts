import { ApiPaths } from '../../../../src/core/contract';
import { AdminNotifications } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('AdminNotifications', () => {
  it('lists and marks read (given ids, or all)', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
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
