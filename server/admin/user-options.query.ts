/**
 * GET /api/admin/users/: the options of the activities' user filter, 'full name (username)' (docs/behaviour.md,
 * "Admin activities"). The select asks as the administrator types, so the answer is short: the first `limit` matches,
 * active users first, then the deactivated ones (their punches are still listed, so the filter must reach them).
 */
import { ADMIN_USER_OPTIONS_DEFAULT_LIMIT, type AdminUserOption, type AdminUserOptionsQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { SqlConditions } from '../db/sql-conditions';
import { containsPattern, searchTextContainsSql } from '../db/text-search';

/** One user by id, or the users whose stored search_text (the fields GET /api/users/ searches) contains the text. */
function optionFilters(query: AdminUserOptionsQuery): SqlConditions {
  const search = query.search?.trim();
  return new SqlConditions()
    .when(query.id, (p) => `id = ${p}::int`)
    .when(search ? containsPattern(search) : undefined, (p) => searchTextContainsSql('search_text', p));
}

export async function listUserOptions(db: Queryable, query: AdminUserOptionsQuery = {}): Promise<AdminUserOption[]> {
  const conditions = optionFilters(query);
  const { rows } = await db.query<AdminUserOption>(
    `SELECT id, trim(first_name || ' ' || last_name) AS full_name, username, is_active
     FROM users ${conditions.where}
     ORDER BY is_active DESC, lower(last_name), lower(first_name), lower(username), id
     LIMIT ${conditions.nextPlaceholder()}`,
    [...conditions.params, query.limit ?? ADMIN_USER_OPTIONS_DEFAULT_LIMIT],
  );
  return rows;
}
