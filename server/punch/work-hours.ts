/**
 * Whether a local time of day (HH:MM, in the business time zone) falls inside a location's work hours,
 * bounds included. A start after the end is a night shift (e.g. 22:00–06:00) spanning midnight.
 */
export function isWithinWorkHours(localTime: string, start: string, end: string): boolean {
  const time = localTime.slice(0, 5);
  const from = start.slice(0, 5);
  const to = end.slice(0, 5);
  return from <= to ? time >= from && time <= to : time >= from || time <= to;
}

/** Hours whose start is after their end (e.g. 22:00–06:00): a night shift, ending on the next day. */
export function spansMidnight(start: string, end: string): boolean {
  return start.slice(0, 5) > end.slice(0, 5);
}

/** Minutes since midnight of a time of day (HH:MM or HH:MM:SS). */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}
