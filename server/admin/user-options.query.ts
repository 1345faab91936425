/** GET /api/admin/users/: the options of the activities' user filter, 'full name (username)'. */
import type { AdminUserOption } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

export async function listUserOptions(db: Queryable): Promise<AdminUserOption[]> {
  const { rows } = await db.query<AdminUserOption>(
    `SELECT id, trim(first_name || ' ' || last_name) AS full_name, username
     FROM users WHERE is_active ORDER BY lower(last_name), lower(first_name), lower(username)`,
  );
  return rows;
}
