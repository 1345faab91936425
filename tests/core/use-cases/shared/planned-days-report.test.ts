/** Planned hours as 'Report Presenze' shows them (docs/behaviour.md, "Attendance report"): src/core/use-cases/shared/planned-days.ts. */
import type { PlannedDay, WorkedDay, WorkedDays } from '../../../../src/core/contract';
import { NO_PLANNED_TOTALS, plannedDay } from '../../../mothers';
import { failedDayChecks, flaggedCheckCounts, hasPlannedSplit, listedDays, plannedFigures } from '../../../../src/core/use-cases/shared';

function workedDay(date: string): WorkedDay {
  return {
    date,
    worked_minutes: 480,
    first_in: `${date}T08:00:00.000Z`,
    last_out: `${date}T16:00:00.000Z`,
    in_progress: false,
    flags: { missing_check_out: false, invalid: false, off_site: false, corrected: false },
    punches: [],
  };
}


function period(worked: WorkedDay[], planned?: PlannedDay[]): WorkedDays {
  return {
    start_date: '2025-01-10',
    end_date: '2025-01-13',
    days: worked,
    totals: { days_worked: worked.length, worked_minutes: 480 * worked.length, anomaly_days: 0 },
    planned_weeks: [],
    planned_totals: NO_PLANNED_TOTALS,
    planned_days: planned ?? [],
  };
}

describe("the open row's days of 'Report Presenze'", () => {
  it('lists worked days and absences (planned time, no punches) by date, leaving out rest days with nothing worked', () => {
    const friday = plannedDay('2025-01-10', { missing_minutes: 0, ordinary_minutes: 480, worked_minutes: 480 });
    const saturday = plannedDay('2025-01-11', { kind: 'rest', planned_minutes: 0, missing_minutes: 0 });
    const sundayWorked = plannedDay('2025-01-12', { kind: 'rest', planned_minutes: 0, missing_minutes: 0, overtime_minutes: 480 });
    const mondayAbsent = plannedDay('2025-01-13');
    const worked = [workedDay('2025-01-12'), workedDay('2025-01-10')];
    const rows = listedDays(period(worked, [friday, saturday, sundayWorked, mondayAbsent]), '2025-01-14');

    expect(rows.map(({ date, worked, planned }) => [date, worked !== null, planned])).toEqual([
      ['2025-01-10', true, friday],
      ['2025-01-12', true, sundayWorked],
      ['2025-01-13', false, mondayAbsent],
    ]);
  });

  it('leaves out today and the days to come without punches: not absences yet', () => {
    const todayWorked = plannedDay('2025-01-13', { missing_minutes: 0, ordinary_minutes: 480, worked_minutes: 480 });
    const rows = listedDays(period([workedDay('2025-01-13')], [plannedDay('2025-01-12'), todayWorked, plannedDay('2025-01-14')]), '2025-01-13');
    expect(rows.map(({ date, worked }) => [date, worked !== null])).toEqual([
      ['2025-01-12', false],
      ['2025-01-13', true],
    ]);
    expect(listedDays(period([], [plannedDay('2025-01-13')]), '2025-01-13')).toEqual([]);
  });

  it('lists the worked days alone when the answer carries no planned days', () => {
    const rows = listedDays(period([workedDay('2025-01-10')]), '2025-01-14');
    expect(rows).toEqual([{ date: '2025-01-10', worked: workedDay('2025-01-10'), planned: null }]);
  });

  it("keeps a day's non-zero figures in the screen's order and its checks (art. 7, 8, 9)", () => {
    const day = plannedDay('2025-01-13', {
      missing_minutes: 25,
      late_minutes: 25,
      night_minutes: 60,
      checks: { short_rest_minutes: 540, no_break_minutes: null, no_weekly_rest: true },
    });
    expect(plannedFigures(day)).toEqual([
      { figure: 'planned', minutes: 480 },
      { figure: 'late', minutes: 25 },
      { figure: 'missing', minutes: 25 },
      { figure: 'night', minutes: 60 },
    ]);
    expect(failedDayChecks(day)).toEqual(['shortRest', 'noWeeklyRest']);
    expect(failedDayChecks(plannedDay('2025-01-13'))).toEqual([]);
  });
});

describe("the period's totals", () => {
  it('counts only the checks flagged at least once', () => {
    expect(flaggedCheckCounts(NO_PLANNED_TOTALS)).toEqual([]);
    expect(flaggedCheckCounts({ ...NO_PLANNED_TOTALS, short_rest_days: 2, over_average_weeks: 1 })).toEqual([
      { check: 'shortRest', count: 2 },
      { check: 'overAverage', count: 1 },
    ]);
  });

  it('has no ordinary/overtime split when nothing is planned and nothing is overtime (no template in force)', () => {
    expect(hasPlannedSplit(NO_PLANNED_TOTALS)).toBe(false);
    expect(hasPlannedSplit({ ...NO_PLANNED_TOTALS, planned_minutes: 480 })).toBe(true);
    // Only overtime: a template in force on a period of holidays worked anyway.
    expect(hasPlannedSplit({ ...NO_PLANNED_TOTALS, overtime_minutes: 30 })).toBe(true);
  });
});
