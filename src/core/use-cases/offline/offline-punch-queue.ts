/**
 * The phone's offline punches (docs/behaviour.md, "Offline punches"): recorded when a punch cannot reach the server,
 * kept on the phone (OfflinePunchStore: IndexedDB), and sent by themselves when the network returns.
 * - record(): the punch as the device key signs it at the tap: the phone's time (the Clock port, ISO 8601), its fix and
 *   the fix's age, the place the flow chose (check-in), the signals of the recent fixes, and a counter the store hands
 *   out once and for all. Null when it cannot be kept: no signed-in account, no device key, or a store that fails
 *   (the caller then shows the usual offline refusal, never a punch claimed saved).
 * - send(): the signed-in account's waiting punches, in counter order, one at a time; one run at a time (a trigger
 *   during a run makes it look again at its end). Each answer decides (offline-punch-answer.ts): answered, the punch
 *   leaves the queue and listeners hear how it went; kept, sending stops until the next trigger. A lost answer is
 *   harmless: the server answers a counter it has seen with its first answer, so a punch is applied exactly once.
 * - Triggers: the network coming back (start() listens), the app's start and the dashboard opening (the dashboard
 *   calls send()), and an online punch accepted (the flow calls send()).
 * - waiting(): the signed-in account's punches still on the phone, as of the last look at the store; listeners hear
 *   every change.
 */
import { OfflinePaths, type OfflinePunchAction, type OfflinePunchRequest, type OfflinePunchResult } from '../../contract';
import { offlinePunchRequestMessage } from '../../domain';
import type { Clock, Logger, NetworkStatus, OfflinePunchStore, Position, QueuedPunch, Unsubscribe } from '../../ports';
import type { ApiClient, AuthTokens } from '../api';
import type { DeviceIdentity } from '../device';
import type { ObservedPositionSignal } from '../position';
import { answeredStep, failedStep, type OfflinePunchAnswer, type SendStep } from './offline-punch-answer';

export interface OfflinePunchInput {
  action: OfflinePunchAction;
  deviceId: string;
  /** The fix the punch took; null when it had none. */
  position: Position | null;
  /** Check-in: the place the flow chose; null lets the server choose from the fix. */
  locationId: number | null;
  positionSignals: readonly ObservedPositionSignal[];
}

export type OfflineQueueEvent =
  | { kind: 'waiting'; waiting: readonly QueuedPunch[] }
  | { kind: 'answered'; answer: OfflinePunchAnswer };

/** The contract's bounds (OfflinePunchRequest). */
const MAX_FIX_AGE_SECONDS = 86400 * 7;
const MAX_ACCURACY_M = 100000;

export class OfflinePunchQueue {
  private current: readonly QueuedPunch[] = [];
  private readonly listeners = new Set<(event: OfflineQueueEvent) => void>();
  private sending: Promise<void> | null = null;
  private lookAgain = false;
  private stopListening: Unsubscribe | null = null;

  constructor(
    private readonly store: OfflinePunchStore,
    private readonly api: ApiClient,
    private readonly identity: Pick<DeviceIdentity, 'hasKey' | 'sign'>,
    private readonly tokens: Pick<AuthTokens, 'profile'>,
    private readonly clock: Clock,
    private readonly network: NetworkStatus,
    private readonly logger: Logger,
  ) {}

  /** Sends whatever waits each time the network comes back; once, however often it is called. */
  start(): void {
    this.stopListening ??= this.network.subscribe((online) => {
      if (online) void this.send();
    });
  }

  waiting(): readonly QueuedPunch[] {
    return this.current;
  }

  subscribe(listener: (event: OfflineQueueEvent) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the store again (a dashboard opening; another tab may have sent or recorded meanwhile). */
  async refresh(): Promise<void> {
    const username = this.username();
    const all = await this.store.list();
    const mine = username ? all.filter((punch) => sameAccount(punch.username, username)) : [];
    this.current = mine;
    this.emit({ kind: 'waiting', waiting: mine });
  }

  /** Records a punch that could not reach the server; null when it cannot be kept (see the header). */
  async record(input: OfflinePunchInput): Promise<QueuedPunch | null> {
    const username = this.username();
    if (!username) return null;
    try {
      if (!(await this.identity.hasKey())) return null;
      const request = await this.signed(input, username, await this.store.takeCounter());
      const punch: QueuedPunch = { counter: request.counter, username, request };
      await this.store.add(punch);
      await this.refresh();
      return punch;
    } catch (error) {
      this.logger.warn('Offline punch could not be kept', error);
      return null;
    }
  }

  /** Sends the waiting punches (see the header); resolves when this run is over. Never rejects. */
  send(): Promise<void> {
    if (this.sending) {
      this.lookAgain = true;
      return this.sending;
    }
    this.sending = this.run().finally(() => {
      this.sending = null;
    });
    return this.sending;
  }

  private async run(): Promise<void> {
    try {
      do {
        this.lookAgain = false;
        // A run that had to stop ends, unless a trigger came meanwhile (the network back while it failed).
        if (!(await this.sendWaiting()) && !this.lookAgain) return;
      } while (this.lookAgain);
    } catch (error) {
      this.logger.warn('Offline punches could not be sent', error);
    }
  }

  /** False when a punch had to stay (sending stops there). */
  private async sendWaiting(): Promise<boolean> {
    const username = this.username();
    if (!username || !this.network.isOnline()) return false;
    const mine = (await this.store.list()).filter((punch) => sameAccount(punch.username, username));
    for (const punch of mine) {
      const step = await this.sendOne(punch);
      if (step.kind === 'keep') {
        this.logger.warn('Offline punch kept for later', step.error);
        await this.refresh();
        return false;
      }
      await this.store.remove(punch.counter);
      await this.refresh();
      this.emit({ kind: 'answered', answer: step.answer });
    }
    return true;
  }

  private async sendOne(punch: QueuedPunch): Promise<SendStep> {
    try {
      return answeredStep(punch, await this.api.post<OfflinePunchResult>(OfflinePaths.offlinePunch, punch.request));
    } catch (error) {
      return failedStep(punch, error);
    }
  }

  private async signed(input: OfflinePunchInput, username: string, counter: number): Promise<OfflinePunchRequest> {
    const now = this.clock.now();
    const fix = input.position;
    const unsigned = {
      action: input.action,
      device_id: input.deviceId,
      counter,
      device_time: new Date(now).toISOString(),
      latitude: fix?.latitude ?? null,
      longitude: fix?.longitude ?? null,
      accuracy: fix ? Math.min(fix.accuracy, MAX_ACCURACY_M) : null,
      fix_age_seconds: fix ? Math.min(MAX_FIX_AGE_SECONDS, Math.max(0, Math.round((now - fix.timestamp) / 1000))) : null,
      location_id: input.action === 'check_in' ? input.locationId : null,
      position_signals: [...input.positionSignals],
    };
    // Signed from the request itself: what the key vouches for is exactly what is sent.
    return { ...unsigned, signature: await this.identity.sign(offlinePunchRequestMessage(unsigned, username)) };
  }

  /** The signed-in account (its remembered profile); null when nobody is. */
  private username(): string | null {
    return this.tokens.profile()?.username ?? null;
  }

  private emit(event: OfflineQueueEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

function sameAccount(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
