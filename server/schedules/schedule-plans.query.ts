/**
 * What the planned-hours days are computed from, in two statements whatever the number of employees and days: the
 * schedules that decide their plans (each part a json_agg of a set-based select), and their punch pairs with the
 * weekly worked minutes of the average-week check.
 */
import type { Queryable } from '../db/database.port';
import type { PlanData, TemplateVersion, Assignment, DayOverride, Closure, PatronDay } from './day-plan';
import { isWorkedPairSql } from '../hours/worked-pair.sql';
import { businessClockSql, isCurrentOpenInSql } from '../punch/open-in-shift.query';
import type { PunchPair } from './day-figures';
import { absencesByUserDay, type AbsencesByUserDay } from '../absences/absence-days';

interface PlanRow {
  users: Array<{ id: number; gruppo_id: number | null }> | null;
  assignments: Array<{
    id: number;
    template_id: number;
    user_id: number | null;
    gruppo_id: number | null;
    location_id: number | null;
    start_date: string;
    end_date: string | null;
  }> | null;
  versions: Array<{
    template_id: number;
    valid_from: string | null;
    intervals: TemplateVersion['intervals'];
    tolerance_minutes: number;
    flex_earliest_start: number | null;
    flex_latest_start: number | null;
    overtime_block_minutes: number;
  }> | null;
  overrides: Array<{ user_id: number; day: string; intervals: DayOverride['intervals'] }> | null;
  closures: Array<{ name: string; start_date: string; end_date: string }> | null;
  patron_days: Array<{ location_id: number; name: string; month: number; day: number }> | null;
  /** [user id, Monday, minutes], when asked for. */
  worked_weeks: Array<[number, string, number]> | null;
  /** The approved absences touching the range, when asked for, in the order they were entered. */
  absences: Array<{
    id: number;
    user_id: number;
    start_date: string;
    end_date: string;
    start_minute: number | null;
    end_minute: number | null;
    code: string;
    name: string;
    counts_as_work: boolean;
  }> | null;
}

/** The plans' data of `userIds` from `start` to `end` (yyyy-MM-dd, both included). */
export async function loadPlanData(db: Queryable, userIds: readonly number[], start: string, end: string): Promise<PlanData> {
  return toPlanData((await queryPlans(db, userIds, start, end, null, false)).rows[0]!);
}

/**
 * The plans' data and, in the same statement, the approved absences of `userIds` on the days from `start` to `end`
 * (docs/behaviour.md, "Absences"): what the planned-hours days are computed from besides the punches.
 */
export async function loadPlanDataAndAbsences(
  db: Queryable,
  userIds: readonly number[],
  start: string,
  end: string,
): Promise<{ plans: PlanData; absences: AbsencesByUserDay }> {
  const row = (await queryPlans(db, userIds, start, end, null, true)).rows[0]!;
  return { plans: toPlanData(row), absences: toAbsences(row, start, end) };
}

/**
 * The plans' data, and in the same statement each employee's worked minutes per week from `weeks.from` to `weeks.to`
 * (by Monday), as the database keeps them (worked_weeks, migration 015): for a reader that has the punch pairs
 * already (server/hours/worked-days.query.ts reads them with the worked days).
 */
export async function loadPlanDataAndWeeks(
  db: Queryable,
  userIds: readonly number[],
  start: string,
  end: string,
  weeks: { from: string; to: string },
): Promise<{ plans: PlanData; weeks: Map<number, Map<string, number>>; absences: AbsencesByUserDay }> {
  const row = (await queryPlans(db, userIds, start, end, weeks, true)).rows[0]!;
  const byUser = new Map<number, Map<string, number>>();
  for (const [userId, week, minutes] of row.worked_weeks ?? []) {
    let byWeek = byUser.get(userId);
    if (!byWeek) byUser.set(userId, (byWeek = new Map()));
    byWeek.set(week, minutes);
  }
  return { plans: toPlanData(row), weeks: byUser, absences: toAbsences(row, start, end) };
}

function toAbsences(row: PlanRow, start: string, end: string): AbsencesByUserDay {
  return absencesByUserDay(
    (row.absences ?? []).map((a) => ({
      id: a.id,
      userId: a.user_id,
      startDate: a.start_date,
      endDate: a.end_date,
      startMinute: a.start_minute,
      endMinute: a.end_minute,
      code: a.code,
      name: a.name,
      countsAsWork: a.counts_as_work,
    })),
    start,
    end,
  );
}

