/** The schedule tables (migration 014): templates and their versions, assignments, day overrides, closures, patron days. */
import type {
  Closure,
  ClosureWrite,
  DayOverride,
  PatronDay,
  ScheduleAssignment,
  ScheduleAssignmentListItem,
  ScheduleDefinition,
  ScheduleTemplate,
  TimeInterval,
} from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

const TEMPLATE_SELECT = `SELECT t.id, t.name, COALESCE((
    SELECT json_agg(json_build_object('valid_from', to_char(v.valid_from, 'YYYY-MM-DD'), 'intervals', v.intervals,
             'tolerance_minutes', v.tolerance_minutes, 'flex_earliest_start', v.flex_earliest_start,
             'flex_latest_start', v.flex_latest_start, 'overtime_block_minutes', v.overtime_block_minutes)
           ORDER BY v.valid_from NULLS FIRST)
      FROM schedule_template_versions v WHERE v.template_id = t.id), '[]'::json) AS versions
  FROM schedule_templates t`;

export async function listTemplates(q: Queryable): Promise<ScheduleTemplate[]> {
  return (await q.query<ScheduleTemplate>(`${TEMPLATE_SELECT} ORDER BY lower(t.name), t.id`)).rows;
}

export async function findTemplate(q: Queryable, id: number): Promise<ScheduleTemplate | undefined> {
  return (await q.query<ScheduleTemplate>(`${TEMPLATE_SELECT} WHERE t.id = $1`, [id])).rows[0];
}

export async function insertTemplate(q: Queryable, name: string): Promise<number> {
  return (await q.query<{ id: number }>('INSERT INTO schedule_templates (name) VALUES ($1) RETURNING id', [name])).rows[0]!.id;
}

/** Renames; false when there is no such template. The row is locked until the transaction ends. */
export async function renameTemplate(q: Queryable, id: number, name: string): Promise<boolean> {
  return (await q.query('UPDATE schedule_templates SET name = $2 WHERE id = $1', [id, name])).affectedRows > 0;
}

/** The definition from `validFrom` on (null: the first version); a version from the same day is replaced. */
export async function saveVersion(q: Queryable, templateId: number, validFrom: string | null, d: ScheduleDefinition): Promise<void> {
  const values = [templateId, validFrom, JSON.stringify(d.intervals), d.tolerance_minutes, d.flex_earliest_start, d.flex_latest_start, d.overtime_block_minutes];
  const { affectedRows } = await q.query(
    `UPDATE schedule_template_versions SET intervals = $3::jsonb, tolerance_minutes = $4, flex_earliest_start = $5,
            flex_latest_start = $6, overtime_block_minutes = $7
      WHERE template_id = $1 AND valid_from IS NOT DISTINCT FROM $2::date`,
    values,
  );
  if (affectedRows > 0) return;
  await q.query(
    `INSERT INTO schedule_template_versions (template_id, valid_from, intervals, tolerance_minutes, flex_earliest_start,
            flex_latest_start, overtime_block_minutes)
     VALUES ($1, $2::date, $3::jsonb, $4, $5, $6, $7)`,
    values,
  );
}

export async function deleteTemplate(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('DELETE FROM schedule_templates WHERE id = $1', [id])).affectedRows > 0;
}

