/**
 * The steps check-in and check-out share (docs/behaviour.md, "Punch rules", "The device key"):
 * before: the device id (created if missing), a fresh position, with one silent retry, and, from a device with a
 * key, a challenge for the punch's proof, fetched while the GPS works (a phone's fix takes seconds, the challenge one
 * round trip: proving the punch makes it no slower);
 * after a success: the punch's answer carries the status after it (PunchResponse), so nothing is waited for or read
 * again here: the caller shows that status at once and reloads the nearby places and the recent punches; and the
 * offline punches still waiting on the phone are sent (the network is evidently back).
 * Every request says how old its fix is and what the phone saw in its recent fixes (fixFields; docs/behaviour.md,
 * "Position signals").
 * Offline (docs/behaviour.md, "Offline punches"): when the browser says it is offline, or the punch (or its challenge)
 * cannot reach the server, a plain punch is recorded on the phone instead (queue()): signed by the device key, sent
 * when the network returns. The anomaly dialog's confirmations are not: they keep today's offline refusal.
 */
import type { CheckInRequest, OfflinePunchAction, PunchResponse, TimesheetEntry, UserStatus } from '../../contract';
import { NetworkError, type Clock, type Logger, type NetworkStatus, type Position } from '../../ports';
import type { DeviceProofRequest } from '../api';
import type { Challenge, DeviceIdentity, DeviceProofs } from '../device';
import type { OfflinePunchQueue } from '../offline';
import type { PositionService } from '../position';
import { PunchMessageKey } from './punch-messages';
import type { PunchQueued } from './punch-outcome';

export interface PunchContext {
  deviceId: string;
  position: Position;
  /** The challenge for the punch's proof, asked for with the position (null: the device holds no key). */
  challenge: Challenge;
}

/**
 * An accepted punch's answer, split: the entry it saved, and the status after it (GET /api/timesheet/status/'s shape);
 * null when the answer has none (a server from before the status was added, still answering during a rolling update).
 */
export function splitPunchAnswer(answer: PunchResponse): { entry: TimesheetEntry; status: UserStatus | null } {
  const { status, is_checked_in, last_entry, ...entry } = answer;
  const known = (status === 'IN' || status === 'OUT') && typeof is_checked_in === 'boolean' && last_entry !== undefined;
  return { entry, status: known ? { status, is_checked_in, last_entry } : null };
}

/** What a punch request says about its fix, beside the coordinates. */
export type PunchFixFields = Pick<CheckInRequest, 'fix_age_seconds' | 'position_signals'>;

/** The sides of the flow that only the offline punches need. */
export interface OfflinePunching {
  queue: Pick<OfflinePunchQueue, 'record' | 'send'>;
  network: Pick<NetworkStatus, 'isOnline'>;
  clock: Clock;
}

export class PunchFlow {
  constructor(
    private readonly proofs: DeviceProofs,
    private readonly identity: DeviceIdentity,
    private readonly positions: Pick<PositionService, 'getCurrentPosition' | 'positionSignals'>,
    private readonly logger: Logger,
    private readonly offline: OfflinePunching,
  ) {}

  /** The device id and a position (with the proof's challenge under way), or null when either is missing (the local refusal). */
  async prepare(): Promise<PunchContext | null> {
    const deviceId = this.deviceId();
    const challenge = this.proofs.challenge();
    // A failed challenge surfaces when the punch is sent; a punch refused before that leaves it unread.
    challenge.catch(() => undefined);
    const position = await this.position();
    return deviceId && position ? { deviceId, position, challenge } : null;
  }

  /** What the punch's request proves by the device key, over the challenge fetched with the position. */
  proof(context: PunchContext, subject: Pick<DeviceProofRequest, 'action' | 'locationId' | 'offsite'>): DeviceProofRequest {
    return { ...subject, deviceId: context.deviceId, challenge: context.challenge };
  }

  /** The fix's age by the phone's own clock (whole seconds) and the signals of the recent fixes. */
  fixFields(context: PunchContext): PunchFixFields {
    const age = Math.max(0, Math.round((this.offline.clock.now() - context.position.timestamp) / 1000));
    return { fix_age_seconds: age, position_signals: this.positions.positionSignals() };
  }

  /** Whether the browser knows it is offline: a plain punch is then recorded on the phone without trying the network. */
  isOffline(): boolean {
    return !this.offline.network.isOnline();
  }

  /** Whether a punch failed because it could not reach the server (no answer at all; a timeout may have arrived). */
  isNetworkFailure(error: unknown): boolean {
    return error instanceof NetworkError && error.kind !== 'timeout';
  }

  /**
   * Records the punch on the phone ('In attesa di invio'); null when it cannot be kept (no device key, a browser that
   * cannot keep the queue): the caller then shows the usual offline refusal.
   */
  async queue(context: PunchContext, action: OfflinePunchAction, locationId: number | null): Promise<PunchQueued | null> {
    const punch = await this.offline.queue.record({
      action,
      deviceId: context.deviceId,
      position: context.position,
      locationId,
      positionSignals: this.positions.positionSignals(),
    });
    if (!punch) return null;
    const key = action === 'check_in' ? PunchMessageKey.checkinQueued : PunchMessageKey.checkoutQueued;
    return { kind: 'queued', message: { key }, punch };
  }

  /** After an accepted online punch: the network is there, so whatever waits on the phone goes now. */
  punched(): void {
    void this.offline.queue.send();
  }

  private deviceId(): string | null {
    try {
      return this.identity.deviceId();
    } catch (error) {
      this.logger.error('Device id unavailable', error);
      return null;
    }
  }

  private async position(): Promise<Position | null> {
    try {
      return await this.positions.getCurrentPosition({ fresh: true });
    } catch {
      try {
        return await this.positions.getCurrentPosition({ silent: true, fresh: true });
      } catch {
        return null;
      }
    }
  }
}
