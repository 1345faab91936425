/** Planned hours as 'Le mie ore' shows them (docs/behaviour.md, "My hours"): src/core/use-cases/shared/planned-days.ts. */
import { failedDayChecks, listedDays, periodHasPlan, plannedFigures } from '../../../../src/core/use-cases/shared';
import { fullDay, missingCheckOutDay, monthOf, plannedDay, unplannedDay, withPlan } from '../hours/worked-days.mother';

const TODAY = '2025-01-15';

describe('listedDays', () => {
  it('lists the days with punches beside their planned day, and the past absences that miss time, by date', () => {
    const month = withPlan(monthOf([fullDay('2025-01-10'), missingCheckOutDay('2025-01-13')], '2025-01-01', '2025-01-31'), [
      plannedDay('2025-01-09', { missing_minutes: 480 }), // absent
      plannedDay('2025-01-10', { worked_minutes: 540, ordinary_minutes: 480, overtime_minutes: 60 }),
      unplannedDay('2025-01-11'), // Saturday, nothing planned: not listed
      unplannedDay('2025-01-06', 'holiday', { holiday_name: 'Epifania' }), // a holiday without punches: not listed
      plannedDay('2025-01-13', { missing_minutes: 480, missing_check_out: true }),
      plannedDay('2025-01-14', { missing_minutes: 0, worked_minutes: 480 }), // no punches but nothing missing: not listed
      plannedDay('2025-01-15', { missing_minutes: 480 }), // today: not over yet
      plannedDay('2025-01-16', { missing_minutes: 480 }), // the future misses nothing
    ]);

    const days = listedDays(month, TODAY);

    expect(days.map((d) => [d.date, d.worked !== null, d.planned?.date ?? null])).toEqual([
      ['2025-01-09', false, '2025-01-09'],
      ['2025-01-10', true, '2025-01-10'],
      ['2025-01-13', true, '2025-01-13'],
    ]);
    expect(days[1]!.planned!.overtime_minutes).toBe(60);
  });

  it('lists the punched days alone, without planned figures, when the answer lists no planned day', () => {
    const month = monthOf([fullDay('2025-01-10'), fullDay('2025-01-14')], '2025-01-01', '2025-01-31');
    expect(listedDays(month, TODAY)).toEqual([
      { date: '2025-01-10', worked: month.days[0], planned: null },
      { date: '2025-01-14', worked: month.days[1], planned: null },
    ]);
  });
});

describe('periodHasPlan', () => {
  const empty = monthOf([fullDay('2025-01-10')], '2025-01-01', '2025-01-31');

  it('is a plan when something is planned', () => {
    expect(periodHasPlan(withPlan(empty, [plannedDay('2025-01-10'), unplannedDay('2025-01-11')]))).toBe(true);
  });

  it('is a plan when a template is in force even if every working day planned nothing', () => {
    expect(periodHasPlan(withPlan(empty, [plannedDay('2025-01-10', { planned_minutes: 0 })]))).toBe(true);
  });

  it('is none without a template in force, nor with nothing planned and no working day', () => {
    expect(periodHasPlan(withPlan(empty, [unplannedDay('2025-01-10', 'unscheduled', { worked_minutes: 540 })]))).toBe(false);
    expect(periodHasPlan(empty)).toBe(false);
  });
});

describe('plannedFigures', () => {
  it("names 'Teorico' when planned and every other figure only when not zero, in the order of the table", () => {
    const day = plannedDay('2025-01-10', { overtime_minutes: 30, late_minutes: 25, missing_minutes: 25, night_minutes: 0, early_exit_minutes: 0 });
    expect(plannedFigures(day)).toEqual([
      { figure: 'planned', minutes: 480 },
      { figure: 'overtime', minutes: 30 },
      { figure: 'late', minutes: 25 },
      { figure: 'missing', minutes: 25 },
    ]);
  });

  it('the shift still in progress shows no early exit or missing time yet, only what is known', () => {
    const today = plannedDay('2025-01-15', { in_progress: true, late_minutes: 15, missing_minutes: 480, early_exit_minutes: 480 });
    expect(plannedFigures(today)).toEqual([
      { figure: 'planned', minutes: 480 },
      { figure: 'late', minutes: 15 },
    ]);
  });

  it('on a day without a plan, only what was worked at night or on a holiday', () => {
    const sunday = unplannedDay('2025-01-12', 'rest', { worked_minutes: 240, overtime_minutes: 240, holiday_minutes: 240, night_minutes: 60 });
    expect(plannedFigures(sunday)).toEqual([
      { figure: 'overtime', minutes: 240 },
      { figure: 'night', minutes: 60 },
      { figure: 'holiday', minutes: 240 },
    ]);
    expect(plannedFigures(unplannedDay('2025-01-11'))).toEqual([]);
  });
});

describe('failedDayChecks', () => {
  it('lists the D.Lgs. 66/2003 checks the day fails', () => {
    expect(failedDayChecks(plannedDay('2025-01-10'))).toEqual([]);
    expect(failedDayChecks(plannedDay('2025-01-10', { checks: { short_rest_minutes: 540, no_break_minutes: 420, no_weekly_rest: true } }))).toEqual([
      'shortRest',
      'noBreak',
      'noWeeklyRest',
    ]);
  });
});
