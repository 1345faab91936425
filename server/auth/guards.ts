import type { FastifyRequest } from 'fastify';
import { httpError } from '../http/http-error';
import type { AccessClaims } from '../session-tokens/token.service';
import { managedGroupIds } from '../teams/group-manager.repository';

/**
 * Guards of protected routes: `{ onRequest: requireUser }` / `requireAdmin` / `requireStaff` (given as
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

/**
 * Administrators and managers ('Responsabile'; docs/behaviour.md, "Managers"): sets `request.staff`, the people the
 * caller may see and act on. An administrator needs no query (the token says so); anyone else is looked up in
 * group_managers on each call, so a manager whose groups are taken away loses them at once. Neither: 403
 * ADMIN_REQUIRED.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const { userId } = request.auth;
  if (request.auth.isAdmin) {
    request.staff = { kind: 'all', actorId: userId };
    return;
  }
  const groupIds = await managedGroupIds(request.server.db, userId);
  if (groupIds.length === 0) throw httpError(403, 'ADMIN_REQUIRED');
  request.staff = { kind: 'groups', actorId: userId, groupIds };
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
  const guards = preHandlers.filter((hook) => hook === requireUser || hook === requireAdmin || hook === requireStaff);
  if (guards.length === 0) return;
  route.preHandler = preHandlers.filter((hook) => !guards.includes(hook));
  route.onRequest = [...guards, ...asList(route.onRequest)];
}

/** The session (refresh-token family) of the request's access token, after requireUser; undefined for older tokens. */
export function sessionFamilyOf(request: FastifyRequest): string | undefined {
  return (request.auth as AccessClaims | null)?.familyId;
}
