import { ApiError, ErrorBody } from '../../src/core/contract';
import { BEARER } from './operation-docs';
import type { RouteDoc } from './route-catalogue';

type Operation = Record<string, unknown> & {
  responses?: Record<string, { description?: string; content?: unknown }>;
  'x-error-sources'?: Record<string, Record<string, string[]>>;
  'x-success'?: RouteDoc['success'];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: { anyOf?: { type?: string }[] } }> };
};
export type OpenApiDocument = Record<string, unknown> & {
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const SOURCE_TEXT: Record<string, string> = {
  guard: 'the guard (derived)',
  schema: 'the request schema (derived)',
  route: 'this route',
  server: 'any request (derived)',
};

/** The bearer scheme, given to the generator (it reads the schemes while it describes each operation). */
export const SECURITY_SCHEMES = {
  [BEARER]: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `access` token of POST /api/auth/login/ (renewed with POST /api/auth/refresh/).',
  },
};

/**
 * The generated document finished: the error body, each operation's refusals as responses (status,
 * codes, where they come from), the success of routes without a response schema, and the introduction.
 */
export function completeDocument(document: OpenApiDocument): OpenApiDocument {
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, ErrorBody: { ...ErrorBody, description: 'Every refusal: `code` (stable) and `message` (English), and the fields some refusals add.' } };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (METHODS.includes(method)) completeOperation(operation);
    }
  }
  document.info = { ...document.info, description: INTRODUCTION };
  return document;
}

function completeOperation(operation: Operation): void {
  // OptionalBody: no body at all is as good as an empty one.
  const body = operation.requestBody?.content?.['application/json']?.schema;
  if (operation.requestBody && body?.anyOf?.some((member) => member.type === 'null')) operation.requestBody.required = false;
  const responses = (operation.responses ??= {});
  const success = operation['x-success'];
  if (success && responses['200']?.description === 'Default Response' && !responses['200'].content) {
    delete responses['200'];
    responses[String(success.status)] = {
      description: success.description,
      ...(success.contentType ? { content: { [success.contentType]: { schema: { type: 'string' } } } } : {}),
    };
  }
  for (const [status, bySource] of Object.entries(operation['x-error-sources'] ?? {})) {
    const lines = Object.entries(bySource).map(([source, codes]) => `${codes.join(', ')}: from ${SOURCE_TEXT[source]}`);
    responses[status] = { description: lines.join('; '), content: { 'application/json': { schema: ERROR_REF } } };
  }
  delete operation['x-error-sources'];
  delete operation['x-success'];
}

const CODE_TABLE = Object.entries(ApiError)
  .map(([code, message]) => `| \`${code}\` | ${message.replace(/\|/g, '\\|')} |`)
  .join('\n');

const INTRODUCTION = `The Timbrature API, as the web app uses it. JSON in and out (\`Content-Type: application/json\`); paths end with a slash
as written here.

**Signing in.** POST /api/auth/login/ answers an \`access\` token (a JWT, minutes) and a \`refresh\` token; send the access
token as \`Authorization: Bearer <access>\` and renew both with POST /api/auth/refresh/. Each operation says who may call
it (\`x-roles\`): public, any signed-in user (employee, manager, administrator), staff (administrator or manager: a manager
sees and acts on the members of the groups they manage only), or administrator. The roles are read from each route's guard.

**The device key.** Punches, sign-in and token refresh may have to come from the account's bound device. The proof travels in
the JSON body, not in headers: \`device_id\`, \`public_key\` and \`device_proof\` (a nonce of POST /api/auth/device-challenge/
signed by the device's ECDSA P-256 key), or, for an offline punch, a \`signature\` over the punch itself. The operations
that carry them say so (\`x-device-key\`).

**Errors.** Every refusal is JSON \`{ code, message }\` (ErrorBody), sometimes with \`errors\` (English text by field) and
\`field_codes\` (the reason by field: REQUIRED, MAX_LENGTH with \`limit\`, …). Programs should read \`code\`, never \`message\`.
Each operation lists its error statuses and codes (\`x-error-codes\` and its responses), saying where each comes from: the
guard (401 CREDENTIALS_NOT_PROVIDED, TOKEN_INVALID, TOKEN_EXPIRED; 403 ADMIN_REQUIRED), the request schema (400
VALIDATION_ERROR; with a body MALFORMED_JSON, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE) and 500 SERVER_ERROR are
derived; the route's own codes are listed from its code by hand. An unknown path answers 404 NOT_FOUND.

| code | message |
| --- | --- |
${CODE_TABLE}
| \`MALFORMED_JSON\` | Malformed JSON body |
| \`PAYLOAD_TOO_LARGE\` | Request body too large |
| \`UNSUPPORTED_MEDIA_TYPE\` | Unsupported content type: send application/json |
| \`BAD_REQUEST\` | Another refusal of the request as sent |
| \`GROUP_IN_USE\` | The group still has members |

The work-schedule routes answer their own codes (INTERVALS_OVERLAP, TEMPLATE_NAME_TAKEN, UNKNOWN_USER, …), listed on each.

**Caching.** Every /api answer, this document included, is sent with \`Cache-Control: no-store\`.`;
