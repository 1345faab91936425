import { ApiPaths } from '../../../../src/core/contract';
import { addMonths, LoadMyHours } from '../../../../src/core/use-cases/hours';
import { CalendarToday } from '../../../../src/core/use-cases/shared';
import { ok, queryOf } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';
import { fullDay, monthOf, plannedDay, withPlan } from './worked-days.mother';

describe('LoadMyHours', () => {
  it('opens on the current month of the user (late evening UTC is already the next month in Rome)', () => {
    const h = createCoreHarness();
    const january = new LoadMyHours(h.api, h.calendar); // the fake clock: 2025-01-15
    expect(january.currentMonth()).toBe('2025-01');
    const newYearsEve = new LoadMyHours(h.api, new CalendarToday({ now: () => Date.UTC(2024, 11, 31, 23, 30) }, h.environment));
    expect(newYearsEve.currentMonth()).toBe('2025-01');
  });

  it('offers the next month only up to the current one', () => {
    const h = createCoreHarness();
    const hours = new LoadMyHours(h.api, h.calendar);
    expect(hours.hasNextMonth('2024-12')).toBe(true);
    expect(hours.hasNextMonth('2025-01')).toBe(false);
    expect(hours.hasNextMonth('2025-02')).toBe(false);
  });

  it('asks the server for one month and hands over its days and totals as sent', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const december = monthOf([fullDay('2024-12-02')], '2024-12-01', '2024-12-31');
    h.http.on('GET', ApiPaths.myHours, ok(december));

    const result = await new LoadMyHours(h.api, h.calendar).execute('2024-12');

    expect(queryOf(h.http.last('GET', ApiPaths.myHours))).toEqual({ month: '2024-12' });
    expect(result).toEqual(december);
  });

  it("lists the days up to the user's today: an absence today is not missing time yet", () => {
    const h = createCoreHarness();
    const month = withPlan(monthOf([fullDay('2025-01-13')], '2025-01-01', '2025-01-31'), [
      plannedDay('2025-01-13'),
      plannedDay('2025-01-14', { missing_minutes: 480 }),
      plannedDay('2025-01-15', { missing_minutes: 480 }),
    ]);
    expect(new LoadMyHours(h.api, h.calendar).listedDays(month).map((day) => day.date)).toEqual(['2025-01-14', '2025-01-13']);
  });

  it('moves months across years', () => {
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addMonths('2024-12', 1)).toBe('2025-01');
    expect(addMonths('2024-03', -14)).toBe('2023-01');
    expect(addMonths('2024-11', 0)).toBe('2024-11');
  });
});
