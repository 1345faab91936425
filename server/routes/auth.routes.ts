import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiPaths,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  ReassociateRequest,
  RefreshRequest,
  RefreshResponse,
  RegisterDeviceRequest,
  UserProfile,
} from '../../src/core/contract';
import { checkCredentials, type Authenticated } from '../auth/credentials';
import { requireUser, sessionFamilyOf } from '../auth/guards';
import type { StartedSession } from '../auth/session-store';
import type { Queryable } from '../db/database.port';
import { decideDevice } from '../devices/device-policy';
import { bindDevice, changeDevice, registerFirstDevice, type PresentedDevice } from '../devices/device-repository';
import { httpError } from '../http/http-error';
import { OptionalBody } from '../http/optional-body';
import { findUser, fullName } from '../users/user-repository';

const RegisterDeviceResponse = Type.Object({
  device_id: Type.String(),
  /** registered: first device bound; unchanged: already this device; rebound: replaced another (admins);
   *  not_checked: two-factor is off for the account, devices are not bound. */
  status: Type.Union(['registered', 'unchanged', 'rebound', 'not_checked'].map((s) => Type.Literal(s))),
});

/** Login, token refresh, logout, profile and the device binding of spec §1/§6 (policy in devices/device-policy.ts). */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Applies the device policy for an authenticated account inside `tx`; 'refuse' changes nothing.
   * A rebind of an employee also ends every session of the account but `keepSession` (the caller's own):
   * the device is their second factor, so the old one must not stay signed in, nor bind itself again; the
   * caller then revokes the access tokens (`endedOtherSessions`). Not for administrators: the device check
   * never applies to them (they may use a desktop and a phone at once), so their rebinds are only audited.
   */
  async function applyDevicePolicy(
    tx: Queryable,
    account: Authenticated,
    device: PresentedDevice,
    reassociating: boolean,
    keepSession?: string,
  ) {
    const { rows } = await tx.query<{
      is_admin: boolean;
      two_factor_enabled: boolean;
      require_device_change_confirmation: boolean;
      first_name: string;
      last_name: string;
      device_id: string | null;
    }>(
      `SELECT u.is_admin, u.two_factor_enabled, u.require_device_change_confirmation, u.first_name, u.last_name, d.device_id
         FROM users u LEFT JOIN devices d ON d.user_id = u.id
        WHERE u.id = $1 FOR UPDATE OF u`,
      [account.id],
    );
    const holder = rows[0];
    const decision = decideDevice(
      {
        isAdmin: holder.is_admin,
        twoFactorEnabled: holder.two_factor_enabled,
        requireDeviceChangeConfirmation: holder.require_device_change_confirmation,
        boundDeviceId: holder.device_id,
      },
      device.device_id,
      reassociating,
    );
    const owner = {
      id: account.id,
      username: account.username,
      fullName: fullName(holder.first_name, holder.last_name),
      previousDeviceId: holder.device_id,
    };
    const endedOtherSessions = decision === 'rebind' && !holder.is_admin;
    if (decision === 'register') await registerFirstDevice(tx, owner, device);
    else if (decision === 'rebind') await changeDevice(tx, owner, device, reassociating ? 'reassociated' : 'automatic');
    else if (decision === 'accept' && (device.fingerprint || device.device_name || device.device_info)) await bindDevice(tx, account.id, device);
    if (endedOtherSessions) await app.sessions.revokeAll(tx, account.id, keepSession);
    return { decision, isAdmin: holder.is_admin, endedOtherSessions };
  }

  function deviceNotAuthorized(username: string) {
    return httpError(403, 'DEVICE_NOT_AUTHORIZED', { showDeviceReassociation: true, details: { username } });
  }

  /**
   * Device policy, then a new session, in one transaction; then the profile. When an employee's device
   * changed, every other session of the account has ended (the new one is started after the revocation).
   */
  async function signIn(account: Authenticated, device: PresentedDevice, reassociating: boolean) {
    const outcome = await app.db.transaction(async (tx): Promise<(StartedSession & { endedOtherSessions: boolean }) | 'refused'> => {
      const { decision, isAdmin, endedOtherSessions } = await applyDevicePolicy(tx, account, device, reassociating);
      if (decision === 'refuse') return 'refused';
      return { ...(await app.sessions.start(tx, { id: account.id, isAdmin })), endedOtherSessions };
    });
    if (outcome === 'refused') throw deviceNotAuthorized(account.username);
    if (outcome.endedOtherSessions) app.tokens.revokeAccessTokens(account.id, outcome.familyId);
    const user = await findUser(app.db, account.id);
    if (!user) throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
    return { access: outcome.access, refresh: outcome.refresh, user };
  }

  app.post(ApiPaths.login, { schema: { body: LoginRequest, response: { 200: LoginResponse } } }, async (request, reply) => {
    const { username, password, device_id, fingerprint } = request.body;
    const account = await checkCredentials(app, request, reply, username, password);
    return signIn(account, { device_id, fingerprint }, false);
  });

  app.post(ApiPaths.reassociateDevice, { schema: { body: ReassociateRequest, response: { 200: LoginResponse } } }, async (request, reply) => {
    const { username, password, ...device } = request.body;
    const account = await checkCredentials(app, request, reply, username, password);
    return signIn(account, device, true);
  });

  app.post(ApiPaths.refresh, { schema: { body: RefreshRequest, response: { 200: RefreshResponse } } }, async (request) => {
    const claims = app.tokens.verifyRefresh(request.body.refresh);
    const outcome = await app.sessions.refresh(app.db, claims);
    if (outcome === 'reused') request.log.warn({ userId: claims.userId }, 'rotated refresh token reused: session family revoked');
    if (typeof outcome === 'string') throw httpError(401, 'TOKEN_INVALID');
    return outcome;
  });

  app.post(ApiPaths.logout, { onRequest: requireUser, schema: { body: OptionalBody(LogoutRequest) } }, async (request, reply) => {
    const presented = request.body?.refresh;
    const claims = presented ? safeVerifyRefresh(presented) : undefined;
    if (claims && claims.userId === request.auth.userId) {
      await app.sessions.revokeFamilyOf(app.db, claims, request.auth.userId);
    } else {
      // No (usable) refresh token: end every session of the user, access tokens included.
      await app.sessions.revokeAll(app.db, request.auth.userId);
      app.tokens.revokeAccessTokens(request.auth.userId);
    }
    return reply.status(204).send();
  });

  function safeVerifyRefresh(token: string) {
    try {
      return app.tokens.verifyRefresh(token);
    } catch {
      return undefined;
    }
  }

  app.get(ApiPaths.profile, { onRequest: requireUser, schema: { response: { 200: UserProfile } } }, async (request) => {
    const user = await findUser(app.db, request.auth.userId);
    if (!user) throw httpError(401, 'TOKEN_INVALID');
    return user;
  });

  app.post(
    ApiPaths.registerDevice,
    { onRequest: requireUser, schema: { body: RegisterDeviceRequest, response: { 200: RegisterDeviceResponse } } },
    async (request) => {
      const { userId } = request.auth;
      const session = sessionFamilyOf(request);
      const outcome = await app.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ username: string }>('SELECT username FROM users WHERE id = $1 AND is_active', [userId]);
        if (!rows[0]) return undefined;
        return applyDevicePolicy(tx, { id: userId, username: rows[0].username }, request.body, false, session);
      });
      if (outcome === undefined) throw httpError(401, 'TOKEN_INVALID');
      const { decision } = outcome;
      if (outcome.endedOtherSessions) app.tokens.revokeAccessTokens(userId, session);
      if (decision === 'refuse') {
        const user = await findUser(app.db, userId);
        throw deviceNotAuthorized(user?.username ?? '');
      }
      const status = ({ register: 'registered', accept: 'unchanged', rebind: 'rebound', ignore: 'not_checked' } as const)[decision];
      return { device_id: request.body.device_id, status };
    },
  );
};
export default authRoutes;
