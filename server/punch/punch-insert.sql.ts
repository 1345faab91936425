/**
 * The statement that records a punch, in its six shapes: it may first close an open IN (by a check-out, or as the
 * missing check-out of an earlier day) and may first spend the device challenge that proved the punch. Whatever it
 * does, it is ONE statement: the closure, the challenge and the new row are written together or not at all, with no
 * transaction and one round trip on the morning-rush path.
 */
import type { HotStatement } from '../db/database.port';
import { ENTRY_COLUMNS } from './timesheet-entry.columns';

/** Which open IN the punch closes in the same statement. */
export type PunchClosing = 'none' | 'by_check_out' | 'as_missing_check_out';

/** Each shape is warmed up as a punch of a user that does not exist (refused by the foreign key). */
const WARM_UP_PUNCH = [0, 'IN', 'UTC', null, null, null, null, null, 'warm-up', '', '', true, false, false, '[]', true, '[]', null, null, null];

const COLUMNS = `user_id, entry_type, "timestamp", business_date, location_id, latitude, longitude,
  accuracy, distance_from_location, device_id, notes, anomaly_note, is_valid, has_location_anomaly, is_offsite,
  validation_errors, is_open, position_signals, fix_digest, offline_delay_seconds`;

/**
 * $1–$20: the punch (insertPunch's order). Typed: in the INSERT … SELECT form PostgreSQL would take untyped ones for
 * text. Its time is now(), the server's clock, unless $19 gives an offline punch's (bounded) time, with its delay $20.
 */
const VALUES = `$1::int, $2::text, COALESCE($19::timestamptz, now()), (COALESCE($19::timestamptz, now()) AT TIME ZONE $3::text)::date,
  $4::int, $5::float8, $6::float8, $7::float8, $8::int, $9::text, $10::text, $11::text, $12::boolean, $13::boolean,
  $14::boolean, $15::jsonb, $16::boolean, $17::jsonb, $18::text, $20::int`;

/** Parameters of the punch itself, before those of the closing and the challenge. */
const PUNCH_PARAMS = 20;

/** $21: the IN to close; $22 (missing check-out only): the issue recorded on it. */
function closeSql(closing: Exclude<PunchClosing, 'none'>, onlyIfSpent: boolean): string {
  const set =
    closing === 'by_check_out'
      ? 'is_open = false'
      : `is_open = false, is_valid = false, validation_errors = validation_errors || $${PUNCH_PARAMS + 2}::jsonb`;
  const spent = onlyIfSpent ? ' AND EXISTS (SELECT 1 FROM spent)' : '';
  return `UPDATE timesheet_entries SET ${set} WHERE id = $${PUNCH_PARAMS + 1} AND is_open${spent} RETURNING id`;
}

function build(closing: PunchClosing, spendsChallenge: boolean): HotStatement {
  const name = `insert_punch_${closing}${spendsChallenge ? '_spending_challenge' : ''}`;
  const ctes: string[] = [];
  if (spendsChallenge) {
    const first = PUNCH_PARAMS + (closing === 'none' ? 1 : closing === 'by_check_out' ? 2 : 3);
    ctes.push(`spent AS (INSERT INTO used_device_challenges (nonce, expires_at) VALUES ($${first}::text, $${first + 1}::timestamptz)
      ON CONFLICT (nonce) DO NOTHING RETURNING nonce)`);
  }
  if (closing !== 'none') ctes.push(`closed AS (${closeSql(closing, spendsChallenge)})`);
  const source = closing !== 'none' ? ' FROM closed' : spendsChallenge ? ' FROM spent' : '';
  const insert = `INSERT INTO timesheet_entries AS e (${COLUMNS}) ${source ? `SELECT ${VALUES}${source}` : `VALUES (${VALUES})`}
    RETURNING ${ENTRY_COLUMNS}`;
  const warmUpParams = [
    ...WARM_UP_PUNCH,
    ...(closing === 'none' ? [] : closing === 'by_check_out' ? [0] : [0, '[]']),
    ...(spendsChallenge ? ['warm-up', new Date(0)] : []),
  ];
  if (!spendsChallenge) return { name, text: ctes.length ? `WITH ${ctes.join(', ')} ${insert}` : insert, warmUpParams };
  // Always one row: whether the challenge was spent (false: a replay), and the punch's columns (null: not written).
  ctes.push(`punch AS (${insert})`);
  return {
    name,
    warmUpParams,
    text: `WITH ${ctes.join(', ')}
      SELECT EXISTS (SELECT 1 FROM spent) AS challenge_spent, punch.* FROM (SELECT 1) AS one LEFT JOIN punch ON true`,
  };
}

const SHAPES = new Map<string, HotStatement>();
for (const closing of ['none', 'by_check_out', 'as_missing_check_out'] as const) {
  for (const spends of [false, true]) SHAPES.set(`${closing}/${spends}`, build(closing, spends));
}

/** The statement for a punch closing `closing` and, with `spendsChallenge`, spending its challenge. */
export function punchInsertSql(closing: PunchClosing, spendsChallenge: boolean): HotStatement {
  return SHAPES.get(`${closing}/${spendsChallenge}`)!;
}

/** Every shape, for warming the pool's connections at start-up. */
export function allPunchInsertShapes(): HotStatement[] {
  return [...SHAPES.values()];
}
