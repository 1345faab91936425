/**
 * The edit dialog of one balance in 'Saldi' (docs/behaviour.md, "Absences in the admin panel"): 'Spettanza annua'
 * (required) and 'Riporto anno precedente' (empty: the server computes it from what last year left).
 */
import { makeAutoObservable } from 'mobx';
import type { AbsenceBalance } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { balanceDraftOf, entitlementInputOf, type BalanceDraft, type ManageBalances } from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';

export class BalanceForm {
  readonly draft: BalanceDraft;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly isNew = false;

  constructor(
    private readonly balances: ManageBalances,
    readonly userId: number,
    readonly balance: AbsenceBalance,
  ) {
    this.draft = balanceDraftOf(balance);
    makeAutoObservable<BalanceForm, 'balances'>(this, { balances: false, userId: false, balance: false }, { autoBind: true });
  }

  setEntitlement(text: string): void {
    this.draft.yearlyEntitlement = text;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'yearly_entitlement');
  }

  setCarryOver(text: string): void {
    this.draft.carryOver = text;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'carry_over');
  }

  async submit(): Promise<boolean> {
    const { write, errors } = entitlementInputOf(this.draft, this.balance);
    const saved = await submitForm(
      this,
      () => errors,
      async () => {
        await this.balances.setEntitlement(this.userId, write!);
        return true;
      },
      'adminAbsences.balances.saveError',
    );
    return saved === true;
  }
}
