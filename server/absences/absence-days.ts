/**
 * Approved absences laid out on the days they cover (docs/behaviour.md, "Absences"), for the planned-hours day
 * (server/schedules/day-figures.ts). Pure: the rows come from the plans' statement (schedule-plans.query.ts).
 */
import type { AbsenceOnDay } from '../schedules/day-figures';
import { addDays } from '../schedules/zoned-time';

/** An approved absence as the plans' statement reads it. */
export interface ApprovedAbsenceRow {
  id: number;
  userId: number;
  startDate: string;
  endDate: string;
  /** Minutes from midnight of a range of hours; null for whole days. */
  startMinute: number | null;
  endMinute: number | null;
  code: string;
  name: string;
  countsAsWork: boolean;
}

/** Each employee's approved absences by day (yyyy-MM-dd), only the days from `start` to `end`. */
export type AbsencesByUserDay = Map<number, Map<string, AbsenceOnDay[]>>;

/** Lays `rows` (in the order they were entered) on their days from `start` to `end`. */
export function absencesByUserDay(rows: readonly ApprovedAbsenceRow[], start: string, end: string): AbsencesByUserDay {
  const byUser: AbsencesByUserDay = new Map();
  for (const row of rows) {
    const onDay: AbsenceOnDay = {
      id: row.id,
      code: row.code,
      name: row.name,
      countsAsWork: row.countsAsWork,
      range: row.startMinute === null || row.endMinute === null ? null : { start: row.startMinute, end: row.endMinute },
    };
    let days = byUser.get(row.userId);
    if (!days) byUser.set(row.userId, (days = new Map()));
    const last = row.endDate < end ? row.endDate : end;
    for (let date = row.startDate > start ? row.startDate : start; date <= last; date = addDays(date, 1)) {
      const list = days.get(date);
      if (list) list.push(onDay);
      else days.set(date, [onDay]);
    }
  }
  return byUser;
}
