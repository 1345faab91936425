/**
 * 'Orario di oggi' on the phone's dashboard (docs/behaviour.md, "Employee dashboard", "My hours"): the signed-in
 * user's plan for today as the server reads it (GET /api/timesheets/hours/today/), and what of it the card says.
 */
import { ApiPaths, type TodaySchedule } from '../../contract';
import type { ApiClient } from '../api';
import { intervalText, timeOfDay } from '../../domain/time-of-day';

/**
 * What the card says: the working day's intervals ('09:00–13:00') with the tolerance and the flexible entry band
 * when the template has them, and whether an administrator set the day ('Turno del giorno'); a rest day; a holiday
 * or a closure with its name. No plan in force (`unscheduled`) says nothing: a company that has not entered its
 * schedules should not see a line about them on every phone.
 */
export type TodayPlan =
  | { kind: 'working'; intervals: string[]; toleranceMinutes: number; flexBand: { from: string; to: string } | null; isOverride: boolean }
  | { kind: 'rest' }
  | { kind: 'holiday'; name: string | null }
  | { kind: 'closure'; name: string | null };

export function todayPlan(schedule: TodaySchedule): TodayPlan | null {
  switch (schedule.kind) {
    case 'working':
      // A working day always has intervals; one without would plan nothing, which is a rest day to the employee.
      if (schedule.intervals.length === 0) return { kind: 'rest' };
      return {
        kind: 'working',
        intervals: schedule.intervals.map(intervalText),
        toleranceMinutes: schedule.tolerance_minutes,
        flexBand:
          schedule.flex_earliest_start !== null && schedule.flex_latest_start !== null
            ? { from: timeOfDay(schedule.flex_earliest_start), to: timeOfDay(schedule.flex_latest_start) }
            : null,
        isOverride: schedule.is_override,
      };
    case 'rest':
      return { kind: 'rest' };
    case 'holiday':
      return { kind: 'holiday', name: schedule.holiday_name };
    case 'closure':
      return { kind: 'closure', name: schedule.closure_name };
    case 'unscheduled':
      return null;
  }
}

export class LoadTodaySchedule {
  constructor(private readonly api: ApiClient) {}

  /** Today's plan, or null when none is in force. */
  async execute(): Promise<TodayPlan | null> {
    return todayPlan(await this.api.get<TodaySchedule>(ApiPaths.todaySchedule));
  }
}
