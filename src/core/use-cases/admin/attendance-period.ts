/**
 * The period and filters of 'Report Presenze' (docs/behaviour.md, "Attendance report"): two calendar days of the
 * business calendar, by default the current month, with three quick ranges. 'Questa settimana' runs Monday to
 * Sunday here, as Italian timesheets count a week (the history's own quick range keeps the spec's Sunday start).
 */
import type { AttendanceQuery } from '../../contract';
import { addDays, currentMonthRange, isCalendarDate, previousMonthOf, weekdayOf, type CalendarDate, type DateRange } from '../../domain';
import type { QueryParams } from '../api';

export type AttendancePreset = 'thisMonth' | 'lastMonth' | 'thisWeek';
export const ATTENDANCE_PRESETS: readonly AttendancePreset[] = ['thisMonth', 'lastMonth', 'thisWeek'];

export interface AttendanceFilters extends DateRange {
  userId: number | null;
  /** The employees who are in this group now. */
  groupId: number | null;
}

/** Days from Monday: Monday 0 … Sunday 6 (weekdayOf counts from Sunday). */
const daysSinceMonday = (day: CalendarDate): number => (weekdayOf(day) + 6) % 7;

export function attendancePresetRange(preset: AttendancePreset, today: CalendarDate): DateRange {
  switch (preset) {
    case 'thisMonth':
      return currentMonthRange(today);
    case 'lastMonth':
      return currentMonthRange(previousMonthOf(today));
    case 'thisWeek': {
      const monday = addDays(today, -daysSinceMonday(today));
      return { startDate: monday, endDate: addDays(monday, 6) };
    }
  }
}

/** The quick range the period is exactly, if any (its button shows as chosen). */
export function attendancePresetOf(range: DateRange, today: CalendarDate): AttendancePreset | null {
  return (
    ATTENDANCE_PRESETS.find((preset) => {
      const candidate = attendancePresetRange(preset, today);
      return candidate.startDate === range.startDate && candidate.endDate === range.endDate;
    }) ?? null
  );
}

/** The current month, everyone. */
export function defaultAttendanceFilters(today: CalendarDate): AttendanceFilters {
  return { ...currentMonthRange(today), userId: null, groupId: null };
}

/** Why a period cannot be asked for, as a message key, or null when it can (both days real, start not after end). */
export function attendancePeriodError(range: DateRange): string | null {
  if (!isCalendarDate(range.startDate) || !isCalendarDate(range.endDate)) return 'attendance.period.invalid';
  // 'yyyy-MM-dd' texts compare as the days they name.
  return range.startDate > range.endDate ? 'attendance.period.endBeforeStart' : null;
}

/** 'yyyy-MM' of a day: the month the monthly sheet offers first (the period's own). */
export function monthOf(day: CalendarDate): string {
  return day.slice(0, 7);
}

/** The filter part of the report's queries: the table, an employee's days and the CSV always send the same period. */
export function attendanceFilterParams(filters: AttendanceFilters): QueryParams & Pick<AttendanceQuery, 'start_date' | 'end_date' | 'user_id' | 'gruppo'> {
  return {
    start_date: filters.startDate,
    end_date: filters.endDate,
    user_id: filters.userId ?? undefined,
    gruppo: filters.groupId ?? undefined,
  };
}
