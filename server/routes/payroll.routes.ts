import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MonthClosePaths, MonthScopeQuery, PayrollCodeList, PayrollCodesInput } from '../../src/core/contract';
import { readInOneSnapshot } from '../admin/export-snapshot';
import { requireAdmin } from '../auth/guards';
import { sendCsvDownload } from '../csv-export/csv-download';
import { payrollCodes, updatePayrollCodes } from '../payroll/payroll-codes.service';
import { payrollCsv, payrollCsvFileName } from '../payroll/payroll-csv';
import { payrollLineBatches, preparePayrollExport } from '../payroll/payroll-export.service';

/**
 * 'Export paghe' (docs/payroll-export.md), administrators only: the payroll CSV of a closed month, written as it is
 * computed, and the table of the payroll software's codes.
 */
const payrollRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timezone = () => app.config.timezone;

  app.get(MonthClosePaths.payrollExport, { onRequest: requireAdmin, schema: { querystring: MonthScopeQuery } }, async (request, reply) => {
    // Both on the same database: a replica that shows the month closed holds every punch written before the close.
    const readDb = app.readDb(request);
    const payroll = await preparePayrollExport(readDb, request.query);
    const batches = readInOneSnapshot(readDb, (db) => payrollLineBatches(db, payroll, timezone()));
    return sendCsvDownload(request, reply, payrollCsvFileName(payroll.month, payroll.groupId), payrollCsv(batches, payroll.codes));
  });

  app.get(MonthClosePaths.payrollCodes, { onRequest: requireAdmin, schema: { response: { 200: PayrollCodeList } } }, async () => payrollCodes(app.db));

  app.put(
    MonthClosePaths.payrollCodes,
    { onRequest: requireAdmin, schema: { body: PayrollCodesInput, response: { 200: PayrollCodeList } } },
    async (request) => updatePayrollCodes(app.db, request.body, request.auth.userId),
  );
};
export default payrollRoutes;
