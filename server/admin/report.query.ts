/**
 * GET /api/admin/reports/: worked time per user per business day over a date range (default: the
 * current month in the business time zone). Each IN is paired with the next punch of the same user
 * (a window function) and counts when that punch is an OUT of the same or the next day: the worked pair of the
 * hours (server/hours/worked-pair.sql.ts), so this API and the hours screens count alike. An IN of an earlier day
 * with no pair is flagged as a missing check-out, unless it is the open IN still current by the punches' own
 * rule (isCurrentOpenIn, here as SQL): last night's shift, in progress at 02:00, is not missing its
 * check-out yet. Computed by PostgreSQL in one statement (the CSV export, a day at a time: report-export.query.ts).
 */
import type { Report, ReportQuery, ReportRow } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { resolveReportRange } from '../hours/report-range.query';
import { opensWorkedPairSql, workedPairMinutesSql } from '../hours/worked-pair.sql';
import { businessClockSql, isCurrentOpenInSql, type BusinessClockSql } from '../punch/open-in-shift.query';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';

/**
 * Columns of the punches `e` (with their location `l`) the report aggregates: each with the type and time of the
 * user's next punch (window `w`), and whether it is the open IN still in progress by `clock`.
 */
export const punchWithNextColumns = (clock: BusinessClockSql) => `e.user_id, e.entry_type, e."timestamp", e.business_date,
  e.has_location_anomaly, lead(e.entry_type) OVER w AS next_type, lead(e."timestamp") OVER w AS next_timestamp,
  lead(e.business_date) OVER w AS next_date,
  e.is_open AND ${isCurrentOpenInSql({ businessDate: 'e.business_date', workHoursStart: 'l.work_hours_start', workHoursEnd: 'l.work_hours_end' }, clock)} AS in_progress`;

/** The window of those columns: a user's punches in time order. */
export const PUNCH_WINDOW = 'WINDOW w AS (PARTITION BY e.user_id ORDER BY e."timestamp", e.id)';

/** A ReportRow from the punches `p` above joined with their user `u`, grouped by REPORT_GROUP_BY; `today` is a date expression. */
export const reportRowColumns = (today: string) => `p.user_id, u.username, trim(u.first_name || ' ' || u.last_name) AS full_name,
  to_char(p.business_date, 'YYYY-MM-DD') AS date,
  COALESCE(sum(${workedPairMinutesSql('p')}) FILTER (WHERE ${opensWorkedPairSql('p')}), 0)::int AS worked_minutes,
  count(*) FILTER (WHERE p.entry_type = 'IN')::int AS check_ins,
  count(*) FILTER (WHERE p.entry_type = 'OUT')::int AS check_outs,
  count(*) FILTER (WHERE p.has_location_anomaly)::int AS anomalies,
  COALESCE(bool_or(p.entry_type = 'IN' AND NOT ${opensWorkedPairSql('p')}
                   AND p.business_date < ${today} AND NOT p.in_progress), false) AS missing_check_out`;

export const REPORT_GROUP_BY = 'GROUP BY p.user_id, u.username, u.first_name, u.last_name, p.business_date';

/** The report's rows; a manager's `scope` keeps the people they manage (docs/behaviour.md, "Managers"). */
export async function loadReport(db: Queryable, query: ReportQuery, timezone: string, scope?: StaffScope): Promise<Report> {
  const range = await resolveReportRange(db, query, timezone);
  const clock = businessClockSql('$4');
  const params: unknown[] = [range.start_date, range.end_date, query.user_id ?? null, timezone];
  // Only a manager's condition has a parameter (an administrator's is 'true').
  const inScope = scope?.kind === 'groups' ? scopeCondition(scope, 'e.user_id', `$${params.push(scopeParam(scope))}`) : 'true';
  const { rows } = await db.query<ReportRow>(
    `WITH punches AS (
       SELECT ${punchWithNextColumns(clock)}
       FROM timesheet_entries e LEFT JOIN locations l ON l.id = e.location_id
       -- one day more, so an IN late on the last day still finds its OUT after midnight
       WHERE e.business_date BETWEEN $1::date AND $2::date + 1 AND ($3::int IS NULL OR e.user_id = $3::int)
         AND ${inScope}
       ${PUNCH_WINDOW}
     )
     SELECT ${reportRowColumns(clock.today)}
     FROM punches p JOIN users u ON u.id = p.user_id
     WHERE p.business_date BETWEEN $1::date AND $2::date
     ${REPORT_GROUP_BY}
     ORDER BY p.business_date, lower(u.username), p.user_id`,
    params,
  );
  return { start_date: range.start_date, end_date: range.end_date, rows };
}
