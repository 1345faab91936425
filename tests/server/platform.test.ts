import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths } from '../../src/core/contract';
import { buildApp } from '../../server/app';
import { IN_MEMORY, loadConfig } from '../../server/config';
import { api, type ApiClient } from './support/api';
import { FINGERPRINT, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let client: ApiClient;
const webDir = mkdtempSync(join(tmpdir(), 'timbrature-web-'));

beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Timbrature</title>');
  writeFileSync(join(webDir, 'index.1a2b3c4d.js'), 'console.log(1)');
  writeFileSync(join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{}');
  server = await startTestServer({ config: { webDir } });
  client = api(server.url);
});
afterAll(() => server.close());

describe('health', () => {
  it('reports the database reachable, the version and a request id', async () => {
    const response = await client.get(ApiPaths.health);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors are JSON with a code and a message', () => {
  it('answers 404 JSON for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await client.raw('/api/does-not-exist/', { method, headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: expect.stringContaining('Not found') });
    }
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await client.raw(ApiPaths.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username": ' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'MALFORMED_JSON', message: 'Malformed JSON body' });
  });

  it('refuses a body over the limit with 413', async () => {
    const body = JSON.stringify({ username: 'x', password: 'y'.repeat(100_000), device_id: 'd' });
    const response = await client.raw(ApiPaths.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('refuses a non-JSON content type with 415', async () => {
    const response = await client.raw(ApiPaths.login, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers missing and mistyped fields with 400 and field messages', async () => {
    const response = await client.post(ApiPaths.login, { username: 'mario', password: 42 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual({
      password: [expect.any(String)],
      device_id: ['This field is required'],
      fingerprint: ['This field is required'],
    });
    expect(response.body.message).toMatch(/^(password|device_id|fingerprint): /);
  });

  it('answers 400 to a body that is not an object', async () => {
    const response = await client.post(ApiPaths.login, [1, 2]);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });

  it('accepts an empty body sent as JSON where none is needed (logout)', async () => {
    const { access } = await server.loginAs(await server.createUser());
    const response = await client.raw(ApiPaths.logout, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    });
    expect(response.body).toBe('');
    expect(response.status).toBe(204);
  });
});

describe('behind a reverse proxy (TRUST_PROXY as a hop count)', () => {
  it('takes the client address from X-Forwarded-For, as the per-address login limit shows', async () => {
    const { trustProxy } = loadConfig({ DATA_DIR: IN_MEMORY, TRUST_PROXY: '1' });
    // Same database, a second app configured as behind one proxy (the proxy connects from 127.0.0.1).
    const proxied = await buildApp({ ...server.config, trustProxy, loginMaxAttemptsPerIpPerMinute: 2 }, { db: server.db, logger: false });
    try {
      const loginFrom = (clientAddress: string, n: number) =>
        proxied.inject({
          method: 'POST',
          url: ApiPaths.login,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `198.51.100.7, ${clientAddress}` },
          payload: { username: `nobody-${clientAddress}-${n}`, password: 'wrong!', device_id: 'd', fingerprint: FINGERPRINT },
        });
      expect((await loginFrom('203.0.113.5', 1)).statusCode).toBe(401);
      expect((await loginFrom('203.0.113.5', 2)).statusCode).toBe(401);
      expect((await loginFrom('203.0.113.5', 3)).statusCode).toBe(429);
      // Another client behind the same proxy is a different address: not limited.
      expect((await loginFrom('203.0.113.6', 1)).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe('the built SPA', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await client.raw('/', { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>Timbrature</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for client routes asked as HTML', async () => {
    const response = await client.raw('/dashboard_admin/activities', { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<title>Timbrature</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year and never the service worker or the manifest', async () => {
    const asset = await client.raw('/index.1a2b3c4d.js', {});
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await client.raw('/sw.js', {})).headers.get('cache-control')).toBe('no-cache');
    expect((await client.raw('/manifest.webmanifest', {})).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 (not index.html) for a missing file not asked as HTML', async () => {
    const response = await client.raw('/missing.12345678.js', { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
  });
});
