/**
 * Every answer carries the security headers (README, "Security headers"): the page's CSP, whose only inline script
 * (Parcel's import map) is allowed by its hash; nosniff; no framing; a referrer cut to the origin; no X-Powered-By.
 * API answers, errors included, are never stored; the SPA's files keep their caching. HSTS only over TLS
 * (the certificate in fixtures/ is the self-signed one of http2.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ApiPaths } from '../../../src/core/contract';
import { buildApp } from '../../../server/app';
import { IN_MEMORY, loadConfig } from '../../../server/config';
import { contentSecurityPolicy } from '../../../server/http/content-security-policy';
import { startTestServer, type TestServer } from '../support/test-server';

/** What a browser sends when it opens a page. */
const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** Parcel's index.html in miniature: the import map inline, the entry script and style sheet as files. */
const IMPORT_MAP = '{"imports":{"22kE3":"/mobile-dashboard.8c4fef12.js"}}';
const INDEX_HTML =
  `<!DOCTYPE html><html lang=it><script type=importmap>${IMPORT_MAP}</script><link rel=stylesheet href=/ui.5dbe10d7.css>` +
  '<title>Timbrature</title><body><div id=root></div><script type=module src=/ui.d9422e47.js></script>';
const IMPORT_MAP_HASH = `'sha256-${createHash('sha256').update(IMPORT_MAP).digest('base64')}'`;
const ENTRY = 'console.log("Timbrature");'.repeat(50);

const EXPECTED_CSP = [
  "default-src 'self'",
  `script-src 'self' ${IMPORT_MAP_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://tile.openstreetmap.org",
  "connect-src 'self' https://nominatim.openstreetmap.org https://tile.openstreetmap.org",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';'); // helmet's separator

function builtWebDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'timbrature-web-'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'ui.d9422e47.js'), ENTRY);
  writeFileSync(join(dir, 'ui.d9422e47.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(join(dir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'screen-chunks.json'), JSON.stringify({ 'src/ui/dashboard/mobile/mobile-dashboard.tsx': ['/mobile-dashboard.8c4fef12.js'] }));
  return dir;
}

function expectSecurityHeaders(answer: Response): void {
  expect(answer.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-powered-by')).toBeNull();
  expect(answer.headers.get('strict-transport-security')).toBeNull();
}

describe('over plain HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { webDir: builtWebDir() } });
  });
  afterAll(() => server.close());

  it('the page: the CSP allows the import map by the hash of the text served, and nothing else inline', async () => {
    const answer = await fetch(`${server.url}/dashboard`, { headers: { accept: PAGE, 'user-agent': IPHONE } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const served = /<script type=importmap>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(answer.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(served).digest('base64')}'`);
    expectSecurityHeaders(answer);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('link')).toBe('</mobile-dashboard.8c4fef12.js>; rel=modulepreload');
  });

  it('the SPA’s files keep their caching, precompressed copies included', async () => {
    const entry = await fetch(`${server.url}/ui.d9422e47.js`, { headers: { 'accept-encoding': 'br' } });
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await entry.text()).toBe(ENTRY);
    expectSecurityHeaders(entry);

    const worker = await fetch(`${server.url}/service-worker.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(worker);
  });

  it.each([
    ['200', () => fetch(`${server.url}${ApiPaths.health}`), 200],
    ['401', () => fetch(`${server.url}${ApiPaths.profile}`), 401],
    ['400', () => fetch(`${server.url}${ApiPaths.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), 400],
    ['404 of an unknown API path', () => fetch(`${server.url}/api/nothing-here/`, { headers: { accept: PAGE } }), 404],
  ])('API answers are never stored: %s', async (_name, request, status) => {
    const answer = await request();
    expect(answer.status).toBe(status);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(answer);
  });
});

describe('the policy follows the SPA’s build-time hosts', () => {
  it('a tile server with sub-domains, another geocoder and an API on another origin', () => {
    const directives = contentSecurityPolicy(mkdtempSync(join(tmpdir(), 'timbrature-empty-')), {
      mapTileUrl: 'https://{a-c}.Tiles.example.com:8443/osm/{z}/{x}/{y}.png',
      nominatimUrl: 'https://geo.example.com/nominatim',
      apiBaseUrl: 'https://api.example.com',
    });
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.com:8443']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://geo.example.com', 'https://*.tiles.example.com:8443', 'https://api.example.com']);
  });

  it('a value that is no http(s) URL stops the start, naming the variable', () => {
    expect(() => contentSecurityPolicy(tmpdir(), { nominatimUrl: 'geo.example.com' })).toThrow(/NOMINATIM_URL/);
  });
});

describe('over TLS', () => {
  const CERT = join(__dirname, 'fixtures', 'test-tls-cert.pem');
  const KEY = join(__dirname, 'fixtures', 'test-tls-key.pem');
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    app = await buildApp({ ...loadConfig({ DATA_DIR: IN_MEMORY, TLS_CERT: CERT, TLS_KEY: KEY }), webDir: builtWebDir() }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://localhost:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => app.close());

  it.each([ApiPaths.health, '/ui.d9422e47.js'])('%s promises HTTPS for a year (HSTS)', async (path) => {
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const agent = new Agent({ ca: readFileSync(CERT), ALPNProtocols: ['http/1.1'] });
      get(`${origin}${path}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      }).on('error', reject);
    });
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['content-security-policy']).toBe(EXPECTED_CSP);
  });
});
