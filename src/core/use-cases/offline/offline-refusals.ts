/**
 * The employee's refused offline punches (docs/behaviour.md, "Offline punches"): what the server kept as refused,
 * shown on the dashboard with its reason until the employee dismisses it. They come from the answers to the punches
 * this phone sent and from GET /api/timesheet/offline/refused/ (refusals met on another occasion: another tab, an
 * answer lost on the way). A dismissed one stays dismissed on this phone (storage key 'dismissedOfflineRefusals').
 */
import { OfflinePaths, type OfflinePunchAction, type RefusedOfflinePunchList } from '../../contract';
import type { KeyValueStorage } from '../../ports';
import type { ApiClient } from '../api';
import type { OfflinePunchAnswer, OfflineRefusalReason } from './offline-punch-answer';

export interface ShownRefusal {
  /** Tells refusals apart (the key's counter and the phone's time). */
  key: string;
  action: OfflinePunchAction;
  deviceTime: string;
  reason: OfflineRefusalReason;
  /** The server kept it as refused and told the staff (its own refusals); false for a request it turned away. */
  staffTold: boolean;
}

/** The phone's own names for a request the server turned away without keeping it. */
const TURNED_AWAY: ReadonlySet<OfflineRefusalReason> = new Set(['counter_not_new', 'device_refused', 'invalid']);

/** How many dismissed refusals the phone remembers (the newest). */
const REMEMBERED = 50;

export class OfflineRefusals {
  constructor(
    private readonly api: ApiClient,
    private readonly storage: KeyValueStorage,
  ) {}

  /** The server's refusals of this account, newest first, without those dismissed here. */
  async load(): Promise<ShownRefusal[]> {
    const list = await this.api.get<RefusedOfflinePunchList>(OfflinePaths.myRefusedOfflinePunches);
    const dismissed = new Set(this.dismissed());
    return list
      .map((refused) => shown(refused.counter, refused.action, refused.device_time, refused.refusal))
      .filter((refusal) => !dismissed.has(refusal.key));
  }

  /** The refusal in an answer to a punch this phone sent; null when it was accepted. */
  fromAnswer(answer: OfflinePunchAnswer): ShownRefusal | null {
    if (answer.accepted || !answer.refusal) return null;
    return shown(answer.counter, answer.action, answer.deviceTime, answer.refusal);
  }

  dismiss(refusal: ShownRefusal): void {
    const kept = [...this.dismissed().filter((key) => key !== refusal.key), refusal.key].slice(-REMEMBERED);
    this.storage.set('dismissedOfflineRefusals', JSON.stringify(kept));
  }

  private dismissed(): string[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.get('dismissedOfflineRefusals') ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
    } catch {
      return [];
    }
  }
}

function shown(counter: number, action: OfflinePunchAction, deviceTime: string, reason: OfflineRefusalReason): ShownRefusal {
  return { key: `${counter}@${deviceTime}`, action, deviceTime, reason, staffTold: !TURNED_AWAY.has(reason) };
}
