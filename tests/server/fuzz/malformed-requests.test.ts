/**
 * Seeded fuzzing of every API route (docs/behaviour.md, "Validation"): malformed paths, queries and bodies, sent as
 * anonymous, employee and administrator, must be answered 4xx with the error body, never 5xx, and must write
 * nothing. Routes are collected as the app registers them, so a new route is fuzzed without touching this file.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { malformedRequests, mulberry32, type FuzzRoute, type MalformedRequest } from './malformed-inputs';
import { tableChecksums } from './table-checksums';

const SEED = 20260302;

const routes: FuzzRoute[] = [];
const collectRoutes = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && route.url.startsWith('/api')) routes.push({ method, url: route.url, schema: route.schema as FuzzRoute['schema'] });
    }
  });
};

let server: TestServer;
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  subscribe('fastify.initialization', collectRoutes);
  try {
    server = await startTestServer();
  } finally {
    unsubscribe('fastify.initialization', collectRoutes);
  }
  const employee = await server.createUser();
  tokens.admin = server.adminToken;
  tokens.employee = (await server.loginAs(employee)).access;
  await seedRowsWithId2(employee.deviceId, tokens.employee);
});

afterAll(() => server?.close());

/** Id 2 exists in every table a path names, so a loosely read `02` or `0x2` would reach a row. */
async function seedRowsWithId2(deviceId: string, employeeToken: string): Promise<void> {
  const client = api(server.url);
  for (const name of ['Sede A', 'Sede B']) {
    const place = { name, latitude: 45.46, longitude: 9.19, tolerance_radius: 100 };
    expect((await client.post(ApiPaths.locations, place, server.adminToken)).status).toBe(201);
  }
  for (const descrizione of ['Gruppo A', 'Gruppo B']) expect((await client.post(ApiPaths.groups, { descrizione }, server.adminToken)).status).toBe(201);
  const at = { latitude: 45.46, longitude: 9.19, accuracy: 10, device_id: deviceId };
  expect((await client.post(ApiPaths.checkIn, { ...at, location_id: 2 }, employeeToken)).status).toBe(201);
  expect((await client.post(ApiPaths.checkOut, at, employeeToken)).status).toBe(201);
  for (const table of ['users', 'locations', 'gruppi', 'timesheet_entries']) {
    expect((await server.db.query(`SELECT 1 FROM ${table} WHERE id = 2`)).rows).toHaveLength(1);
  }
}

it('answers every malformed request 4xx with the error body, and writes nothing', async () => {
  expect(routes.length).toBeGreaterThan(25);
  const random = mulberry32(SEED);
  const before = await tableChecksums(server.db);
  const failures: string[] = [];
  let sent = 0;
  const started = Date.now();

  for (const route of routes) {
    const requests = malformedRequests(route, random);
    if (requests.length === 0) failures.push(`${route.method} ${route.url}: no malformed request generated`);
    for (const role of ['anonymous', 'employee', 'admin']) {
      for (const request of requests) {
        const answer = await send(request, tokens[role]);
        sent++;
        const problem = problemWith(request, answer);
        if (problem) failures.push(`${role} ${request.method} ${request.url} (${request.label}): ${problem}`);
      }
    }
  }

  const elapsed = Date.now() - started;
  expect(failures.slice(0, 30)).toEqual([]);
  expect(await tableChecksums(server.db)).toEqual(before);
  // The size of the run, in the test's output when it is run alone.
  console.info(`fuzzed ${routes.length} routes × 3 roles: ${sent} requests in ${elapsed} ms`);
  // Thousands of requests, one after the other, and more with every route: 45 s alone on a loaded 2-core machine.
}, 180_000);

async function send(request: MalformedRequest, token: string | undefined) {
  const response = await server.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    payload: request.payload,
  });
  return { status: response.statusCode, type: String(response.headers['content-type'] ?? ''), body: response.body };
}

/** What is wrong with the answer, or null. */
function problemWith(request: MalformedRequest, answer: { status: number; type: string; body: string }): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.body}`;
  if (request.refused && answer.status < 400) return `accepted with ${answer.status}`;
  if (answer.status >= 400) {
    const body = answer.type.includes('json') ? (JSON.parse(answer.body) as { code?: unknown; message?: unknown }) : {};
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return `${answer.status} without {code, message}: ${answer.body}`;
  }
  return null;
}
