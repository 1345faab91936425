/**
 * Rows of every table the retention purge deletes from (docs/behaviour.md, "Retention"), written directly with the
 * ages the tests need: punches at a wall-clock time of a chosen zone, their correction history, notifications,
 * refresh tokens.
 */
import { writeAudit } from '../../../server/audit/audit-log.repository';
import type { Queryable } from '../../../server/db/database.port';
import type { RetentionCounts } from '../../../server/retention/retention.query';

export type RetainedTable = keyof RetentionCounts;
export const RETAINED_TABLES: RetainedTable[] = ['timesheet_entries', 'audit_log', 'correction_requests', 'notifications', 'refresh_tokens', 'offline_punches'];

export const NO_ROWS: RetentionCounts = { timesheet_entries: 0, audit_log: 0, correction_requests: 0, notifications: 0, refresh_tokens: 0, offline_punches: 0 };

export interface LocalPunch {
  id: number;
  /** Its business day, as the server computes it in the zone. */
  businessDate: string;
  /** The day of its instant in UTC, which the boundary tests pick to differ from the business day's side. */
  utcDate: string;
}

/** A punch at `time` (HH:MM) of `day` on `timezone`'s clocks, its business day read there as the server does. */
export async function insertLocalPunch(
  db: Queryable,
  punch: { userId: number; day: string; time: string; timezone: string; entryType?: 'IN' | 'OUT' },
): Promise<LocalPunch> {
  const { rows } = await db.query<{ id: number; business_date: string; utc_date: string }>(
    `WITH t AS (SELECT ($2::date + $3::time) AT TIME ZONE $4::text AS ts)
     INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date)
     SELECT $1, $5, t.ts, (t.ts AT TIME ZONE $4::text)::date FROM t
     RETURNING id, business_date, ("timestamp" AT TIME ZONE 'UTC')::date AS utc_date`,
    [punch.userId, punch.day, punch.time, punch.timezone, punch.entryType ?? 'IN'],
  );
  return { id: rows[0]!.id, businessDate: rows[0]!.business_date, utcDate: rows[0]!.utc_date };
}

/**
 * An approved correction of the punch, as the server leaves it: the request, and the audit rows of its filing, its
 * approval and the punch's move. Returns the request's id.
 */
export async function insertCorrectionHistory(db: Queryable, punchId: number, userId: number, adminId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO correction_requests (user_id, timesheet_id, kind, punch_timestamp, proposed_timestamp, reason, status, decided_by, decided_at)
     SELECT $2, id, 'wrong_time', "timestamp", "timestamp" + interval '5 minutes', 'Orario sbagliato', 'approved', $3, "timestamp" + interval '1 day'
       FROM timesheet_entries WHERE id = $1
     RETURNING id`,
    [punchId, userId, adminId],
  );
  const requestId = rows[0]!.id;
  for (const [action, actorId] of [['CORRECTION_REQUESTED', userId], ['CORRECTION_APPROVED', adminId], ['PUNCH_CORRECTED', adminId]] as const) {
    await writeAudit(db, { action, actorId, targetUserId: userId, timesheetId: punchId, details: { request_id: requestId } });
  }
  return requestId;
}

/** A notification to `recipientId`, created and read (or not: null) that many days before the database's now. */
export async function insertNotification(db: Queryable, recipientId: number, age: { createdDaysAgo: number; readDaysAgo: number | null }): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notifications (recipient_id, kind, message, created_at, read_at)
     VALUES ($1, 'DEVICE_CHANGED', 'Nuovo dispositivo', now() - make_interval(days => $2),
             CASE WHEN $3::int IS NULL THEN NULL ELSE now() - make_interval(days => $3::int) END)
     RETURNING id`,
    [recipientId, age.createdDaysAgo, age.readDaysAgo],
  );
  return rows[0]!.id;
}

/**
 * A refresh token of the user expiring `expiresInSeconds` from the database's now (negative: expired), revoked that
 * many seconds ago when `revokedSecondsAgo` is given, rotated a minute ago when `rotated`. Returns its id.
 */
export async function insertRefreshToken(
  db: Queryable,
  userId: number,
  token: { expiresInSeconds: number; revokedSecondsAgo?: number; rotated?: boolean },
): Promise<string> {
  const id = `rt-${Math.random().toString(36).slice(2)}`;
  await db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, expires_at, revoked_at, rotated_at, replaced_by)
     VALUES ($1, $2, $1, now() + make_interval(secs => $3),
             CASE WHEN $4::int IS NULL THEN NULL ELSE now() - make_interval(secs => $4::int) END,
             CASE WHEN $5 THEN now() - interval '1 minute' END, CASE WHEN $5 THEN 'its-successor' END)`,
    [id, userId, token.expiresInSeconds, token.revokedSecondsAgo ?? null, token.rotated ?? false],
  );
  return id;
}

/** How many rows each table holds. */
export async function tableCounts(db: Queryable): Promise<RetentionCounts> {
  const { rows } = await db.query<RetentionCounts>(
    `SELECT ${RETAINED_TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(', ')}`,
  );
  return rows[0]!;
}

/** The ids a table holds, in order (refresh tokens: text ids). */
export async function idsOf(db: Queryable, table: RetainedTable): Promise<Array<number | string>> {
  const { rows } = await db.query<{ id: number | string }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((row) => row.id);
}

/** Empties every table the purge deletes from (each test starts from none of their rows). */
export async function emptyRetainedTables(db: Queryable): Promise<void> {
  await db.query(`TRUNCATE ${RETAINED_TABLES.join(', ')}`);
}

/** An offline punch received `receivedDaysAgo` days ago (refused: it points at no punch). */
export async function insertOfflinePunch(db: Queryable, userId: number, counter: number, receivedDaysAgo: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO offline_punches (user_id, key_thumbprint, counter, action, device_id, device_time, received_at, recorded_time, refusal)
     VALUES ($1, 'test-key', $2, 'check_in', 'test-device', now() - make_interval(days => $3), now() - make_interval(days => $3),
             now() - make_interval(days => $3), 'later_punch_exists')
     RETURNING id`,
    [userId, counter, receivedDaysAgo],
  );
  return rows[0]!.id;
}

/** The difference of two counts, table by table. */
export function countsMinus(before: RetentionCounts, after: RetentionCounts): RetentionCounts {
  return Object.fromEntries(RETAINED_TABLES.map((table) => [table, before[table] - after[table]])) as unknown as RetentionCounts;
}
