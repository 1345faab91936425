import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TeamPaths, UserImportPreview, UserImportRequest, UserImportResult } from '../../src/core/contract';
import { requireAdmin } from '../auth/guards';
import { attachment, CSV_CONTENT_TYPE } from '../csv-export/csv';
import { userImportTemplate } from '../users/import/user-import-csv';
import { USER_IMPORT_COLUMNS } from '../../src/core/domain/user-import-columns';
import { importUsers, previewUserImport } from '../users/import/user-import.service';

/**
 * The file of 5,000 lines the import accepts (the contract's 2,000,000 characters), sent as JSON: room for its
 * escapes. Only these two routes take more than the app's small JSON bodies.
 */
const IMPORT_BODY_LIMIT_BYTES = 2.5 * 1024 * 1024;

/**
 * 'Importa utenti' (docs/user-import.md), administrators only: the template, the preview (writes nothing) and the
 * import (one transaction; 201 with each account's temporary password, shown once and never stored in clear).
 */
const userImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(TeamPaths.userImportTemplate, { onRequest: requireAdmin }, async (_request, reply) =>
    reply
      .type(CSV_CONTENT_TYPE)
      .header('content-disposition', attachment('modello-importazione-utenti.csv'))
      .send(userImportTemplate(USER_IMPORT_COLUMNS)),
  );

  app.post(
    TeamPaths.userImportPreview,
    { onRequest: requireAdmin, bodyLimit: IMPORT_BODY_LIMIT_BYTES, schema: { body: UserImportRequest, response: { 200: UserImportPreview } } },
    async (request) => previewUserImport(app.db, request.body.csv),
  );

  app.post(
    TeamPaths.userImport,
    { onRequest: requireAdmin, bodyLimit: IMPORT_BODY_LIMIT_BYTES, schema: { body: UserImportRequest, response: { 201: UserImportResult } } },
    async (request, reply) => reply.status(201).send(await importUsers(app, request.body.csv, request.auth.userId)),
  );
};
export default userImportRoutes;
