import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Placeholder until the routes are built. */
const attendanceRoutes: FastifyPluginAsyncTypebox = async () => {};
export default attendanceRoutes;
