/**
 * The panel's notifications of device changes (administrators are notified when a device is reassociated;
 * docs/behaviour.md, "Audit log and notifications"): the list, the unread count, and marking one or all as read
 * (updated locally at once). With them, the device changes awaiting an administrator's decision (`requests`).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Notification } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { AdminNotifications } from '../../../core/use-cases/admin';
import { loadInto } from '../shared/load-into';
import type { DeviceChangeRequestsStore } from './device-change-requests.store';

export const NOTIFICATIONS_LOAD_ERROR: DisplayMessage = { key: 'admin.notifications.loadError' };
export const NOTIFICATIONS_MARK_ERROR: DisplayMessage = { key: 'admin.notifications.markError' };

export class NotificationsStore {
  items: Notification[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;

  constructor(
    private readonly notifications: AdminNotifications,
    readonly requests: DeviceChangeRequestsStore,
  ) {
    makeAutoObservable<NotificationsStore, 'notifications'>(this, { notifications: false, requests: false }, { autoBind: true });
  }

  /** Counted from the list, so marking as read updates it without a reload. */
  get unreadCount(): number {
    return this.items.filter((item) => !item.read).length;
  }

  /** Loads both when the panel mounts; unmounting drops a pending success message of a decision. */
  start(): () => void {
    void this.load();
    void this.requests.load();
    return this.requests.notice.clear;
  }

  async load(): Promise<void> {
    this.error = null;
    await loadInto(this, () => this.notifications.list(), (list) => (this.items = list.results), NOTIFICATIONS_LOAD_ERROR);
  }

  markRead(id: number): Promise<void> {
    return this.mark([id]);
  }

  markAllRead(): Promise<void> {
    return this.mark(undefined);
  }

  private async mark(ids: number[] | undefined): Promise<void> {
    const previous = this.items;
    this.items = this.items.map((item) => (ids === undefined || ids.includes(item.id) ? { ...item, read: true } : item));
    try {
      await this.notifications.markRead(ids);
    } catch {
      // The server kept them unread: show the truth again.
      runInAction(() => {
        this.items = previous;
        this.error = NOTIFICATIONS_MARK_ERROR;
      });
    }
  }
}
