/**
 * Malformed requests for the fuzz test, generated from each route's own schemas: deterministic for a seed.
 * Body cases are kept only when the contract refuses them (TypeBox's Check), so any write they cause is a bug.
 */
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** mulberry32: a tiny seeded PRNG, so every run sends the same requests. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRoute {
  method: string;
  url: string;
  schema?: { body?: TSchema; querystring?: TSchema; params?: TSchema };
}

export interface MalformedRequest {
  method: string;
  url: string;
  /** Raw JSON text (sent as application/json), or none. */
  payload?: string;
  /** What was broken, for the failure message. */
  label: string;
  /** True when the contract refuses it whoever sends it: the answer must be 4xx. */
  refused: boolean;
}

/** Path ids that must never reach a row: too big, loose forms of 2 (which exists), not positive, not a number. */
export const MALFORMED_PATH_IDS = ['99999999999999999999999', '2147483648', '0x2', '%202', '2.0', '+2', '02', '2e0', '-1', '0', 'abc', '%00', '2%00'];

/** Query values no id, page or date accepts. */
export const MALFORMED_QUERY_VALUES = [
  '2026-02-30', '2026-13-45', '2025-02-29', '0000-00-00', '-1', '0', '99999999999999999999999', '2147483648',
  '0x2', '2.0', '%2B2', '02', '2e0', '%00', 'a%00b', '%202', '',
];

/** A valid path id (it exists for every kind of row the fuzz test seeds). */
const EXISTING_ID = '2';

/** Every malformed request for `route`: its path ids, its query, its body. */
export function malformedRequests(route: FuzzRoute, random: () => number): MalformedRequest[] {
  const url = route.url.replace(/:[A-Za-z_]+/g, EXISTING_ID);
  const body = route.schema?.body;
  const validBody = body ? JSON.stringify(validValue(body)) : undefined;
  return [
    ...pathCases(route, validBody),
    ...queryCases(route, url),
    ...(body ? bodyCases(body, random).map((c) => ({ method: route.method, url, payload: c.payload, label: `body ${c.label}`, refused: true })) : []),
  ];
}

function pathCases(route: FuzzRoute, payload: string | undefined): MalformedRequest[] {
  if (!route.url.includes(':')) return [];
  return MALFORMED_PATH_IDS.map((id) => ({
    method: route.method,
    url: route.url.replace(/:[A-Za-z_]+/g, id),
    payload,
    label: `path id ${id}`,
    refused: true,
  }));
}

/** Bad values in each query parameter the route reads (or in common ones when it reads none); GET only, which never writes. */
function queryCases(route: FuzzRoute, url: string): MalformedRequest[] {
  if (route.method !== 'GET') return [];
  const properties = propertiesOf(route.schema?.querystring);
  const names = Object.keys(properties).length > 0 ? Object.keys(properties) : ['date', 'user_id', 'page'];
  return names.flatMap((name) =>
    MALFORMED_QUERY_VALUES.map((value) => {
      const schema = properties[name] as (TSchema & { format?: string }) | undefined;
      const strict = schema?.type === 'integer' || schema?.format === 'date';
      return { method: 'GET', url: `${url}?${name}=${value}`, label: `query ${name}=${value}`, refused: strict && value !== '' };
    }),
  );
}

/** Whole-body and per-field mutations of a valid body, kept only when the contract refuses them. */
function bodyCases(schema: TSchema, random: () => number): { payload: string; label: string }[] {
  const valid = validValue(schema) as Record<string, unknown>;
  const cases: { payload: string; label: string }[] = [
    { payload: '[]', label: 'array for object' },
    { payload: JSON.stringify([valid]), label: 'array of the body' },
    { payload: '"text"', label: 'string for object' },
    { payload: '42', label: 'number for object' },
    { payload: '{"a":', label: 'truncated JSON' },
    { payload: '{"__proto__":{"is_admin":true}}', label: 'prototype poisoning' },
  ];
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    for (const [label, value] of fieldMutations(property, random)) {
      const mutated = { ...valid, [name]: value };
      if (value === MISSING) delete mutated[name];
      if (random() < 0.3) mutated[`extra_${Math.floor(random() * 1000)}`] = randomText(random); // extra fields ride along
      cases.push({ payload: JSON.stringify(mutated), label: `${name}: ${label}` });
    }
  }
  return cases.filter((c) => !acceptedBy(schema, c.payload));
}

const MISSING = Symbol('missing');

/** Values no field of that schema takes (the filter drops the ones some field does take). */
function fieldMutations(property: TSchema, random: () => number): [string, unknown][] {
  const nested = propertiesOf(property);
  return [
    ['missing', MISSING],
    ['null', null],
    ['NUL', 'a\u0000b'],
    ['control character', `x${String.fromCharCode(1 + Math.floor(random() * 31))}y`],
    ['random control text', randomText(random)],
    ['blank', ''],
    ['spaces', '   '],
    ['very long text', 'x'.repeat(5000)],
    ['huge integer', 99999999999999999999999],
    ['int4 + 1', 2147483648],
    ['negative', -1],
    ['zero', 0],
    ['float', 1.5],
    ['number as text', '2'],
    ['boolean as text', 'true'],
    ['array', [1, 'a\u0000']],
    ['object', { nested: true }],
    ...Object.keys(nested).map((name): [string, unknown] => [`${name} with NUL`, { ...(validValue(property) as object), [name]: '\u0000' }]),
  ];
}

/** Up to 20 characters, a third of them ASCII control characters (NUL included). */
function randomText(random: () => number): string {
  const length = 1 + Math.floor(random() * 20);
  let text = '';
  for (let i = 0; i < length; i++) {
    text += random() < 0.33 ? String.fromCharCode(Math.floor(random() * 32)) : String.fromCharCode(32 + Math.floor(random() * 95));
  }
  return /[\u0000-\u001f]/.test(text) ? text : `${text}\u0000`;
}

function acceptedBy(schema: TSchema, payload: string): boolean {
  try {
    return Value.Check(schema, JSON.parse(payload));
  } catch {
    return false; // not JSON
  }
}

function propertiesOf(schema: TSchema | undefined): Record<string, TSchema> {
  return (schema as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {};
}

/** Texts tried, in order, for a string field: the first its schema takes (names, dates, fingerprints, e-mails, times). */
const TEXT_CANDIDATES = ['fuzz-value', '2026-03-02', 'c0ffee42'.repeat(8), 'fuzz@example.test', '08:30', 'IN'];

/** A value `schema` accepts, built from its types (ids are 2, which exists). */
export function validValue(schema: TSchema): unknown {
  const s = schema as TSchema & { anyOf?: TSchema[]; const?: unknown; minimum?: number; maximum?: number; required?: string[] };
  if (s.const !== undefined) return s.const;
  if (s.anyOf) return validValue(s.anyOf.find((variant) => variant.type !== 'null') ?? s.anyOf[0]);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(propertiesOf(s)).map(([name, property]) => [name, validValue(property)]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
      return Math.min(Math.max(2, s.minimum ?? 2), s.maximum ?? 2);
    case 'number':
      return Math.min(Math.max(0, s.minimum ?? 0), s.maximum ?? 0);
    case 'string':
      return TEXT_CANDIDATES.find((text) => Value.Check(s, text)) ?? 'fuzz-value';
    default:
      return null;
  }
}
