/**
 * The login_failures table: every server on the database counts the same failures, so two instances behind a load
 * balancer throttle as one. Times come from the database's clock, never from an instance's.
 */
import type { HotStatement, Queryable } from '../db/database.port';
import type { EarlierFailures } from './login-throttle.rules';

/** Whose failures an attempt counts against; `deviceId` only for an attempt from the account's bound device. */
export interface FailureKey {
  usernameKey: string;
  address: string;
  deviceId?: string;
}

export const LOGIN_FAILURE_INSERT: HotStatement = {
  name: 'login_failure_insert',
  text: 'INSERT INTO login_failures (username_key, address, device_id) VALUES ($1, $2, $3) RETURNING id::text AS id',
  warmUpParams: ['', '', null],
};

/** Writes the attempt's row (a failure until a success deletes it); its id orders it among parallel attempts. */
export async function insertLoginFailure(q: Queryable, key: FailureKey): Promise<string> {
  const { rows } = await q.query<{ id: string }>(LOGIN_FAILURE_INSERT.text, [key.usernameKey, key.address, key.deviceId ?? null], {
    prepareAs: LOGIN_FAILURE_INSERT.name,
  });
  return rows[0].id;
}

interface EarlierRow {
  now: number;
  own_count: number;
  own_latest: number | null;
  user_count: number;
  user_edge: number | null;
  address_count: number;
  address_edge: number | null;
}

export const LOGIN_FAILURES_EARLIER: HotStatement = {
  name: 'login_failure_earlier',
  text: `WITH own AS (
     SELECT failed_at FROM login_failures
      WHERE username_key = $1 AND id < $4::bigint AND failed_at > now() - interval '1 day'
        AND (CASE WHEN $3::text IS NULL THEN device_id IS NULL AND address = $2 ELSE device_id = $3::text END)
   ), user_hour AS (
     SELECT failed_at FROM login_failures
      WHERE username_key = $1 AND id < $4::bigint AND device_id IS NULL AND failed_at > now() - interval '1 hour'
   ), address_minute AS (
     SELECT failed_at FROM login_failures
      WHERE address = $2 AND id < $4::bigint AND device_id IS NULL AND failed_at > now() - interval '1 minute'
   )
   SELECT ${epochMs('now()')} AS now,
          (SELECT count(*) FROM own) AS own_count,
          (SELECT ${epochMs('max(failed_at)')} FROM own) AS own_latest,
          (SELECT count(*) FROM user_hour) AS user_count,
          (SELECT ${epochMs('failed_at')} FROM user_hour ORDER BY failed_at DESC OFFSET $5 - 1 LIMIT 1) AS user_edge,
          (SELECT count(*) FROM address_minute) AS address_count,
          (SELECT ${epochMs('failed_at')} FROM address_minute ORDER BY failed_at DESC OFFSET $6 - 1 LIMIT 1) AS address_edge`,
  warmUpParams: ['', '', null, '0', 1, 1],
};

/**
 * The failures written before the attempt `beforeId` (so that, of parallel attempts, each sees the ones before it and
 * none can slip past a limit together). The own key is (username, device) for the bound device, else (username,
 * address); `userLimit` and `addressLimit` pick the edge of the hourly and per-minute windows.
 */
export async function findEarlierFailures(
  q: Queryable,
  key: FailureKey,
  beforeId: string,
  limits: { userLimit: number; addressLimit: number },
): Promise<EarlierFailures> {
  const params = [key.usernameKey, key.address, key.deviceId ?? null, beforeId, limits.userLimit, limits.addressLimit];
  const { rows } = await q.query<EarlierRow>(LOGIN_FAILURES_EARLIER.text, params, { prepareAs: LOGIN_FAILURES_EARLIER.name });
  const row = rows[0];
  return {
    now: Number(row.now),
    ownKeyCount: Number(row.own_count),
    ownKeyLatest: row.own_latest === null ? null : Number(row.own_latest),
    userLastHourCount: Number(row.user_count),
    userHourEdge: row.user_edge === null ? null : Number(row.user_edge),
    addressLastMinuteCount: Number(row.address_count),
    addressMinuteEdge: row.address_edge === null ? null : Number(row.address_edge),
  };
}

/** Takes back one attempt (refused before its check, or its check could not be made). */
export async function deleteLoginFailure(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM login_failures WHERE id = $1::bigint', [id]);
}

export const LOGIN_FAILURES_CLEAR: HotStatement = {
  name: 'login_failure_clear',
  text: `DELETE FROM login_failures
    WHERE id = $4::bigint
       OR (username_key = $1 AND (CASE WHEN $3::text IS NULL THEN device_id IS NULL AND address = $2 ELSE device_id = $3::text END))`,
  warmUpParams: ['', '', null, '0'],
};

/**
 * A success: its own row and the earlier failures of its key go. The username's failures from other addresses stay
 * (they were someone else's guesses, and keep counting towards the hourly ceiling).
 */
export async function clearLoginFailures(q: Queryable, key: FailureKey, ownId: string): Promise<void> {
  await q.query(LOGIN_FAILURES_CLEAR.text, [key.usernameKey, key.address, key.deviceId ?? null, ownId], { prepareAs: LOGIN_FAILURES_CLEAR.name });
}

/** Forgets failures older than a day (they no longer decide any wait). Returns how many went. */
export async function sweepLoginFailures(q: Queryable): Promise<number> {
  const { affectedRows } = await q.query("DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'");
  return affectedRows;
}

/** Epoch milliseconds of a timestamptz expression, as a float8 (both drivers return a number). */
function epochMs(expression: string): string {
  return `(extract(epoch FROM ${expression}) * 1000)::float8`;
}
