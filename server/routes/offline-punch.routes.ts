import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OfflinePaths, OfflinePunchRequest, OfflinePunchResult, RefusedOfflinePunchList } from '../../src/core/contract';
import { requireUser } from '../auth/guards';
import { myRefusedOfflinePunches, receiveOfflinePunch } from '../punch/offline-punch.service';

/**
 * Offline punches (docs/behaviour.md, "Offline punches"): the phone sends what it recorded while offline, one punch at
 * a time in its counter's order, and reads which of them the server refused. Anyone who may punch online may send
 * them; the device key decides whether they are the phone's (server/punch/offline-punch.service.ts).
 */
const offlinePunchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    OfflinePaths.offlinePunch,
    { onRequest: requireUser, schema: { body: OfflinePunchRequest, response: { 200: OfflinePunchResult } } },
    async (request) => receiveOfflinePunch(app, request.auth.userId, request.body),
  );

  app.get(
    OfflinePaths.myRefusedOfflinePunches,
    { onRequest: requireUser, schema: { response: { 200: RefusedOfflinePunchList } } },
    async (request) => myRefusedOfflinePunches(app.db, request.auth.userId),
  );
};
export default offlinePunchRoutes;