export async function countTemplateAssignments(q: Queryable, id: number): Promise<number> {
  return (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM schedule_assignments WHERE template_id = $1', [id])).rows[0]!.n;
}

const ASSIGNMENT_COLUMNS = `id, template_id, user_id, gruppo_id, location_id, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date`;

/** Every assignment (or one employee's / group's), with the employee's or the group's name joined in. */
export async function listAssignments(q: Queryable, filter: { user_id?: number; gruppo_id?: number }): Promise<ScheduleAssignmentListItem[]> {
  const { rows } = await q.query<ScheduleAssignmentListItem>(
    `SELECT a.id, a.template_id, a.user_id, a.gruppo_id, a.location_id, to_char(a.start_date, 'YYYY-MM-DD') AS start_date,
            to_char(a.end_date, 'YYYY-MM-DD') AS end_date,
            trim(u.first_name || ' ' || u.last_name) AS user_full_name, u.username, g.descrizione AS gruppo_name
       FROM schedule_assignments a
       LEFT JOIN users u ON u.id = a.user_id
       LEFT JOIN gruppi g ON g.id = a.gruppo_id
      WHERE ($1::int IS NULL OR a.user_id = $1) AND ($2::int IS NULL OR a.gruppo_id = $2)
      ORDER BY a.start_date, a.id`,
    [filter.user_id ?? null, filter.gruppo_id ?? null],
  );
  return rows;
}

export async function findAssignment(q: Queryable, id: number): Promise<ScheduleAssignment | undefined> {
  return (await q.query<ScheduleAssignment>(`SELECT ${ASSIGNMENT_COLUMNS} FROM schedule_assignments WHERE id = $1 FOR UPDATE`, [id])).rows[0];
}

export async function insertAssignment(q: Queryable, a: Omit<ScheduleAssignment, 'id'>): Promise<ScheduleAssignment> {
  const { rows } = await q.query<ScheduleAssignment>(
    `INSERT INTO schedule_assignments (template_id, user_id, gruppo_id, location_id, start_date, end_date)
     VALUES ($1, $2, $3, $4, $5::date, $6::date) RETURNING ${ASSIGNMENT_COLUMNS}`,
    [a.template_id, a.user_id, a.gruppo_id, a.location_id, a.start_date, a.end_date],
  );
  return rows[0]!;
}

export async function setAssignmentEnd(q: Queryable, id: number, endDate: string | null): Promise<ScheduleAssignment> {
  const { rows } = await q.query<ScheduleAssignment>(
    `UPDATE schedule_assignments SET end_date = $2::date WHERE id = $1 RETURNING ${ASSIGNMENT_COLUMNS}`,
    [id, endDate],
  );
  return rows[0]!;
}

export async function deleteAssignment(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM schedule_assignments WHERE id = $1', [id]);
}

/**
 * Which of the referenced rows exist, in one statement (a foreign key would refuse too, but without saying which
 * in a way both drivers report alike).
 */
export async function existing(
  q: Queryable,
  ids: { template_id?: number | null; user_id?: number | null; gruppo_id?: number | null; location_id?: number | null },
): Promise<{ template: boolean; user: boolean; group: boolean; location: boolean }> {
  const { rows } = await q.query<{ template: boolean; user: boolean; group: boolean; location: boolean }>(
    `SELECT ($1::int IS NULL OR EXISTS (SELECT 1 FROM schedule_templates WHERE id = $1)) AS template,
            ($2::int IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = $2)) AS "user",
            ($3::int IS NULL OR EXISTS (SELECT 1 FROM gruppi WHERE id = $3)) AS "group",
            ($4::int IS NULL OR EXISTS (SELECT 1 FROM locations WHERE id = $4)) AS location`,
    [ids.template_id ?? null, ids.user_id ?? null, ids.gruppo_id ?? null, ids.location_id ?? null],
  );
  return rows[0]!;
}

export async function listOverrides(
  q: Queryable,
  filter: { start_date: string; end_date: string; user_id?: number; gruppo_id?: number },
): Promise<DayOverride[]> {
  const { rows } = await q.query<DayOverride>(
    `SELECT o.user_id, to_char(o.day, 'YYYY-MM-DD') AS date, o.intervals
       FROM schedule_day_overrides o JOIN users u ON u.id = o.user_id
      WHERE o.day BETWEEN $1::date AND $2::date AND ($3::int IS NULL OR o.user_id = $3) AND ($4::int IS NULL OR u.gruppo_id = $4)
      ORDER BY o.day, o.user_id`,
    [filter.start_date, filter.end_date, filter.user_id ?? null, filter.gruppo_id ?? null],
  );
  return rows;
}

export async function upsertOverride(q: Queryable, userId: number, date: string, intervals: TimeInterval[]): Promise<DayOverride> {
  const { rows } = await q.query<DayOverride>(
    `INSERT INTO schedule_day_overrides (user_id, day, intervals) VALUES ($1, $2::date, $3::jsonb)
     ON CONFLICT (user_id, day) DO UPDATE SET intervals = EXCLUDED.intervals
     RETURNING user_id, to_char(day, 'YYYY-MM-DD') AS date, intervals`,
    [userId, date, JSON.stringify(intervals)],
  );
  return rows[0]!;
}

export async function deleteOverride(q: Queryable, userId: number, date: string): Promise<boolean> {
  return (await q.query('DELETE FROM schedule_day_overrides WHERE user_id = $1 AND day = $2::date', [userId, date])).affectedRows > 0;
}

const CLOSURE_COLUMNS = `id, name, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date`;

export async function listClosures(q: Queryable): Promise<Closure[]> {
  return (await q.query<Closure>(`SELECT ${CLOSURE_COLUMNS} FROM company_closures ORDER BY start_date, id`)).rows;
}

export async function insertClosure(q: Queryable, c: ClosureWrite): Promise<Closure> {
  const { rows } = await q.query<Closure>(
    `INSERT INTO company_closures (name, start_date, end_date) VALUES ($1, $2::date, $3::date) RETURNING ${CLOSURE_COLUMNS}`,
    [c.name, c.start_date, c.end_date],
  );
  return rows[0]!;
}

export async function updateClosure(q: Queryable, id: number, c: ClosureWrite): Promise<Closure | undefined> {
  const { rows } = await q.query<Closure>(
    `UPDATE company_closures SET name = $2, start_date = $3::date, end_date = $4::date WHERE id = $1 RETURNING ${CLOSURE_COLUMNS}`,
    [id, c.name, c.start_date, c.end_date],
  );
  return rows[0];
}

export async function deleteClosure(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('DELETE FROM company_closures WHERE id = $1', [id])).affectedRows > 0;
}

export async function listPatronDays(q: Queryable): Promise<PatronDay[]> {
  return (await q.query<PatronDay>('SELECT location_id, name, month::int AS month, day::int AS day FROM location_patron_days ORDER BY location_id')).rows;
}

export async function upsertPatronDay(q: Queryable, p: PatronDay): Promise<PatronDay> {
  const { rows } = await q.query<PatronDay>(
    `INSERT INTO location_patron_days (location_id, name, month, day) VALUES ($1, $2, $3, $4)
     ON CONFLICT (location_id) DO UPDATE SET name = EXCLUDED.name, month = EXCLUDED.month, day = EXCLUDED.day
     RETURNING location_id, name, month::int AS month, day::int AS day`,
    [p.location_id, p.name, p.month, p.day],
  );
  return rows[0]!;
}

export async function deletePatronDay(q: Queryable, locationId: number): Promise<boolean> {
  return (await q.query('DELETE FROM location_patron_days WHERE location_id = $1', [locationId])).affectedRows > 0;
}
