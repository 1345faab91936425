/**
 * The worked pair (docs/behaviour.md, "Worked time") as SQL, over a punch's columns and its user's next punch
 * (`next_type`, `next_timestamp`, `next_date`: lead() over the user's punches in time order). Both computations of
 * worked time read it from here: the hours (worked-days.query.ts) and the API's per-day report
 * (server/admin/report.query.ts), so they cannot count a pair differently.
 */

/** True (never NULL) when punch `p` is an IN whose next punch is an OUT of the same or the next business day. */
export const opensWorkedPairSql = (p: string) =>
  `COALESCE(${p}.entry_type = 'IN' AND ${p}.next_type = 'OUT' AND ${p}.next_date <= ${p}.business_date + 1, false)`;

/** The minutes of the pair opened by punch `p`, floored per pair. */
export const workedPairMinutesSql = (p: string) => `floor(extract(epoch FROM ${p}.next_timestamp - ${p}."timestamp") / 60)`;
