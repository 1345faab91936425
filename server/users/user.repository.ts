import type { DevicePublicKey, User } from '../../src/core/contract';
import type { HotStatement, Queryable } from '../db/database.port';

/**
 * Reading users, and the lookups of sign-in and start-up. Every list and lookup is one statement: authorized
 * locations, group and device come from sub-selects and joins, never a query per user. Deactivated users
 * (is_active=false) are invisible, except to the users list when asked for (user-list.query.ts). The writes of the
 * users administration: user-admin.repository.ts.
 */
export const USER_SELECT = `
  SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.employee_id, u.phone_number, u.is_admin,
         u.two_factor_enabled, u.can_access_all_locations, u.require_device_change_confirmation,
         ARRAY(SELECT ul.location_id FROM user_locations ul WHERE ul.user_id = u.id ORDER BY ul.location_id) AS authorized_locations,
         g.id AS gruppo_id, g.descrizione AS gruppo_descrizione,
         EXISTS (SELECT 1 FROM devices d WHERE d.user_id = u.id) AS has_device,
         u.totp_secret IS NOT NULL AS totp_enabled, u.totp_suspended_at IS NOT NULL AS totp_suspended,
         COALESCE((SELECT json_agg(json_build_object('id', mg.id, 'descrizione', mg.descrizione) ORDER BY mg.descrizione, mg.id)
                     FROM group_managers gm JOIN gruppi mg ON mg.id = gm.group_id WHERE gm.user_id = u.id), '[]'::json) AS managed_groups
    FROM users u
    LEFT JOIN gruppi g ON g.id = u.gruppo_id`;

export interface UserRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  employee_id: string;
  phone_number: string;
  is_admin: boolean;
  two_factor_enabled: boolean;
  can_access_all_locations: boolean;
  require_device_change_confirmation: boolean;
  authorized_locations: number[];
  gruppo_id: number | null;
  gruppo_descrizione: string | null;
  has_device: boolean;
  totp_enabled: boolean;
  totp_suspended: boolean;
  managed_groups: { id: number; descrizione: string }[];
}

/** "First Last", or '' when neither is set (clients then show the username). */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: fullName(row.first_name, row.last_name),
    employee_id: row.employee_id,
    phone_number: row.phone_number,
    is_admin: row.is_admin,
    two_factor_enabled: row.two_factor_enabled,
    can_access_all_locations: row.can_access_all_locations,
    require_device_change_confirmation: row.require_device_change_confirmation,
    authorized_locations: row.authorized_locations,
    gruppo: row.gruppo_id === null ? null : { id: row.gruppo_id, descrizione: row.gruppo_descrizione ?? '' },
    managed_groups: row.managed_groups,
    has_device: row.has_device,
    totp_enabled: row.totp_enabled,
    totp_suspended: row.totp_suspended,
  };
}

/** An active user by id: the answer of every sign-in; warmed up for a user id that does not exist. */
export const ACTIVE_USER_BY_ID: HotStatement = {
  name: 'active_user_by_id',
  text: `${USER_SELECT} WHERE u.id = $1 AND u.is_active`,
  warmUpParams: [0],
};

/** An active user as the API shows it, or undefined. */
export async function findUser(q: Queryable, id: number): Promise<User | undefined> {
  const { rows } = await q.query<UserRow>(ACTIVE_USER_BY_ID.text, [id], { prepareAs: ACTIVE_USER_BY_ID.name });
  return rows[0] && toUser(rows[0]);
}

/** findLoginAccount's statement; warmed up for an empty username, which no account has. */
export const LOGIN_ACCOUNT: HotStatement = {
  name: 'login_account',
  text: `SELECT u.id, u.username, u.password_hash, u.must_change_password, d.device_id AS bound_device_id,
            d.public_key AS bound_public_key, u.totp_secret IS NOT NULL AS totp_enabled
       FROM users u LEFT JOIN devices d ON d.user_id = u.id
      WHERE lower(u.username) = lower($1) AND u.is_active`,
  warmUpParams: [''],
};

/**
 * The active account a sign-in names (username in any case), with its password hash, the device_id it is bound to and
 * whether it has TOTP on.
 */
export async function findLoginAccount(q: Queryable, username: string): Promise<LoginAccount | undefined> {
  const { rows } = await q.query<LoginAccount>(LOGIN_ACCOUNT.text, [username], { prepareAs: LOGIN_ACCOUNT.name });
  return rows[0];
}

export interface LoginAccount {
  id: number;
  username: string;
  password_hash: string;
  /** An administrator set the password: the user must choose their own before signing in. */
  must_change_password: boolean;
  bound_device_id: string | null;
  /** The bound device's key: an attempt proved by it is throttled on the device's own bucket. */
  bound_public_key: DevicePublicKey | null;
  /** The account's TOTP is on: a right password also needs a code (docs/behaviour.md, "Administrators' verification code"). */
  totp_enabled: boolean;
}

/** The username of any account, active or not (an actor named in audit rows and notifications). */
export async function findUsername(q: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await q.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [id]);
  return rows[0]?.username;
}

/**
 * Whether anyone can administer the installation: an active administrator exists. Not "any user":
 * `npm run seed:demo` before the first start adds employees only, and the installer still needs an administrator.
 */
export async function hasActiveAdministrator(q: Queryable): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE is_admin AND is_active LIMIT 1');
  return rows.length > 0;
}

/** Inserts the first administrator (e-mail username@localhost); a taken username or e-mail is a unique violation. */
export async function insertFirstAdministrator(q: Queryable, username: string, passwordHash: string): Promise<void> {
  await q.query(
    // Employee id 'ADMIN', unless an earlier first administrator (since demoted or deleted) still holds it.
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, is_admin)
     VALUES ($1, $2, 'Amministratore', '',
             CASE WHEN EXISTS (SELECT 1 FROM users WHERE employee_id = 'ADMIN') THEN 'ADMIN-' || $1 ELSE 'ADMIN' END, $3, true)`,
    [username, `${username}@localhost`, passwordHash],
  );
}

/** The account a username names (in any case), active or not, its row locked; undefined when there is none. */
export async function lockAccountByUsername(
  q: Queryable,
  username: string,
): Promise<{ id: number; username: string; is_admin: boolean; is_active: boolean } | undefined> {
  const { rows } = await q.query<{ id: number; username: string; is_admin: boolean; is_active: boolean }>(
    'SELECT id, username, is_admin, is_active FROM users WHERE lower(username) = lower($1) FOR UPDATE',
    [username],
  );
  return rows[0];
}

/**
 * Makes an account an active administrator again with the start's password, which is the operator's own: no change
 * is asked at the next sign-in, as for the first administrator (docs/behaviour.md, "Roles and permissions").
 */
export async function restoreAdministrator(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q.query(
    `UPDATE users SET is_admin = true, is_active = true, password_hash = $2, must_change_password = false, updated_at = now()
      WHERE id = $1`,
    [id, passwordHash],
  );
}
