/**
 * 'Calendario assenze' (docs/behaviour.md, "Absences in the admin panel"): one month of who is away, for everyone or
 * one group; opens on the current month, moves a month at a time either way. Only the answer to the latest month and
 * group asked is shown.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import { absenceGrid, type AbsenceGrid, type LoadAbsenceCalendar } from '../../../core/use-cases/admin';
import { addMonths, type YearMonth } from '../../../core/use-cases/hours';

export const CALENDAR_LOAD_ERROR: DisplayMessage = { key: 'adminAbsences.calendar.loadError' };

export class AbsenceCalendarStore {
  month: YearMonth;
  groupId: number | null = null;
  grid: AbsenceGrid | null = null;
  isLoading = false;
  error: DisplayMessage | null = null;
  private run = 0;

  constructor(private readonly calendar: LoadAbsenceCalendar) {
    this.month = calendar.currentMonth();
    makeAutoObservable<AbsenceCalendarStore, 'calendar' | 'run'>(this, { calendar: false, run: false }, { autoBind: true });
  }

  /** A new visit: this month, everyone. */
  reset(): void {
    this.month = this.calendar.currentMonth();
    this.groupId = null;
    this.grid = null;
    this.error = null;
  }

  clearError(): void {
    this.error = null;
  }

  goToPreviousMonth(): Promise<void> {
    this.month = addMonths(this.month, -1);
    return this.load();
  }

  goToNextMonth(): Promise<void> {
    this.month = addMonths(this.month, 1);
    return this.load();
  }

  setGroup(groupId: number | null): Promise<void> {
    this.groupId = groupId;
    return this.load();
  }

  async load(): Promise<void> {
    const run = ++this.run;
    this.isLoading = true;
    try {
      const answer = await this.calendar.execute(this.month, this.groupId);
      runInAction(() => {
        if (run !== this.run) return;
        this.grid = absenceGrid(answer);
        this.error = null;
      });
    } catch {
      runInAction(() => {
        if (run !== this.run) return;
        this.grid = null;
        this.error = CALENDAR_LOAD_ERROR;
      });
    } finally {
      runInAction(() => {
        if (run === this.run) this.isLoading = false;
      });
    }
  }
}
