import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Parcel names built assets `name.<8 hex>.ext`: their content never changes, so they may be cached for ever. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Files that must be revalidated on every load, or a new release would never reach the phones. */
const ALWAYS_REVALIDATE = /^(index\.html|sw\.js|service-worker\.js|manifest\.(webmanifest|json))$|\.webmanifest$/;

/**
 * Serves the built SPA from `webDir`, when it exists. Returns the history fallback (index.html for
 * client routes) for the not-found handler, or undefined when there is nothing to serve.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined> {
  if (!existsSync(join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'no built SPA found (run `npm run build`); serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    cacheControl: false,
    setHeaders(res, path) {
      const name = basename(path);
      if (ALWAYS_REVALIDATE.test(name)) res.setHeader('Cache-Control', 'no-cache');
      else if (HASHED_ASSET.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  return (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
