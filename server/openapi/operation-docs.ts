import type { RouteOptions } from 'fastify';
import { ROLES_OF, type RouteAccess } from './route-access';
import { ROUTE_CATALOGUE, type RouteDoc } from './route-catalogue';

/** The name of the bearer scheme in components.securitySchemes. */
export const BEARER = 'bearerAuth';
const UNDOCUMENTED_TAG = 'Undocumented';

/** Where an error status of an operation comes from: its guard, its request schema, its own code, or any request. */
type ErrorSource = 'guard' | 'schema' | 'route' | 'server';
type ErrorTable = Record<string, Partial<Record<ErrorSource, string[]>>>;

const BY_KEY = new Map<string, { tag: string; doc: RouteDoc }>(
  Object.entries(ROUTE_CATALOGUE).flatMap(([tag, routes]) => Object.entries(routes).map(([key, doc]) => [key, { tag, doc }] as const)),
);

/** `/api/users/:id/` → `/api/users/{id}/`, as the document and the catalogue write paths. */
function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

type Schema = Record<string, unknown> & { body?: unknown; querystring?: unknown; params?: unknown };

/**
 * A route's schema as the document shows it: the catalogue's summary and tag, who may call it (security and
 * `x-roles`, from its guard), the refusals it may answer (`x-error-codes`, by status), and the device key fields of
 * the routes that carry them (`x-device-key`). The route's own schema object is not changed: it still validates.
 */
export function describeOperation(route: RouteOptions, access: RouteAccess, schema: Schema | undefined): Schema {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const entry = BY_KEY.get(`${method} ${openApiPath(route.url)}`);
  const errors = errorTable(access, schema, entry?.doc);
  const deviceKey = deviceKeyOf(schema?.body);
  const roles = ROLES_OF[access];
  return {
    ...schema,
    ...(schema?.body ? { body: withoutUndefined(schema.body) } : {}),
    summary: entry?.doc.summary,
    tags: [entry?.tag ?? UNDOCUMENTED_TAG],
    description: [
      access === 'public' ? 'Public: no token needed.' : `Roles: ${roles.join(', ')} (Bearer access token).`,
      deviceKey ? deviceKeyText(deviceKey) : '',
      entry?.doc.fieldCodes ? `A 400 VALIDATION_ERROR may also name, in \`field_codes\`: ${entry.doc.fieldCodes.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    security: access === 'public' ? [] : [{ [BEARER]: [] }],
    'x-roles': roles,
    'x-error-codes': Object.fromEntries(Object.entries(errors).map(([status, bySource]) => [status, unique(Object.values(bySource).flat())])),
    'x-error-sources': errors,
    ...(entry?.doc.success ? { 'x-success': entry.doc.success } : {}),
    ...(deviceKey ? { 'x-device-key': deviceKey } : {}),
  };
}

/**
 * The refusals of an operation by status and by where they come from. Derived: the guard's (401 without or with a bad
 * token, 403 for a role too low), the schema's (400 VALIDATION_ERROR; with a body also its parser's refusals), and the
 * 500 any request may meet. Listed by hand: the route's own (route-catalogue.ts).
 */
function errorTable(access: RouteAccess, schema: Schema | undefined, doc: RouteDoc | undefined): ErrorTable {
  const table: ErrorTable = {};
  const add = (status: number, source: ErrorSource, codes: string[]) => {
    const row = (table[status] ??= {});
    row[source] = unique([...(row[source] ?? []), ...codes]);
  };
  if (access !== 'public') add(401, 'guard', ['CREDENTIALS_NOT_PROVIDED', 'TOKEN_INVALID', 'TOKEN_EXPIRED']);
  if (access === 'admin' || access === 'staff') add(403, 'guard', ['ADMIN_REQUIRED']);
  if (schema?.body || schema?.querystring || schema?.params) add(400, 'schema', ['VALIDATION_ERROR']);
  if (schema?.body) {
    add(400, 'schema', ['MALFORMED_JSON']);
    add(413, 'schema', ['PAYLOAD_TOO_LARGE']);
    add(415, 'schema', ['UNSUPPORTED_MEDIA_TYPE']);
  }
  for (const [status, codes] of Object.entries(doc?.errors ?? {})) add(Number(status), 'route', codes ?? []);
  add(500, 'server', ['SERVER_ERROR']);
  return table;
}

interface DeviceKeyUse {
  /** The body fields that identify the device or prove its key. */
  fields: string[];
  /** 'challenge': a signature over a challenge of POST /api/auth/device-challenge/; 'offline': over the punch itself. */
  proof: 'challenge' | 'offline';
}

/** The device key fields of a request body (docs/behaviour.md, "The device key"), if it has any. */
function deviceKeyOf(body: unknown): DeviceKeyUse | undefined {
  const properties = bodyProperties(body);
  if ('device_proof' in properties) {
    return { fields: ['device_id', 'public_key', 'device_proof'].filter((name) => name in properties), proof: 'challenge' };
  }
  if ('signature' in properties && 'device_id' in properties) return { fields: ['device_id', 'signature'], proof: 'offline' };
  return undefined;
}

function deviceKeyText(use: DeviceKeyUse): string {
  const fields = use.fields.map((name) => `\`${name}\``).join(', ');
  return use.proof === 'challenge'
    ? `Device key (body fields ${fields}; no headers): on an account whose device is checked, the bound device proves itself by ` +
        '`device_proof`: a nonce from POST /api/auth/device-challenge/ and its ECDSA P-256 signature (raw r‖s, base64url) by the ' +
        'device key; without it, or from another device, 403 (DEVICE_NOT_AUTHORIZED, DEVICE_CHALLENGE_INVALID, DEVICE_PROOF_INVALID).'
    : `Device key (body fields ${fields}; no headers): the punch is signed by the bound device key over the punch itself ` +
        '(ECDSA P-256, raw r‖s, base64url); no challenge is needed offline. Another device or a bad signature: 403 DEVICE_NOT_AUTHORIZED.';
}

function bodyProperties(body: unknown): Record<string, unknown> {
  const schema = body as { properties?: Record<string, unknown>; anyOf?: unknown[] } | undefined;
  if (schema?.properties) return schema.properties;
  return Object.assign({}, ...(schema?.anyOf ?? []).map(bodyProperties));
}

/** OptionalBody's `undefined` member is TypeBox's, not JSON Schema's: the document leaves it out (no body is no JSON). */
function withoutUndefined(body: unknown): unknown {
  const schema = body as { anyOf?: { type?: string }[] };
  if (!Array.isArray(schema.anyOf)) return body;
  return { ...schema, anyOf: schema.anyOf.filter((member) => member.type !== 'undefined') };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
