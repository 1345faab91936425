/**
 * The days a worked-time report covers (docs/behaviour.md, "Admin panel", "Attendance report"): the API's per-day
 * report (server/admin/report.query.ts) and the attendance report resolve their range alike, the current month by
 * default.
 */
import { ReportRangeFieldError, type ReportQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { fieldErrors } from '../http/http-error';

/** A report spans at most about a year: bigger ranges belong to an export of the raw punches. */
const MAX_REPORT_DAYS = 366;

export interface ReportRange {
  start_date: string;
  end_date: string;
  /** The business clock when the range was resolved, yyyy-MM-dd and HH:MM. */
  today: string;
  local_time: string;
}

/**
 * The requested days, defaulting to the first and last day of the current month in `timezone`, and the business
 * clock; 400 when the end is before the start or the range is longer than MAX_REPORT_DAYS.
 */
export async function resolveReportRange(db: Queryable, query: ReportQuery, timezone: string): Promise<ReportRange> {
  const { rows } = await db.query<ReportRange & { days: number }>(
    `WITH month AS (SELECT date_trunc('month', now() AT TIME ZONE $3::text)::date AS first_day),
     r AS (SELECT COALESCE($1::date, month.first_day) AS s,
                  COALESCE($2::date, (month.first_day + interval '1 month' - interval '1 day')::date) AS e FROM month)
     SELECT to_char(s, 'YYYY-MM-DD') AS start_date, to_char(e, 'YYYY-MM-DD') AS end_date, (e - s) AS days,
            to_char(now() AT TIME ZONE $3::text, 'YYYY-MM-DD') AS today, to_char(now() AT TIME ZONE $3::text, 'HH24:MI') AS local_time
     FROM r`,
    [query.start_date ?? null, query.end_date ?? null, timezone],
  );
  const { days, ...range } = rows[0]!;
  // The contract's texts, so the answer's field code says which (END_BEFORE_START, RANGE_TOO_LONG).
  if (days < 0) throw fieldErrors({ end_date: ReportRangeFieldError.END_BEFORE_START });
  if (days >= MAX_REPORT_DAYS) throw fieldErrors({ end_date: ReportRangeFieldError.RANGE_TOO_LONG });
  return range;
}
