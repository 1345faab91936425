/**
 * The days of one employee over the report's period (an expanded row of 'Report Presenze'), asked when the row opens:
 * the days with punches and the absences (planned time, no punches) by date, and the period's planned totals.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { PlannedTotals, WorkedDays } from '../../../core/contract';
import type { CalendarDate, DateRange, DisplayMessage } from '../../../core/domain';
import type { LoadAttendance } from '../../../core/use-cases/admin';
import { hasPlannedSplit, listedDays, type ListedDay } from '../../../core/use-cases/shared';
import type { SheetEmployee } from './attendance-sheet.store';

export const ATTENDANCE_DAYS_ERROR: DisplayMessage = { key: 'attendance.days.loadError' };

export class EmployeeDaysStore {
  worked: WorkedDays | null = null;
  isLoading = false;
  error: DisplayMessage | null = null;

  constructor(
    readonly employee: SheetEmployee,
    readonly period: DateRange,
    private readonly loadAttendance: LoadAttendance,
    /** The business day: a planned day without punches is an absence once it is over. */
    private readonly today: CalendarDate,
  ) {
    makeAutoObservable<EmployeeDaysStore, 'loadAttendance' | 'today'>(
      this,
      { loadAttendance: false, today: false, employee: false, period: false },
      { autoBind: true },
    );
  }

  /** Worked days and past absences, in date order. */
  get rows(): ListedDay[] {
    return this.worked ? listedDays(this.worked, this.today) : [];
  }

  /** The period's planned totals (null until the days are loaded). */
  get plannedTotals(): PlannedTotals | null {
    return this.worked?.planned_totals ?? null;
  }

  /** Whether the period plans anything: without, 'Ordinarie' and 'Straordinario' read '—' and no day says 'Senza orario'. */
  get hasPlan(): boolean {
    const totals = this.plannedTotals;
    return totals !== null && hasPlannedSplit(totals);
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    try {
      const worked = await this.loadAttendance.days(this.employee.userId, this.period);
      runInAction(() => (this.worked = worked));
    } catch {
      runInAction(() => (this.error = ATTENDANCE_DAYS_ERROR));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }
}
