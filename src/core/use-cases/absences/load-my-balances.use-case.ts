/**
 * 'Saldo ferie e permessi' (docs/behaviour.md, "My absences"): the signed-in employee's balances of the current year,
 * one per type that draws on one (ferie, ROL, ex festività), as the server computed them (GET /api/absences/balances/).
 */
import { AbsencePaths, type AbsenceBalance, type AbsenceBalances } from '../../contract';
import { withQuery, type ApiClient } from '../api';
import type { CalendarToday } from '../shared';

export class LoadMyBalances {
  constructor(
    private readonly api: ApiClient,
    private readonly calendar: CalendarToday,
  ) {}

  /** This year, in the user's zone. */
  currentYear(): number {
    return Number(this.calendar.today().slice(0, 4));
  }

  /** The year's balances worth showing (balancesInUse). */
  async execute(year: number = this.currentYear()): Promise<AbsenceBalances> {
    const answer = await this.api.get<AbsenceBalances>(withQuery(AbsencePaths.myBalances, { year }));
    return { ...answer, balances: balancesInUse(answer.balances) };
  }
}

/**
 * The balances that say something: a type with a balance but nothing entitled, carried, taken or asked for this year
 * (ex festività where the contract gives none) would be a card of zeros; with none left, the screen says that no
 * balance is set.
 */
export function balancesInUse(balances: readonly AbsenceBalance[]): AbsenceBalance[] {
  return balances.filter(
    (balance) =>
      balance.yearly_entitlement !== 0 ||
      balance.carry_over !== 0 ||
      balance.accrued !== 0 ||
      balance.used !== 0 ||
      balance.approved_future !== 0 ||
      balance.pending !== 0 ||
      balance.remaining !== 0,
  );
}

/** The balance a type draws on, if it has one this year. */
export function balanceOfType(balances: readonly AbsenceBalance[], typeId: number | null): AbsenceBalance | null {
  return typeId === null ? null : (balances.find((balance) => balance.absence_type_id === typeId) ?? null);
}
