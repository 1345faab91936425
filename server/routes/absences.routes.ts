import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Absence,
  AbsenceBalances,
  AbsenceCalendar,
  AbsenceCalendarQuery,
  AbsencePage,
  AbsencePaths,
  AbsenceQuery,
  AbsenceType,
  AbsenceTypeInput,
  AbsenceTypeList,
  AdminNewAbsence,
  BalanceEntitlementInput,
  BalanceQuery,
  IdParams,
  NewAbsenceRequest,
  RefuseAbsence,
} from '../../src/core/contract';
import { absenceCalendar } from '../absences/absence-calendar.query';
import { approveAbsence, cancelAbsence, cancelOwnAbsence, refuseAbsence } from '../absences/absence-decision.service';
import { listAbsences } from '../absences/absence-list.query';
import { enterAbsence, requestAbsence } from '../absences/absence-request.service';
import { listAbsenceTypes } from '../absences/absence-type.repository';
import { saveAbsenceType } from '../absences/absence-type.service';
import { saveEntitlement, someoneElsesBalances, userBalances } from '../absences/balances.service';
import { requireAdmin, requireStaff, requireUser } from '../auth/guards';

/**
 * Absences and balances (docs/behaviour.md, "Absences", "Balances"): the types, an employee's requests and balances
 * (/api/absences/, /api/absence-types/); the staff's queue, decisions, calendar and a user's balances (an
 * administrator everyone's, a manager their groups' members': docs/behaviour.md, "Managers"); the administrators'
 * cancellations, direct entries, types and entitlements (/api/admin/…).
 */
const absencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timezone = app.config.timezone;

  app.get(AbsencePaths.types, { onRequest: requireUser, schema: { response: { 200: AbsenceTypeList } } }, async () =>
    listAbsenceTypes(app.db, { activeOnly: true }),
  );

  app.get(
    AbsencePaths.mine,
    { onRequest: requireUser, schema: { querystring: AbsenceQuery, response: { 200: AbsencePage } } },
    async (request) => listAbsences(app.db, { ownerId: request.auth.userId, status: request.query.status }, request.query),
  );

  app.post(
    AbsencePaths.mine,
    { onRequest: requireUser, schema: { body: NewAbsenceRequest, response: { 201: Absence } } },
    async (request, reply) => reply.status(201).send(await requestAbsence(app.db, request.auth.userId, request.body, timezone)),
  );

  app.post(
    AbsencePaths.cancelMine(':id'),
    { onRequest: requireUser, schema: { params: IdParams, response: { 200: Absence } } },
    async (request) => cancelOwnAbsence(app.db, request.auth.userId, request.params.id),
  );

  app.get(
    AbsencePaths.myBalances,
    { onRequest: requireUser, schema: { querystring: BalanceQuery, response: { 200: AbsenceBalances } } },
    async (request) => userBalances(app.db, request.auth.userId, request.query.year, { timezone }),
  );

  app.get(AbsencePaths.adminTypes, { onRequest: requireAdmin, schema: { response: { 200: AbsenceTypeList } } }, async () =>
    listAbsenceTypes(app.db, { activeOnly: false }),
  );

  app.post(
    AbsencePaths.adminTypes,
    { onRequest: requireAdmin, schema: { body: AbsenceTypeInput, response: { 201: AbsenceType } } },
    async (request, reply) => reply.status(201).send(await saveAbsenceType(app.db, request.auth.userId, request.body)),
  );

  app.put(
    AbsencePaths.adminType(':id'),
    { onRequest: requireAdmin, schema: { params: IdParams, body: AbsenceTypeInput, response: { 200: AbsenceType } } },
    async (request) => saveAbsenceType(app.db, request.auth.userId, request.body, request.params.id),
  );

  app.get(
    AbsencePaths.admin,
    { onRequest: requireStaff, schema: { querystring: AbsenceQuery, response: { 200: AbsencePage } } },
    async (request) => listAbsences(app.readDb(request), { status: request.query.status ?? 'pending', staff: request.staff }, request.query),
  );

  app.post(
    AbsencePaths.admin,
    { onRequest: requireAdmin, schema: { body: AdminNewAbsence, response: { 201: Absence } } },
    async (request, reply) => reply.status(201).send(await enterAbsence(app.db, request.auth.userId, request.body, timezone)),
  );

  app.post(
    AbsencePaths.approve(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, response: { 200: Absence } } },
    async (request) => approveAbsence(app.db, request.params.id, { scope: request.staff, timezone }),
  );

  app.post(
    AbsencePaths.refuse(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, body: RefuseAbsence, response: { 200: Absence } } },
    async (request) => refuseAbsence(app.db, request.params.id, { scope: request.staff, timezone }, request.body.reason),
  );

  app.post(
    AbsencePaths.cancel(':id'),
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: Absence } } },
    async (request) => cancelAbsence(app.db, request.params.id, { adminId: request.auth.userId, timezone }),
  );

  app.get(
    AbsencePaths.calendar,
    { onRequest: requireStaff, schema: { querystring: AbsenceCalendarQuery, response: { 200: AbsenceCalendar } } },
    async (request) => absenceCalendar(app.readDb(request), request.query.month, request.query.gruppo_id, request.staff),
  );

  app.get(
    AbsencePaths.userBalances(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, querystring: BalanceQuery, response: { 200: AbsenceBalances } } },
    async (request) => someoneElsesBalances(app.readDb(request), request.staff, request.params.id, request.query.year, { timezone }),
  );

  app.put(
    AbsencePaths.userBalances(':id'),
    { onRequest: requireAdmin, schema: { params: IdParams, body: BalanceEntitlementInput, response: { 200: AbsenceBalances } } },
    async (request) => saveEntitlement(app.db, request.auth.userId, request.params.id, request.body, { timezone }),
  );
};
export default absencesRoutes;
