/**
 * When a check-in left open is closed by the server (docs/behaviour.md, "Automatic close"). Pure: the plan resolved,
 * the instants given.
 *
 * - The planned end is the end of the last planned interval of the IN's business day, as the day computation makes it
 *   (server/schedules/day-figures.ts: a flexible entry band moves it with the day's first check-in; a night shift ends
 *   the next morning). A day with nothing planned (no template, 'Riposo', a holiday, a closure) has none: the IN is
 *   left alone, as it is when the IN came at or after the planned end (overtime with no end to guess).
 * - Due once `now` is AUTO_CHECKOUT_AFTER_HOURS or more after the planned end.
 */
import { computeDay } from '../schedules/day-figures';
import type { PlanResolver } from '../schedules/day-plan';

const HOUR_MS = 3_600_000;

export interface CheckInToJudge {
  userId: number;
  /** yyyy-MM-dd, the IN's business day. */
  businessDate: string;
  /** ms since the epoch. */
  inAt: number;
  /** The day's first IN, ms since the epoch. */
  firstInAt: number;
}

export type AutoCheckoutDecision =
  | { close: true; plannedEnd: number }
  | { close: false; reason: 'no_planned_end' | 'in_after_planned_end' | 'not_yet' };

export function autoCheckoutDecision(
  resolver: PlanResolver,
  checkIn: CheckInToJudge,
  { now, afterHours, timezone }: { now: number; afterHours: number; timezone: string },
): AutoCheckoutDecision {
  const resolved = resolver.resolve(checkIn.userId, checkIn.businessDate);
  // The open pairs only place the first check-in (the flexible band); nothing of the day's time is counted here.
  const pairs = [{ in: checkIn.firstInAt, out: null }, { in: checkIn.inAt, out: null }];
  const { kind, planned_end: plannedEnd } = computeDay({ date: checkIn.businessDate, timezone, ...resolved, pairs });
  if (kind !== 'working' || plannedEnd === null) return { close: false, reason: 'no_planned_end' };
  if (checkIn.inAt >= plannedEnd) return { close: false, reason: 'in_after_planned_end' };
  if (now < plannedEnd + afterHours * HOUR_MS) return { close: false, reason: 'not_yet' };
  return { close: true, plannedEnd };
}
