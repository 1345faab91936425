import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../app-config';
import { contentSecurityPolicy, cspHeaderValue } from './content-security-policy';

/** One year: browsers only honour long HSTS lifetimes, and the server keeps speaking TLS once it does. */
const HSTS_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * The security headers of every answer (README, "Security headers"): the page's CSP (content-security-policy.ts),
 * no MIME sniffing, no framing, a referrer cut to the origin, HSTS when this server speaks TLS itself, and
 * `Cache-Control: no-store` on the API, whose answers are personal (punches, sessions) and never to be kept by a
 * browser or a proxy. The SPA's files keep their own caching (static-web.ts).
 * The CSP's script hashes are read from the built index.html now: a rebuild needs a restart, as it does for the
 * first screen's preload list. The CSP is written once, here, rather than by helmet, which builds the same string
 * again for every answer (a profile of the morning rush: docs/performance.md, "What a check-in costs").
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const tls = Boolean(config.tlsCert && config.tlsKey);
  const csp = cspHeaderValue(
    contentSecurityPolicy(config.webDir, {
      apiBaseUrl: config.spaApiBaseUrl,
      nominatimUrl: config.spaNominatimUrl,
      mapTileUrl: config.spaMapTileUrl,
    }),
  );
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // The origin, not the path, goes to the tile server and the geocoder: OpenStreetMap's usage policies ask for a
    // Referer, so `no-referrer` could get the tiles refused; paths (ids of people and places) stay private.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // For browsers that know no frame-ancestors.
    xFrameOptions: { action: 'deny' },
    // Only a server speaking TLS itself may promise HTTPS; behind a TLS proxy, the proxy says it. No
    // includeSubDomains: other hosts of the organisation's domain are not this server's to commit.
    strictTransportSecurity: tls ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('Content-Security-Policy', csp);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
