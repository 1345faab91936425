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

/** Each time zone's clock as last read, for the rest of its minute: see readBusinessClock. */
const lastRead = new Map<string, { minute: number; today: string; localTime: string }>();

/**
 * The business clock at `at` (now unless given). Formatting a date in a time zone costs some microseconds, and every
 * punch of a morning rush reads the clock: the date and time of day are kept for the rest of their minute. Since 1972
 * every time zone's offset from UTC is a whole number of minutes (before, some local mean times had seconds), so a UTC
 * minute is one minute of the business clock too.
 */
export function readBusinessClock(timezone: string, at: Date = new Date()): BusinessClock {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastRead.get(timezone);
  if (last?.minute === minute) return { at, today: last.today, localTime: last.localTime };
  const parts: Record<string, string> = {};
  for (const part of formatOf(timezone).formatToParts(at)) parts[part.type] = part.value;
  const read = { minute, today: `${parts.year}-${parts.month}-${parts.day}`, localTime: `${parts.hour}:${parts.minute}` };
  lastRead.set(timezone, read);
  return { at, today: read.today, localTime: read.localTime };
}

/** The minute the punch's guard compares with the database's clock: 'yyyy-MM-dd HH:MM'. */
export function clockMinute(clock: BusinessClock): string {
  return `${clock.today} ${clock.localTime}`;
}
