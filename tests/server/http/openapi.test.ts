/**
 * The API for integrators (README, "API for integrators"): /api/openapi.json is a valid OpenAPI 3.1 document that lists
 * every route the server has, says who may call each one (and the guards agree), which refusals it answers, and how
 * a punch carries the device key; /api/docs is the interactive reference, under its own Content-Security-Policy.
 */
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
  'x-roles': string[];
  'x-error-codes': Record<string, string[]>;
  'x-device-key'?: { fields: string[]; proof: string };
  description?: string;
};
type Document = {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; scheme: string }>; schemas: Record<string, unknown> };
};

/**
 * The validator ships as an ES module only (it reads its schemas through import.meta), which Jest's CommonJS runs
 * cannot load: it checks the document in a node process of its own.
 */
async function validateOpenApi(document: unknown): Promise<{ valid: boolean; version: string; errors?: unknown }> {
  const validatorUrl = pathToFileURL(require.resolve('@seriousme/openapi-schema-validator')).href;
  const script = `
    import { Validator } from ${JSON.stringify(validatorUrl)};
    import { readFileSync } from 'node:fs';
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(readFileSync(0, 'utf8')));
    console.log(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors }));`;
  const child = execFileWithInput('node', ['--input-type=module', '-e', script], JSON.stringify(document));
  return JSON.parse((await child).stdout);
}

function execFileWithInput(file: string, args: string[], input: string): Promise<{ stdout: string }> {
  const run = promisify(execFile)(file, args, { cwd: process.cwd(), maxBuffer: 16 * 1024 * 1024 });
  run.child.stdin?.end(input);
  return run;
}

/** `METHOD /path/:param/` of every route the server has, read from Fastify's own route tree (printRoutes). */
function registeredRoutes(printed: string): Set<string> {
  const routes = new Set<string>();
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:[│ ] {3}|[├└]── )*)(.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match || !match[2]) continue;
    const depth = [...match[1]].length / 4 - 1;
    stack.length = Math.max(depth, 0);
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) routes.add(`${method} ${stack.join('')}`);
  }
  return routes;
}

