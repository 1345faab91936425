/**
 * GET /api/admin/reports/?format=csv: the worked-time report's rows in batches, a business day at a time, so that
 * the server's memory does not grow with the number of punches (docs/behaviour.md, "Admin exports"). The rows
 * are those of loadReport (report.query.ts), in its order: by day, then user name and id.
 *
 * loadReport pairs each punch with the user's next one among the range's punches plus the day after it. A day's
 * rows need only that day's punches and, for each user, the first punch after the day: business_date is the day
 * of "timestamp" in the business time zone, so every later punch comes after all of the day's ones. That punch
 * counts when it is within the range's day after, as in loadReport. Within a day, batches follow the keyset
 * (lower(username), user id), both unique together.
 */
import type { ReportRow } from '../../src/core/contract';
import { EXPORT_BATCH_SIZE, type BatchOptions } from '../csv-export/export-batch';
import type { Queryable } from '../db/database.port';
import { SqlConditions } from '../db/sql-conditions';
import type { ReportRange } from '../hours/report-range.query';
import type { BusinessClockSql } from '../punch/open-in-shift.query';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';
import { withinScope } from '../teams/scoped-conditions';
import { punchWithNextColumns, PUNCH_WINDOW, REPORT_GROUP_BY, reportRowColumns } from './report.query';

interface KeyedReportRow extends ReportRow {
  /** lower(username): with user_id, the cursor of the next batch of the day. */
  sort_name: string;
}

/** The punch columns the report reads, of `timesheet_entries ${alias}`. */
const punchColumns = (alias: string) =>
  ['id', 'user_id', 'entry_type', '"timestamp"', 'business_date', 'has_location_anomaly', 'is_open', 'location_id'].map((c) => `${alias}.${c}`).join(', ');

/**
 * The report's rows for the range (the clock fixed when it was resolved), in batches of at most `batchSize`; a
 * manager's `scope` keeps the people they manage (docs/behaviour.md, "Managers").
 */
export async function* reportExportBatches(
  db: Queryable,
  range: ReportRange,
  userId: number | undefined,
  options: BatchOptions = {},
  scope?: StaffScope,
): AsyncGenerator<ReportRow[]> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const subject: Subject = { userId, scope };
  for (let day = await firstDayWithPunches(db, range.start_date, range, subject); day; day = await firstDayWithPunches(db, day, range, subject, 1)) {
    let after: KeyedReportRow | undefined;
    for (;;) {
      // One row more than a batch tells whether the day goes on, without a query more for a day that fills a batch.
      const rows = await rowsOfDay(db, day, range, subject, after, batchSize + 1);
      const batch = rows.slice(0, batchSize);
      if (batch.length) yield batch;
      if (rows.length <= batchSize) break;
      after = batch.at(-1);
    }
  }
}

/** Whose punches the report reads: one user's (or everyone's), within the scope. */
interface Subject {
  userId: number | undefined;
  scope: StaffScope | undefined;
}

/** The first day from `from` (plus `skip` days) to the range's end with a punch, or null. */
async function firstDayWithPunches(db: Queryable, from: string, range: ReportRange, subject: Subject, skip = 0): Promise<string | null> {
  const conditions = new SqlConditions()
    .always(from, (p) => `e.business_date >= ${p}::date + ${skip}`)
    .always(range.end_date, (p) => `e.business_date <= ${p}::date`)
    .when(subject.userId, (p) => `e.user_id = ${p}::int`);
  withinScope(conditions, subject.scope, 'e.user_id');
  const { rows } = await db.query<{ day: string | null }>(
    `SELECT to_char(min(e.business_date), 'YYYY-MM-DD') AS day FROM timesheet_entries e ${conditions.where}`,
    conditions.params,
  );
  return rows[0]?.day ?? null;
}

async function rowsOfDay(
  db: Queryable,
  day: string,
  range: ReportRange,
  subject: Subject,
  after: KeyedReportRow | undefined,
  limit: number,
): Promise<KeyedReportRow[]> {
  const clock: BusinessClockSql = { today: '$3::date', localTime: '$4::time' };
  const params: unknown[] = [day, range.end_date, range.today, range.local_time, limit];
  const placeholder = (value: unknown) => `$${params.push(value)}`;
  const { userId, scope } = subject;
  const ofUser = userId === undefined ? '' : `AND e.user_id = ${placeholder(userId)}::int`;
  const ofScope = scope?.kind === 'groups' ? `AND ${scopeCondition(scope, 'e.user_id', placeholder(scopeParam(scope)))}` : '';
  const afterCursor = after ? `HAVING (lower(u.username), p.user_id) > (${placeholder(after.sort_name)}::text, ${placeholder(after.user_id)}::int)` : '';
  const { rows } = await db.query<KeyedReportRow>(
    `WITH day_punches AS (
       SELECT ${punchColumns('e')} FROM timesheet_entries e WHERE e.business_date = $1::date ${ofUser} ${ofScope}
     ),
     next_punches AS (
       SELECT n.* FROM (
         SELECT DISTINCT ON (user_id) user_id, "timestamp", id FROM day_punches ORDER BY user_id, "timestamp" DESC, id DESC
       ) last
       CROSS JOIN LATERAL (
         SELECT ${punchColumns('x')} FROM timesheet_entries x
         WHERE x.user_id = last.user_id AND x."timestamp" >= last."timestamp" AND (x."timestamp", x.id) > (last."timestamp", last.id)
         ORDER BY x."timestamp", x.id LIMIT 1
       ) n
       WHERE n.business_date <= $2::date + 1
     ),
     punches AS (
       SELECT ${punchWithNextColumns(clock)}
       FROM (SELECT * FROM day_punches UNION ALL SELECT * FROM next_punches) e LEFT JOIN locations l ON l.id = e.location_id
       ${PUNCH_WINDOW}
     )
     SELECT ${reportRowColumns(clock.today)}, lower(u.username) AS sort_name
     FROM punches p JOIN users u ON u.id = p.user_id
     WHERE p.business_date = $1::date
     ${REPORT_GROUP_BY}
     ${afterCursor}
     ORDER BY lower(u.username), p.user_id
     LIMIT $5`,
    params,
  );
  return rows;
}
