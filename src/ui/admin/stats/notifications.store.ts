/**
 * The panel's notifications of device changes (administrators are notified when a device is reassociated;
 * docs/behaviour.md, "Audit log and notifications"): the list, the unread count, and marking one or all as read
 * (updated locally at once). With them, the device changes awaiting an administrator's decision (`requests`).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notification, NotificationList } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { AdminNotifications } from '../../../core/use-cases/admin';
import { loadInto } from '../shared/load-into';
import type { DeviceChangeRequestsStore } from './device-change-requests.store';

export const NOTIFICATIONS_LOAD_ERROR: DisplayMessage = { key: 'admin.notifications.loadError' };
export const NOTIFICATIONS_MARK_ERROR: DisplayMessage = { key: 'admin.notifications.markError' };

export class NotificationsStore {
  items: Notification[] = [];
  /** How many notifications there are in all; the list holds the newest page of them. */
  total = 0;
  /** How many are unread in all (the server's count: older unread ones lie beyond the page shown). */
  unreadCount = 0;
  isLoading = false;
  error: DisplayMessage | null = null;

  constructor(
    private readonly notifications: AdminNotifications,
    readonly requests: DeviceChangeRequestsStore,
  ) {
    makeAutoObservable<NotificationsStore, 'notifications'>(this, { notifications: false, requests: false }, { autoBind: true });
  }

  /** The list shows only the newest of more notifications (the panel says so). */
  get hasOlder(): boolean {
    return this.total > this.items.length;
  }

  /** Loads both when the panel mounts; unmounting drops a pending success message of a decision. */
  start(): () => void {
    void this.load();
    void this.requests.load();
    return this.requests.notice.clear;
  }

  async load(): Promise<void> {
    this.error = null;
    const show = (list: NotificationList) => {
      this.items = list.results;
      this.total = list.count;
      this.unreadCount = list.unread;
    };
    await loadInto(this, () => this.notifications.list(), show, NOTIFICATIONS_LOAD_ERROR);
  }

  markRead(id: number): Promise<void> {
    return this.mark([id]);
  }

  markAllRead(): Promise<void> {
    return this.mark(undefined);
  }

  /** Updated here at once, the count too (all: none left unread, beyond the page as well). */
  private async mark(ids: number[] | undefined): Promise<void> {
    const [previous, previousUnread] = [this.items, this.unreadCount];
    const marked = (item: Notification) => ids === undefined || ids.includes(item.id);
    const newlyRead = this.items.filter((item) => !item.read && marked(item)).length;
    this.items = this.items.map((item) => (marked(item) ? { ...item, read: true } : item));
    this.unreadCount = ids === undefined ? 0 : Math.max(0, this.unreadCount - newlyRead);
    try {
      await this.notifications.markRead(ids);
    } catch {
      // The server kept them unread: show the truth again.
      runInAction(() => {
        this.items = previous;
        this.unreadCount = previousUnread;
        this.error = NOTIFICATIONS_MARK_ERROR;
      });
    }
  }
}
