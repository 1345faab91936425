/**
 * Today's calendar day for the user, from the Clock port.
 * Choice: the IANA time zone comes from DeviceEnvironment.timeZone() (the browser's own), and the
 * epoch ms are converted with Intl.DateTimeFormat in that zone: an explicit zone, no reliance on the process's
 * local time. An unknown zone falls back to UTC, which is off by at most one day around midnight.
 */
import type { CalendarDate } from '../../domain';
import type { Clock, DeviceEnvironment } from '../../ports';

export function calendarDayAt(epochMs: number, timeZone: string): CalendarDate {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  }
  const part = (type: 'year' | 'month' | 'day') => format.formatToParts(epochMs).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}` as CalendarDate;
}

/** Today in the user's zone. */
export class CalendarToday {
  constructor(
    private readonly clock: Clock,
    private readonly device: DeviceEnvironment,
  ) {}

  today(): CalendarDate {
    return calendarDayAt(this.clock.now(), this.device.timeZone());
  }
}
