/**
 * A person's planned hours for their data export (docs/behaviour.md, "My data"): the work schedule assignments that
 * plan their days and their day overrides ("Work schedules"), each one statement scoped to the one user. A group's
 * assignment plans the days of whoever is in the group now (no membership history is kept), so the assignments of
 * the person's current group are theirs too; another group's never are.
 */
import type { DataExportDayOverride, DataExportScheduleAssignment, TimeInterval } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp } from '../punch/iso-timestamp';

interface AssignmentRow extends Omit<DataExportScheduleAssignment, 'created_at'> {
  created_at: Date | string;
}

/** Their own and their current group's assignments, oldest start first (their own first on the same day). */
export async function listScheduleAssignments(q: Queryable, userId: number): Promise<DataExportScheduleAssignment[]> {
  const { rows } = await q.query<AssignmentRow>(
    `SELECT a.id, CASE WHEN a.user_id IS NULL THEN 'group' ELSE 'user' END AS assigned_to, g.descrizione AS gruppo,
            a.template_id, t.name AS template_name, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
            to_char(a.end_date, 'YYYY-MM-DD') AS end_date, a.location_id, l.name AS location_name, a.created_at
       FROM schedule_assignments a
       JOIN schedule_templates t ON t.id = a.template_id
       LEFT JOIN gruppi g ON g.id = a.gruppo_id
       LEFT JOIN locations l ON l.id = a.location_id
      WHERE a.user_id = $1 OR a.gruppo_id = (SELECT gruppo_id FROM users WHERE id = $1)
      ORDER BY a.start_date, a.user_id IS NULL, a.id`,
    [userId],
  );
  return rows.map((row) => ({ ...row, created_at: toIsoTimestamp(row.created_at) }));
}

/** Their 'Turno del giorno' and 'Riposo' days, oldest first. */
export async function listDayOverrides(q: Queryable, userId: number): Promise<DataExportDayOverride[]> {
  const { rows } = await q.query<{ date: string; intervals: TimeInterval[]; created_at: Date | string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, intervals, created_at
       FROM schedule_day_overrides WHERE user_id = $1 ORDER BY day`,
    [userId],
  );
  return rows.map((row) => ({ date: row.date, intervals: row.intervals, created_at: toIsoTimestamp(row.created_at) }));
}
