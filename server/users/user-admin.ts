import type { User, UserWrite } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords';
import { PgErrorCode, pgErrorInfo, type Queryable } from '../db/database.port';
import { fieldErrors, HttpError } from '../http/http-error';
import { findUser } from './user-repository';

/**
 * Writes of the users administration. Conflicts are checked up front in one statement (to report every
 * offending field at once) and, for races, the unique indexes' violations are turned into the same
 * field errors by `asFieldErrors`.
 */
export const FIELD_MESSAGES = {
  username: 'A user with that username already exists',
  email: 'A user with that email already exists',
  employee_id: 'A user with that employee ID already exists',
  gruppo_id: 'Invalid group',
  authorized_locations: 'Invalid location',
  passwordRequired: 'This field is required',
  passwordShort: `Ensure this field has at least ${MIN_PASSWORD_LENGTH} characters`,
  selfDemotion: 'You cannot remove your own administrator rights',
} as const;

/** A password check for create (required) or edit (empty keeps the current one): the message, or undefined. */
export function passwordProblem(password: string | undefined, required: boolean): string | undefined {
  if (!password) return required ? FIELD_MESSAGES.passwordRequired : undefined;
  return password.length < MIN_PASSWORD_LENGTH ? FIELD_MESSAGES.passwordShort : undefined;
}

/** 400 field errors for taken username/email/employee_id, unknown group or locations (one statement). */
export async function assertWritable(q: Queryable, input: UserWrite, exceptUserId: number): Promise<void> {
  const locationIds = [...new Set(input.authorized_locations ?? [])];
  const { rows } = await q.query<{ username: boolean; email: boolean; employee_id: boolean; gruppo_ok: boolean; locations_found: number }>(
    `SELECT coalesce(bool_or(lower(u.username) = lower($1)), false) AS username,
            coalesce(bool_or(lower(u.email) = lower($2)), false) AS email,
            coalesce(bool_or(u.employee_id = $3), false) AS employee_id,
            ($4::int IS NULL OR EXISTS (SELECT 1 FROM gruppi WHERE id = $4)) AS gruppo_ok,
            (SELECT count(*) FROM locations WHERE id = ANY($5::int[])) AS locations_found
       FROM (SELECT 1) one
       LEFT JOIN users u ON u.id <> $6 AND (lower(u.username) = lower($1) OR lower(u.email) = lower($2) OR u.employee_id = $3)`,
    [input.username.trim(), input.email.trim(), input.employee_id.trim(), input.gruppo_id ?? null, locationIds, exceptUserId],
  );
  const found = rows[0];
  const errors: Record<string, string> = {};
  if (found.username) errors.username = FIELD_MESSAGES.username;
  if (found.email) errors.email = FIELD_MESSAGES.email;
  if (found.employee_id) errors.employee_id = FIELD_MESSAGES.employee_id;
  if (!found.gruppo_ok) errors.gruppo_id = FIELD_MESSAGES.gruppo_id;
  if (found.locations_found !== locationIds.length) errors.authorized_locations = FIELD_MESSAGES.authorized_locations;
  if (Object.keys(errors).length) throw fieldErrors(errors);
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

/** Inserts a user with the defaults of spec §9 and returns it as the API shows it. */
export async function insertUser(q: Queryable, input: UserWrite, passwordHash: string, actorId: number): Promise<User> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, phone_number, password_hash, is_admin,
                        two_factor_enabled, can_access_all_locations, require_device_change_confirmation, gruppo_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
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
      input.require_device_change_confirmation ?? false,
      input.gruppo_id ?? null,
    ],
  );
  const id = rows[0].id;
  await setAuthorizedLocations(q, id, input.authorized_locations);
  await writeAudit(q, { action: 'USER_CREATED', actorId, targetUserId: id, details: { username: input.username.trim() } });
  return (await findUser(q, id))!;
}

/**
 * PUT semantics of the admin form: required fields replace, omitted optional ones keep their value,
 * an omitted or empty password keeps the current one. Returns whether sessions must end
 * (password or administrator flag changed).
 */
