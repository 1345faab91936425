/**
 * @jest-environment node
 */
/** An open row of 'Report Presenze': worked days and absences by date, and the period's plan (docs/behaviour.md). */
import { ApiPaths } from '../../../../src/core/contract';
import { ok } from '../../../fakes';
import { NOTHING_PLANNED } from '../../../mothers';
import { attendanceWorld, MARIO_DAYS, MARIO_TOTALS, summary } from './attendance-world';

describe('EmployeeDaysStore', () => {
  it('lists the days with punches and the past absences by date, with the period totals, leaving out rest days', async () => {
    const { store } = attendanceWorld();
    await store.loadAll();
    store.toggleRow(summary());
    const days = store.days.get(7)!;
    await days.load();

    // Today is Wednesday 15: today and tomorrow, planned without punches, are not absences yet.
    expect(days.rows.map((row) => [row.date, row.worked !== null, row.planned?.missing_minutes])).toEqual([
      ['2025-01-10', false, 480],
      ['2025-01-13', true, 60],
      ['2025-01-14', true, 480],
    ]);
    expect(days.plannedTotals).toEqual(MARIO_TOTALS);
    expect(days.hasPlan).toBe(true);
  });

  it('has no plan over a period with nothing planned (no template in force)', async () => {
    const { world, store } = attendanceWorld();
    world.http.on('GET', ApiPaths.adminAttendanceDays(7), ok({ ...MARIO_DAYS, ...NOTHING_PLANNED }));
    store.toggleRow(summary());
    const days = store.days.get(7)!;
    await days.load();

    expect(days.rows.map((row) => [row.date, row.planned])).toEqual([
      ['2025-01-13', null],
      ['2025-01-14', null],
    ]);
    expect(days.plannedTotals).toEqual(NOTHING_PLANNED.planned_totals);
    expect(days.hasPlan).toBe(false);
  });
});
