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
import { checkCredentials, type SignInAttempt } from './credentials.service';
import type { LoginRateLimiter } from './login-rate-limiter';
import type { SessionService, StartedSession } from './session.service';
import type { TokenService } from './token.service';

/** What signing in needs of the app (the Fastify instance has all of it). */
export interface SignInPorts {
  db: Database;
  sessions: SessionService;
  tokens: TokenService;
  loginLimiter: LoginRateLimiter;
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
  type Outcome = (StartedSession & { endedOtherSessions: boolean }) | 'refused' | 'inactive';
  const outcome = await ports.db.transaction(async (tx): Promise<Outcome> => {
    const applied = await applyDevicePolicy(tx, account.id, device, reassociating);
    if (!applied) return 'inactive';
    if (applied.decision === 'refuse') return 'refused';
    const session = await ports.sessions.start(tx, { id: account.id, isAdmin: applied.account.isAdmin });
    return { ...session, endedOtherSessions: applied.endedOtherSessions };
  });
  if (outcome === 'refused') throw deviceNotAuthorized(account.username);
  if (outcome === 'inactive') throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  if (outcome.endedOtherSessions) ports.tokens.revokeAccessTokens(account.id, outcome.familyId);
  const user = await findUser(ports.db, account.id);
  if (!user) throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  return { access: outcome.access, refresh: outcome.refresh, user };
}
