import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Placeholder until the routes are built. */
const attendanceSheetRoutes: FastifyPluginAsyncTypebox = async () => {};
export default attendanceSheetRoutes;
