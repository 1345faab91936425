import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, DeviceChangeRequest, DeviceChangeRequestList, DeviceChangeRequestQuery, IdParams } from '../../src/core/contract';
import { requireStaff, sessionFamilyOf } from '../auth/guards';
import { approveDeviceChange, refuseDeviceChange } from '../devices/device-change-decision.service';
import { listDeviceChangeRequests } from '../devices/device-change-request.repository';

/**
 * Device changes awaiting an administrator (/api/admin/device-change-requests/; docs/behaviour.md, "Device changes
 * approved by an administrator"): the list, approve, refuse. The staff: an administrator everyone's, a manager those of
 * their groups' members (docs/behaviour.md, "Managers").
 */
const deviceChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireStaff);
  const paths = {
    approve: '/api/admin/device-change-requests/:id/approve/',
    refuse: '/api/admin/device-change-requests/:id/refuse/',
  };

  app.get(
    ApiPaths.deviceChangeRequests,
    { schema: { querystring: DeviceChangeRequestQuery, response: { 200: DeviceChangeRequestList } } },
    async (request) => ({ results: await listDeviceChangeRequests(app.db, request.query.status ?? 'pending', request.staff) }),
  );

  app.post(paths.approve, { schema: { params: IdParams, response: { 200: DeviceChangeRequest } } }, async (request) =>
    approveDeviceChange(app, request.params.id, { scope: request.staff, session: sessionFamilyOf(request) }),
  );

  app.post(paths.refuse, { schema: { params: IdParams, response: { 200: DeviceChangeRequest } } }, async (request) =>
    refuseDeviceChange(app, request.params.id, { scope: request.staff, session: sessionFamilyOf(request) }),
  );
};

export default deviceChangeRoutes;
