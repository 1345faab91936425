/**
 * POST /api/auth/register-device/: a signed-in client asks whether it is the account's bound device. A token is all
 * this request shows of the account, and a copied token must not move it: the answer binds nothing, changes nothing and
 * stores no key (docs/behaviour.md, "The bound device"). A device is bound, replaced or given its key only at a sign-in
 * that checks the password (login, the reassociation dialog, a new password).
 */
import type { RegisterDeviceRequest } from '../../src/core/contract';
import type { AppConfig } from '../app-config';
import type { Database } from '../db/database.port';
import { httpError } from '../http/http-error';
import { findUsername } from '../users/user.repository';
import type { DeviceChallenges } from './device-challenges';
import { readDeviceEvidence } from './device-evidence';
import { applyDevicePolicy } from './device-policy.service';
import { deviceNotAuthorized } from './device-refusal-errors';

/** How the answer names the two decisions a registration can take: the bound device, or an account not device-checked. */
export const REGISTRATION_STATUS = { accept: 'unchanged', ignore: 'not_checked' } as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

/** The bound device ('unchanged'), an account without the device check ('not_checked'), else 403 DEVICE_NOT_AUTHORIZED. */
export async function registerDevice(
  ports: { db: Database; deviceChallenges: DeviceChallenges; config: Pick<AppConfig, 'deviceChangeApproval'> },
  caller: { userId: number },
  request: RegisterDeviceRequest,
): Promise<{ device_id: string; status: RegistrationStatus }> {
  const username = await findUsername(ports.db, caller.userId);
  if (username === undefined) throw httpError(401, 'TOKEN_INVALID');
  const { public_key: _key, device_proof: _proof, ...device } = request;
  const evidence = readDeviceEvidence(ports.deviceChallenges, request, { action: 'register_device', username });
  const presented = { device, evidence, passwordChecked: false, reassociating: false, approval: ports.config.deviceChangeApproval };
  const outcome = await ports.db.transaction((tx) => applyDevicePolicy(tx, caller.userId, presented));
  if (outcome === undefined) throw httpError(401, 'TOKEN_INVALID');
  if (outcome.decision !== 'accept' && outcome.decision !== 'ignore') throw deviceNotAuthorized(outcome.account.username);
  return { device_id: request.device_id, status: REGISTRATION_STATUS[outcome.decision] };
}
