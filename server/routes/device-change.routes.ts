import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, DeviceChangeRequest, DeviceChangeRequestList, DeviceChangeRequestQuery, IdParams } from '../../src/core/contract';
import { requireAdmin, sessionFamilyOf } from '../auth/guards';
import { approveDeviceChange, refuseDeviceChange } from '../devices/device-change-decision.service';
import { listDeviceChangeRequests } from '../devices/device-change-request.repository';

/**
 * Device changes awaiting an administrator (/api/admin/device-change-requests/; docs/behaviour.md, "Device changes
 * approved by an administrator"): the list, approve, refuse. Administrators only.
 */
const deviceChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const paths = {
    approve: '/api/admin/device-change-requests/:id/approve/',
    refuse: '/api/admin/device-change-requests/:id/refuse/',
  };

  app.get(
    ApiPaths.deviceChangeRequests,
    { schema: { querystring: DeviceChangeRequestQuery, response: { 200: DeviceChangeRequestList } } },
    async (request) => ({ results: await listDeviceChangeRequests(app.db, request.query.status ?? 'pending') }),
  );

  app.post(paths.approve, { schema: { params: IdParams, response: { 200: DeviceChangeRequest } } }, async (request) =>
    approveDeviceChange(app, request.params.id, { userId: request.auth.userId, session: sessionFamilyOf(request) }),
  );

  app.post(paths.refuse, { schema: { params: IdParams, response: { 200: DeviceChangeRequest } } }, async (request) =>
    refuseDeviceChange(app, request.params.id, { userId: request.auth.userId, session: sessionFamilyOf(request) }),
  );
};

export default deviceChangeRoutes;
