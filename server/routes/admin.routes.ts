import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivitiesExportQuery,
  ActivitiesPage,
  ActivitiesQuery,
  AdminStats,
  AdminUserOptions,
  AdminUserOptionsQuery,
  ApiPaths,
  Location,
  LocationList,
  LocationListQuery,
  LocationWrite,
  ReportQuery,
} from '../../src/core/contract';
import type { Report } from '../../src/core/contract';
import { requireAdmin, requireStaff } from '../auth/guards';
import { listActivities } from '../admin/activities.query';
import { activitiesCsv, activitiesCsvFileName } from '../admin/activities-csv';
import { activitiesExportBatches } from '../admin/activities-export.query';
import { loadAdminStats } from '../admin/admin-stats.query';
import { readInOneSnapshot } from '../admin/export-snapshot';
import { reportCsv, reportCsvFileName } from '../admin/report-csv';
import { reportExportBatches } from '../admin/report-export.query';
import { loadReport } from '../admin/report.query';
import { listUserOptions } from '../admin/user-options.query';
import { sendCsvDownload } from '../csv-export/csv-download';
import { resolveReportRange } from '../hours/report-range.query';
import { createLocation } from '../locations/location-admin.service';
import { listLocations } from '../locations/location-list.query';

/**
 * Administration reports (/api/admin/*; docs/behaviour.md, "Admin panel", "Admin activities", "Admin exports"): stats,
 * activities and their export, worked-time reports. Each route has its guard (401 without a token, 403 for an
 * employee): stats and locations are for administrators; the activities, their user filter and the reports for staff,
 * a manager seeing only the people they manage (docs/behaviour.md, "Managers").
 */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timezone = () => app.config.timezone;

  app.get(ApiPaths.adminStats, { onRequest: requireAdmin, schema: { response: { 200: AdminStats } } }, async (request) =>
    loadAdminStats(app.readDb(request), timezone()),
  );

  app.get(
    ApiPaths.adminActivities,
    { onRequest: requireStaff, schema: { querystring: ActivitiesQuery, response: { 200: ActivitiesPage } } },
    async (request) => listActivities(app.readDb(request), request.query, request.staff),
  );

  // The exports are written as they are read, a batch of rows at a time (docs/behaviour.md, "Admin exports").
  app.get(ApiPaths.adminActivitiesExport, { onRequest: requireStaff, schema: { querystring: ActivitiesExportQuery } }, async (request, reply) => {
    const batches = readInOneSnapshot(app.readDb(request), (db) => activitiesExportBatches(db, request.query, timezone(), {}, request.staff));
    return sendCsvDownload(request, reply, activitiesCsvFileName(request.query), activitiesCsv(batches));
  });

  app.get(
    ApiPaths.adminUsers,
    { onRequest: requireStaff, schema: { querystring: AdminUserOptionsQuery, response: { 200: AdminUserOptions } } },
    async (request) => listUserOptions(app.readDb(request), request.query, request.staff),
  );

  app.get(ApiPaths.adminReports, { onRequest: requireStaff, schema: { querystring: ReportQuery } }, async (request, reply) => {
    const readDb = app.readDb(request);
    if (request.query.format !== 'csv') {
      const report: Report = await loadReport(readDb, request.query, timezone(), request.staff);
      return reply.send(report);
    }
    const range = await resolveReportRange(readDb, request.query, timezone());
    const batches = readInOneSnapshot(readDb, (db) => reportExportBatches(db, range, request.query.user_id, {}, request.staff));
    return sendCsvDownload(request, reply, reportCsvFileName(range), reportCsv(batches));
  });

  app.get(
    ApiPaths.adminLocations,
    { onRequest: requireAdmin, schema: { querystring: LocationListQuery, response: { 200: LocationList } } },
    async (request) => listLocations(app.db, request.query, true),
  );

  app.post(ApiPaths.adminLocations, { onRequest: requireAdmin, schema: { body: LocationWrite, response: { 201: Location } } }, async (request, reply) =>
    reply.status(201).send(await createLocation(app.db, request.auth.userId, request.body)),
  );
};

export default adminRoutes;
