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
