import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  AuthorizedLocationsQuery,
  AuthorizedLocationsResponse,
  IdParams,
  Location,
  LocationList,
  LocationWrite,
  NearbyRequest,
  NearbyResponse,
} from '../../src/core/contract';
import { NEARBY_RADIUS_M } from '../../src/core/domain/constants';
import { requireAdmin, requireUser } from '../auth/guards';
import { httpError } from '../http/http-error';
import { findAuthorizedLocationsInBox, listAuthorizedLocations } from '../locations/authorized-locations.query';
import { boundingBox } from '../locations/bounding-box';
import { createLocation, deleteLocation, editLocation } from '../locations/location-admin.service';
import { findLocation, listLocations } from '../locations/location.repository';
import { locationsByDistance, locationsWithoutPosition } from '../locations/locations-by-distance';

/**
 * Work locations (spec §7 /api/locations/*): every authenticated user reads them (employees only the
 * active ones), administrators write them; nearby and authorised lists are the user's own places.
 * Guards run on onRequest, before the body is validated: no token means 401, whatever the body.
 */
const locationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.locations, { onRequest: requireUser, schema: { response: { 200: LocationList } } }, async (request) => {
    const results = await listLocations(app.db, request.auth.isAdmin);
    return { count: results.length, results };
  });

  app.post(
    ApiPaths.locations,
    { onRequest: requireAdmin, schema: { body: LocationWrite, response: { 201: Location } } },
    async (request, reply) => reply.status(201).send(await createLocation(app.db, request.auth.userId, request.body)),
  );

  app.post(
    ApiPaths.nearbyLocations,
    { onRequest: requireUser, schema: { body: NearbyRequest, response: { 200: NearbyResponse } } },
    async (request) => {
      const { latitude, longitude, accuracy } = request.body;
      const radius = request.body.radius ?? NEARBY_RADIUS_M;
      const cap = app.config.accuracyAllowanceCapMeters;
      // The bounding box is a cheap indexed prefilter; the exact distance decides afterwards.
      const rows = await findAuthorizedLocationsInBox(app.db, request.auth.userId, boundingBox({ latitude, longitude }, radius));
      const locations = locationsByDistance(rows, { latitude, longitude, accuracy }, cap).filter((l) => l.distance <= radius);
      return { count: locations.length, locations };
    },
  );

  app.get(
    ApiPaths.authorizedLocations,
    { onRequest: requireUser, schema: { querystring: AuthorizedLocationsQuery, response: { 200: AuthorizedLocationsResponse } } },
    async (request) => {
      const { latitude, longitude } = request.query;
      const rows = await listAuthorizedLocations(app.db, request.auth.userId);
      if (latitude === undefined || longitude === undefined) return { locations: locationsWithoutPosition(rows) };
      return { locations: locationsByDistance(rows, { latitude, longitude }, app.config.accuracyAllowanceCapMeters) };
    },
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
