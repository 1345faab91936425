/**
 * The worked pair (docs/behaviour.md, "Worked time") as SQL, over a punch's columns and its user's next punch
 * (`next_type`, `next_timestamp`, `next_date`: lead() over the user's punches in time order). Both computations of
 * worked time read it from here: the hours (worked-days.query.ts) and the API's per-day report
 * (server/admin/report.query.ts), so they cannot count a pair differently; so does a correction request's check that
 * an IN lacks its OUT (server/corrections/correction-punch.query.ts). The weekly totals the database keeps for the
 * average-week check (worked_weeks, server/db/migrations/015_worked_weeks.sql) spell the same pair out in the
 * migration's SQL: a change here must be made there too, in a new migration.
 */

/** Column expressions of a punch and of the user's punch after it. */
export interface PunchAndNextSql {
  entryType: string;
  businessDate: string;
  nextType: string;
  nextDate: string;
}

/** True (never NULL) when the punch is an IN and the next one an OUT of the same or the next business day. */
export const isWorkedPairSql = (c: PunchAndNextSql) =>
  `COALESCE(${c.entryType} = 'IN' AND ${c.nextType} = 'OUT' AND ${c.nextDate} <= ${c.businessDate} + 1, false)`;

/** isWorkedPairSql over punch `p`'s own columns (entry_type, business_date) and its lead() columns (next_type, next_date). */
export const opensWorkedPairSql = (p: string) =>
  isWorkedPairSql({ entryType: `${p}.entry_type`, businessDate: `${p}.business_date`, nextType: `${p}.next_type`, nextDate: `${p}.next_date` });

/** The minutes of the pair opened by punch `p`, floored per pair. */
export const workedPairMinutesSql = (p: string) => `floor(extract(epoch FROM ${p}.next_timestamp - ${p}."timestamp") / 60)`;
