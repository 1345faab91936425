/**
 * The writes of the users administration, each one statement (or two for the authorised locations). The
 * decisions around them (field errors, audit, sessions) are user-admin.service.ts's.
 */
import type { UserWrite } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

/** Which unique fields of `input` another user (not `exceptUserId`) holds, and whether its group and locations exist. */
export interface UserConflicts {
  username: boolean;
  email: boolean;
  employee_id: boolean;
  gruppo_ok: boolean;
  locations_found: number;
  /** How many of the distinct groups to manage (managed_group_ids) exist. */
  managed_groups_found: number;
}

/**
 * The conflicts of `input` in one statement, so the form can report every offending field at once. `locationIds` and
 * `managedGroupIds` come without duplicates.
 */
export async function findUserConflicts(
  q: Queryable,
  input: UserWrite,
  ids: { locationIds: number[]; managedGroupIds: number[] },
  exceptUserId: number,
): Promise<UserConflicts> {
  const { rows } = await q.query<UserConflicts>(
    `SELECT coalesce(bool_or(lower(u.username) = lower($1)), false) AS username,
            coalesce(bool_or(lower(u.email) = lower($2)), false) AS email,
            coalesce(bool_or(u.employee_id = $3), false) AS employee_id,
            ($4::int IS NULL OR EXISTS (SELECT 1 FROM gruppi WHERE id = $4)) AS gruppo_ok,
            (SELECT count(*) FROM locations WHERE id = ANY($5::int[]))::int AS locations_found,
            (SELECT count(*) FROM gruppi WHERE id = ANY($7::int[]))::int AS managed_groups_found
       FROM (SELECT 1) one
       LEFT JOIN users u ON u.id <> $6 AND (lower(u.username) = lower($1) OR lower(u.email) = lower($2) OR u.employee_id = $3)`,
    [
      input.username.trim(),
      input.email.trim(),
      input.employee_id.trim(),
      input.gruppo_id ?? null,
      ids.locationIds,
      exceptUserId,
      ids.managedGroupIds,
    ],
  );
  return rows[0];
}

/** Replaces the user's authorised locations (two statements) when the payload carries them. */
export async function setAuthorizedLocations(q: Queryable, userId: number, locationIds: number[] | undefined): Promise<void> {
  if (locationIds === undefined) return;
  await q.query('DELETE FROM user_locations WHERE user_id = $1', [userId]);
  const unique = [...new Set(locationIds)];
  if (unique.length) {
    await q.query('INSERT INTO user_locations (user_id, location_id) SELECT $1, unnest($2::int[])', [userId, unique]);
  }
}

/**
 * Inserts a user, an omitted flag taking its default (docs/behaviour.md, "Roles and permissions"); returns its id.
 * The administrator chose the password, so the user must set their own at the first sign-in ("Passwords").
 */
export async function insertUser(q: Queryable, input: UserWrite, passwordHash: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, phone_number, password_hash, is_admin,
                        two_factor_enabled, can_access_all_locations, require_device_change_confirmation, gruppo_id,
                        must_change_password)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, true) RETURNING id`,
    [
      input.username.trim(),
      input.email.trim(),
      input.first_name ?? '',
      input.last_name ?? '',
      input.employee_id.trim(),
      input.phone_number ?? '',
      passwordHash,
      input.is_admin ?? false,
      input.two_factor_enabled ?? true,
      input.can_access_all_locations ?? true,
      input.require_device_change_confirmation ?? true,
      input.gruppo_id ?? null,
    ],
  );
  return rows[0].id;
}

/**
 * The ids of the active administrators, their rows locked until the transaction ends: the first statement of every
 * user edit and removal (docs/behaviour.md, "Roles and permissions"). Without it, two administrators demoting,
 * deactivating or deleting each other at once would each count the other as still there and both commit, leaving
 * none. With it those transactions take turns: the second waits for the first's commit, then PostgreSQL re-reads the
 * rows it waited for and leaves out those no longer an active administrator, so it counts what the first left (an
 * administrator promoted meanwhile is not seen: the count can only be short, and the refusal errs on the safe side).
 * In id order, so two of them never deadlock; taken before the target's row, so an edit never holds that row while
 * waiting here. FOR NO KEY UPDATE, not FOR UPDATE: it still excludes another transaction's lock and any change of
 * these rows, but not the foreign-key checks of rows that merely name an administrator (an audit row's actor, a
 * punch), which a FOR UPDATE would block and could deadlock with. On PGlite (one connection, one transaction at a
 * time) nothing ever waits and the ids are simply the current ones.
 */
export async function lockActiveAdministrators(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE is_admin AND is_active ORDER BY id FOR NO KEY UPDATE');
  return rows.map((row) => row.id);
}

/** An active user's administrator flag, its row locked for the edit; undefined when there is no such user. */
export async function lockUserForEdit(q: Queryable, id: number): Promise<{ is_admin: boolean } | undefined> {
  const { rows } = await q.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1 AND is_active FOR UPDATE', [id]);
  return rows[0];
}

/**
 * PUT semantics of the admin form: required fields replace, omitted optional ones keep their value,
 * an omitted or empty password (`passwordHash` undefined) keeps the current one. A new password is the
 * administrator's: the user must replace it at the next sign-in (docs/behaviour.md, "Passwords").
 */
export async function updateUser(q: Queryable, id: number, input: UserWrite, passwordHash: string | undefined): Promise<void> {
  await q.query(
    `UPDATE users SET username = $2, email = $3, employee_id = $4,
            first_name = coalesce($5, first_name), last_name = coalesce($6, last_name), phone_number = coalesce($7, phone_number),
            is_admin = coalesce($8, is_admin), two_factor_enabled = coalesce($9, two_factor_enabled),
            can_access_all_locations = coalesce($10, can_access_all_locations),
            require_device_change_confirmation = coalesce($11, require_device_change_confirmation),
            gruppo_id = CASE WHEN $12 THEN $13::int ELSE gruppo_id END,
            password_hash = coalesce($14, password_hash),
            must_change_password = ($14::text IS NOT NULL OR must_change_password), updated_at = now()
      WHERE id = $1`,
    [
      id,
      input.username.trim(),
      input.email.trim(),
      input.employee_id.trim(),
      input.first_name ?? null,
      input.last_name ?? null,
      input.phone_number ?? null,
      input.is_admin ?? null,
      input.two_factor_enabled ?? null,
      input.can_access_all_locations ?? null,
      input.require_device_change_confirmation ?? null,
      input.gruppo_id !== undefined,
      input.gruppo_id ?? null,
      passwordHash ?? null,
    ],
  );
}

/**
 * An active user's name and whether any punch of theirs exists, its row locked: a concurrent punch then waits,
 * and fails its foreign key, rather than slip in. Undefined when there is no such user.
 */
export async function lockUserForRemoval(q: Queryable, id: number): Promise<{ username: string; has_punches: boolean } | undefined> {
  const { rows } = await q.query<{ username: string; has_punches: boolean }>(
    `SELECT username, EXISTS (SELECT 1 FROM timesheet_entries t WHERE t.user_id = users.id) AS has_punches
       FROM users WHERE id = $1 AND is_active FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Deactivates a user and forgets their device: they vanish from lists and cannot sign in, their punches stay. */
export async function deactivateUser(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE users SET is_active = false, updated_at = now() WHERE id = $1', [id]);
  await q.query('DELETE FROM devices WHERE user_id = $1', [id]);
}

export async function deleteUser(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM users WHERE id = $1', [id]);
}
