/**
 * The facts the reminder rules (reminder-due.rules.ts) read, for everyone at once: one statement for the people
 * (their choices, open check-in, latest check-in, 'Lavoro agile' days, reminders already claimed), one for their plans
 * and approved absences (the schedules' own, schedule-plans.query.ts), the days then resolved in memory as every other
 * reader of the schedules does (PlanResolver, computeDay). Two statements a minute, whatever the number of people.
 */
import type { Queryable } from '../db/database.port';
import { computeDay } from '../schedules/day-figures';
import { PlanResolver } from '../schedules/day-plan';
import { loadPlanDataAndAbsences } from '../schedules/schedule-plans.query';
import { wallClockInstant } from '../schedules/zoned-time';
import type { AbsenceFact, PersonFacts, PlannedDayFact } from './reminder-due.rules';

const MINUTE_MS = 60_000;
/** The latest check-in is looked for this far back: two days cover yesterday's plan and its lookback. */
const LAST_IN_LOOKBACK_MS = 48 * 60 * MINUTE_MS;

interface PersonRow {
  id: number;
  check_in: boolean;
  check_out: boolean;
  open_in_at: Date | null;
  open_in_date: string | null;
  last_in_at: Date | null;
  remote_dates: string[] | null;
  claimed: string[] | null;
}

/**
 * The facts of every active person whose 'check_in' or 'check_out' reminder is on (company and person), on
 * `yesterday` and `today` (yyyy-MM-dd of `timezone`).
 */
export async function reminderCandidates(
  db: Queryable,
  { now, yesterday, today, timezone }: { now: Date; yesterday: string; today: string; timezone: string },
): Promise<PersonFacts[]> {
  // Each fact read once for everyone and joined by person (no subquery per person: a plan the size of the staff).
  const { rows } = await db.query<PersonRow>(
    `WITH s AS (SELECT check_in_enabled, check_out_enabled FROM reminder_settings),
          people AS (
            SELECT u.id, COALESCE(p.check_in, true) AS check_in, COALESCE(p.check_out, true) AS check_out
              FROM users u CROSS JOIN s LEFT JOIN reminder_preferences p ON p.user_id = u.id
             WHERE u.is_active
               AND ((s.check_in_enabled AND COALESCE(p.check_in, true)) OR (s.check_out_enabled AND COALESCE(p.check_out, true)))),
          last_in AS (
            SELECT user_id, max("timestamp") AS at FROM timesheet_entries
             WHERE entry_type = 'IN' AND "timestamp" >= $3::timestamptz GROUP BY user_id),
          remote AS (
            SELECT ab.user_id,
                   bool_or(ab.start_date <= $1::date AND ab.end_date >= $1::date) AS yesterday,
                   bool_or(ab.start_date <= $2::date AND ab.end_date >= $2::date) AS today
              FROM absences ab JOIN absence_types t ON t.id = ab.absence_type_id
             WHERE ab.status = 'approved' AND t.is_remote AND ab.start_date <= $2::date AND ab.end_date >= $1::date
             GROUP BY ab.user_id),
          claimed AS (
            SELECT user_id, json_agg(kind || '|' || to_char(business_date, 'YYYY-MM-DD')) AS claims FROM sent_reminders
             WHERE business_date BETWEEN $1::date AND $2::date AND kind <> 'digest' GROUP BY user_id)
     SELECT people.id, people.check_in, people.check_out,
            o."timestamp" AS open_in_at, to_char(o.business_date, 'YYYY-MM-DD') AS open_in_date,
            last_in.at AS last_in_at,
            array_remove(ARRAY[CASE WHEN remote.yesterday THEN $4::text END, CASE WHEN remote.today THEN $5::text END], NULL) AS remote_dates,
            claimed.claims AS claimed
       FROM people
       LEFT JOIN timesheet_entries o ON o.user_id = people.id AND o.is_open
       LEFT JOIN last_in ON last_in.user_id = people.id
       LEFT JOIN remote ON remote.user_id = people.id
       LEFT JOIN claimed ON claimed.user_id = people.id
      ORDER BY people.id`,
    [yesterday, today, new Date(now.getTime() - LAST_IN_LOOKBACK_MS), yesterday, today],
  );
  if (rows.length === 0) return [];

  const { plans, absences } = await loadPlanDataAndAbsences(db, rows.map((r) => r.id), yesterday, today);
  const resolver = new PlanResolver(plans, yesterday, today);
  return rows.map((row): PersonFacts => {
    const openIn = row.open_in_at && row.open_in_date ? { at: row.open_in_at.getTime(), businessDate: row.open_in_date } : null;
    const days = [yesterday, today].map((date): PlannedDayFact => {
      const resolved = resolver.resolve(row.id, date);
      const onDay = absences.get(row.id)?.get(date) ?? [];
      // With the open check-in of that day, a flexible entry moves the planned end with it (day-figures.ts).
      const pairs = openIn?.businessDate === date ? [{ in: openIn.at, out: null }] : [];
      const figures = computeDay({ date, timezone, ...resolved, pairs, absences: onDay });
      const dayAbsences: AbsenceFact[] = onDay.map((a) => ({
        wholeDay: a.range === null,
        remote: false,
        from: a.range ? wallClockInstant(date, a.range.start, timezone) : null,
        to: a.range ? wallClockInstant(date, a.range.end, timezone) : null,
      }));
      if (row.remote_dates?.includes(date)) dayAbsences.push({ wholeDay: false, remote: true, from: null, to: null });
      // With a flexible entry band, the person is late only after its latest start: the reminder waits for it.
      const plan = resolved.plan;
      const flexShiftMs = plan?.flex && plan.intervals.length > 0 && pairs.length === 0 ? (plan.flex.latestStart - plan.intervals[0]!.start) * MINUTE_MS : 0;
      return {
        date,
        kind: figures.kind,
        plannedStart: figures.planned_start === null ? null : figures.planned_start + flexShiftMs,
        plannedEnd: figures.planned_end === null ? null : figures.planned_end + flexShiftMs,
        absences: dayAbsences,
      };
    });
    return {
      userId: row.id,
      days,
      openIn,
      lastInAt: row.last_in_at?.getTime() ?? null,
      preferences: { check_in: row.check_in, check_out: row.check_out },
      claimed: new Set(row.claimed ?? []),
    };
  });
}
