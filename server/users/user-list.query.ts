/**
 * GET /api/users/: the administrators' users list, searched, filtered, ordered and paginated in SQL
 * (docs/behaviour.md, "Admin panel").
 */
import type { UserList, UserListQuery, UserOrdering } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { SqlConditions } from '../db/sql-conditions';
import { containsPattern, foldedContainsSql } from './text-search';
import { USER_SELECT, toUser, type UserRow } from './user.repository';

/** Without page_size the admin table gets this many users a page (the contract's maximum). */
export const DEFAULT_USERS_PAGE_SIZE = 100;

/** Columns a client may order by, under the names it sends in `ordering`; text compared without regard to case. */
const ORDER_COLUMNS: Record<string, string> = {
  username: 'lower(u.username)',
  last_name: 'lower(u.last_name)',
  first_name: 'lower(u.first_name)',
  employee_id: 'lower(u.employee_id)',
  email: 'lower(u.email)',
};

/**
 * What a search looks in: each field and "first last", joined by a control character (which no stored field nor
 * search text may hold) so that a match never straddles two fields.
 */
const SEARCHED_TEXT = `concat_ws(chr(1), u.username, u.first_name, u.last_name, u.first_name || ' ' || u.last_name, u.employee_id, u.email)`;

/** ORDER BY for `ordering` (default: by username), ties broken by id so that pages never overlap nor skip a user. */
function usersOrderBy(ordering: UserOrdering | undefined): string {
  const requested = ordering ?? 'username';
  const descending = requested.startsWith('-');
  const column = ORDER_COLUMNS[descending ? requested.slice(1) : requested] ?? ORDER_COLUMNS.username;
  const direction = descending ? 'DESC' : 'ASC';
  return `${column} ${direction}, u.id ${direction}`;
}

/** The conditions of the query on `users u`: active ones unless is_active=false, the group's, the search's. */
function usersFilters(query: UserListQuery): SqlConditions {
  const search = query.search?.trim();
  return new SqlConditions()
    .always(query.is_active ?? true, (p) => `u.is_active = ${p}::boolean`)
    .when(query.gruppo, (p) => `u.gruppo_id = ${p}::int`)
    .when(search ? containsPattern(search) : undefined, (p) => foldedContainsSql(SEARCHED_TEXT, p));
}

/**
 * One page in one statement: the page's ids, their positions and the total come from the narrow `users` rows alone
 * (the window count), and only the page's rows get their locations, group and device. A page past the end has no row
 * to carry the total: a second statement counts.
 */
export async function listUsers(q: Queryable, query: UserListQuery): Promise<UserList> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_USERS_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  const filters = usersFilters(query);
  const { rows } = await q.query<UserRow & { total: number | string }>(
    `SELECT sel.*, p.total
       FROM (SELECT u.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${usersOrderBy(query.ordering)}) AS position
               FROM users u ${filters.where}
              ORDER BY position LIMIT ${filters.nextPlaceholder()} OFFSET ${filters.nextPlaceholder(1)}) p
       JOIN (${USER_SELECT}) sel ON sel.id = p.id
      ORDER BY p.position`,
    [...filters.params, pageSize, offset],
  );
  let count = rows.length > 0 ? Number(rows[0].total) : 0;
  if (rows.length === 0 && offset > 0) {
    const counted = await q.query<{ n: number | string }>(`SELECT count(*) AS n FROM users u ${filters.where}`, filters.params);
    count = Number(counted.rows[0].n);
  }
  return { count, next: offset + rows.length < count ? page + 1 : null, results: rows.map(toUser) };
}
