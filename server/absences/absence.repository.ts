/**
 * The absences rows (docs/behaviour.md, "Absences"): how one is read as the contract's Absence, written, locked for
 * a decision, and whether another one of the same person covers the same days.
 */
import type { Absence, AbsenceStatus, AbsenceUnit } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp, toIsoTimestampOrNull } from '../punch/iso-timestamp';
import { fullName } from '../users/user.repository';
import { timeOf, type AbsenceSpan } from './absence.rules';

/** `absences a` with its user `u`, its type `t` and the deciding administrator; every read of an Absence uses it. */
export const absenceSelect = `
  SELECT a.id, a.user_id, u.username, u.first_name, u.last_name, a.absence_type_id, t.code, t.name AS type_name, t.unit,
         to_char(a.start_date, 'YYYY-MM-DD') AS start_date, to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
         a.start_minute, a.end_minute, a.amount::float8 AS amount, a.note, a.certificate_number, a.status,
         a.refusal_reason, a.entered_by IS NOT NULL AS entered_by_admin, a.over_balance, a.created_at,
         admin.username AS decided_by, a.decided_at
    FROM absences a
    JOIN users u ON u.id = a.user_id
    JOIN absence_types t ON t.id = a.absence_type_id
    LEFT JOIN users admin ON admin.id = a.decided_by`;

export interface AbsenceRow {
  id: number;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  absence_type_id: number;
  code: string;
  type_name: string;
  unit: AbsenceUnit;
  start_date: string;
  end_date: string;
  start_minute: number | null;
  end_minute: number | null;
  amount: number;
  note: string;
  certificate_number: string;
  status: AbsenceStatus;
  refusal_reason: string;
  entered_by_admin: boolean;
  over_balance: boolean;
  created_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
}

export function toAbsence(row: AbsenceRow): Absence {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    full_name: fullName(row.first_name, row.last_name),
    absence_type_id: row.absence_type_id,
    code: row.code,
    type_name: row.type_name,
    unit: row.unit,
    start_date: row.start_date,
    end_date: row.end_date,
    start_time: row.start_minute === null ? null : timeOf(row.start_minute),
    end_time: row.end_minute === null ? null : timeOf(row.end_minute),
    amount: Number(row.amount),
    note: row.note,
    certificate_number: row.certificate_number,
    status: row.status,
    refusal_reason: row.refusal_reason,
    entered_by_admin: row.entered_by_admin,
    over_balance: row.over_balance,
    created_at: toIsoTimestamp(row.created_at),
    decided_by: row.decided_by,
    decided_at: toIsoTimestampOrNull(row.decided_at),
  };
}

export async function findAbsence(q: Queryable, id: number): Promise<Absence | null> {
  const { rows } = await q.query<AbsenceRow>(`${absenceSelect} WHERE a.id = $1`, [id]);
  return rows[0] ? toAbsence(rows[0]) : null;
}

export interface NewAbsenceRow {
  userId: number;
  typeId: number;
  span: AbsenceSpan;
  amount: number;
  note: string;
  certificateNumber: string;
  overBalance: boolean;
  /** An absence entered directly: approved at once, by this administrator. */
  enteredBy: number | null;
}

export async function insertAbsence(q: Queryable, row: NewAbsenceRow): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO absences (user_id, absence_type_id, start_date, end_date, start_minute, end_minute, amount, note,
                           certificate_number, over_balance, entered_by, status, decided_by, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::int,
             CASE WHEN $11::int IS NULL THEN 'pending' ELSE 'approved' END, $11::int,
             CASE WHEN $11::int IS NULL THEN NULL ELSE now() END)
     RETURNING id`,
    [
      row.userId,
      row.typeId,
      row.span.startDate,
      row.span.endDate,
      row.span.startMinute,
      row.span.endMinute,
      row.amount,
      row.note,
      row.certificateNumber,
      row.overBalance,
      row.enteredBy,
    ],
  );
  return rows[0]!.id;
}

/** What a decision needs of an absence, read under a lock of its row until the transaction ends. */
export interface LockedAbsence {
  id: number;
  userId: number;
  typeId: number;
  status: AbsenceStatus;
  span: AbsenceSpan;
  certificateNumber: string;
}

/** Locks the absence's row: a second decision at the same moment waits for the first, then finds it decided. */
export async function lockAbsence(q: Queryable, id: number): Promise<LockedAbsence | null> {
  const { rows } = await q.query<{
    id: number;
    user_id: number;
    absence_type_id: number;
    status: AbsenceStatus;
    start_date: string;
    end_date: string;
    start_minute: number | null;
    end_minute: number | null;
    certificate_number: string;
  }>(
    `SELECT id, user_id, absence_type_id, status, to_char(start_date, 'YYYY-MM-DD') AS start_date,
            to_char(end_date, 'YYYY-MM-DD') AS end_date, start_minute, end_minute, certificate_number
       FROM absences WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: row.user_id,
    typeId: row.absence_type_id,
    status: row.status,
    span: { startDate: row.start_date, endDate: row.end_date, startMinute: row.start_minute, endMinute: row.end_minute },
    certificateNumber: row.certificate_number,
  };
}

export async function recordAbsenceDecision(
  q: Queryable,
  decision: { id: number; status: 'approved' | 'refused' | 'cancelled'; adminId: number | null; refusalReason?: string; amount?: number },
): Promise<void> {
  await q.query(
    `UPDATE absences SET status = $2, decided_by = $3, decided_at = now(), refusal_reason = COALESCE($4, refusal_reason),
            amount = COALESCE($5::numeric, amount)
      WHERE id = $1`,
    [decision.id, decision.status, decision.adminId, decision.refusalReason ?? null, decision.amount ?? null],
  );
}

/**
 * Locks the user's row for the rest of the transaction, so two absences of one person filed at once are checked for
 * overlap one after the other (the second sees the first). False when there is no such user.
 */
export async function lockAbsenceOwner(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows.length > 0;
}

/**
 * Whether another pending or approved absence of `userId` covers one of the span's days: two ranges of hours on the
 * same day that do not intersect are both allowed.
 */
export async function overlapsAnotherAbsence(q: Queryable, userId: number, span: AbsenceSpan, exceptId: number | null = null): Promise<boolean> {
  const { rows } = await q.query<{ overlaps: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM absences
        WHERE user_id = $1 AND status IN ('pending', 'approved') AND start_date <= $3::date AND end_date >= $2::date
          AND id <> COALESCE($6::int, 0)
          AND NOT (start_minute IS NOT NULL AND $4::int IS NOT NULL AND (end_minute <= $4::int OR start_minute >= $5::int))
     ) AS overlaps`,
    [userId, span.startDate, span.endDate, span.startMinute, span.endMinute, exceptId],
  );
  return rows[0]?.overlaps === true;
}
