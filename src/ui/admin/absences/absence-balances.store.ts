/**
 * 'Saldi' (docs/behaviour.md, "Absences in the admin panel"): the balances of one employee for one year (the current
 * year unless another is chosen), and the dialog that sets a type's 'Spettanza annua' and 'Riporto'. Nothing loads
 * until an employee is chosen; only the answer to the latest choice is shown.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AbsenceBalance } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { ManageBalances } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import type { TimedMessage } from '../../shared/timed-message';
import type { UserFilterStore } from '../activities/user-filter.store';
import { saveListForm } from '../shared/list-changes';
import { BalanceForm } from './balance.form';

export const BALANCES_LOAD_ERROR: DisplayMessage = { key: 'adminAbsences.balances.loadError' };

export class AbsenceBalancesStore {
  userId: number | null = null;
  year: number;
  balances: AbsenceBalance[] = [];
  isLoading = false;
  error: DisplayMessage | null = null;
  form: BalanceForm | null = null;
  private run = 0;

  constructor(
    private readonly manage: ManageBalances,
    private readonly refresher: ListRefresher,
    /** The 'Dipendente' select's search. */
    readonly users: UserFilterStore,
    private readonly currentYear: () => number,
    /** The tab's success message, shared by its sections. */
    readonly notice: TimedMessage,
  ) {
    this.year = currentYear();
    makeAutoObservable<AbsenceBalancesStore, 'manage' | 'refresher' | 'currentYear' | 'run'>(
      this,
      { manage: false, refresher: false, users: false, currentYear: false, run: false, notice: false },
      { autoBind: true },
    );
  }

  /** The years offered: two back, this one, the next. */
  get years(): number[] {
    const now = this.currentYear();
    return [now - 2, now - 1, now, now + 1];
  }

  reset(): void {
    this.userId = null;
    this.year = this.currentYear();
    this.balances = [];
    this.error = null;
    this.form = null;
  }

  setUser(userId: number | null): Promise<void> {
    this.userId = userId;
    void this.users.select(userId);
    return this.load();
  }

  setYear(year: number): Promise<void> {
    this.year = year;
    return this.load();
  }

  clearError(): void {
    this.error = null;
  }

  /** The employee's balances of the year; a quiet reload (ListRefresher's second one) shows no busy table. */
  async load(mode?: ReloadMode): Promise<void> {
    const run = ++this.run;
    const { userId, year } = this;
    if (userId === null) {
      this.balances = [];
      this.isLoading = false;
      return;
    }
    if (!mode?.quiet) this.isLoading = true;
    try {
      const answer = await this.manage.load(userId, year);
      runInAction(() => {
        if (run !== this.run) return;
        this.balances = answer.balances;
        this.error = null;
      });
    } catch {
      runInAction(() => {
        if (run !== this.run) return;
        this.balances = [];
        this.error = BALANCES_LOAD_ERROR;
      });
    } finally {
      runInAction(() => {
        if (run === this.run) this.isLoading = false;
      });
    }
  }

  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  openEdit(balance: AbsenceBalance): void {
    if (this.userId !== null) this.form = new BalanceForm(this.manage, this.userId, balance);
  }

  closeForm(): void {
    if (!this.form?.isSaving) this.form = null;
  }

  saveForm(): Promise<boolean> {
    const messages = { created: 'adminAbsences.balances.saved', updated: 'adminAbsences.balances.saved' };
    return saveListForm(this, this.form, messages, () => (this.form = null));
  }
}