export async function updateUser(
  q: Queryable,
  id: number,
  input: UserWrite,
  passwordHash: string | undefined,
  actorId: number,
): Promise<{ user: User; endSessions: boolean } | undefined> {
  const current = await q.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1 AND is_active FOR UPDATE', [id]);
  if (!current.rows[0]) return undefined;
  await q.query(
    `UPDATE users SET username = $2, email = $3, employee_id = $4,
            first_name = coalesce($5, first_name), last_name = coalesce($6, last_name), phone_number = coalesce($7, phone_number),
            is_admin = coalesce($8, is_admin), two_factor_enabled = coalesce($9, two_factor_enabled),
            can_access_all_locations = coalesce($10, can_access_all_locations),
            require_device_change_confirmation = coalesce($11, require_device_change_confirmation),
            gruppo_id = CASE WHEN $12 THEN $13::int ELSE gruppo_id END,
            password_hash = coalesce($14, password_hash), updated_at = now()
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
  await setAuthorizedLocations(q, id, input.authorized_locations);
  const adminChanged = input.is_admin !== undefined && input.is_admin !== current.rows[0].is_admin;
  const fields = Object.keys(input).filter((key) => key !== 'password');
  await writeAudit(q, { action: 'USER_UPDATED', actorId, targetUserId: id, details: { fields, password_changed: !!passwordHash } });
  return { user: (await findUser(q, id))!, endSessions: adminChanged || !!passwordHash };
}

/**
 * Deletes a user, or deactivates one whose punches exist (attendance records are never erased): a
 * deactivated user vanishes from lists and cannot log in. Returns what happened, or undefined if unknown.
 */
export async function deleteUser(q: Queryable, id: number, actorId: number): Promise<'deleted' | 'deactivated' | undefined> {
  // Locking the row first makes a concurrent punch wait, then fail its foreign key, rather than slip in.
  const { rows } = await q.query<{ username: string; has_punches: boolean }>(
    `SELECT username, EXISTS (SELECT 1 FROM timesheet_entries t WHERE t.user_id = users.id) AS has_punches
       FROM users WHERE id = $1 AND is_active FOR UPDATE`,
    [id],
  );
  const user = rows[0];
  if (!user) return undefined;
  if (user.has_punches) {
    await q.query('UPDATE users SET is_active = false, updated_at = now() WHERE id = $1', [id]);
    await q.query('DELETE FROM devices WHERE user_id = $1', [id]);
    await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [id]);
  } else {
    await q.query('DELETE FROM users WHERE id = $1', [id]);
  }
  const action = user.has_punches ? 'USER_DEACTIVATED' : 'USER_DELETED';
  await writeAudit(q, { action, actorId, targetUserId: user.has_punches ? id : null, details: { user_id: id, username: user.username } });
  return user.has_punches ? 'deactivated' : 'deleted';
}

/** A unique or foreign-key violation of users/user_locations as the field errors the form shows; else the error. */
export function asFieldErrors(error: unknown): unknown {
  const info = pgErrorInfo(error);
  if (!info || error instanceof HttpError) return error;
  const byConstraint: Record<string, [string, string]> = {
    users_username_key: ['username', FIELD_MESSAGES.username],
    users_email_key: ['email', FIELD_MESSAGES.email],
    users_employee_id_key: ['employee_id', FIELD_MESSAGES.employee_id],
    users_gruppo_id_fkey: ['gruppo_id', FIELD_MESSAGES.gruppo_id],
    user_locations_location_id_fkey: ['authorized_locations', FIELD_MESSAGES.authorized_locations],
  };
  const match = info.constraint ? byConstraint[info.constraint] : undefined;
  if (match && (info.code === PgErrorCode.uniqueViolation || info.code === PgErrorCode.foreignKeyViolation)) {
    return fieldErrors({ [match[0]]: match[1] });
  }
  return error;
}
