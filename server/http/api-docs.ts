import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiDocsContentSecurityPolicy } from '../openapi/api-docs-csp';
import { completeDocument, SECURITY_SCHEMES, type OpenApiDocument } from '../openapi/document';
import { describeOperation } from '../openapi/operation-docs';
import { recordRouteAccess } from '../openapi/route-access';
import { ROUTE_CATALOGUE } from '../openapi/route-catalogue';
import { APP_VERSION } from '../version';
import { registerApiCompression } from './api-compression';

const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
const API_DOCS_PATH = '/api/docs';

/**
 * The API for integrators (README, "API for integrators"): an OpenAPI 3.1 document generated from the routes' TypeBox
 * schemas at /api/openapi.json, and Swagger UI's interactive reference at /api/docs. Both are public and hold nothing
 * but the routes' shapes; like every /api answer they are sent `no-store` (security-headers.ts).
 *
 * Must be called before the routes are registered: the document is made of the routes seen by onRoute hooks.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const accessOf = recordRouteAccess(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Timbrature API', version: APP_VERSION },
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: Object.keys(ROUTE_CATALOGUE).map((name) => ({ name })),
    },
    transform: ({ schema, url, route }) => {
      // Only the API is documented: not the SPA's files, nor this reference's own pages and assets.
      const documented = url.startsWith('/api/') && url !== OPENAPI_DOCUMENT_PATH && !url.startsWith(API_DOCS_PATH);
      if (!documented) return { schema: { ...schema, hide: true }, url };
      return { schema: describeOperation(route, accessOf(route), schema as never) as never, url };
    },
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? (completeDocument(documentObject.openapiObject as OpenApiDocument) as never) : documentObject.swaggerObject,
  });

  // The reference's pages in a scope of their own, compressed as the API's answers are (its script is 1.5 MB).
  await app.register(async (docs) => {
    await registerApiCompression(docs);
    docs.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, async () => app.swagger());
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: apiDocsContentSecurityPolicy(),
      theme: { title: 'Timbrature API' },
      // BaseLayout: the reference without Swagger UI's top bar (an address box to explore other documents, and a logo whose
      // SVG carries an inline <style> the policy would refuse).
      uiConfig: { layout: 'BaseLayout', deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    });
  });
}
