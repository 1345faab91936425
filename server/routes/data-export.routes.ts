import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPaths, DataExportQuery, IdParams, PersonalDataExport } from '../../src/core/contract';
import { requireAdmin, requireUser } from '../auth/guards';
import { attachment } from '../csv-export/csv';
import { sendCsvDownload } from '../csv-export/csv-download';
import { openDataExport, personalDataCsvChunks, personalDataJson } from '../data-export/data-export.service';

/**
 * 'I miei dati' (docs/behaviour.md, "My data"): a user's own data (/api/me/data-export/), and any user's for an
 * administrator (/api/admin/users/{id}/data-export/; an employee there is refused 403 ADMIN_REQUIRED, as on every
 * administrator's route). ?format=json (the default) or csv, as a download.
 */
const dataExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The JSON leaves through its schema: a field the contract does not name can never be part of it.
  const schema = { querystring: DataExportQuery, response: { 200: PersonalDataExport } };

  app.get(ApiPaths.myDataExport, { onRequest: requireUser, schema }, async (request, reply) =>
    sendDataExport(request, reply, request.auth.userId, request.query),
  );

  app.get(ApiPaths.adminUserDataExport(':id'), { onRequest: requireAdmin, schema: { ...schema, params: IdParams } }, async (request, reply) =>
    sendDataExport(request, reply, request.params.id, request.query),
  );

  async function sendDataExport(request: FastifyRequest, reply: FastifyReply, subjectId: number, query: DataExportQuery): Promise<FastifyReply> {
    const format = query.format ?? 'json';
    const timezone = app.config.timezone;
    const { profile, fileName } = await openDataExport(app.db, { subjectId, actorId: request.auth.userId, format, timezone });
    if (format === 'csv') return sendCsvDownload(request, reply, fileName, personalDataCsvChunks(app.db, profile, timezone));
    const document = await personalDataJson(app.db, profile, timezone);
    return reply.header('content-disposition', attachment(fileName)).send(document);
  }
};
export default dataExportRoutes;
