/**
 * The steps check-in and check-out share (docs/behaviour.md, "Punch rules", "The device key"):
 * before: the device id (created if missing), a fresh position, with one silent retry, and, from a device with a
 * key, a challenge for the punch's proof, fetched while the GPS works (a phone's fix takes seconds, the challenge one
 * round trip: proving the punch makes it no slower);
 * after a success: wait 750 ms, then reload the status until it matches, up to 3 times 1500 ms apart,
 * and reload the nearby places.
 */
import type { NearbyLocation, UserStatus } from '../../contract';
import { POST_ACTION_WAIT_MS, STATUS_RETRY_ATTEMPTS, STATUS_RETRY_DELAY_MS } from '../../domain';
import type { Logger, Position, Scheduler } from '../../ports';
import type { ApiClient, DeviceProofRequest } from '../api';
import { DeviceProofs, type Challenge, type DeviceIdentity } from '../device';
import { LoadNearbyLocations, type PositionService } from '../position';
import { LoadStatus } from './load-status.use-case';

export interface PunchContext {
  deviceId: string;
  position: Position;
  /** The challenge for the punch's proof, asked for with the position (null: the device holds no key). */
  challenge: Challenge;
}

export interface SettledState {
  /** The last status read (the matching one when it arrived in time); null when none could be read. */
  status: UserStatus | null;
  /** Nearby places around the punch position; null when they could not be reloaded. */
  nearby: NearbyLocation[] | null;
}

export class PunchFlow {
  private readonly loadStatus: LoadStatus;
  private readonly loadNearby: LoadNearbyLocations;
  private readonly proofs: DeviceProofs;

  constructor(
    api: ApiClient,
    private readonly identity: DeviceIdentity,
    private readonly positions: PositionService,
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {
    this.loadStatus = new LoadStatus(api);
    this.loadNearby = new LoadNearbyLocations(api);
    this.proofs = new DeviceProofs(api, identity);
  }

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

  async settle(expected: 'IN' | 'OUT', at: Position): Promise<SettledState> {
    await this.scheduler.delay(POST_ACTION_WAIT_MS);
    const status = await this.pollStatus(expected);
    let nearby: NearbyLocation[] | null = null;
    try {
      nearby = await this.loadNearby.execute(at);
    } catch (error) {
      this.logger.warn('Nearby locations reload after punch failed', error);
    }
    return { status, nearby };
  }

  private async pollStatus(expected: 'IN' | 'OUT'): Promise<UserStatus | null> {
    let last: UserStatus | null = null;
    for (let attempt = 1; attempt <= STATUS_RETRY_ATTEMPTS; attempt++) {
      try {
        last = await this.loadStatus.execute();
        if (last.status === expected) return last;
      } catch (error) {
        this.logger.warn(`Status reload after punch failed (attempt ${attempt})`, error);
      }
      if (attempt < STATUS_RETRY_ATTEMPTS) await this.scheduler.delay(STATUS_RETRY_DELAY_MS);
    }
    return last;
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
