/**
 * POST /api/auth/register-device/: a signed-in client presents its device, and the one-device rule applies as at
 * sign-in; the caller's own session survives a rebind that ends the account's others.
 */
import type { RegisterDeviceRequest } from '../../src/core/contract';
import type { AppConfig } from '../app-config';
import type { TokenService } from '../auth/token.service';
import type { Database } from '../db/database.port';
import { httpError } from '../http/http-error';
import { findUsername } from '../users/user.repository';
import type { DeviceChallenges } from './device-challenges';
import { readDeviceEvidence } from './device-evidence';
import { deviceNotAuthorized, type DeviceDecision } from './device-policy.rules';
import { applyDevicePolicy } from './device-policy.service';

/**
 * How the answer names each decision but 'refuse' (a 403): registered, the first device bound; unchanged, already
 * this device; rebound, replaced another (administrators, or confirmation off); not_checked, two-factor is off for
 * the account, devices are not bound.
 */
export const REGISTRATION_STATUS = { register: 'registered', accept: 'unchanged', rebind: 'rebound', ignore: 'not_checked' } as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUS)[Exclude<DeviceDecision, 'refuse' | 'request'>];

export async function registerDevice(
  ports: { db: Database; tokens: TokenService; deviceChallenges: DeviceChallenges; config: Pick<AppConfig, 'deviceChangeApproval'> },
  caller: { userId: number; session: string | undefined },
  request: RegisterDeviceRequest,
): Promise<{ device_id: string; status: RegistrationStatus }> {
  const { userId, session } = caller;
  const username = await findUsername(ports.db, userId);
  if (username === undefined) throw httpError(401, 'TOKEN_INVALID');
  const { public_key: _key, device_proof: _proof, ...device } = request;
  const evidence = readDeviceEvidence(ports.deviceChallenges, request, { action: 'register_device', username });
  const presented = { device, evidence, reassociating: false, approval: ports.config.deviceChangeApproval, keepSession: session };
  const outcome = await ports.db.transaction((tx) => applyDevicePolicy(tx, userId, presented));
  if (outcome === undefined) throw httpError(401, 'TOKEN_INVALID');
  ports.tokens.endSessions(outcome.endedSessions);
  // A registration never asks for a reassociation, so it never files a request: another device is refused.
  if (outcome.decision === 'refuse' || outcome.decision === 'request') throw deviceNotAuthorized(outcome.account.username);
  return { device_id: request.device_id, status: REGISTRATION_STATUS[outcome.decision] };
}
