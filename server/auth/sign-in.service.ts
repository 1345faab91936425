/**
 * Login and device reassociation (docs/behaviour.md, "Login", "The bound device"): the credentials, then the
 * device policy and a new session in one transaction, then the profile. When an employee's device changed, every
 * other session of the account has ended (the new one is started after the revocation), access tokens included.
 */
import type { LoginResponse } from '../../src/core/contract';
import type { Database } from '../db/database.port';
import { deviceNotAuthorized } from '../devices/device-policy.rules';
import { applyDevicePolicy } from '../devices/device-policy.service';
import type { PresentedDevice } from '../devices/device.repository';
import { httpError } from '../http/http-error';
import { findUser } from '../users/user.repository';
import { checkCredentials, type Authenticated, type SignInAttempt } from './credentials.service';
import { passwordChangeRequired } from './password-change.rules';
import type { LoginThrottle } from './login-throttle.service';
import { logSecurityEvent, type ClientInfo } from './security-events';
import type { SessionService, StartedSession } from './session.service';
import type { TokenService } from './token.service';

/** What signing in needs of the app (the Fastify instance has all of it). */
export interface SignInPorts {
  db: Database;
  sessions: SessionService;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
}

/** POST /api/auth/login/: a device other than the bound one is refused unless the policy rebinds it. */
export function signIn(ports: SignInPorts, attempt: SignInAttempt, device: PresentedDevice): Promise<LoginResponse> {
  return signInFrom(ports, attempt, device, false);
}

/** POST /api/auth/reassociate-device/: the user confirmed that this device replaces the bound one. */
export function reassociateDevice(ports: SignInPorts, attempt: SignInAttempt, device: PresentedDevice): Promise<LoginResponse> {
  return signInFrom(ports, attempt, device, true);
}

async function signInFrom(
  ports: SignInPorts,
  attempt: SignInAttempt,
  device: PresentedDevice,
  reassociating: boolean,
): Promise<LoginResponse> {
  const account = await checkCredentials(ports, attempt);
  // A password an administrator set opens nothing, not even a device decision, until the user has chosen their own
  // (docs/behaviour.md, "Passwords"); the new password's route then signs in through openSession.
  if (account.mustChangePassword) throw passwordChangeRequired(account.username);
  return openSession(ports, account, device, reassociating, attempt.client);
}

/** After the credentials: the device policy and a new session in one transaction, then the profile. */
export async function openSession(
  ports: SignInPorts,
  account: Authenticated,
  device: PresentedDevice,
  reassociating: boolean,
  client: ClientInfo,
): Promise<LoginResponse> {
  type Outcome = (StartedSession & { endedSessions: string[]; deviceChanged: boolean }) | 'refused' | 'inactive';
  const outcome = await ports.db.transaction(async (tx): Promise<Outcome> => {
    const applied = await applyDevicePolicy(tx, account.id, device, reassociating);
    if (!applied) return 'inactive';
    if (applied.decision === 'refuse') return 'refused';
    const session = await ports.sessions.start(tx, { id: account.id, isAdmin: applied.account.isAdmin });
    return { ...session, endedSessions: applied.endedSessions, deviceChanged: applied.decision === 'rebind' };
  });
  if (outcome === 'refused') {
    logSecurityEvent(client, 'login_refused_device', { username: account.username, device_id: device.device_id });
    throw deviceNotAuthorized(account.username);
  }
  if (outcome === 'inactive') throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  ports.tokens.endSessions(outcome.endedSessions);
  if (outcome.deviceChanged) {
    logSecurityEvent(client, 'device_changed', { username: account.username, device_id: device.device_id, reassociated: reassociating });
  }
  const user = await findUser(ports.db, account.id);
  if (!user) throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  return { access: outcome.access, refresh: outcome.refresh, user };
}
