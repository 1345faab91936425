/**
 * The business clock (APP_TIMEZONE) read by this server, for a punch decided from a remembered context
 * (remembered-contexts.ts). The punch's INSERT then checks that the database's clock shows the same minute
 * (punch-insert.sql.ts, the guard): the database's clock stays the punch's clock, and a decision is never made on a
 * minute the database would not agree with.
 */

export interface BusinessClock {
  /** The instant read. */
  at: Date;
  /** yyyy-MM-dd in the business time zone. */
  today: string;
  /** HH:MM in the business time zone. */
  localTime: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timezone: string): Intl.DateTimeFormat {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timezone, format);
  }
  return format;
}

export function readBusinessClock(timezone: string, at: Date = new Date()): BusinessClock {
  const parts: Record<string, string> = {};
  for (const part of formatOf(timezone).formatToParts(at)) parts[part.type] = part.value;
  return { at, today: `${parts.year}-${parts.month}-${parts.day}`, localTime: `${parts.hour}:${parts.minute}` };
}

/** The minute the punch's guard compares with the database's clock: 'yyyy-MM-dd HH:MM'. */
export function clockMinute(clock: BusinessClock): string {
  return `${clock.today} ${clock.localTime}`;
}
