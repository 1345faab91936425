import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiPaths,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  PasswordPolicyResponse,
  ReassociateRequest,
  RefreshRequest,
  RefreshResponse,
  RegisterDeviceRequest,
  UserProfile,
} from '../../src/core/contract';
import { requireUser, sessionFamilyOf } from '../auth/guards';
import { clientOf, logSecurityEvent } from '../auth/security-events';
import { reassociateDevice, signIn } from '../auth/sign-in.service';
import { signOut } from '../auth/sign-out.service';
import { REGISTRATION_STATUS, registerDevice } from '../devices/register-device.service';
import { httpError } from '../http/http-error';
import { OptionalBody } from '../http/optional-body';
import { findUser } from '../users/user.repository';

const RegisterDeviceResponse = Type.Object({
  device_id: Type.String(),
  status: Type.Union(Object.values(REGISTRATION_STATUS).map((status) => Type.Literal(status))),
});

/**
 * Login, token refresh, logout, profile and the device binding (docs/behaviour.md, "Login", "The bound device",
 * "Tokens and sign-in limits"); the decisions are in auth/*.service.ts and devices/*.service.ts.
 */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public, read-only: the SPA, built ahead of time, learns the configured minimum here (docs/behaviour.md, "Passwords").
  app.get(ApiPaths.passwordPolicy, { schema: { response: { 200: PasswordPolicyResponse } } }, async () => ({
    min_length: app.config.passwordPolicy.minLength,
  }));

  app.post(ApiPaths.login, { schema: { body: LoginRequest, response: { 200: LoginResponse } } }, async (request) => {
    const { username, password, device_id, fingerprint } = request.body;
    return signIn(app, { username, password, client: clientOf(request), deviceId: device_id }, { device_id, fingerprint });
  });

  app.post(ApiPaths.reassociateDevice, { schema: { body: ReassociateRequest, response: { 200: LoginResponse } } }, async (request) => {
    const { username, password, ...device } = request.body;
    return reassociateDevice(app, { username, password, client: clientOf(request), deviceId: device.device_id }, device);
  });

  app.post(ApiPaths.refresh, { schema: { body: RefreshRequest, response: { 200: RefreshResponse } } }, async (request) => {
    const claims = app.tokens.verifyRefresh(request.body.refresh);
    const outcome = await app.sessions.refresh(app.db, claims);
    if (outcome === 'reused') logSecurityEvent(clientOf(request), 'refresh_token_reused', { user_id: claims.userId, family_id: claims.familyId });
    if (typeof outcome === 'string') throw httpError(401, 'TOKEN_INVALID');
    return outcome;
  });

  app.post(ApiPaths.logout, { onRequest: requireUser, schema: { body: OptionalBody(LogoutRequest) } }, async (request, reply) => {
    await signOut(app, request.auth.userId, request.body?.refresh);
    return reply.status(204).send();
  });

  app.get(ApiPaths.profile, { onRequest: requireUser, schema: { response: { 200: UserProfile } } }, async (request) => {
    const user = await findUser(app.db, request.auth.userId);
    if (!user) throw httpError(401, 'TOKEN_INVALID');
    return user;
  });

  app.post(
    ApiPaths.registerDevice,
    { onRequest: requireUser, schema: { body: RegisterDeviceRequest, response: { 200: RegisterDeviceResponse } } },
    async (request) => registerDevice(app, { userId: request.auth.userId, session: sessionFamilyOf(request) }, request.body),
  );
};
export default authRoutes;
