/**
 * The days of one employee over the report's period (an expanded row of 'Report Presenze'), asked when the row opens.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { WorkedDays } from '../../../core/contract';
import type { DateRange, DisplayMessage } from '../../../core/domain';
import type { LoadAttendance } from '../../../core/use-cases/admin';
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
  ) {
    makeAutoObservable<EmployeeDaysStore, 'loadAttendance'>(this, { loadAttendance: false, employee: false, period: false }, { autoBind: true });
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
