/**
 * Login and device reassociation (docs/behaviour.md, "Login", "The bound device"): the credentials, then the
 * device policy and a new session in one transaction, then the profile. When an employee's device changed, every
 * other session of the account has ended (the new one is started after the revocation), access tokens included.
 */
import type { DeviceChangePending, DeviceProof, DevicePublicKey, LoginResponse } from '../../src/core/contract';
import type { AppConfig } from '../app-config';
import type { Database } from '../db/database.port';
import type { DeviceChallenges } from '../devices/device-challenges';
import { readDeviceEvidence, type DeviceEvidence } from '../devices/device-evidence';
import { applyDevicePolicy } from '../devices/device-policy.service';
import { deviceChangePending, deviceNotAuthorized } from '../devices/device-refusal-errors';
import type { PresentedDevice } from '../devices/device.repository';
import { httpError } from '../http/http-error';
import { countLoginFailure } from '../metrics/recorders';
import { passwordChangeRequired } from '../passwords/password-refusal-errors';
import type { TokenService } from '../session-tokens/token.service';
import { findUser } from '../users/user.repository';
import { checkCredentials, type Authenticated, type SignInAttempt } from './credentials.service';
import type { LoginThrottle } from './login-throttle.service';
import { logSecurityEvent, type ClientInfo } from './security-events';
import type { SessionService, StartedSession } from './session.service';
import type { TotpService } from './totp.service';

/** What signing in needs of the app (the Fastify instance has all of it). */
export interface SignInPorts {
  db: Database;
  sessions: SessionService;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  deviceChallenges: DeviceChallenges;
  totp: TotpService;
  config: Pick<AppConfig, 'deviceChangeApproval'>;
}

/** The device as a signing-in request presents it: its details, and its public key and proof (device-evidence.ts). */
export interface SignInDevice extends PresentedDevice {
  public_key?: DevicePublicKey;
  device_proof?: DeviceProof;
}

/** How the session is asked for: what the device key signed (src/core/domain/device-proof.ts). */
export type SignInAction = 'login' | 'reassociate' | 'set_new_password';

/** POST /api/auth/login/: a device other than the bound one is refused unless the policy rebinds it. */
export async function signIn(ports: SignInPorts, attempt: SignInAttempt, device: SignInDevice): Promise<LoginResponse> {
  return onlyLogin(await signInFrom(ports, attempt, device, 'login'));
}

/**
 * POST /api/auth/reassociate-device/: the user confirmed that this device replaces the bound one. With
 * DEVICE_CHANGE_APPROVAL=admin an employee's reassociation files a request instead (answered 202 by the route).
 */
export function reassociateDevice(
  ports: SignInPorts,
  attempt: SignInAttempt,
  device: SignInDevice,
): Promise<LoginResponse | DeviceChangePending> {
  return signInFrom(ports, attempt, device, 'reassociate');
}

/**
 * What the request shows of its device, read before anything is checked or changed: a stale challenge costs no
 * attempt and changes nothing (the client asks for a fresh one and sends the request again).
 */
export function signInEvidence(ports: SignInPorts, device: SignInDevice, action: SignInAction, username: string): DeviceEvidence {
  return readDeviceEvidence(ports.deviceChallenges, device, { action, username });
}

async function signInFrom(
  ports: SignInPorts,
  attempt: SignInAttempt,
  device: SignInDevice,
  action: SignInAction,
): Promise<LoginResponse | DeviceChangePending> {
  const evidence = signInEvidence(ports, device, action, attempt.username);
  const account = await checkCredentials(ports, { ...attempt, device: evidence });
  // A password an administrator set opens nothing, not even a device decision, until the user has chosen their own
  // (docs/behaviour.md, "Passwords"); the new password's route then signs in through openSession.
  if (account.mustChangePassword) throw passwordChangeRequired(account.username);
  return openSession(ports, account, device, action, attempt.client, evidence);
}

/** Only a reassociation may file a device change request: any other sign-in answers a session. */
export function onlyLogin(answer: LoginResponse | DeviceChangePending): LoginResponse {
  if ('status' in answer) throw new Error('only a reassociation files a device change request');
  return answer;
}

/**
 * After the credentials (also the new password's route): the device policy and a new session in one transaction, then
 * the profile.
 */
export async function openSession(
  ports: SignInPorts,
  account: Authenticated,
  presented: SignInDevice,
  action: SignInAction,
  client: ClientInfo,
  evidence: DeviceEvidence,
): Promise<LoginResponse | DeviceChangePending> {
  const { public_key: _key, device_proof: _proof, ...device } = presented;
  type Outcome =
    | (StartedSession & { endedSessions: string[]; deviceChanged: boolean })
    | { refused: 'device' | 'pending' }
    | { requestId: number }
    | 'inactive';
  const outcome = await ports.db.transaction(async (tx): Promise<Outcome> => {
    const reassociating = action === 'reassociate';
    const presentation = { device, evidence, passwordChecked: true, reassociating, approval: ports.config.deviceChangeApproval };
    const applied = await applyDevicePolicy(tx, account.id, presentation);
    if (!applied) return 'inactive';
    if (applied.decision === 'refuse') return { refused: applied.pendingRequest ? 'pending' : 'device' };
    if (applied.decision === 'request') return { requestId: applied.requestId! };
    const session = await ports.sessions.start(tx, { id: account.id, isAdmin: applied.account.isAdmin });
    return { ...session, endedSessions: applied.endedSessions, deviceChanged: applied.decision === 'rebind' };
  });
  if (outcome === 'inactive') throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  if ('refused' in outcome) {
    logSecurityEvent(client, 'login_refused_device', { username: account.username, device_id: device.device_id, keyed: evidence.proof !== undefined });
    countLoginFailure('device_refused');
    throw outcome.refused === 'pending' ? deviceChangePending(account.username) : deviceNotAuthorized(account.username);
  }
  if ('requestId' in outcome) {
    logSecurityEvent(client, 'device_change_requested', { username: account.username, device_id: device.device_id, request_id: outcome.requestId });
    return { status: 'pending_approval', request_id: outcome.requestId };
  }
  ports.tokens.endSessions(outcome.endedSessions);
  if (outcome.deviceChanged) {
    logSecurityEvent(client, 'device_changed', { username: account.username, device_id: device.device_id, reassociated: action === 'reassociate' });
  }
  const user = await findUser(ports.db, account.id);
  if (!user) throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  return { access: outcome.access, refresh: outcome.refresh, user };
}
