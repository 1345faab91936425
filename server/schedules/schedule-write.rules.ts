/**
 * What a schedule write must satisfy beyond its shape (the contract's schemas check that): pure decisions, each
 * answering the refusal's code and field, or null. The service turns a refusal into its 400 answer.
 */
import type { ScheduleDefinition, ScheduleErrorCode, TimeInterval, WeekdayInterval } from '../../src/core/contract';

export interface ScheduleRefusal {
  code: ScheduleErrorCode;
  field: string;
}

const DAY = 1440;
const WEEK = 7 * DAY;

/** An interval as minutes of the week from Monday 00:00; one ending after midnight ends on the next day. */
function weekSpan(i: WeekdayInterval): [number, number] {
  const from = (i.weekday - 1) * DAY + i.start;
  return [from, from + (i.end <= i.start ? i.end + DAY : i.end) - i.start];
}

function overlap(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/** Whether two of the spans overlap (a span past the week's end also wraps onto Monday). */
function anyOverlap(spans: Array<[number, number]>, cycle: number | null): boolean {
  for (let x = 0; x < spans.length; x++) {
    for (let y = x + 1; y < spans.length; y++) {
      const [a, b] = [spans[x]!, spans[y]!];
      if (overlap(a, b)) return true;
      if (cycle !== null && (overlap([a[0] - cycle, a[1] - cycle], b) || overlap(a, [b[0] - cycle, b[1] - cycle]))) return true;
    }
  }
  return false;
}

export function definitionRefusal(definition: ScheduleDefinition): ScheduleRefusal | null {
  if (definition.intervals.some((i) => i.start === i.end)) return { code: 'INTERVAL_EMPTY', field: 'intervals' };
  if (anyOverlap(definition.intervals.map(weekSpan), WEEK)) return { code: 'INTERVALS_OVERLAP', field: 'intervals' };
  const { flex_earliest_start: earliest, flex_latest_start: latest } = definition;
  if ((earliest === null) !== (latest === null)) return { code: 'FLEX_BAND_INVALID', field: 'flex_latest_start' };
  if (earliest !== null && latest !== null) {
    if (earliest > latest) return { code: 'FLEX_BAND_INVALID', field: 'flex_latest_start' };
    // The band moves each day's first interval: it must contain that start, or the plan could not be kept.
    for (let weekday = 1; weekday <= 7; weekday++) {
      const starts = definition.intervals.filter((i) => i.weekday === weekday).map((i) => i.start);
      if (starts.length > 0 && (Math.min(...starts) < earliest || Math.min(...starts) > latest)) {
        return { code: 'FLEX_BAND_INVALID', field: 'flex_earliest_start' };
      }
    }
  }
  return null;
}

/** A day's own shift ('Turno del giorno'): no empty interval, no two overlapping. */
export function dayIntervalsRefusal(intervals: readonly TimeInterval[]): ScheduleRefusal | null {
  if (intervals.some((i) => i.start === i.end)) return { code: 'INTERVAL_EMPTY', field: 'intervals' };
  const spans = intervals.map((i): [number, number] => [i.start, i.end <= i.start ? i.end + DAY : i.end]);
  return anyOverlap(spans, null) ? { code: 'INTERVALS_OVERLAP', field: 'intervals' } : null;
}

export function dateRangeRefusal(start: string, end: string | null | undefined, field = 'end_date'): ScheduleRefusal | null {
  return end != null && end < start ? { code: 'END_BEFORE_START', field } : null;
}

export function assignmentTargetRefusal(userId: number | null | undefined, groupId: number | null | undefined): ScheduleRefusal | null {
  return (userId == null) === (groupId == null) ? { code: 'ASSIGNMENT_TARGET', field: 'user_id' } : null;
}

/** A patron-saint day: a day of that month in a leap year (29 February holds in leap years only). */
export function patronDayRefusal(month: number, day: number): ScheduleRefusal | null {
  const last = new Date(Date.UTC(2024, month, 0)).getUTCDate();
  return day > last ? { code: 'INVALID_DAY', field: 'day' } : null;
}
