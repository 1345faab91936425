/**
 * The month_closures rows (docs/behaviour.md, "Closing the month"): a closing for everyone (gruppo_id NULL) or for one
 * group, kept once reopened as its record. At most one closing in force per month and scope: the unique index
 * month_closures_open_key decides between two closings at the same moment.
 */
import type { MonthClosure } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

/** The index that refuses a second closing in force of the same month and scope. */
export const OPEN_CLOSURE_INDEX = 'month_closures_open_key';

interface ClosureRow {
  id: number;
  month: string;
  gruppo_id: number | null;
  gruppo_name: string | null;
  closed_by: string | null;
  closed_at: Date;
  reopened_by: string | null;
  reopened_at: Date | null;
  reopen_reason: string | null;
}

const CLOSURE_SELECT = `
  SELECT mc.id, to_char(mc.month, 'YYYY-MM') AS month, mc.gruppo_id, g.descrizione AS gruppo_name,
         cu.username AS closed_by, mc.closed_at, ru.username AS reopened_by, mc.reopened_at, mc.reopen_reason
    FROM month_closures mc
    LEFT JOIN gruppi g ON g.id = mc.gruppo_id
    LEFT JOIN users cu ON cu.id = mc.closed_by
    LEFT JOIN users ru ON ru.id = mc.reopened_by`;

function toClosure(row: ClosureRow): MonthClosure {
  return {
    id: row.id,
    month: row.month,
    gruppo_id: row.gruppo_id,
    gruppo_name: row.gruppo_name,
    closed_by: row.closed_by,
    closed_at: row.closed_at.toISOString(),
    reopened_by: row.reopened_by,
    reopened_at: row.reopened_at ? row.reopened_at.toISOString() : null,
    reopen_reason: row.reopen_reason,
  };
}

/** The first day of `month` (yyyy-MM), as the table keeps it. */
const firstDay = (month: string) => `${month}-01`;

/**
 * The closing in force that covers the scope: for a group, its own or the one for everyone (its own first); for
 * everyone (null), only the one for everyone.
 */
export async function findClosureInForce(q: Queryable, month: string, groupId: number | null): Promise<MonthClosure | null> {
  const { rows } = await q.query<ClosureRow>(
    `${CLOSURE_SELECT}
      WHERE mc.month = $1::date AND mc.reopened_at IS NULL AND (mc.gruppo_id IS NULL OR mc.gruppo_id = $2::int)
      ORDER BY mc.gruppo_id NULLS LAST LIMIT 1`,
    [firstDay(month), groupId],
  );
  return rows[0] ? toClosure(rows[0]) : null;
}

/** Records a closing; a unique violation on OPEN_CLOSURE_INDEX when that scope is closed already. */
export async function insertClosure(q: Queryable, closing: { month: string; groupId: number | null; adminId: number }): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO month_closures (month, gruppo_id, closed_by) VALUES ($1::date, $2::int, $3) RETURNING id',
    [firstDay(closing.month), closing.groupId, closing.adminId],
  );
  return rows[0]!.id;
}

/** Reopens the closing in force of exactly that scope; its id, or undefined when there is none. */
export async function reopenClosure(
  q: Queryable,
  reopening: { month: string; groupId: number | null; adminId: number; reason: string },
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE month_closures SET reopened_by = $3, reopened_at = now(), reopen_reason = $4
      WHERE month = $1::date AND gruppo_id IS NOT DISTINCT FROM $2::int AND reopened_at IS NULL
      RETURNING id`,
    [firstDay(reopening.month), reopening.groupId, reopening.adminId, reopening.reason],
  );
  return rows[0]?.id;
}

export async function findClosure(q: Queryable, id: number): Promise<MonthClosure> {
  const { rows } = await q.query<ClosureRow>(`${CLOSURE_SELECT} WHERE mc.id = $1`, [id]);
  return toClosure(rows[0]!);
}

/** Every closing, newest first (a reopened one too, with who reopened it and why). */
export async function listClosures(q: Queryable): Promise<MonthClosure[]> {
  const { rows } = await q.query<ClosureRow>(`${CLOSURE_SELECT} ORDER BY mc.closed_at DESC, mc.id DESC`);
  return rows.map(toClosure);
}
