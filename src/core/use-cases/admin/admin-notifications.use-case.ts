import { ApiPaths, type NotificationList } from '../../contract';
import type { ApiClient } from '../api';

/** Administrators' notifications, e.g. of a device reassociated (docs/behaviour.md, "Audit log and notifications"). */
export class AdminNotifications {
  constructor(private readonly api: ApiClient) {}

  list(): Promise<NotificationList> {
    return this.api.get<NotificationList>(ApiPaths.adminNotifications);
  }

  /** Marks the given notifications read; without ids, all of them. */
  markRead(ids?: number[]): Promise<void> {
    return this.api.post(ApiPaths.adminNotificationsRead, ids ? { ids } : {});
  }
}
