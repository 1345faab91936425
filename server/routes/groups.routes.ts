import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiPaths, Gruppo, GruppoListItem, GruppoWrite, IdParams } from '../../src/core/contract';
import { requireAdmin, requireStaff } from '../auth/guards';
import { createGroup, getGroup, listVisibleGroups, removeGroup, updateGroup } from '../groups/group.service';

/**
 * Groups (/api/gruppi/): a plain array (each with its member_count), create, rename, delete (refused, 409
 * GROUP_IN_USE, while users belong to it). Admins only, but for the list: staff, a manager getting the groups they
 * manage (docs/behaviour.md, "Managers").
 */
const groupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const one = '/api/gruppi/:id/';

  app.get(ApiPaths.groups, { onRequest: requireStaff, schema: { response: { 200: Type.Array(GruppoListItem) } } }, (request) =>
    listVisibleGroups(app.db, request.staff),
  );

  app.post(ApiPaths.groups, { onRequest: requireAdmin, schema: { body: GruppoWrite, response: { 201: Gruppo } } }, async (request, reply) =>
    reply.status(201).send(await createGroup(app.db, request.body.descrizione)),
  );

  app.get(one, { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: Gruppo } } }, (request) => getGroup(app.db, request.params.id));

  app.put(one, { onRequest: requireAdmin, schema: { params: IdParams, body: GruppoWrite, response: { 200: Gruppo } } }, (request) =>
    updateGroup(app.db, request.params.id, request.body.descrizione),
  );

  app.delete(one, { onRequest: requireAdmin, schema: { params: IdParams } }, async (request, reply) => {
    await removeGroup(app.db, request.params.id);
    return reply.status(204).send();
  });
};
export default groupsRoutes;
