/**
 * Days of approved absence in the lists of days ('Report Presenze', 'Le mie ore'; docs/behaviour.md, "Attendance
 * report"): src/core/use-cases/shared/planned-days.ts.
 */
import type { DayAbsence, WorkedDays } from '../../../../src/core/contract';
import { NO_PLANNED_TOTALS, plannedDay } from '../../../mothers';
import { listedDays } from '../../../../src/core/use-cases/shared';

const FERIE: DayAbsence = { absence_id: 5, code: 'FE', name: 'Ferie', minutes: 480, whole_day: true, counts_as_work: false };

describe('listedDays with approved absences', () => {
  it('lists a day of ferie, which misses nothing, past or to come, and still leaves out a plain day to come', () => {
    const pastFerie = plannedDay('2025-01-10', { missing_minutes: 0, absences: [FERIE], absence_minutes: 480 });
    const futureFerie = plannedDay('2025-01-16', { missing_minutes: 0, absences: [{ ...FERIE, absence_id: 6 }], absence_minutes: 480 });
    const period: WorkedDays = {
      start_date: '2025-01-10',
      end_date: '2025-01-17',
      days: [],
      totals: { days_worked: 0, worked_minutes: 0, anomaly_days: 0 },
      planned_weeks: [],
      planned_totals: NO_PLANNED_TOTALS,
      planned_days: [pastFerie, futureFerie, plannedDay('2025-01-17')],
    };

    expect(listedDays(period, '2025-01-15').map(({ date, planned }) => [date, planned?.absences[0]?.code])).toEqual([
      ['2025-01-10', 'FE'],
      ['2025-01-16', 'FE'],
    ]);
  });
});
