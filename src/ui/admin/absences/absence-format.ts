/**
 * How the 'Assenze' tab words an absence (the admin's Italian formats): 'Mario Rossi (mario.rossi)', 'Dal 10/11 al
 * 11/11/2026 · 2 gg', 'Il 12/11/2026 dalle 09:00 alle 11:00 · 2 h'.
 */
import type { TFunction } from 'i18next';
import type { Absence, AbsenceUnit } from '../../../core/contract';
import { italianDate } from '../../../core/domain';
import { amountText } from '../../../core/use-cases/admin';

/** 'Mario Rossi (mario.rossi)', or the username alone. */
export function employeeOf(absence: Pick<Absence, 'full_name' | 'username'>): string {
  return absence.full_name.trim() ? `${absence.full_name} (${absence.username})` : absence.username;
}

/** An amount in its unit: '1 g', '2 gg', '7,5 h'. */
export function amountIn(t: TFunction, amount: number, unit: AbsenceUnit): string {
  // The count picks the plural; the amount is written the Italian way ('23,83 gg').
  return unit === 'days' ? t('adminAbsences.amount.days', { count: amount, amount: amountText(amount) }) : t('adminAbsences.amount.hours', { amount: amountText(amount) });
}

/** The days or hours: the first day without its year when both days share it. */
export function periodOf(t: TFunction, absence: Pick<Absence, 'start_date' | 'end_date' | 'start_time' | 'end_time'>): string {
  const { start_date: start, end_date: end } = absence;
  if (absence.start_time && absence.end_time) {
    return t('adminAbsences.period.hours', { day: italianDate(start), from: absence.start_time.slice(0, 5), to: absence.end_time.slice(0, 5) });
  }
  if (start === end) return t('adminAbsences.period.day', { day: italianDate(start) });
  const from = start.slice(0, 4) === end.slice(0, 4) ? italianDate(start).slice(0, 5) : italianDate(start);
  return t('adminAbsences.period.days', { from, to: italianDate(end) });
}

/** The period with its amount: 'Dal 10/11 al 11/11/2026 · 2 gg'. */
export function periodWithAmount(t: TFunction, absence: Absence): string {
  return `${periodOf(t, absence)} · ${amountIn(t, absence.amount, absence.unit)}`;
}
