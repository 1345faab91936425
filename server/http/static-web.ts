import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { screenPreloadLinks } from './screen-preload';

/** Parcel names built assets `name.<8 hex>.ext`: their content never changes, so they may be cached for ever. */
const HASHED_ASSET = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** Files that must be revalidated on every load, or a new release would never reach the phones. */
const ALWAYS_REVALIDATE = /^(index\.html|sw\.js|service-worker\.js|manifest\.(webmanifest|json))$|\.webmanifest$/;
/** The build writes `.br` and `.gz` copies beside text assets (scripts/precompress-web.mjs); the rules are the original's. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Serves the built SPA from `webDir`, when it exists. Returns the history fallback (index.html for
 * client routes, announcing the first screen's files: screen-preload.ts) for the not-found handler, or undefined
 * when there is nothing to serve.
 * Text assets go out as the build's brotli or gzip copy when the browser accepts it (`preCompressed`), so nothing
 * is compressed per request; every answer says `Vary: Accept-Encoding`, so a cache never hands a brotli body to a
 * browser that did not ask for one. ETags come from each copy's own size and time, so they differ per encoding too.
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
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      const name = basename(path).replace(COMPRESSED_COPY, '');
      res.setHeader('Vary', 'Accept-Encoding');
      if (ALWAYS_REVALIDATE.test(name)) res.setHeader('Cache-Control', 'no-cache');
      else if (HASHED_ASSET.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const preloadFor = screenPreloadLinks(webDir);
  return (request, reply) => {
    const links = preloadFor(request.url.split('?')[0], request.headers['user-agent']);
    if (links) reply.header('Link', links);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
}
