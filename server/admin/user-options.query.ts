/**
 * GET /api/admin/users/: the options of the activities' user filter, 'full name (username)' (docs/behaviour.md,
 * "Admin activities"). The select asks as the administrator types, so the answer is short: the first `limit` matches,
 * active users first, then the deactivated ones (their punches are still listed, so the filter must reach them).
 */
import { ADMIN_USER_OPTIONS_DEFAULT_LIMIT, type AdminUserOption, type AdminUserOptionsQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { SqlConditions } from '../db/sql-conditions';
import { containsPattern, searchTextContainsSql } from '../db/text-search';
import type { StaffScope } from '../teams/staff-scope';
import { withinScope } from '../teams/scoped-conditions';

/**
 * One user by id, or the users whose stored search_text (the fields GET /api/users/ searches) contains the text;
 * for a manager, only the people they manage (docs/behaviour.md, "Managers").
 */
function optionFilters(query: AdminUserOptionsQuery, scope: StaffScope | undefined): SqlConditions {
  const search = query.search?.trim();
  const conditions = new SqlConditions()
    .when(query.id, (p) => `u.id = ${p}::int`)
    .when(search ? containsPattern(search) : undefined, (p) => searchTextContainsSql('u.search_text', p));
  return withinScope(conditions, scope, 'u.id');
}

export async function listUserOptions(db: Queryable, query: AdminUserOptionsQuery = {}, scope?: StaffScope): Promise<AdminUserOption[]> {
  const conditions = optionFilters(query, scope);
  const { rows } = await db.query<AdminUserOption>(
    `SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS full_name, u.username, u.is_active
     FROM users u ${conditions.where}
     ORDER BY u.is_active DESC, lower(u.last_name), lower(u.first_name), lower(u.username), u.id
     LIMIT ${conditions.nextPlaceholder()}`,
    [...conditions.params, query.limit ?? ADMIN_USER_OPTIONS_DEFAULT_LIMIT],
  );
  return rows;
}
