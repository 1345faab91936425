/**
 * Whom an administrator or a manager may see and act on (docs/behaviour.md, "Managers"). An administrator's scope is
 * everyone; a manager's is the active and inactive members of the groups they manage, never themselves. Services and
 * queries take the scope from `request.staff` (set by requireStaff) and narrow their SQL with `scopeCondition`.
 */
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';

export type StaffScope =
  | { readonly kind: 'all'; readonly actorId: number }
  | { readonly kind: 'groups'; readonly actorId: number; readonly groupIds: readonly number[] };

/**
 * A SQL condition on the user whose id is `userIdColumn` that keeps the scope's people: for a manager, membership of a
 * managed group and not the manager; for an administrator, everyone (`param IS NULL`, which still names the
 * placeholder: PostgreSQL refuses a parameter it cannot type). `param` is the placeholder that will hold
 * `scopeParam(scope)` (an int[]), e.g. `scopeCondition(scope, 'e.user_id', '$4')`.
 */
export function scopeCondition(scope: StaffScope, userIdColumn: string, param: string): string {
  if (scope.kind === 'all') return `${param}::int[] IS NULL`;
  return `(${userIdColumn} <> ${scope.actorId} AND EXISTS (SELECT 1 FROM users su WHERE su.id = ${userIdColumn} AND su.gruppo_id = ANY(${param}::int[])))`;
}

/** The value of scopeCondition's placeholder: the managed groups, or null for an administrator. */
export function scopeParam(scope: StaffScope): number[] | null {
  return scope.kind === 'all' ? null : [...scope.groupIds];
}

/** Whether the user (by their current group) is within the scope; the actor themselves is outside a manager's. */
export async function inScope(q: Queryable, scope: StaffScope, userId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (userId === scope.actorId) return false;
  const { rows } = await q.query('SELECT 1 FROM users WHERE id = $1 AND gruppo_id = ANY($2::int[])', [userId, [...scope.groupIds]]);
  return rows.length > 0;
}

/**
 * 404 NOT_FOUND unless the user is within the scope: a manager learns nothing of people outside their groups, not even
 * that they exist. A manager's own records are 404 here too; routes that must say "your own" check that first.
 */
export async function assertInScope(q: Queryable, scope: StaffScope, userId: number): Promise<void> {
  if (!(await inScope(q, scope, userId))) throw httpError(404, 'NOT_FOUND');
}
