/**
 * The reads and writes of 'Importa utenti' (docs/user-import.md), each a fixed number of statements whatever the
 * file's length: three reads for the checks, then one INSERT of every account, one of their places and one of their
 * audit rows (arrays unnested by the database, not one round trip per line).
 */
import type { Queryable } from '../../db/database.port';
import type { ImportReferences } from './user-import.rules';

/** The groups, the active places and the existing accounts the file's lines name (three statements). */
export async function loadImportReferences(
  q: Queryable,
  wanted: { groups: string[]; places: string[]; usernames: string[]; emails: string[]; employeeIds: string[] },
): Promise<ImportReferences> {
  const groups = await q.query<{ id: number; name: string }>(
    'SELECT id, lower(descrizione) AS name FROM gruppi WHERE lower(descrizione) = ANY($1::text[])',
    [wanted.groups],
  );
  // An inactive place cannot be authorised (the form offers only active ones): it counts as unknown.
  const places = await q.query<{ id: number; name: string }>(
    'SELECT id, lower(name) AS name FROM locations WHERE is_active AND lower(name) = ANY($1::text[]) ORDER BY id',
    [wanted.places],
  );
  // Every account, deactivated ones too: the unique indexes cover them all.
  const taken = await q.query<{ username: string; email: string; employee_id: string }>(
    `SELECT lower(username) AS username, lower(email) AS email, employee_id FROM users
      WHERE lower(username) = ANY($1::text[]) OR lower(email) = ANY($2::text[]) OR employee_id = ANY($3::text[])`,
    [wanted.usernames, wanted.emails, wanted.employeeIds],
  );
  const placeIds = new Map<string, number[]>();
  for (const place of places.rows) placeIds.set(place.name, [...(placeIds.get(place.name) ?? []), place.id]);
  return {
    groups: new Map(groups.rows.map((group) => [group.name, group.id])),
    places: placeIds,
    usernames: new Set(taken.rows.map((user) => user.username)),
    emails: new Set(taken.rows.map((user) => user.email)),
    employeeIds: new Set(taken.rows.map((user) => user.employee_id)),
  };
}

/** An account to create, its password already hashed. */
export interface NewImportedUser {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  employee_id: string;
  phone_number: string;
  password_hash: string;
  gruppo_id: number | null;
  can_access_all_locations: boolean;
  two_factor_enabled: boolean;
  require_device_change_confirmation: boolean;
}

/**
 * Inserts every account in one statement, each with `must_change_password` (an administrator's password: the user
 * sets their own at the first sign-in, docs/behaviour.md "Passwords"); answers their ids in the order given.
 */
export async function insertImportedUsers(q: Queryable, users: NewImportedUser[]): Promise<number[]> {
  const column = <K extends keyof NewImportedUser>(key: K) => users.map((user) => user[key]);
  const { rows } = await q.query<{ id: number; n: number }>(
    `WITH given AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
                            $9::boolean[], $10::boolean[], $11::boolean[])
                WITH ORDINALITY AS t(username, email, first_name, last_name, employee_id, phone_number, password_hash,
                                     gruppo_id, can_access_all_locations, two_factor_enabled,
                                     require_device_change_confirmation, n)
     ), inserted AS (
       INSERT INTO users (username, email, first_name, last_name, employee_id, phone_number, password_hash, is_admin,
                          two_factor_enabled, can_access_all_locations, require_device_change_confirmation, gruppo_id,
                          must_change_password)
       SELECT username, email, first_name, last_name, employee_id, phone_number, password_hash, false,
              two_factor_enabled, can_access_all_locations, require_device_change_confirmation, gruppo_id, true
         FROM given ORDER BY n
       RETURNING id, lower(username) AS username
     )
     SELECT inserted.id, given.n::int AS n FROM inserted JOIN given ON lower(given.username) = inserted.username ORDER BY given.n`,
    [
      column('username'),
      column('email'),
      column('first_name'),
      column('last_name'),
      column('employee_id'),
      column('phone_number'),
      column('password_hash'),
      column('gruppo_id'),
      column('can_access_all_locations'),
      column('two_factor_enabled'),
      column('require_device_change_confirmation'),
    ],
  );
  return rows.map((row) => row.id);
}

/** The authorised places of the new accounts, as (user, place) pairs, in one statement. */
export async function insertImportedPlaces(q: Queryable, pairs: { userId: number; locationId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await q.query('INSERT INTO user_locations (user_id, location_id) SELECT * FROM unnest($1::int[], $2::int[]) ON CONFLICT DO NOTHING', [
    pairs.map((pair) => pair.userId),
    pairs.map((pair) => pair.locationId),
  ]);
}

/**
 * One USER_CREATED audit row per account, as the users form writes it (user-admin.service.ts), marked `imported`:
 * each account's history starts with its creation, whichever way it was made. One statement.
 */
export async function auditImportedUsers(q: Queryable, actorId: number, users: { id: number; username: string }[]): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (action, actor_id, target_user_id, details)
     SELECT 'USER_CREATED', $1, t.id, jsonb_build_object('username', t.username, 'imported', true)
       FROM unnest($2::int[], $3::text[]) AS t(id, username)`,
    [actorId, users.map((user) => user.id), users.map((user) => user.username)],
  );
}
