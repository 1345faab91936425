/**
 * The staff scope as one more condition of a list's WHERE clause (docs/behaviour.md, "Managers"), so a manager's list
 * stays the same single statement as an administrator's, only narrower.
 */
import type { SqlConditions } from '../db/sql-conditions';
import { scopeCondition, scopeParam, type StaffScope } from './staff-scope';

/**
 * Adds "the user `userIdColumn` is within the scope" to `conditions`. Nothing for an administrator's scope nor for
 * none (an internal call): their lists keep the statement, and so the plan, they had before managers existed.
 * `userIdColumn` must be qualified by its table's alias (the condition's sub-select reads `users su`).
 */
export function withinScope(conditions: SqlConditions, scope: StaffScope | undefined, userIdColumn: string): SqlConditions {
  if (!scope || scope.kind === 'all') return conditions;
  return conditions.always(scopeParam(scope), (p) => scopeCondition(scope, userIdColumn, p));
}
