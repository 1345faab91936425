/**
 * 'Turni della settimana' (docs/behaviour.md, "Work schedules"): a group's active members and, for each day of one
 * week, what is planned for them (its intervals, a 'Turno del giorno' or 'Riposo' set by the administrator, a holiday,
 * a closure). The plans come the way the planned-hours days get them (schedule-plans.query.ts, day-plan.ts,
 * day-figures.ts), without the punches: two statements for the whole group and week.
 */
import { ScheduleError, type ScheduleWeek, type ScheduleWeekDay } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { HttpError } from '../http/http-error';
import { PlanResolver } from './day-plan';
import { planDay } from './plan-day';
import { loadPlanData } from './schedule-plans.query';
import { existing } from './schedule.repository';
import { addDays, daysBetween, mondayOf } from './zoned-time';

interface Member {
  id: number;
  full_name: string;
  username: string;
}

/** The group's active members, by name (the grid's rows). */
async function activeMembers(db: Queryable, groupId: number): Promise<Member[]> {
  const { rows } = await db.query<Member>(
    `SELECT id, trim(first_name || ' ' || last_name) AS full_name, username FROM users
      WHERE gruppo_id = $1 AND is_active
      ORDER BY lower(last_name), lower(first_name), lower(username), id`,
    [groupId],
  );
  return rows;
}

/** The week holding `anyDay` (Monday to Sunday) of the active members of group `groupId`. */
export async function scheduleWeek(db: Queryable, groupId: number, anyDay: string, timezone: string): Promise<ScheduleWeek> {
  if (!(await existing(db, { gruppo_id: groupId })).group) throw new HttpError(404, { code: 'UNKNOWN_GROUP', message: ScheduleError.UNKNOWN_GROUP });
  const weekStart = mondayOf(anyDay);
  const weekEnd = addDays(weekStart, 6);
  const members = await activeMembers(db, groupId);
  if (members.length === 0) return { week_start: weekStart, members: [] };
  const resolver = new PlanResolver(await loadPlanData(db, members.map((m) => m.id), weekStart, weekEnd), weekStart, weekEnd);
  const days = daysBetween(weekStart, weekEnd);
  return {
    week_start: weekStart,
    members: members.map((member) => ({
      user_id: member.id,
      full_name: member.full_name,
      username: member.username,
      days: days.map((date): ScheduleWeekDay => {
        // The day's kind by the same rule as its figures (an override holds on a holiday too); no punches needed.
        const {
          resolved,
          figures: { kind },
        } = planDay(resolver, member.id, date, timezone);
        return {
          date,
          kind,
          intervals: kind === 'working' && resolved.plan ? resolved.plan.intervals.map(({ start, end }) => ({ start, end })) : [],
          override: resolved.plan?.isOverride ?? false,
          holiday_name: resolved.holidayName,
          closure_name: resolved.closureName,
        };
      }),
    })),
  };
}
