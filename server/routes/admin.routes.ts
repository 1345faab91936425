import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  ActivitiesExportQuery,
  ActivitiesPage,
  ActivitiesQuery,
  AdminStats,
  AdminUserOptions,
  ApiPaths,
  Location,
  LocationList,
  LocationWrite,
  ReportQuery,
} from '../../src/core/contract';
import type { Report } from '../../src/core/contract';
import { requireAdmin } from '../auth/guards';
import { listActivities, listAllActivities } from '../admin/activities.query';
import { activitiesCsv, activitiesCsvFileName } from '../admin/activities-csv';
import { loadAdminStats } from '../admin/admin-stats.query';
import { attachment, CSV_CONTENT_TYPE } from '../admin/csv';
import { reportCsv, reportCsvFileName } from '../admin/report-csv';
import { loadReport } from '../admin/report.query';
import { listUserOptions } from '../admin/user-options.query';
import { createLocation } from '../locations/location-admin.service';
import { listLocations } from '../locations/location.repository';

/**
 * Administration reports (/api/admin/*; docs/behaviour.md, "Admin panel", "Admin activities"): stats, activities
 * and their export, worked-time reports.
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every route here is for administrators: 401 without a token, 403 for an employee.
  app.addHook('onRequest', requireAdmin);
  const timezone = () => app.config.timezone;

  app.get(ApiPaths.adminStats, { schema: { response: { 200: AdminStats } } }, async () => loadAdminStats(app.db, timezone()));

  app.get(ApiPaths.adminActivities, { schema: { querystring: ActivitiesQuery, response: { 200: ActivitiesPage } } }, async (request) =>
    listActivities(app.db, request.query),
  );

  app.get(ApiPaths.adminActivitiesExport, { schema: { querystring: ActivitiesExportQuery } }, async (request, reply) => {
    const rows = await listAllActivities(app.db, request.query, timezone());
    return sendCsv(reply, activitiesCsvFileName(request.query), activitiesCsv(rows));
  });

  app.get(ApiPaths.adminUsers, { schema: { response: { 200: AdminUserOptions } } }, async () => listUserOptions(app.db));

  app.get(ApiPaths.adminReports, { schema: { querystring: ReportQuery } }, async (request, reply) => {
    const report: Report = await loadReport(app.db, request.query, timezone());
    if (request.query.format !== 'csv') return reply.send(report);
    return sendCsv(reply, reportCsvFileName(report), reportCsv(report));
  });

  app.get(ApiPaths.adminLocations, { schema: { response: { 200: LocationList } } }, async () => {
    const results = await listLocations(app.db, true);
    return { count: results.length, results };
  });

  app.post(ApiPaths.adminLocations, { schema: { body: LocationWrite, response: { 201: Location } } }, async (request, reply) =>
    reply.status(201).send(await createLocation(app.db, request.auth.userId, request.body)),
  );
};

/** A CSV answer the browser saves as `fileName`. */
function sendCsv(reply: FastifyReply, fileName: string, csv: string): FastifyReply {
  return reply.type(CSV_CONTENT_TYPE).header('content-disposition', attachment(fileName)).send(csv);
}
export default adminRoutes;