function operations(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

/** A documented path with its parameters filled in, to call it. */
function callablePath(path: string): string {
  return path.replace('{date}', '2025-01-15').replace(/\{[a-z_]+\}/g, '1');
}

async function call(client: ApiClient, key: string, token?: string) {
  const [method, path] = key.split(' ');
  return client.raw(callablePath(path), { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('OpenAPI document and API reference', () => {
  let server: TestServer;
  let client: ApiClient;
  let document: Document;

  beforeAll(async () => {
    server = await startTestServer();
    client = api(server.url);
    const answer = await client.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.body;
  });
  afterAll(async () => server?.close());

  test('/api/openapi.json is valid OpenAPI 3.1, public and never stored', async () => {
    const answer = await client.get('/api/openapi.json');
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(document.openapi).toBe('3.1.0');
    const result = await validateOpenApi(document);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({ valid: true, version: '3.1' });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('every route of the API is documented, and nothing else (not the SPA, not the reference itself)', () => {
    const api = [...registeredRoutes(server.app.printRoutes({ commonPrefix: false }))].filter((route) => {
      const [method, path] = route.split(' ');
      return method !== 'HEAD' && path.startsWith('/api/') && path !== '/api/openapi.json' && !path.startsWith('/api/docs');
    });
    // Guard against a parser that finds nothing: the API has well over a hundred routes.
    expect(api.length).toBeGreaterThan(100);
    const documented = operations(document).map(([key]) => key.replace(/\{([a-z_]+)\}/g, ':$1'));
    expect(documented.sort()).toEqual(api.sort());
  });

  test('each operation has a one-line summary and a known area', () => {
    const areas = document.tags.map((tag) => tag.name);
    for (const [key, operation] of operations(document)) {
      expect({ key, summary: operation.summary?.trim() ? 'present' : 'missing' }).toEqual({ key, summary: 'present' });
      expect(operation.summary).not.toContain('\n');
      expect(operation.tags).toHaveLength(1);
      expect(areas).toContain(operation.tags![0]);
    }
  });

  test('protected operations need the bearer token and say whose; the guards agree (401 without a token)', async () => {
    const protectedOnes = operations(document).filter(([, operation]) => !operation['x-roles'].includes('public'));
    expect(protectedOnes.length).toBeGreaterThan(100);
    for (const [key, operation] of protectedOnes) {
      expect({ key, security: operation.security }).toEqual({ key, security: [{ bearerAuth: [] }] });
      expect(operation['x-error-codes']['401']).toEqual(expect.arrayContaining(['CREDENTIALS_NOT_PROVIDED', 'TOKEN_INVALID', 'TOKEN_EXPIRED']));
      expect(operation.responses['401'].content?.['application/json'].schema?.$ref).toBe('#/components/schemas/ErrorBody');
      const answer = await call(client, key);
      expect({ key, status: answer.status, code: answer.body.code }).toEqual({ key, status: 401, code: 'CREDENTIALS_NOT_PROVIDED' });
    }
  });

  test("an employee is refused, at the guard, every operation documented for staff or administrators only", async () => {
    const employee = await server.createUser();
    const { access } = await server.loginAs(employee);
    const forStaff = operations(document).filter(([, operation]) => !operation['x-roles'].includes('employee') && !operation['x-roles'].includes('public'));
    // The device-change routes take their guard from their plugin, not from each route: their roles are read there too.
    expect(forStaff.map(([key]) => key)).toEqual(expect.arrayContaining(['GET /api/admin/device-change-requests/', 'GET /api/admin/stats/']));
    for (const [key, operation] of forStaff) {
      expect(operation['x-error-codes']['403']).toContain('ADMIN_REQUIRED');
      const answer = await call(client, key, access);
      expect({ key, status: answer.status, code: answer.body.code }).toEqual({ key, status: 403, code: 'ADMIN_REQUIRED' });
    }
    const roles = Object.fromEntries(operations(document).map(([key, operation]) => [key, operation['x-roles']]));
    expect(roles['GET /api/admin/device-change-requests/']).toEqual(['manager', 'administrator']);
    expect(roles['POST /api/users/']).toEqual(['administrator']);
    expect(roles['POST /api/timesheet/checkin/']).toEqual(['employee', 'manager', 'administrator']);
  });

  test('public operations say so and need no token', async () => {
    const publicOnes = operations(document).filter(([, operation]) => operation['x-roles'].includes('public'));
    expect(publicOnes.map(([key]) => key)).toEqual(expect.arrayContaining([`POST ${ApiPaths.login}`, `GET ${ApiPaths.health}`]));
    for (const [key, operation] of publicOnes) {
      expect({ key, security: operation.security }).toEqual({ key, security: [] });
      expect(operation['x-error-codes']['401'] ?? []).not.toContain('CREDENTIALS_NOT_PROVIDED');
      const answer = await call(client, key);
      expect({ key, refused: answer.body?.code === 'CREDENTIALS_NOT_PROVIDED' }).toEqual({ key, refused: false });
    }
  });

  test('refusals: derived from the schema and listed for the route, each with its status', () => {
    const byKey = Object.fromEntries(operations(document));
    const checkIn = byKey[`POST ${ApiPaths.checkIn}`];
    expect(checkIn['x-error-codes']).toMatchObject({
      400: expect.arrayContaining(['VALIDATION_ERROR', 'MALFORMED_JSON', 'TOO_FAR']),
      403: expect.arrayContaining(['DEVICE_NOT_AUTHORIZED', 'LOCATION_NOT_AUTHORIZED']),
      409: expect.arrayContaining(['ALREADY_CHECKED_IN', 'MONTH_CLOSED']),
      415: ['UNSUPPORTED_MEDIA_TYPE'],
    });
    expect(byKey[`POST ${ApiPaths.login}`]['x-error-codes']).toMatchObject({ 401: expect.arrayContaining(['INVALID_CREDENTIALS']), 429: ['TOO_MANY_ATTEMPTS'] });
    // A route without body, query or parameters cannot answer VALIDATION_ERROR.
    expect(byKey[`GET ${ApiPaths.status}`]['x-error-codes']['400']).toBeUndefined();
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['code', 'message'] });
  });

  test('the punch routes document the device key fields they carry in the body', () => {
    const byKey = Object.fromEntries(operations(document));
    for (const path of [ApiPaths.checkIn, ApiPaths.checkOut]) {
      expect(byKey[`POST ${path}`]['x-device-key']).toEqual({ fields: expect.arrayContaining(['device_id', 'device_proof']), proof: 'challenge' });
      expect(byKey[`POST ${path}`].description).toContain('/api/auth/device-challenge/');
    }
    expect(byKey['POST /api/timesheet/offline/']['x-device-key']).toEqual({ fields: ['device_id', 'signature'], proof: 'offline' });
    expect(byKey[`POST ${ApiPaths.login}`]['x-device-key']?.fields).toEqual(expect.arrayContaining(['public_key', 'device_proof']));
    expect(byKey[`GET ${ApiPaths.status}`]['x-device-key']).toBeUndefined();
  });

  test("/api/docs is served under its own policy (scripts and styles of this server only); the rest keeps the SPA's", async () => {
    const page = await client.raw('/api/docs', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const policy = Object.fromEntries(
      (page.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const script = await client.raw('/api/docs/static/swagger-ui-bundle.js', {});
    expect(script.status).toBe(200);
    expect(script.headers.get('content-security-policy')).toBe(page.headers.get('content-security-policy'));
    // The SPA's policy is not the reference's: the API's other answers still carry the page's (tiles, geocoder).
    const health = await client.get(ApiPaths.health);
    expect(health.headers.get('content-security-policy')).toContain('https://tile.openstreetmap.org');
    expect(health.headers.get('content-security-policy')).not.toBe(page.headers.get('content-security-policy'));
  });
});
