/**
 * A balance of holidays or leave for one year (docs/behaviour.md, "Balances"), in the type's unit. Pure: the
 * entitlements and the absences' sums in, the figures out; 'today' is given.
 * - Spettanza annua: the year's entitlement row, or 0.
 * - Riporto: entered by an administrator, or what the previous year left at its end (its carry-over, plus its whole
 *   entitlement, less every absence approved in it), back to the earliest year with a row (nothing before it).
 * - Maturato: the entitlement accrued month by month, through the current month (a past year: all of it; a year to
 *   come: nothing).
 * - Goduto: approved absences starting in the year, on or before today; Pianificato: approved ones starting later;
 *   In attesa: pending ones. An absence counts in the year it starts.
 * - Residuo: riporto + maturato − goduto − pianificato.
 */
import type { AbsenceBalance, AbsenceType } from '../../src/core/contract';
import { yearOf } from './absence-dates';

export interface EntitlementRow {
  typeId: number;
  year: number;
  yearly: number;
  /** null: computed from the previous year. */
  carryOver: number | null;
}

/** The absences of one type starting in one year, summed by how they count. */
export interface YearSums {
  typeId: number;
  year: number;
  used: number;
  future: number;
  pending: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Each balance type's figures for `year`, as seen on `today` (yyyy-MM-dd). */
export function balancesOf(
  types: ReadonlyArray<Pick<AbsenceType, 'id' | 'code' | 'name' | 'unit'>>,
  entitlements: readonly EntitlementRow[],
  sums: readonly YearSums[],
  year: number,
  today: string,
): AbsenceBalance[] {
  const currentYear = yearOf(today);
  const currentMonth = Number(today.slice(5, 7));
  return types.map((type) => {
    const rows = new Map(entitlements.filter((e) => e.typeId === type.id).map((e) => [e.year, e]));
    const sumOf = (y: number) => sums.find((s) => s.typeId === type.id && s.year === y);
    const earliest = rows.size > 0 ? Math.min(...rows.keys()) : null;
    const carryOf = (y: number): number => {
      const entered = rows.get(y)?.carryOver;
      if (entered !== null && entered !== undefined) return entered;
      if (earliest === null || y <= earliest) return 0;
      const previous = y - 1;
      const s = sumOf(previous);
      return carryOf(previous) + (rows.get(previous)?.yearly ?? 0) - (s ? s.used + s.future : 0);
    };
    const yearly = rows.get(year)?.yearly ?? 0;
    const months = year < currentYear ? 12 : year > currentYear ? 0 : currentMonth;
    const carry = round2(carryOf(year));
    const accrued = round2((yearly * months) / 12);
    const s = sumOf(year);
    const used = round2(s?.used ?? 0);
    const future = round2(s?.future ?? 0);
    return {
      absence_type_id: type.id,
      code: type.code,
      name: type.name,
      unit: type.unit,
      year,
      yearly_entitlement: yearly,
      carry_over: carry,
      carry_over_entered: rows.get(year)?.carryOver != null,
      accrued,
      used,
      approved_future: future,
      pending: round2(s?.pending ?? 0),
      remaining: round2(carry + accrued - used - future),
    };
  });
}
