/**
 * The statement that records a punch, in its six shapes: it may first close an open IN (by a check-out, or as the
 * missing check-out of an earlier day) and may first spend the device challenge that proved the punch. Whatever it
 * does, it is ONE statement: the closure, the challenge and the new row are written together or not at all, with no
 * transaction and one round trip on the morning-rush path.
 * A punch decided from a remembered context (remembered-contexts.ts) is guarded: the statement writes nothing unless the
 * context is still current (ContextGuard), and otherwise says so with the context read afresh.
 */
import type { HotStatement } from '../db/database.port';
import { punchContextSql, STAMP_COLUMNS } from './punch-context.query';
import { ENTRY_COLUMNS } from './timesheet-entry.columns';

/** Which open IN the punch closes in the same statement. */
export type PunchClosing = 'none' | 'by_check_out' | 'as_missing_check_out';

/**
 * What a punch decided from memory was decided from, checked by its own statement: the generations of what punches
 * read (server/db/migrations/021_punch_context_generation.sql), the user's open IN and latest punch (which the
 * generations do not count), and the minute of the business clock (the database's must show the same).
 */
export interface ContextGuard {
  /** The organisation's generation (places, month closures). */
  generation: number;
  /** The employee's own (account, device, authorisations, corrected punches); null before their first change. */
  userGeneration: number | null;
  openInId: number | null;
  latestPunchId: number | null;
  /** 'yyyy-MM-dd HH:MM' in the business time zone. */
  minute: string;
}

/** Each shape is warmed up as a punch of a user that does not exist (refused by the foreign key). */
const WARM_UP_PUNCH = [0, 'IN', 'UTC', null, null, null, null, null, 'warm-up', '', '', true, false, false, '[]', true, '[]', null, null, null];
const WARM_UP_GUARD = [0, null, null, null, ''];

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
function closeSql(closing: Exclude<PunchClosing, 'none'>, after: string | undefined): string {
  const set =
    closing === 'by_check_out'
      ? 'is_open = false'
      : `is_open = false, is_valid = false, validation_errors = validation_errors || $${PUNCH_PARAMS + 2}::jsonb`;
  const only = after ? ` AND EXISTS (SELECT 1 FROM ${after})` : '';
  return `UPDATE timesheet_entries SET ${set} WHERE id = $${PUNCH_PARAMS + 1} AND is_open${only} RETURNING id`;
}

/**
 * The guard's CTE (one row when the remembered context is still current, none otherwise), its parameters from
 * `first`: the two generations, the open IN's id, the latest punch's id, the minute. Primary-key reads of the
 * generations, the open IN through the partial unique index of open INs, the latest punch through
 * timesheet_user_time_idx: four index probes.
 */
function guardSql(first: number): string {
  return `guard AS (SELECT 1 WHERE (SELECT g.generation FROM punch_context_generation g) = $${first}::bigint
      AND (SELECT ug.generation FROM punch_context_user_generation ug WHERE ug.user_id = $1::int) IS NOT DISTINCT FROM $${first + 1}::bigint
      AND (SELECT o.id FROM timesheet_entries o WHERE o.user_id = $1::int AND o.is_open) IS NOT DISTINCT FROM $${first + 2}::int
      AND (SELECT p.id FROM timesheet_entries p WHERE p.user_id = $1::int ORDER BY p."timestamp" DESC, p.id DESC LIMIT 1)
          IS NOT DISTINCT FROM $${first + 3}::int
      AND to_char(now() AT TIME ZONE $3::text, 'YYYY-MM-DD HH24:MI') = $${first + 4}::text)`;
}

/**
 * A guarded punch that wrote nothing answers the context read afresh by the same statement (the check-out's, with its
 * stamp: punch-context.query.ts): the punch is then decided from it without another round trip. Computed only when
 * the guard failed.
 */
const FRESH_CONTEXT = `CASE WHEN NOT EXISTS (SELECT 1 FROM guard) THEN (${punchContextSql(STAMP_COLUMNS, 'now()', '$3')}) END AS fresh_context`;

function build(closing: PunchClosing, spendsChallenge: boolean, guarded: boolean): HotStatement {
  const name = `insert_punch_${closing}${spendsChallenge ? '_spending_challenge' : ''}${guarded ? '_guarded' : ''}`;
  let next = PUNCH_PARAMS + 1 + (closing === 'none' ? 0 : closing === 'by_check_out' ? 1 : 2);
  const challengeParam = next;
  if (spendsChallenge) next += 2;
  const ctes: string[] = [];
  if (guarded) ctes.push(guardSql(next));
  if (spendsChallenge) {
    const values = `$${challengeParam}::text, $${challengeParam + 1}::timestamptz`;
    ctes.push(`spent AS (INSERT INTO used_device_challenges (nonce, expires_at) ${guarded ? `SELECT ${values} FROM guard` : `VALUES (${values})`}
      ON CONFLICT (nonce) DO NOTHING RETURNING nonce)`);
  }
  // Each write waits for the one before it: the guard, then the challenge, then the closing, then the punch.
  const last = spendsChallenge ? 'spent' : guarded ? 'guard' : undefined;
  if (closing !== 'none') ctes.push(`closed AS (${closeSql(closing, last)})`);
  const source = closing !== 'none' ? 'closed' : last;
  const insert = `INSERT INTO timesheet_entries AS e (${COLUMNS}) ${source ? `SELECT ${VALUES} FROM ${source}` : `VALUES (${VALUES})`}
    RETURNING ${ENTRY_COLUMNS}`;
  const warmUpParams = [
    ...WARM_UP_PUNCH,
    ...(closing === 'none' ? [] : closing === 'by_check_out' ? [0] : [0, '[]']),
    ...(spendsChallenge ? ['warm-up', new Date(0)] : []),
    ...(guarded ? WARM_UP_GUARD : []),
  ];
  if (!spendsChallenge && !guarded) return { name, text: ctes.length ? `WITH ${ctes.join(', ')} ${insert}` : insert, warmUpParams };
  // Always one row: whether the context was current and the challenge spent (false: a replay), and the punch's
  // columns (null: not written).
  ctes.push(`punch AS (${insert})`);
  const flags = [
    ...(guarded ? ['EXISTS (SELECT 1 FROM guard) AS context_current', FRESH_CONTEXT] : []),
    ...(spendsChallenge ? ['EXISTS (SELECT 1 FROM spent) AS challenge_spent'] : []),
  ];
  return {
    name,
    warmUpParams,
    text: `WITH ${ctes.join(', ')}
      SELECT ${flags.join(', ')}, punch.* FROM (SELECT 1) AS one LEFT JOIN punch ON true`,
  };
}

const SHAPES = new Map<string, HotStatement>();
for (const closing of ['none', 'by_check_out', 'as_missing_check_out'] as const) {
  for (const spends of [false, true]) {
    for (const guarded of [false, true]) SHAPES.set(`${closing}/${spends}/${guarded}`, build(closing, spends, guarded));
  }
}

/**
 * The statement for a punch closing `closing`, with `spendsChallenge` spending its challenge, and with `guarded`
 * written only if its remembered context is still current.
 */
export function punchInsertSql(closing: PunchClosing, spendsChallenge: boolean, guarded = false): HotStatement {
  return SHAPES.get(`${closing}/${spendsChallenge}/${guarded}`)!;
}

/** Every shape, for warming the pool's connections at start-up. */
export function allPunchInsertShapes(): HotStatement[] {
  return [...SHAPES.values()];
}