function queryPlans(
  db: Queryable,
  userIds: readonly number[],
  start: string,
  end: string,
  weeks: { from: string; to: string } | null,
  withAbsences: boolean,
) {
  // absences_user_days_idx: each employee's approved absences touching the range, not every absence ever entered.
  const absences = withAbsences
    ? `(SELECT json_agg(json_build_object('id', ab.id, 'user_id', ab.user_id, 'start_date', to_char(ab.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(ab.end_date, 'YYYY-MM-DD'), 'start_minute', ab.start_minute, 'end_minute', ab.end_minute,
                'code', t.code, 'name', t.name, 'counts_as_work', t.counts_as_work) ORDER BY ab.id)
          FROM absences ab JOIN absence_types t ON t.id = ab.absence_type_id
         WHERE ab.user_id IN (SELECT id FROM who) AND ab.status = 'approved'
           AND ab.start_date <= $3::date AND ab.end_date >= $2::date)`
    : 'NULL::json';
  const workedWeeks = weeks
    ? `(SELECT json_agg(json_build_array(w.user_id, to_char(w.week_start, 'YYYY-MM-DD'), w.worked_minutes))
          FROM worked_weeks w
         WHERE w.user_id IN (SELECT id FROM who) AND w.week_start BETWEEN $4::date AND $5::date AND w.worked_minutes <> 0)`
    : 'NULL::json';
  return db.query<PlanRow>(
    `WITH who AS (SELECT id, gruppo_id FROM users WHERE id = ANY($1::int[])),
          a AS (
            SELECT sa.* FROM schedule_assignments sa
             WHERE (sa.user_id IN (SELECT id FROM who) OR sa.gruppo_id IN (SELECT gruppo_id FROM who))
               AND sa.start_date <= $3::date AND (sa.end_date IS NULL OR sa.end_date >= $2::date))
     SELECT
       (SELECT json_agg(json_build_object('id', id, 'gruppo_id', gruppo_id)) FROM who) AS users,
       (SELECT json_agg(json_build_object('id', a.id, 'template_id', a.template_id, 'user_id', a.user_id,
                'gruppo_id', a.gruppo_id, 'location_id', a.location_id, 'start_date', to_char(a.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(a.end_date, 'YYYY-MM-DD'))) FROM a) AS assignments,
       (SELECT json_agg(json_build_object('template_id', v.template_id, 'valid_from', to_char(v.valid_from, 'YYYY-MM-DD'),
                'intervals', v.intervals, 'tolerance_minutes', v.tolerance_minutes,
                'flex_earliest_start', v.flex_earliest_start, 'flex_latest_start', v.flex_latest_start,
                'overtime_block_minutes', v.overtime_block_minutes))
          FROM schedule_template_versions v
         WHERE v.template_id IN (SELECT template_id FROM a) AND (v.valid_from IS NULL OR v.valid_from <= $3::date)) AS versions,
       (SELECT json_agg(json_build_object('user_id', o.user_id, 'day', to_char(o.day, 'YYYY-MM-DD'), 'intervals', o.intervals))
          FROM schedule_day_overrides o
         WHERE o.user_id IN (SELECT id FROM who) AND o.day BETWEEN $2::date AND $3::date) AS overrides,
       (SELECT json_agg(json_build_object('name', c.name, 'start_date', to_char(c.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(c.end_date, 'YYYY-MM-DD')))
          FROM company_closures c WHERE c.start_date <= $3::date AND c.end_date >= $2::date) AS closures,
       (SELECT json_agg(json_build_object('location_id', p.location_id, 'name', p.name, 'month', p.month, 'day', p.day))
          FROM location_patron_days p WHERE p.location_id IN (SELECT location_id FROM a)) AS patron_days,
       ${workedWeeks} AS worked_weeks,
       ${absences} AS absences`,
    weeks ? [`{${userIds.join(',')}}`, start, end, weeks.from, weeks.to] : [`{${userIds.join(',')}}`, start, end],
  );
}

function toPlanData(row: PlanRow): PlanData {
  return {
    userGroups: new Map((row.users ?? []).map((u) => [u.id, u.gruppo_id])),
    assignments: (row.assignments ?? []).map(
      (a): Assignment => ({
        id: a.id,
        templateId: a.template_id,
        userId: a.user_id,
        groupId: a.gruppo_id,
        locationId: a.location_id,
        startDate: a.start_date,
        endDate: a.end_date,
      }),
    ),
    versions: (row.versions ?? []).map(
      (v): TemplateVersion => ({
        templateId: v.template_id,
        validFrom: v.valid_from,
        intervals: v.intervals,
        toleranceMinutes: v.tolerance_minutes,
        flex: v.flex_earliest_start === null || v.flex_latest_start === null ? null : { earliestStart: v.flex_earliest_start, latestStart: v.flex_latest_start },
        overtimeBlockMinutes: v.overtime_block_minutes,
      }),
    ),
    overrides: (row.overrides ?? []).map((o): DayOverride => ({ userId: o.user_id, date: o.day, intervals: o.intervals })),
    closures: (row.closures ?? []).map((c): Closure => ({ name: c.name, startDate: c.start_date, endDate: c.end_date })),
    patronDays: (row.patron_days ?? []).map((p): PatronDay => ({ locationId: p.location_id, name: p.name, month: p.month, day: p.day })),
  };
}

