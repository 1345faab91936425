/**
 * How 'Le mie assenze' writes amounts and periods (docs/behaviour.md, "My absences"): days as '12 gg' ('2,5 gg', a
 * comma for decimals), hours as 'h:mm h' ('16:00 h', '-2:30 h' for a balance gone below zero); an absence's days as
 * 'Dal 10/11 al 11/11/2026' or 'Il 12/11/2026', its hours as 'Il 12/11/2026 dalle 09:00 alle 11:00'.
 */
import type { Absence, AbsenceUnit } from '../../core/contract';
import { formatCalendarDate, formatDayMonth } from '../history/date-format';

type Translate = (key: string, values?: Record<string, string>) => string;

/** '12', '2,5', '0,25' (at most two decimals, no trailing zeros). */
function italianNumber(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** Hours (decimal) as 'h:mm', signed. */
function hoursAndMinutes(hours: number): string {
  const minutes = Math.round(Math.abs(hours) * 60);
  const sign = hours < 0 && minutes > 0 ? '-' : '';
  return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** An amount in its type's unit: '12 gg', '2,5 gg', '16:00 h'. */
export function formatAmount(amount: number, unit: AbsenceUnit, t: Translate): string {
  return unit === 'days' ? t('absences.units.days', { value: italianNumber(amount) }) : t('absences.units.hours', { value: hoursAndMinutes(amount) });
}

/**
 * When an absence is: 'Il 12/11/2026' for one day, 'Dal 10/11 al 11/11/2026' within a year ('Dal 30/12/2026 al
 * 02/01/2027' across one), and a range of hours 'Il 12/11/2026 dalle 09:00 alle 11:00'.
 */
export function formatAbsencePeriod(absence: Pick<Absence, 'start_date' | 'end_date' | 'start_time' | 'end_time'>, t: Translate): string {
  const { start_date: start, end_date: end, start_time: from, end_time: to } = absence;
  if (from && to) return t('absences.period.hours', { day: formatCalendarDate(start), from, to });
  if (start === end) return t('absences.period.oneDay', { day: formatCalendarDate(start) });
  const first = start.slice(0, 4) === end.slice(0, 4) ? formatDayMonth(start) : formatCalendarDate(start);
  return t('absences.period.days', { from: first, to: formatCalendarDate(end) });
}

/** The line of one request: 'Dal 10/11 al 11/11/2026 · 2 gg'. */
export function formatAbsenceLine(absence: Absence, t: Translate): string {
  return `${formatAbsencePeriod(absence, t)} · ${formatAmount(absence.amount, absence.unit, t)}`;
}
