import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, IdParams, User, UserList, UserListQuery, UserWrite } from '../../src/core/contract';
import { requireAdmin, sessionFamilyOf } from '../auth/guards';
import { resetDevice } from '../devices/reset-device.service';
import { httpError } from '../http/http-error';
import { createUser, editUser, removeUser } from '../users/user-admin.service';
import { listUsers } from '../users/user-list.query';
import { findUser } from '../users/user.repository';

/** Users administration (/api/users/; docs/behaviour.md, "Admin panel"): administrators only. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const paths = { one: '/api/users/:id/', resetDevice: '/api/users/:id/reset-device/' };

  app.get(
    ApiPaths.users,
    { onRequest: requireAdmin, schema: { querystring: UserListQuery, response: { 200: UserList } } },
    async (request) => listUsers(app.readDb(request), request.query),
  );

  app.post(ApiPaths.users, { onRequest: requireAdmin, schema: { body: UserWrite, response: { 201: User } } }, async (request, reply) =>
    reply.status(201).send(await createUser(app, request.body, request.auth.userId)),
  );

  app.get(paths.one, { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: User } } }, async (request) => {
    const user = await findUser(app.db, request.params.id);
    if (!user) throw httpError(404, 'NOT_FOUND');
    return user;
  });

  app.put(paths.one, { onRequest: requireAdmin, schema: { params: IdParams, body: UserWrite, response: { 200: User } } }, async (request) =>
    editUser(app, request.params.id, request.body, request.auth.userId),
  );

  app.delete(paths.one, { onRequest: requireAdmin, schema: { params: IdParams } }, async (request, reply) => {
    await removeUser(app, request.params.id, request.auth.userId);
    return reply.status(204).send();
  });

  app.post(paths.resetDevice, { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: User } } }, async (request) =>
    resetDevice(app, request.params.id, { userId: request.auth.userId, session: sessionFamilyOf(request) }),
  );
};
export default usersRoutes;
