import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiPaths,
  DeviceChallengeResponse,
  DeviceChangePending,
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
import { requireUser } from '../auth/guards';
import { clientOf, logSecurityEvent } from '../auth/security-events';
import { reassociateDevice, signIn } from '../auth/sign-in.service';
import { signOut } from '../auth/sign-out.service';
import { REGISTRATION_STATUS, registerDevice } from '../devices/register-device.service';
import { httpError } from '../http/http-error';
import { OptionalBody } from '../http/optional-body';
import { answerPunchFirst } from '../http/punches-first';
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

  // Public: a challenge for the device key to sign (docs/behaviour.md, "The device key"); issuing one stores nothing.
  // A punch asks for it first, so it goes before slow work as the punch does.
  app.post(
    ApiPaths.deviceChallenge,
    { onRequest: answerPunchFirst, schema: { body: OptionalBody(Type.Object({})), response: { 200: DeviceChallengeResponse } } },
    async () => app.deviceChallenges.issue(),
  );

  app.post(ApiPaths.login, { schema: { body: LoginRequest, response: { 200: LoginResponse } } }, async (request) => {
    const { username, password, totp_code, recovery_code, ...device } = request.body;
    const attempt = { username, password, totpCode: totp_code, recoveryCode: recovery_code, client: clientOf(request) };
    return signIn(app, attempt, device);
  });

  app.post(
    ApiPaths.reassociateDevice,
    { schema: { body: ReassociateRequest, response: { 200: LoginResponse, 202: DeviceChangePending } } },
    async (request, reply) => {
      const { username, password, totp_code, recovery_code, ...device } = request.body;
      const attempt = { username, password, totpCode: totp_code, recoveryCode: recovery_code, client: clientOf(request) };
      const answer = await reassociateDevice(app, attempt, device);
      return 'status' in answer ? reply.status(202).send(answer) : answer;
    },
  );

  app.post(ApiPaths.refresh, { schema: { body: RefreshRequest, response: { 200: RefreshResponse } } }, async (request) => {
    const claims = app.tokens.verifyRefresh(request.body.refresh);
    const outcome = await app.sessions.refresh(app.db, claims, request.body.device_proof);
    if (outcome === 'reused') logSecurityEvent(clientOf(request), 'refresh_token_reused', { user_id: claims.userId, family_id: claims.familyId });
    if (outcome === 'device') {
      logSecurityEvent(clientOf(request), 'refresh_refused_device', { user_id: claims.userId, family_id: claims.familyId });
      throw httpError(403, 'DEVICE_NOT_AUTHORIZED');
    }
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
    async (request) => registerDevice(app, { userId: request.auth.userId }, request.body),
  );
};
export default authRoutes;
