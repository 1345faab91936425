/**
 * The attendance report as CSV (docs/behaviour.md, "Attendance report"): one line per employee and day with punches
 * or with planned time, Italian headers, days and times in the business time zone, worked time as the screens write
 * it (h:mm) and as a decimal number of hours for spreadsheets, then the day computation's figures (h:mm, as 'Ore
 * lavorate') and the working-time checks ('Sì'). UTF-8 with BOM and ';' come from server/csv-export/csv.ts. The new
 * columns come after the old ones, so a spreadsheet that reads the old columns by position keeps working.
 */
import type { PlannedDay } from '../../src/core/contract';
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
  'Teorico',
  'Ordinarie',
  'Straordinario',
  'Ritardo',
  'Uscita anticipata',
  'Ore mancanti',
  'Notturno',
  'Festivo',
  'Riposo giornaliero < 11 h',
  'Oltre 6 h senza pausa',
  'Nessun riposo di 24 h in 7 giorni',
  'Media settimanale oltre 48 h',
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
  const clock = WallClock.of(timezone);
  return csvChunks(HEADER, batches, ({ employee, date, day, planned, week }): CsvCell[] => [
    employee.last_name,
    employee.first_name,
    employee.username,
    employee.employee_id,
    employee.gruppo,
    italianDate(date),
    ITALIAN_WEEKDAYS[weekdayOf(date)]!,
    day?.first_in == null ? null : clock.time(day.first_in),
    day?.last_out == null ? null : clock.time(day.last_out),
    formatWorkedMinutes(day?.worked_minutes ?? 0),
    formatWorkedHoursDecimal(day?.worked_minutes ?? 0),
    flagCell(day?.flags.missing_check_out ?? false),
    flagCell(day?.flags.invalid ?? false),
    flagCell(day?.flags.off_site ?? false),
    flagCell(day?.flags.corrected ?? false),
    ...PLANNED_FIGURES.map((figure) => formatWorkedMinutes(planned?.[figure] ?? 0)),
    flagCell(planned?.checks.short_rest_minutes != null),
    flagCell(planned?.checks.no_break_minutes != null),
    flagCell(planned?.checks.no_weekly_rest ?? false),
    flagCell(week?.over_average_limit ?? false),
  ]);
}

/** The day computation's figures, in the order of their columns. */
const PLANNED_FIGURES = [
  'planned_minutes',
  'ordinary_minutes',
  'overtime_minutes',
  'late_minutes',
  'early_exit_minutes',
  'missing_minutes',
  'night_minutes',
  'holiday_minutes',
] as const satisfies ReadonlyArray<keyof PlannedDay>;
