/**
 * Italy's national holidays ('festività nazionali') of any year, computed: Legge 27 maggio 1949 n. 260, art. 2, as in
 * force since 2001 (Legge 336/2000 gave 2 June back its own day; Legge 54/1977 had moved or abolished several), and
 * since 2026 the 4 October, 'festa nazionale di San Francesco d'Assisi', added by Legge 8 ottobre 2025 n. 151, in force
 * from 1 January 2026 (https://www.normattiva.it/uri-res/N2Ls?urn:nir:stato:legge:2025-10-08;151). Years before
 * 2001 get today's list too: attendance records are kept five years, no payroll here reaches back that far.
 * Pure: no clock, no database. A place's patron saint and company closures are not national: the plan loader adds them.
 */

export interface Holiday {
  /** yyyy-MM-dd */
  date: string;
  /** Italian name, as written on the screens and sheets. */
  name: string;
}

/** The year San Francesco d'Assisi (4 October) became a national holiday again. */
export const SAN_FRANCESCO_FROM_YEAR = 2026;

const FIXED: ReadonlyArray<readonly [month: number, day: number, name: string]> = [
  [1, 1, 'Capodanno'],
  [1, 6, 'Epifania'],
  [4, 25, 'Festa della Liberazione'],
  [5, 1, 'Festa del Lavoro'],
  [6, 2, 'Festa della Repubblica'],
  [8, 15, 'Ferragosto'],
  [11, 1, 'Ognissanti'],
  [12, 8, 'Immacolata Concezione'],
  [12, 25, 'Natale'],
  [12, 26, 'Santo Stefano'],
];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm, also known as Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The national holidays of `year`, in date order (Easter Sunday included: a Sunday, but named). */
export function italianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const [, em, ed] = easter.split('-').map(Number) as [number, number, number];
  const monday = new Date(Date.UTC(year, em - 1, ed + 1)).toISOString().slice(0, 10);
  const holidays: Holiday[] = FIXED.map(([month, day, name]) => ({ date: isoDate(year, month, day), name }));
  holidays.push({ date: easter, name: 'Pasqua' }, { date: monday, name: "Lunedì dell'Angelo" });
  if (year >= SAN_FRANCESCO_FROM_YEAR) holidays.push({ date: isoDate(year, 10, 4), name: "San Francesco d'Assisi" });
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/** The national holidays from `start` to `end` (yyyy-MM-dd, both included), by date. */
export function italianHolidaysBetween(start: string, end: string): Map<string, string> {
  const byDate = new Map<string, string>();
  for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year++) {
    for (const holiday of italianHolidays(year)) {
      if (holiday.date >= start && holiday.date <= end) byDate.set(holiday.date, holiday.name);
    }
  }
  return byDate;
}
