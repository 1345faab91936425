/**
 * The device changes awaiting an administrator, in 'Notifiche cambio dispositivo' (docs/behaviour.md, "Device
 * changes approved by an administrator"): the pending requests, each approved or refused after the view's
 * confirmation. Like the admin lists, a decision shows a success message (hidden after 3 s) and the list reloads at
 * once and again ~1 s later; a refused decision (another administrator decided first: 404) shows the server's
 * message, and the list reloads too, so that it shows what is still pending.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DeviceChangeRequest } from '../../../core/contract';
import { deviceName, deviceType, LOCATION_MESSAGE_MS, verbatim, type DisplayMessage } from '../../../core/domain';
import type { Scheduler } from '../../../core/ports';
import type { DeviceChangeRequests } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { TimedMessage } from '../../shared/timed-message';
import { changeList } from '../shared/list-changes';
import { loadInto } from '../shared/load-into';

export const DEVICE_CHANGES_LOAD_ERROR: DisplayMessage = { key: 'admin.deviceChanges.loadError' };
const UNKNOWN_DEVICE: DisplayMessage = { key: 'admin.deviceChanges.unknownDevice' };

export class DeviceChangeRequestsStore {
  items: DeviceChangeRequest[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;
  /** The request being decided (its buttons busy, the others' disabled), or null. */
  decidingId: number | null = null;
  readonly notice: TimedMessage;

  constructor(
    private readonly requests: DeviceChangeRequests,
    private readonly refresher: ListRefresher,
    scheduler: Scheduler,
  ) {
    this.notice = new TimedMessage(scheduler, LOCATION_MESSAGE_MS);
    makeAutoObservable<DeviceChangeRequestsStore, 'requests' | 'refresher'>(
      this,
      { requests: false, refresher: false, notice: false },
      { autoBind: true },
    );
  }

  /**
   * Whether the section shows: while requests wait, or a message is up. With DEVICE_CHANGE_APPROVAL=self no request
   * is ever filed, and the panel shows nothing of it.
   */
  get isVisible(): boolean {
    return this.items.length > 0 || this.error !== null || this.notice.message !== null;
  }

  async load(mode?: ReloadMode): Promise<void> {
    const show = (list: { results: DeviceChangeRequest[] }) => {
      this.items = list.results;
      // A refused decision's message stays until the next decision; only a failed load is over.
      if (this.error?.key === DEVICE_CHANGES_LOAD_ERROR.key) this.error = null;
    };
    await loadInto(this, () => this.requests.listPending(), show, DEVICE_CHANGES_LOAD_ERROR, mode);
  }

  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  clearError(): void {
    this.error = null;
  }

  /** After the view's confirmation: binds the requested device and ends the account's sessions. */
  approve(request: DeviceChangeRequest): Promise<boolean> {
    return this.decide(request, () => this.requests.approve(request.id), 'admin.deviceChanges.approved', 'admin.deviceChanges.approveError');
  }

  /** After the view's confirmation: the bound device stays. */
  refuse(request: DeviceChangeRequest): Promise<boolean> {
    return this.decide(request, () => this.requests.refuse(request.id), 'admin.deviceChanges.refused', 'admin.deviceChanges.refuseError');
  }

  /** Who asked: 'Full Name (username)', or the username alone. */
  requesterOf(request: DeviceChangeRequest): string {
    return request.full_name ? `${request.full_name} (${request.username})` : request.username;
  }

  /** The requested device: the name it gave, else the one its browser's user agent tells, else 'Dispositivo sconosciuto'. */
  deviceOf(request: DeviceChangeRequest): DisplayMessage {
    if (request.device_name) return verbatim(request.device_name);
    const agent = request.user_agent;
    return agent && deviceType(agent) !== 'unknown' ? verbatim(deviceName(agent)) : UNKNOWN_DEVICE;
  }

  private async decide(request: DeviceChangeRequest, decision: () => Promise<unknown>, successKey: string, fallbackKey: string): Promise<boolean> {
    this.decidingId = request.id;
    try {
      const decided = await changeList(this, async () => void (await decision()), successKey, fallbackKey);
      if (!decided) await this.load();
      return decided;
    } finally {
      runInAction(() => (this.decidingId = null));
    }
  }
}
