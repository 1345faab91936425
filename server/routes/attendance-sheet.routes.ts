import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, AttendanceSheetQuery } from '../../src/core/contract';
import { requireStaff } from '../auth/guards';
import { attachment } from '../csv-export/csv';
import { loadAttendanceSheets } from '../hours/attendance-sheet.service';

/**
 * The monthly attendance sheet, a PDF download for staff (docs/behaviour.md, "Monthly attendance sheet"); a manager
 * gets the sheets of the people they manage only (docs/behaviour.md, "Managers").
 * Everything is read first, so refusals and database failures are JSON; then the PDF streams as it is drawn.
 * pdfkit (with its font code, 1.8 MB of JavaScript) loads with the first PDF, not at each start of the server.
 */
const attendanceSheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.adminAttendanceSheet, { onRequest: requireStaff, schema: { querystring: AttendanceSheetQuery } }, async (request, reply) => {
    const { fileName, sheets } = await loadAttendanceSheets(app.readDb(request), request.query, app.config.timezone, request.staff);
    const { attendanceSheetsPdf } = await import('../hours/attendance-sheet.pdf');
    const pdf = attendanceSheetsPdf(sheets, { companyName: app.config.companyName, generatedAt: new Date(), timezone: app.config.timezone });
    return reply.type('application/pdf').header('content-disposition', attachment(fileName)).send(pdf);
  });
};
export default attendanceSheetRoutes;
