import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Placeholder until the routes are built. */
const correctionRequestsRoutes: FastifyPluginAsyncTypebox = async () => {};
export default correctionRequestsRoutes;
