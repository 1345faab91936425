/**
 * @jest-environment node
 */
/** 'Report Presenze' driven without React (docs/behaviour.md, "Attendance report"). */
import { ApiPaths } from '../../../../src/core/contract';
import { Deferred, ok, queryOf, status } from '../../../fakes';
import { attendanceWorld, GROUPS, lastQuery, MARIO_DAYS, MARIO_OPTION, summary } from './attendance-world';

describe('AttendanceStore', () => {
  it('loads the current month, 20 employees a page, with the first users and the groups of the filters', async () => {
    const { world, store } = attendanceWorld();
    await store.loadAll();
    expect(lastQuery(world)).toEqual({ start_date: '2025-01-01', end_date: '2025-01-31', page: '1', page_size: '20' });
    expect(store.list.rows).toEqual([summary()]);
    expect(store.preset).toBe('thisMonth');
    expect(store.userFilter.options).toEqual([MARIO_OPTION]);
    expect(store.groups).toEqual(GROUPS);
  });

  it("'Mese scorso' and 'Questa settimana' (Monday to Sunday) reload from page 1 and show as chosen", async () => {
    const { world, store } = attendanceWorld([summary()], 45);
    await store.loadAll();
    await store.list.setPage(2);

    await store.choosePreset('lastMonth');
    expect(lastQuery(world)).toMatchObject({ start_date: '2024-12-01', end_date: '2024-12-31', page: '1' });
    expect(store.preset).toBe('lastMonth');

    await store.choosePreset('thisWeek');
    expect(lastQuery(world)).toMatchObject({ start_date: '2025-01-13', end_date: '2025-01-19' });
    expect([store.startInput, store.endInput]).toEqual(['2025-01-13', '2025-01-19']);
  });

  it('offers each quick range with its days, shown on its button', () => {
    const { store } = attendanceWorld();
    // Wednesday 15 January 2025: the week runs Monday 13 to Sunday 19.
    expect(store.presetRanges).toEqual([
      { preset: 'thisMonth', range: { startDate: '2025-01-01', endDate: '2025-01-31' } },
      { preset: 'lastMonth', range: { startDate: '2024-12-01', endDate: '2024-12-31' } },
      { preset: 'thisWeek', range: { startDate: '2025-01-13', endDate: '2025-01-19' } },
    ]);
  });

  it('takes typed days once both are valid, and says so when the end comes before the start', async () => {
    const { world, store } = attendanceWorld();
    await store.loadAll();
    const asked = () => world.http.sent('GET', ApiPaths.adminAttendance).length;

    await store.setStartDate('2025-01-20');
    expect(lastQuery(world)).toMatchObject({ start_date: '2025-01-20', end_date: '2025-01-31' });
    await store.setEndDate('2025-01-10');
    expect(store.periodError).toEqual({ key: 'attendance.period.endBeforeStart' });
    await store.setEndDate('');
    expect(store.periodError).toEqual({ key: 'attendance.period.invalid' });
    expect(asked()).toBe(2);

    await store.setEndDate('2025-01-25');
    expect(store.periodError).toBeNull();
    expect(lastQuery(world)).toMatchObject({ start_date: '2025-01-20', end_date: '2025-01-25' });
    expect(store.preset).toBeNull();
  });

  it("filters by 'Gruppo' and 'Utente' at once", async () => {
    const { world, store } = attendanceWorld();
    await store.loadAll();
    await store.setGroup(3);
    expect(lastQuery(world)).toMatchObject({ gruppo: '3', page: '1' });
    await store.setUser(7);
    expect(lastQuery(world)).toMatchObject({ gruppo: '3', user_id: '7' });
    expect(store.userFilter.selected).toEqual(MARIO_OPTION);
    await store.setGroup(null);
    await store.setUser(null);
    expect(lastQuery(world)).toEqual({ start_date: '2025-01-01', end_date: '2025-01-31', page: '1', page_size: '20' });
  });

  it("an opened row asks for the employee's days of the period; a new period closes it", async () => {
    const { world, store } = attendanceWorld();
    await store.loadAll();

    store.toggleRow(summary());
    await world.clock.advance(0);
    expect(queryOf(world.http.last('GET', ApiPaths.adminAttendanceDays(7)))).toEqual({ start_date: '2025-01-01', end_date: '2025-01-31' });
    expect(store.expandedIds).toEqual([7]);
    expect(store.days.get(7)?.worked).toEqual(MARIO_DAYS);

    await store.choosePreset('lastMonth');
    expect(store.expandedIds).toEqual([]);

    store.toggleRow(summary());
    store.toggleRow(summary());
    expect(store.expandedIds).toEqual([]);
  });

  it("says when an employee's days cannot load, the table unaffected", async () => {
    const { world, store } = attendanceWorld();
    world.http.on('GET', ApiPaths.adminAttendanceDays(7), status(500));
    await store.loadAll();
    store.toggleRow(summary());
    await world.clock.advance(0);
    expect(store.days.get(7)?.error).toEqual({ key: 'attendance.days.loadError' });
    expect(store.error).toBeNull();
  });

  it('shows only the latest answer when periods are chosen quickly', async () => {
    const { world, store } = attendanceWorld();
    const slow = new Deferred<ReturnType<typeof ok>>();
    world.http.on('GET', ApiPaths.adminAttendance, () => slow.promise);
    const first = store.choosePreset('lastMonth');
    world.http.on('GET', ApiPaths.adminAttendance, ok({ start_date: '2025-01-13', end_date: '2025-01-19', count: 1, results: [summary({ user_id: 8 })] }));
    await store.choosePreset('thisWeek');
    slow.resolve(ok({ start_date: '2024-12-01', end_date: '2024-12-31', count: 1, results: [summary({ user_id: 9 })] }));
    await first;
    expect(store.list.rows.map((row) => row.user_id)).toEqual([8]);
  });

  it('says when the report cannot load', async () => {
    const { world, store } = attendanceWorld();
    world.http.on('GET', ApiPaths.adminAttendance, status(500));
    await store.loadAll();
    expect(store.error).toEqual({ key: 'attendance.loadError' });
  });

  it("'Esporta CSV' downloads the same period and filters as the table, named after the period", async () => {
    const { world, store } = attendanceWorld();
    world.http.on('GET', /format=csv/, ok('Cognome;Nome\nRossi;Mario'));
    await store.loadAll();
    await store.setGroup(3);

    await store.exportCsv();

    expect(queryOf(world.http.last('GET', /format=csv/))).toEqual({ start_date: '2025-01-01', end_date: '2025-01-31', gruppo: '3', format: 'csv' });
    expect(world.downloads.files).toEqual([
      { fileName: 'presenze-2025-01-01-2025-01-31.csv', content: 'Cognome;Nome\nRossi;Mario', mimeType: 'text/csv;charset=utf-8' },
    ]);
    expect(store.isExporting).toBe(false);
  });

  it("says when 'Esporta CSV' fails, and downloads nothing", async () => {
    const { world, store } = attendanceWorld();
    world.http.on('GET', /format=csv/, status(500));
    await store.exportCsv();
    expect(store.error).toEqual({ key: 'attendance.exportError' });
    expect(world.downloads.files).toEqual([]);
  });

  it("opens the monthly sheet on the period's month, for the opened employee, else the 'Utente' filter's, else the group", async () => {
    const { world, store } = attendanceWorld();
    await store.loadAll();
    await store.choosePreset('lastMonth');
    store.openSheet();
    expect(store.sheet).toMatchObject({ month: '2024-12', employee: null, kind: 'user', groupId: null });

    await store.setGroup(4);
    store.openSheet();
    expect(store.sheet).toMatchObject({ employee: null, kind: 'group', groupId: 4 });

    await store.setUser(7);
    store.openSheet();
    expect(store.sheet).toMatchObject({ employee: { userId: 7, username: 'mario.rossi', fullName: 'Mario Rossi' }, kind: 'user' });

    world.http.on('GET', ApiPaths.adminAttendanceDays(8), ok(MARIO_DAYS));
    world.http.on('GET', ApiPaths.adminAttendanceDays(9), ok(MARIO_DAYS));
    const anna = summary({ user_id: 8, username: 'anna.bianchi', full_name: 'Anna Bianchi' });
    store.toggleRow(anna);
    store.toggleRow(summary({ user_id: 9, username: 'luca.verdi', full_name: 'Luca Verdi' }));
    store.openSheet();
    expect(store.sheet?.employee).toEqual({ userId: 9, username: 'luca.verdi', fullName: 'Luca Verdi' });
    // Luca's row closed: Anna's is the one opened last among those still open.
    store.toggleRow(summary({ user_id: 9 }));
    store.openSheet();
    expect(store.sheet?.employee).toEqual({ userId: 8, username: 'anna.bianchi', fullName: 'Anna Bianchi' });
    store.toggleRow(anna);
    store.openSheet();
    expect(store.sheet?.employee?.userId).toBe(7);
    store.closeSheet();
    expect(store.sheet).toBeNull();
  });
});
