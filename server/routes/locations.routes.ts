import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  AuthorizedLocationsQuery,
  AuthorizedLocationsResponse,
  IdParams,
  Location,
  LocationList,
  LocationListQuery,
  LocationWrite,
  NearbyRequest,
  NearbyResponse,
} from '../../src/core/contract';
import { requireAdmin, requireUser } from '../auth/guards';
import { httpError } from '../http/http-error';
import { authorizedLocations, nearbyLocations } from '../locations/authorized-locations.service';
import { createLocation, deleteLocation, editLocation } from '../locations/location-admin.service';
import { listLocations } from '../locations/location-list.query';
import { findLocation } from '../locations/location.repository';

/**
 * Work locations (/api/locations/*; docs/behaviour.md, "Admin panel", "Position"): every authenticated user
 * reads them (employees only the active ones), administrators write them; nearby and authorised lists are the
 * user's own places. Guards run on onRequest, before the body is validated: no token means 401, whatever the body.
 */
const locationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ApiPaths.locations,
    { onRequest: requireUser, schema: { querystring: LocationListQuery, response: { 200: LocationList } } },
    async (request) => listLocations(app.db, request.query, request.auth.isAdmin),
  );

  app.post(
    ApiPaths.locations,
    { onRequest: requireAdmin, schema: { body: LocationWrite, response: { 201: Location } } },
    async (request, reply) => reply.status(201).send(await createLocation(app.db, request.auth.userId, request.body)),
  );

  app.post(
    ApiPaths.nearbyLocations,
    { onRequest: requireUser, schema: { body: NearbyRequest, response: { 200: NearbyResponse } } },
    async (request) => nearbyLocations(app.db, request.auth.userId, request.body, app.config.accuracyAllowanceCapMeters),
  );

  app.get(
    ApiPaths.authorizedLocations,
    { onRequest: requireUser, schema: { querystring: AuthorizedLocationsQuery, response: { 200: AuthorizedLocationsResponse } } },
    async (request) => authorizedLocations(app.db, request.auth.userId, request.query, app.config.accuracyAllowanceCapMeters),
  );

  app.get(
    ApiPaths.location(':id'),
    { onRequest: requireUser, schema: { params: IdParams, response: { 200: Location } } },
    async (request) => {
      const location = await findLocation(app.db, request.params.id, request.auth.isAdmin);
      if (!location) throw httpError(404, 'NOT_FOUND');
      return location;
    },
  );

  app.put(
    ApiPaths.location(':id'),
    { onRequest: requireAdmin, schema: { params: IdParams, body: LocationWrite, response: { 200: Location } } },
    async (request) => editLocation(app.db, request.auth.userId, request.params.id, request.body),
  );

  app.delete(ApiPaths.location(':id'), { onRequest: requireAdmin, schema: { params: IdParams } }, async (request, reply) => {
    await deleteLocation(app.db, request.auth.userId, request.params.id);
    return reply.status(204).send();
  });
};
export default locationsRoutes;
