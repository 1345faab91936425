/**
 * 'Saldi' (docs/behaviour.md, "Absences in the admin panel"): one employee's balances of holidays and leave for one
 * year, as the server computes them, and what an administrator sets of them: the yearly entitlement ('Spettanza
 * annua') and the carry-over from the year before ('Riporto anno precedente'), which left empty the server computes
 * from what the previous year left.
 */
import { AbsencePaths, type AbsenceBalance, type AbsenceBalances, type BalanceEntitlementInput } from '../../contract';
import type { DisplayMessage } from '../../domain/display-message';
import { ValidationKey } from '../../domain/validation/validation-keys';
import { withQuery, type ApiClient } from '../api';

/** The contract's bounds of the amounts set. */
export const ENTITLEMENT_RANGE = { min: 0, max: 9999 } as const;
export const CARRY_OVER_RANGE = { min: -9999, max: 9999 } as const;

/** The dialogs' own message (its text in the UI's admin absences catalogue). */
export const BalanceDraftKey = { range: 'adminAbsences.validation.amountRange' } as const;

export interface BalanceDraft {
  /** As typed: '26', '7,5'. */
  yearlyEntitlement: string;
  /** As typed; '' lets the server compute it. */
  carryOver: string;
}

/** A balance's figures as the dialog opens on them: the carry-over only when entered (else empty: computed). */
export function balanceDraftOf(balance: AbsenceBalance): BalanceDraft {
  return {
    yearlyEntitlement: amountText(balance.yearly_entitlement),
    carryOver: balance.carry_over_entered ? amountText(balance.carry_over) : '',
  };
}

/** What to send for `balance`'s type and year, or each refused field's reason. */
export function entitlementInputOf(
  draft: BalanceDraft,
  balance: Pick<AbsenceBalance, 'absence_type_id' | 'year'>,
): { write: BalanceEntitlementInput | null; errors: Record<string, DisplayMessage> } {
  const errors: Record<string, DisplayMessage> = {};
  const entitlement = amountOf(draft.yearlyEntitlement, ENTITLEMENT_RANGE, errors, 'yearly_entitlement', true);
  const carryOver = amountOf(draft.carryOver, CARRY_OVER_RANGE, errors, 'carry_over', false);
  if (Object.keys(errors).length > 0 || entitlement === null) return { write: null, errors };
  return { write: { absence_type_id: balance.absence_type_id, year: balance.year, yearly_entitlement: entitlement, carry_over: carryOver }, errors };
}

/** An amount as the Italian field shows it: '7,5', '26'. */
export function amountText(amount: number): string {
  return String(Math.round(amount * 100) / 100).replace('.', ',');
}

const DECIMAL = /^-?\d+([.,]\d{1,2})?$/;

function amountOf(text: string, range: { min: number; max: number }, errors: Record<string, DisplayMessage>, field: string, required: boolean): number | null {
  const trimmed = text.trim();
  if (trimmed === '') {
    if (required) errors[field] = { key: ValidationKey.required };
    return null;
  }
  if (!DECIMAL.test(trimmed)) {
    errors[field] = { key: ValidationKey.notANumber };
    return null;
  }
  const amount = Number(trimmed.replace(',', '.'));
  if (amount < range.min || amount > range.max) {
    errors[field] = { key: BalanceDraftKey.range, params: { min: range.min, max: range.max } };
    return null;
  }
  return amount;
}

export class ManageBalances {
  constructor(private readonly api: ApiClient) {}

  load(userId: number, year: number): Promise<AbsenceBalances> {
    return this.api.get<AbsenceBalances>(withQuery(AbsencePaths.userBalances(userId), { year }));
  }

  /** The balances are asked again afterwards (load): what the server answers here is not relied on. */
  async setEntitlement(userId: number, input: BalanceEntitlementInput): Promise<void> {
    await this.api.put<unknown>(AbsencePaths.userBalances(userId), input);
  }
}
