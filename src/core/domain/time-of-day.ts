/**
 * Times of day of the work schedules (docs/behaviour.md, "Work schedules"): minutes from midnight as 'HH:MM', and an
 * interval as '09:00–13:00' (an end not after its start is the next day's: '22:00–06:00' is a night shift).
 */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function intervalText(interval: { start: number; end: number }): string {
  return `${timeOfDay(interval.start)}–${timeOfDay(interval.end)}`;
}
