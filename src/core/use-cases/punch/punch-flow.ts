/**
 * The steps check-in and check-out share (docs/behaviour.md, "Punch rules", "The device key"):
 * before: the device id (created if missing), a fresh position, with one silent retry, and, from a device with a
 * key, a challenge for the punch's proof, fetched while the GPS works (a phone's fix takes seconds, the challenge one
 * round trip: proving the punch makes it no slower);
 * after a success: the punch's answer carries the status after it (PunchResponse), so nothing is waited for or read
 * again here: the caller shows that status at once and reloads the nearby places and the recent punches.
 */
import type { PunchResponse, TimesheetEntry, UserStatus } from '../../contract';
import type { Logger, Position } from '../../ports';
import type { DeviceProofRequest } from '../api';
import type { Challenge, DeviceIdentity, DeviceProofs } from '../device';
import type { PositionService } from '../position';

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

export class PunchFlow {
  constructor(
    private readonly proofs: DeviceProofs,
    private readonly identity: DeviceIdentity,
    private readonly positions: PositionService,
    private readonly logger: Logger,
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