export interface PunchData {
  /** Each employee's pairs by the business day of their IN (yyyy-MM-dd). */
  pairs: Map<number, Map<string, PunchPair[]>>;
  /** Each employee's worked minutes per week, by its Monday (yyyy-MM-dd). */
  weeks: Map<number, Map<string, number>>;
}

interface PunchRow {
  user_id: number;
  day: string | null;
  week: string | null;
  in_ms: number | null;
  out_ms: number | null;
  in_progress: boolean | null;
  minutes: number | null;
}

/**
 * Each employee's punch pairs and weekly worked minutes, in one statement:
 * - pairs, of the days from `pairsFrom` to `to`: the user's punches in time order (a window), each IN paired with the
 *   next punch as the worked time pairs them (server/hours/worked-pair.sql.ts: an OUT of the same or the next
 *   business day), the pair on its IN's business day. An IN without its OUT is an open pair, in progress by the punch
 *   rules' own test (isCurrentOpenInSql) or a forgotten check-out;
 * - weeks: the worked minutes of each week from `weeksFrom` to `weeksTo`, as the database keeps them on every punch
 *   write (worked_weeks, migration 015): months of punches are not paired again for the art. 4 average.
 * Instants travel as epoch milliseconds (float8): no text to parse per punch.
 */
export async function loadPunchData(
  db: Queryable,
  userIds: readonly number[],
  range: { weeksFrom: string; pairsFrom: string; to: string; weeksTo: string },
  timezone: string,
): Promise<PunchData> {
  const inProgress = isCurrentOpenInSql(
    { businessDate: 'i.business_date', workHoursStart: 'l.work_hours_start', workHoursEnd: 'l.work_hours_end' },
    businessClockSql('$6'),
  );
  const { rows } = await db.query<PunchRow>(
    `WITH paired AS (
       SELECT e.user_id, e.entry_type, e."timestamp", e.business_date, e.is_open, e.location_id,
              lead(e.entry_type) OVER w AS next_type, lead(e."timestamp") OVER w AS next_timestamp,
              lead(e.business_date) OVER w AS next_date
         FROM timesheet_entries e
        -- the day after the range: the OUT after midnight of its last day's IN
        WHERE e.user_id = ANY($1::int[]) AND e.business_date BETWEEN $3::date AND $4::date + 1
          -- the same punches by their instants, a day wider each side than any zone's offset: timesheet_user_time_idx
          -- then reads the range's punches of each user, not every punch they ever made
          AND e."timestamp" >= $3::date - 2 AND e."timestamp" < $4::date + 3
       WINDOW w AS (PARTITION BY e.user_id ORDER BY e."timestamp", e.id)),
     ins AS (
       SELECT p.*, ${isWorkedPairSql({ entryType: 'p.entry_type', businessDate: 'p.business_date', nextType: 'p.next_type', nextDate: 'p.next_date' })} AS closed
         FROM paired p WHERE p.entry_type = 'IN' AND p.business_date <= $4::date)
     SELECT i.user_id, to_char(i.business_date, 'YYYY-MM-DD') AS day, NULL AS week,
            (extract(epoch FROM i."timestamp") * 1000)::float8 AS in_ms,
            CASE WHEN i.closed THEN (extract(epoch FROM i.next_timestamp) * 1000)::float8 END AS out_ms,
            (NOT i.closed AND i.is_open AND ${inProgress}) AS in_progress, NULL::int AS minutes
       FROM ins i LEFT JOIN locations l ON l.id = i.location_id
     UNION ALL
     SELECT w.user_id, NULL, to_char(w.week_start, 'YYYY-MM-DD'), NULL, NULL, NULL, w.worked_minutes
       FROM worked_weeks w
      WHERE w.user_id = ANY($1::int[]) AND w.week_start BETWEEN $2::date AND $5::date AND w.worked_minutes <> 0`,
    [`{${userIds.join(',')}}`, range.weeksFrom, range.pairsFrom, range.to, range.weeksTo, timezone],
  );
  const pairs = new Map<number, Map<string, PunchPair[]>>();
  const weeks = new Map<number, Map<string, number>>();
  for (const row of rows) {
    if (row.day !== null) {
      let days = pairs.get(row.user_id);
      if (!days) pairs.set(row.user_id, (days = new Map()));
      const list = days.get(row.day);
      const pair: PunchPair = { in: row.in_ms!, out: row.out_ms, inProgress: row.in_progress === true };
      if (list) list.push(pair);
      else days.set(row.day, [pair]);
    } else {
      let byWeek = weeks.get(row.user_id);
      if (!byWeek) weeks.set(row.user_id, (byWeek = new Map()));
      byWeek.set(row.week!, row.minutes!);
    }
  }
  // Rows come in no particular order: each day's pairs in time order.
  for (const days of pairs.values()) for (const list of days.values()) list.sort((a, b) => a.in - b.in);
  return { pairs, weeks };
}
