/**
 * Calendar days as 'yyyy-MM-dd' strings, computed with plain arithmetic on year/month/day:
 * no Date object, so no time zone can shift a day (the "today" comes from the Clock port).
 */
export type CalendarDate = string;

interface Ymd {
  year: number;
  month: number; // 1..12
  day: number;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether the text is a real day in 'yyyy-MM-dd' form. */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function parse(d: CalendarDate): Ymd {
  if (!isCalendarDate(d)) throw new RangeError(`Not a calendar date (yyyy-MM-dd): '${d}'`);
  const [year, month, day] = d.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export function calendarDate(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// Days since 1970-01-01 and back: the proleptic Gregorian "days from civil" algorithm (H. Hinnant).
function toDayNumber({ year, month, day }: Ymd): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): Ymd {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** The day n days after d (n may be negative). */
export function addDays(d: CalendarDate, n: number): CalendarDate {
  const { year, month, day } = fromDayNumber(toDayNumber(parse(d)) + n);
  return calendarDate(year, month, day);
}

/** dd/MM/yyyy, the Italian way of writing a day (the CSVs, the notifications). */
export function italianDate(d: CalendarDate): string {
  const [year, month, day] = d.split('-');
  return `${day}/${month}/${year}`;
}

/** Day of the week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(d: CalendarDate): number {
  return (((toDayNumber(parse(d)) + 4) % 7) + 7) % 7;
}

export function firstDayOfMonth(d: CalendarDate): CalendarDate {
  const { year, month } = parse(d);
  return calendarDate(year, month, 1);
}

export function lastDayOfMonth(d: CalendarDate): CalendarDate {
  const { year, month } = parse(d);
  return calendarDate(year, month, daysInMonth(year, month));
}

/** Any day of the month before d's month (January → December of the year before). */
export function previousMonthOf(d: CalendarDate): CalendarDate {
  return addDays(firstDayOfMonth(d), -1);
}
