import { AbsencePaths, type AbsenceCalendar } from '../../../../src/core/contract';
import { absenceGrid, LoadAbsenceCalendar } from '../../../../src/core/use-cases/admin';
import { ok, queryOf } from '../../../fakes';
import { AbsenceCalendarMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const NOVEMBER: AbsenceCalendar = {
  month: '2026-11',
  days: AbsenceCalendarMother.days('2026-11', 30, [1, 8, 15, 22, 29]),
  employees: [
    AbsenceCalendarMother.mario([
      AbsenceCalendarMother.cell('2026-11-10', 'FE', 31),
      AbsenceCalendarMother.cell('2026-11-11', 'FE', 31),
      AbsenceCalendarMother.cell('2026-11-12', 'ROL', 32, { status: 'pending', partial: true }),
    ]),
    { user_id: 8, username: 'anna', full_name: ' ', cells: [AbsenceCalendarMother.cell('2026-11-12', 'MAL', 33)] },
  ],
};

describe('absenceGrid', () => {
  it('lays each employee out over every day of the month, with the codes of the days away and the legend', () => {
    const grid = absenceGrid(NOVEMBER);
    expect(grid.days).toHaveLength(30);
    expect(grid.days[0]).toEqual({ date: '2026-11-01', day: 1, festive: true });
    expect(grid.days[1]).toEqual({ date: '2026-11-02', day: 2, festive: false });
    expect(grid.codes).toEqual(['FE', 'MAL', 'ROL']);

    const [mario, anna] = grid.rows;
    expect(mario!.name).toBe('Mario Rossi');
    expect(mario!.days).toHaveLength(30);
    expect(mario!.days[9]!.map((cell) => cell.code)).toEqual(['FE']);
    expect(mario!.days[11]).toEqual([{ date: '2026-11-12', code: 'ROL', absence_id: 32, status: 'pending', partial: true }]);
    expect(mario!.days[12]).toEqual([]);
    expect(anna!.name).toBe('anna');
    expect(anna!.days[11]!.map((cell) => cell.code)).toEqual(['MAL']);
  });

  it('leaves out refused and cancelled absences, should the server send them', () => {
    const calendar: AbsenceCalendar = {
      ...NOVEMBER,
      employees: [{ user_id: 7, username: 'mario', full_name: 'Mario', cells: [{ date: '2026-11-03', code: 'FE', absence_id: 1, status: 'refused', partial: false }] }],
    };
    const grid = absenceGrid(calendar);
    expect(grid.rows[0]!.days[2]).toEqual([]);
    expect(grid.codes).toEqual([]);
  });
});

describe('LoadAbsenceCalendar', () => {
  it('opens on the current month and asks for one month of everyone or one group', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', AbsencePaths.calendar, ok(NOVEMBER));
    const calendar = new LoadAbsenceCalendar(h.api, h.calendar);
    expect(calendar.currentMonth()).toBe('2025-01');

    await expect(calendar.execute('2026-11', null)).resolves.toEqual(NOVEMBER);
    expect(queryOf(h.http.last('GET', AbsencePaths.calendar))).toEqual({ month: '2026-11' });
    await calendar.execute('2026-11', 3);
    expect(queryOf(h.http.last('GET', AbsencePaths.calendar))).toEqual({ month: '2026-11', gruppo_id: '3' });
  });
});
