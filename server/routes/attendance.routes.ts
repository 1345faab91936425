import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, AttendanceDaysQuery, AttendancePage, AttendanceQuery, IdParams, WorkedDays } from '../../src/core/contract';
import { readInOneSnapshot } from '../admin/export-snapshot';
import { requireStaff } from '../auth/guards';
import { sendCsvDownload } from '../csv-export/csv-download';
import { attendanceCsv, attendanceCsvFileName } from '../hours/attendance-csv';
import { attendanceDayLineBatches, loadAttendanceDays, loadAttendancePage, resolveAttendanceRange } from '../hours/attendance.service';

/**
 * The attendance report (docs/behaviour.md, "Attendance report"), for staff: a page of employees with their totals
 * (or, with format=csv, every employee's days as CSV), and one employee's days. A manager sees only the people they
 * manage (docs/behaviour.md, "Managers"); anyone else's days are 404.
 */
const attendanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timezone = () => app.config.timezone;

  app.get(ApiPaths.adminAttendance, { onRequest: requireStaff, schema: { querystring: AttendanceQuery } }, async (request, reply) => {
    const readDb = app.readDb(request);
    if (request.query.format !== 'csv') {
      const page: AttendancePage = await loadAttendancePage(readDb, request.query, timezone(), request.staff);
      return reply.send(page);
    }
    // Written as it is read, a batch of employees at a time (docs/behaviour.md, "Admin exports").
    const range = await resolveAttendanceRange(readDb, request.query, timezone());
    const batches = readInOneSnapshot(readDb, (db) => attendanceDayLineBatches(db, request.query, range, timezone(), {}, request.staff));
    return sendCsvDownload(request, reply, attendanceCsvFileName(range), attendanceCsv(batches, timezone()));
  });

  app.get(
    ApiPaths.adminAttendanceDays(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, querystring: AttendanceDaysQuery, response: { 200: WorkedDays } } },
    async (request) => loadAttendanceDays(app.readDb(request), request.params.id, request.query, timezone(), request.staff),
  );
};
export default attendanceRoutes;
