import { ApiPaths, type AttendanceSummary, type WorkedDays } from '../../../../src/core/contract';
import { LoadAttendance } from '../../../../src/core/use-cases';
import { ok, queryOf, status } from '../../../fakes';
import { NO_PLANNED_TOTALS, NOTHING_PLANNED } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30', userId: null, groupId: null };

const summary = (user_id: number): AttendanceSummary => ({
  user_id,
  username: `user${user_id}`,
  full_name: `User ${user_id}`,
  employee_id: `E${user_id}`,
  gruppo: null,
  is_active: true,
  totals: { days_worked: 2, worked_minutes: 930, anomaly_days: 1 },
  planned_totals: NO_PLANNED_TOTALS,
});

describe('LoadAttendance', () => {
  it('asks for one page of employees over the period, with the filters chosen, and says whether a next page exists', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminAttendance, ok({ start_date: '2026-11-01', end_date: '2026-11-30', count: 45, results: [summary(1)] }));
    const load = new LoadAttendance(h.api);

    const page = await load.page({ ...NOVEMBER, userId: 7, groupId: 3 }, { page: 2, page_size: 20 });

    expect(page).toEqual({ count: 45, next: 3, results: [summary(1)] });
    expect(queryOf(h.http.last('GET', ApiPaths.adminAttendance))).toEqual({
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      user_id: '7',
      gruppo: '3',
      page: '2',
      page_size: '20',
    });
    expect((await load.page(NOVEMBER, { page: 3, page_size: 20 })).next).toBeNull();
  });

  it("asks for one employee's days over the same period", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    const worked: WorkedDays = {
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      days: [],
      totals: { days_worked: 0, worked_minutes: 0, anomaly_days: 0 },
      ...NOTHING_PLANNED,
    };
    h.http.on('GET', ApiPaths.adminAttendanceDays(9), ok(worked));

    await expect(new LoadAttendance(h.api).days(9, NOVEMBER)).resolves.toEqual(worked);
    expect(queryOf(h.http.last('GET', ApiPaths.adminAttendanceDays(9)))).toEqual({ start_date: '2026-11-01', end_date: '2026-11-30' });
  });

  it('passes a refusal on to the screen', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.adminAttendance, status(400, { detail: 'Intervallo non valido' }));
    await expect(new LoadAttendance(h.api).page(NOVEMBER, { page: 1, page_size: 20 })).rejects.toMatchObject({ status: 400 });
  });
});
