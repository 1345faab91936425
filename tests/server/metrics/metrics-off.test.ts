/**
 * Without METRICS_TOKEN (the default) there is no /metrics: the path is answered as any unknown one, whatever
 * Authorization comes with it (README, "Monitoring").
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'metrics-off-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Timbrature</title>');
  server = await startTestServer({ config: { webDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => api(server.url).raw(path, { headers });

it('is off by default: no route at all', () => {
  expect(server.config.metricsToken).toBeUndefined();
  expect(server.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
});

it.each([
  ['a program', {}],
  ['a program with a bearer token', { authorization: `Bearer ${'x'.repeat(40)}` }],
  ['a browser', { accept: 'text/html' }],
])('answers /metrics to %s exactly as an unknown path', async (_who, headers) => {
  const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));
  const metrics = await get('/metrics', headers);
  const unknown = await get('/no-such-path', headers);
  expect(metrics.status).toBe(unknown.status);
  expect(metrics.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  // The same answer but for the path the 404 names.
  expect(text(metrics.body).replace('/metrics', '/no-such-path')).toBe(text(unknown.body));
  expect(text(metrics.body)).not.toMatch(/timbrature_|# TYPE/);
});
