import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/http-error';
import type { AccessClaims } from '../session-tokens/token.service';

/**
 * Guards of protected routes: `{ onRequest: requireUser }` / `{ onRequest: requireAdmin }` (given as
 * preHandler they are moved to onRequest by runGuardsFirst, so authentication always precedes validation).
 * They read only the Bearer JWT (no query: the check-in hot path stays cheap); see TokenService for
 * how a deactivated or demoted user loses access.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  if (!header) throw httpError(401, 'CREDENTIALS_NOT_PROVIDED');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw httpError(401, 'TOKEN_INVALID');
  request.auth = request.server.tokens.verifyAccess(match[1]);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.auth.isAdmin) throw httpError(403, 'ADMIN_REQUIRED');
}

type Hook = (...args: never[]) => unknown;

/**
 * onRoute hook: a guard given as `preHandler` is moved to `onRequest`. Fastify validates the body
 * before preHandlers, so a guard there would answer 400 instead of 401/403 to an anonymous or
 * unprivileged caller (and parse bodies it should never read). Routes may declare the guard either way.
 */
export function runGuardsFirst(route: { preHandler?: unknown; onRequest?: unknown }): void {
  const asList = (hooks: unknown): Hook[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks as Hook] : []);
  const preHandlers = asList(route.preHandler);
  const guards = preHandlers.filter((hook) => hook === requireUser || hook === requireAdmin);
  if (guards.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !guards.includes(hook));
  route.onRequest = [...guards, ...asList(route.onRequest)];
}

/** The session (refresh-token family) of the request's access token, after requireUser; undefined for older tokens. */
export function sessionFamilyOf(request: FastifyRequest): string | undefined {
  return (request.auth as AccessClaims | null)?.familyId;
}
