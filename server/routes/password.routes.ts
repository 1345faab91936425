import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, ChangePasswordRequest, LoginResponse, SetNewPasswordRequest } from '../../src/core/contract';
import { requireUser, sessionFamilyOf } from '../auth/guards';
import { changeOwnPassword, setNewPassword } from '../auth/password-change.service';
import { clientOf } from '../auth/security-events';

/**
 * The password changes (docs/behaviour.md, "Passwords"): the user's own ('Cambia password', signed in), and the new
 * password of an account whose password an administrator set (anonymous, answering as a login does). The decisions
 * are in auth/password-change.service.ts.
 */
const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(ApiPaths.changePassword, { onRequest: requireUser, schema: { body: ChangePasswordRequest } }, async (request, reply) => {
    const { current_password, new_password } = request.body;
    await changeOwnPassword(app, app.config.passwordPolicy, {
      userId: request.auth.userId,
      familyId: sessionFamilyOf(request),
      client: clientOf(request),
      currentPassword: current_password,
      newPassword: new_password,
    });
    return reply.status(204).send();
  });

  app.post(ApiPaths.setNewPassword, { schema: { body: SetNewPasswordRequest, response: { 200: LoginResponse } } }, async (request) => {
    const { username, current_password, new_password, device_id, fingerprint, public_key, device_proof, totp_code, recovery_code } = request.body;
    const attempt = {
      username,
      password: current_password,
      totpCode: totp_code,
      recoveryCode: recovery_code,
      client: clientOf(request),
    };
    return setNewPassword(app, app.config.passwordPolicy, attempt, new_password, { device_id, fingerprint, public_key, device_proof });
  });
};
export default passwordRoutes;
