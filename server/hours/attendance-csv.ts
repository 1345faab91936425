/**
 * The attendance report as CSV (docs/behaviour.md, "Attendance report"): one line per employee and day with punches,
 * Italian headers, days and times in the business time zone, worked time as the screens write it (h:mm) and as a
 * decimal number of hours for spreadsheets. UTF-8 with BOM and ';' come from server/csv-export/csv.ts.
 */
import { formatWorkedHoursDecimal, formatWorkedMinutes, italianDate, weekdayOf } from '../../src/core/domain';
import { csvChunks, type CsvCell } from '../csv-export/csv';
import type { AttendanceDayLine } from './attendance.service';
import { WallClock } from './wall-clock';
import type { WorkedDaysRange } from './worked-days.query';

const HEADER = [
  'Cognome',
  'Nome',
  'Username',
  'ID Dipendente',
  'Gruppo',
  'Data',
  'Giorno',
  'Prima entrata',
  'Ultima uscita',
  'Ore lavorate',
  'Ore (decimali)',
  'Uscita mancante',
  'Timbratura non valida',
  'Fuori sede',
  'Corretta',
];

/** Sunday first, as weekdayOf counts. */
export const ITALIAN_WEEKDAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'];

/** A flag's cell: 'Sì' when set, empty otherwise, so the days that need a look stand out. */
const flagCell = (value: boolean): string => (value ? 'Sì' : '');

/** presenze-2026-11-01-2026-11-30.csv */
export function attendanceCsvFileName(range: WorkedDaysRange): string {
  return `presenze-${range.start_date}-${range.end_date}.csv`;
}

/** The document, written a batch of lines at a time; `timezone` is APP_TIMEZONE. */
export function attendanceCsv(batches: AsyncIterable<AttendanceDayLine[]>, timezone: string): AsyncGenerator<Buffer> {
  const clock = new WallClock(timezone);
  return csvChunks(HEADER, batches, ({ employee, day }): CsvCell[] => [
    employee.last_name,
    employee.first_name,
    employee.username,
    employee.employee_id,
    employee.gruppo,
    italianDate(day.date),
    ITALIAN_WEEKDAYS[weekdayOf(day.date)]!,
    day.first_in === null ? null : clock.time(day.first_in),
    day.last_out === null ? null : clock.time(day.last_out),
    formatWorkedMinutes(day.worked_minutes),
    formatWorkedHoursDecimal(day.worked_minutes),
    flagCell(day.flags.missing_check_out),
    flagCell(day.flags.invalid),
    flagCell(day.flags.off_site),
    flagCell(day.flags.corrected),
  ]);
}

