/**
 * GET /api/users/: the administrators' users list, searched, filtered, ordered and paginated in SQL
 * (docs/behaviour.md, "Admin panel").
 */
import type { UserList, UserListQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { orderByClause, selectPage } from '../db/paged-list';
import { SqlConditions } from '../db/sql-conditions';
import { containsPattern, searchTextContainsSql } from '../db/text-search';
import { USER_SELECT, toUser, type UserRow } from './user.repository';

/** Columns a client may order by, under the names it sends in `ordering`; text compared without regard to case. */
const ORDER_COLUMNS: Record<string, string> = {
  username: 'lower(u.username)',
  last_name: 'lower(u.last_name)',
  first_name: 'lower(u.first_name)',
  employee_id: 'lower(u.employee_id)',
  email: 'lower(u.email)',
};

/**
 * The conditions of the query on `users u`: active ones unless is_active=false, the group's, the search's (in the
 * username, first and last name, "first last", employee id and e-mail: the stored search_text).
 */
function usersFilters(query: UserListQuery): SqlConditions {
  const search = query.search?.trim();
  return new SqlConditions()
    .always(query.is_active ?? true, (p) => `u.is_active = ${p}::boolean`)
    .when(query.gruppo, (p) => `u.gruppo_id = ${p}::int`)
    .when(search ? containsPattern(search) : undefined, (p) => searchTextContainsSql('u.search_text', p));
}

/** One page of users in one statement (server/db/paged-list.ts), default by username. */
export async function listUsers(q: Queryable, query: UserListQuery): Promise<UserList> {
  const page = await selectPage<UserRow>(
    q,
    {
      from: 'users u',
      id: 'u.id',
      filters: usersFilters(query),
      orderBy: orderByClause(query.ordering, ORDER_COLUMNS, 'username', 'u.id'),
      rows: USER_SELECT,
    },
    query,
  );
  return { ...page, results: page.results.map(toUser) };
}
