import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiPaths, Gruppo, GruppoWrite, IdParams } from '../../src/core/contract';
import { requireAdmin } from '../auth/guards';
import { PgErrorCode, pgErrorInfo } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';

const DUPLICATE = 'A group with that name already exists';

/** Groups (spec §3 Gruppo, §7 /api/gruppi/): a plain array, create, rename, delete (members keep no group). Admins only. */
const groupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const one = '/api/gruppi/:id/';
  /** The unique index on lower(descrizione) → the form's field error, also when two admins race. */
  const duplicateAsFieldError = (error: unknown) =>
    Promise.reject(pgErrorInfo(error)?.code === PgErrorCode.uniqueViolation ? fieldErrors({ descrizione: DUPLICATE }) : error);

  app.get(ApiPaths.groups, { onRequest: requireAdmin, schema: { response: { 200: Type.Array(Gruppo) } } }, async () => {
    const { rows } = await app.db.query<Gruppo>('SELECT id, descrizione FROM gruppi ORDER BY lower(descrizione), id');
    return rows;
  });

  app.post(ApiPaths.groups, { onRequest: requireAdmin, schema: { body: GruppoWrite, response: { 201: Gruppo } } }, async (request, reply) => {
    const { rows } = await app.db
      .query<Gruppo>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id, descrizione', [request.body.descrizione.trim()])
      .catch(duplicateAsFieldError);
    return reply.status(201).send(rows[0]);
  });

  app.get(one, { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: Gruppo } } }, async (request) => {
    const { rows } = await app.db.query<Gruppo>('SELECT id, descrizione FROM gruppi WHERE id = $1', [request.params.id]);
    if (!rows[0]) throw httpError(404, 'NOT_FOUND');
    return rows[0];
  });

  app.put(one, { onRequest: requireAdmin, schema: { params: IdParams, body: GruppoWrite, response: { 200: Gruppo } } }, async (request) => {
    const { rows } = await app.db
      .query<Gruppo>('UPDATE gruppi SET descrizione = $2 WHERE id = $1 RETURNING id, descrizione', [
        request.params.id,
        request.body.descrizione.trim(),
      ])
      .catch(duplicateAsFieldError);
    if (!rows[0]) throw httpError(404, 'NOT_FOUND');
    return rows[0];
  });

  app.delete(one, { onRequest: requireAdmin, schema: { params: IdParams } }, async (request, reply) => {
    const { affectedRows } = await app.db.query('DELETE FROM gruppi WHERE id = $1', [request.params.id]);
    if (affectedRows === 0) throw httpError(404, 'NOT_FOUND');
    return reply.status(204).send();
  });
};
export default groupsRoutes;
