/**
 * @jest-environment node
 */
/** The device-change notifications' counts (docs/behaviour.md, "Audit log and notifications"): the server's, not the page's. */
import type { Notification } from '../../../../src/core/contract';
import { ApiPaths } from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, status } from '../../../fakes';
import { adminWorld } from '../admin-world';

const notification = (id: number, read: boolean): Notification => ({
  id,
  kind: 'DEVICE_CHANGED',
  message: `Dispositivo cambiato ${id}`,
  user_id: 7,
  username: 'mario.rossi',
  created_at: '2026-11-25T08:00:00.000Z',
  read,
});

/** The newest 20 of 45 notifications, 5 of them unread; 30 unread in all. */
function busyWorld() {
  const world = adminWorld();
  const page = Array.from({ length: 20 }, (_, i) => notification(100 - i, i >= 5));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 45, unread: 30, results: page }));
  const store = world.get(AdminToken.NotificationsStore);
  return { world, store };
}

describe('NotificationsStore counts', () => {
  it('counts the unread beyond the page shown, and says the list holds only the newest', async () => {
    const { store } = busyWorld();
    await store.load();
    expect(store.items).toHaveLength(20);
    expect(store.unreadCount).toBe(30);
    expect(store.hasOlder).toBe(true);
    expect(store.total).toBe(45);
  });

  it('marking one read takes one off; marking all leaves none, older ones included', async () => {
    const { world, store } = busyWorld();
    world.http.on('POST', ApiPaths.adminNotificationsRead, { status: 204 });
    await store.load();

    await store.markRead(100);
    expect(store.unreadCount).toBe(29);
    await store.markRead(100);
    expect(store.unreadCount).toBe(29);
    await store.markAllRead();
    expect(store.unreadCount).toBe(0);
    expect(world.http.last('POST', ApiPaths.adminNotificationsRead).body).toEqual({});
  });

  it('a refused mark shows the count as it was', async () => {
    const { world, store } = busyWorld();
    world.http.on('POST', ApiPaths.adminNotificationsRead, status(500, {}));
    await store.load();

    await store.markAllRead();
    expect(store.unreadCount).toBe(30);
    expect(store.error).toEqual({ key: 'admin.notifications.markError' });
  });
});
