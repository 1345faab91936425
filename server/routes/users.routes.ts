import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiPaths, IdParams, PageQuery, User, UserList, UserWrite } from '../../src/core/contract';
import { requireAdmin, sessionFamilyOf } from '../auth/guards';
import { hashPassword } from '../auth/passwords';
import { resetDevice } from '../devices/device-repository';
import { fieldErrors, httpError } from '../http/http-error';
import { asFieldErrors, assertWritable, deleteUser, FIELD_MESSAGES, insertUser, passwordProblem, updateUser } from '../users/user-admin';
import { findUser, listUsers } from '../users/user-repository';

/** Without page_size the admin table gets this many users a page (the contract's maximum). */
const DEFAULT_PAGE_SIZE = 100;

/** Users administration (spec §2 Gestione Utenti, §7 /api/users/): administrators only. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const paths = { one: '/api/users/:id/', resetDevice: '/api/users/:id/reset-device/' };

  app.get(
    ApiPaths.users,
    { onRequest: requireAdmin, schema: { querystring: Type.Object(PageQuery), response: { 200: UserList } } },
    async (request) => {
      const pageSize = request.query.page_size ?? DEFAULT_PAGE_SIZE;
      return listUsers(app.db, { limit: pageSize, offset: ((request.query.page ?? 1) - 1) * pageSize });
    },
  );

  app.post(ApiPaths.users, { onRequest: requireAdmin, schema: { body: UserWrite, response: { 201: User } } }, async (request, reply) => {
    const problem = passwordProblem(request.body.password, true);
    if (problem) throw fieldErrors({ password: problem });
    const hash = await hashPassword(request.body.password!);
    const user = await app.db
      .transaction(async (tx) => {
        await assertWritable(tx, request.body, 0);
        return insertUser(tx, request.body, hash, request.auth.userId);
      })
      .catch((error: unknown) => Promise.reject(asFieldErrors(error)));
    return reply.status(201).send(user);
  });

  app.get(paths.one, { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: User } } }, async (request) => {
    const user = await findUser(app.db, request.params.id);
    if (!user) throw httpError(404, 'NOT_FOUND');
    return user;
  });

  app.put(paths.one, { onRequest: requireAdmin, schema: { params: IdParams, body: UserWrite, response: { 200: User } } }, async (request) => {
    const { id } = request.params;
    const problem = passwordProblem(request.body.password, false);
    if (problem) throw fieldErrors({ password: problem });
    if (id === request.auth.userId && request.body.is_admin === false) throw fieldErrors({ is_admin: FIELD_MESSAGES.selfDemotion });
    const hash = request.body.password ? await hashPassword(request.body.password) : undefined;
    const outcome = await app.db
      .transaction(async (tx) => {
        await assertWritable(tx, request.body, id);
        const updated = await updateUser(tx, id, request.body, hash, request.auth.userId);
        if (updated?.endSessions) await app.sessions.revokeAll(tx, id);
        return updated;
      })
      .catch((error: unknown) => Promise.reject(asFieldErrors(error)));
    if (!outcome) throw httpError(404, 'NOT_FOUND');
    if (outcome.endSessions) app.tokens.revokeAccessTokens(id);
    return outcome.user;
  });

  app.delete(paths.one, { onRequest: requireAdmin, schema: { params: IdParams } }, async (request, reply) => {
    const { id } = request.params;
    if (id === request.auth.userId) throw httpError(400, 'CANNOT_DELETE_SELF');
    const outcome = await app.db.transaction((tx) => deleteUser(tx, id, request.auth.userId));
    if (!outcome) throw httpError(404, 'NOT_FOUND');
    app.tokens.revokeAccessTokens(id);
    return reply.status(204).send();
  });

  app.post(paths.resetDevice, { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: User } } }, async (request) => {
    const { id } = request.params;
    const keepSession = id === request.auth.userId ? sessionFamilyOf(request) : undefined;
    const done = await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ username: string; first_name: string; last_name: string; device_id: string | null }>(
        `SELECT u.username, u.first_name, u.last_name, d.device_id
           FROM users u LEFT JOIN devices d ON d.user_id = u.id WHERE u.id = $1 AND u.is_active FOR UPDATE OF u`,
        [id],
      );
      const owner = rows[0];
      if (!owner) return false;
      const admin = await tx.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [request.auth.userId]);
      const fullName = `${owner.first_name} ${owner.last_name}`.trim();
      await resetDevice(
        tx,
        { id, username: owner.username, fullName, previousDeviceId: owner.device_id },
        { id: request.auth.userId, username: admin.rows[0]?.username ?? '' },
      );
      // The reset is for a lost or replaced device: its sessions end too, or its refresh token could
      // refresh and bind itself again as the "first" device. An administrator resetting their own
      // device keeps the session making the request.
      await app.sessions.revokeAll(tx, id, keepSession);
      return true;
    });
    if (!done) throw httpError(404, 'NOT_FOUND');
    app.tokens.revokeAccessTokens(id, keepSession);
    return (await findUser(app.db, id))!;
  });
};
export default usersRoutes;
