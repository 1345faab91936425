/**
 * @jest-environment node
 */
/**
 * 'Turni della settimana' and 'Santi patroni' driven without React: real use-cases over fake HTTP and timers
 * (docs/behaviour.md, "Work schedules").
 */
import { ApiPaths, SchedulePaths, type ScheduleWeek, type ScheduleWeekDay } from '../../../../src/core/contract';
import { dayIntervalField } from '../../../../src/core/use-cases/admin';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, status } from '../../../fakes';
import { LocationMother } from '../../../mothers';
import { adminWorld } from '../admin-world';

// The fake clock's today: Wednesday 15 January 2025, in the week from Monday 13.
const MONDAY = '2025-01-13';

const day = (date: string, rest: Partial<ScheduleWeekDay> = {}): ScheduleWeekDay => ({
  date,
  kind: 'working',
  intervals: [{ start: 540, end: 1080 }],
  override: false,
  holiday_name: null,
  closure_name: null,
  ...rest,
});

const WEEK: ScheduleWeek = {
  week_start: MONDAY,
  members: [
    {
      user_id: 7,
      full_name: 'Paolo Verdi',
      username: 'pverdi',
      days: [
        day('2025-01-13'),
        day('2025-01-14', { kind: 'rest', intervals: [], override: true }),
        day('2025-01-15'),
        day('2025-01-16'),
        day('2025-01-17'),
        day('2025-01-18', { kind: 'rest', intervals: [] }),
        day('2025-01-19', { kind: 'rest', intervals: [] }),
      ],
    },
  ],
};
/** Lets the requests a store started by itself (a group chosen, a week moved) answer. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

const BOLOGNA = LocationMother.create({ id: 5, name: 'Sede Bologna' });

function schedulesWorld() {
  const world = adminWorld();
  world.http.on('GET', SchedulePaths.templates, ok([]));
  world.http.on('GET', SchedulePaths.assignments, ok([]));
  world.http.on('GET', SchedulePaths.closures, ok([]));
  world.http.on('GET', SchedulePaths.patronDays, ok([]));
  world.http.on('GET', ApiPaths.groups, ok([{ id: 3, descrizione: 'Magazzino', member_count: 1 }]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 1, results: [BOLOGNA] }));
  world.http.on('GET', SchedulePaths.week, (request) => ok({ ...WEEK, week_start: /week_start=([\d-]+)/.exec(request.path)![1] }));
  const store = world.get(AdminToken.SchedulesStore);
  return { world, store, week: store.week };
}

describe("'Turni della settimana'", () => {
  it("starts on this week's Monday with no group; a group chosen asks its week, the buttons move a week at a time", async () => {
    const { world, week } = schedulesWorld();
    expect(week.monday).toBe(MONDAY);
    expect(week.sunday).toBe('2025-01-19');
    expect(week.days).toHaveLength(7);
    await week.load();
    expect(world.http.sent('GET', SchedulePaths.week)).toHaveLength(0);

    week.setGroup(3);
    await settled();
    expect(world.http.last('GET', SchedulePaths.week).path).toBe(`${SchedulePaths.week}?gruppo_id=3&week_start=${MONDAY}`);
    expect(week.members.map((m) => m.full_name)).toEqual(['Paolo Verdi']);

    week.nextWeek();
    expect(week.monday).toBe('2025-01-20');
    // Until its answer comes, the older week is not shown as this one.
    expect(week.members).toEqual([]);
    await settled();
    expect(world.http.last('GET', SchedulePaths.week).path).toContain('week_start=2025-01-20');
    expect(week.members).toHaveLength(1);
    week.previousWeek();
    week.previousWeek();
    expect(week.monday).toBe('2025-01-06');
    week.showWeekOf('2025-03-02');
    expect(week.monday).toBe('2025-02-24');
  });

  it('a failed load shows its fixed text', async () => {
    const { world, week } = schedulesWorld();
    world.http.on('GET', SchedulePaths.week, status(500, {}));
    week.setGroup(3);
    await settled();
    expect(week.error).toEqual({ key: 'schedules.week.loadError' });
    week.clearError();
    expect(week.error).toBeNull();
  });

  it("'Turno del giorno': sets a night shift on a working day, reloads now and 1 s later", async () => {
    const { world, store, week } = schedulesWorld();
    world.http.on('PUT', SchedulePaths.override(7, '2025-01-15'), ok({ user_id: 7, date: '2025-01-15', intervals: [] }));
    week.setGroup(3);
    await settled();
    const paolo = week.members[0]!;
    week.openDay(paolo, paolo.days[2]!);
    const form = week.dayForm!;
    expect(form.isNew).toBe(true);
    expect(form.canReset).toBe(false);
    expect(form.draft).toEqual({ rest: false, intervals: [{ start: '09:00', end: '18:00' }] });
    form.setTime(0, 'start', '22:00');
    form.setTime(0, 'end', '06:00');
    await expect(week.saveDayForm()).resolves.toBe(true);
    expect(world.http.last('PUT', SchedulePaths.override(7, '2025-01-15')).body).toEqual({ intervals: [{ start: 1320, end: 360 }] });
    expect(week.dayForm).toBeNull();
    expect(store.notice.message).toEqual({ key: 'schedules.week.saved' });
    // The week reloads at once and again about 1 s later, like the lists.
    expect(world.http.sent('GET', SchedulePaths.week)).toHaveLength(2);
    await world.clock.advance(1000);
    expect(world.http.sent('GET', SchedulePaths.week)).toHaveLength(3);
  });

  it("'Riposo', the checks before sending, and a refusal by its code under the intervals with the typing kept", async () => {
    const { world, week } = schedulesWorld();
    week.setGroup(3);
    await settled();
    const paolo = week.members[0]!;
    week.openDay(paolo, paolo.days[0]!);
    const form = week.dayForm!;
    form.addInterval();
    form.setTime(1, 'start', '8');
    await expect(week.saveDayForm()).resolves.toBe(false);
    expect(world.http.sent('PUT', SchedulePaths.override(7, '2025-01-13'))).toHaveLength(0);
    expect(form.fieldErrors).toEqual({
      [dayIntervalField(1, 'start')]: { key: 'validation.timeFormat' },
      [dayIntervalField(1, 'end')]: { key: 'validation.required' },
    });
    form.setTime(1, 'start', '08:00');
    expect(form.fieldErrors[dayIntervalField(1, 'start')]).toBeUndefined();
    form.setTime(1, 'end', '10:00');

    world.http.on(
      'PUT',
      SchedulePaths.override(7, '2025-01-13'),
      status(400, { code: 'INTERVALS_OVERLAP', message: '…', errors: { intervals: ['…'] }, field_codes: { intervals: { code: 'INTERVALS_OVERLAP' } } }),
    );
    await expect(week.saveDayForm()).resolves.toBe(false);
    expect(form.fieldErrors).toEqual({ intervals: { key: 'errors.scheduleIntervalsOverlap' } });
    expect(form.error).toBeNull();
    expect(form.draft.intervals).toEqual([{ start: '09:00', end: '18:00' }, { start: '08:00', end: '10:00' }]);

    world.http.on('PUT', SchedulePaths.override(7, '2025-01-13'), ok({ user_id: 7, date: '2025-01-13', intervals: [] }));
    form.setRest(true);
    await expect(week.saveDayForm()).resolves.toBe(true);
    expect(world.http.last('PUT', SchedulePaths.override(7, '2025-01-13')).body).toEqual({ intervals: [] });
  });

  it("'Ripristina orario' deletes a day's override; a refusal stays in the dialog", async () => {
    const { world, store, week } = schedulesWorld();
    week.setGroup(3);
    await settled();
    const paolo = week.members[0]!;
    week.openDay(paolo, paolo.days[1]!);
    const form = week.dayForm!;
    expect(form.draft.rest).toBe(true);
    expect(form.canReset).toBe(true);

    world.http.on('DELETE', SchedulePaths.override(7, '2025-01-14'), status(404, { code: 'NOT_FOUND', message: '…' }));
    await expect(week.resetDay()).resolves.toBe(false);
    expect(week.dayForm).toBe(form);
    expect(form.error).not.toBeNull();

    world.http.on('DELETE', SchedulePaths.override(7, '2025-01-14'), { status: 204 });
    await expect(week.resetDay()).resolves.toBe(true);
    expect(week.dayForm).toBeNull();
    expect(store.notice.message).toEqual({ key: 'schedules.week.reset' });

    week.openDay(paolo, paolo.days[0]!);
    week.closeDayForm();
    expect(week.dayForm).toBeNull();
  });
});

describe("'Santi patroni'", () => {
  it("sets a place's patron day, checked first; the server's refusal under its field; removes it", async () => {
    const { world, store } = schedulesWorld();
    await store.load();
    world.http.on('PUT', SchedulePaths.patronDay(5), ok({ location_id: 5, name: 'San Petronio', month: 10, day: 4 }));
    world.http.on('DELETE', SchedulePaths.patronDay(5), { status: 204 });
    store.openPatronDay(BOLOGNA);
    const form = store.patronForm!;
    expect(form.isNew).toBe(true);
    await expect(store.savePatronForm()).resolves.toBe(false);
    expect(form.fieldErrors).toEqual({ name: { key: 'validation.required' }, month: { key: 'validation.required' }, day: { key: 'validation.required' } });
    form.setName('San Petronio');
    form.setMonth(2);
    expect(form.daysOffered).toBe(29);
    form.setDay(4);
    form.setMonth(10);
    expect(form.daysOffered).toBe(31);

    world.http.on('PUT', SchedulePaths.patronDay(5), status(400, { code: 'INVALID_DAY', message: '…', errors: { day: ['…'] }, field_codes: { day: { code: 'INVALID_DAY' } } }));
    await expect(store.savePatronForm()).resolves.toBe(false);
    expect(form.fieldErrors).toEqual({ day: { key: 'errors.scheduleInvalidDay' } });
    expect(form.error).toBeNull();
    expect(form.draft).toEqual({ name: 'San Petronio', month: 10, day: 4 });

    world.http.on('PUT', SchedulePaths.patronDay(5), ok({ location_id: 5, name: 'San Petronio', month: 10, day: 4 }));
    await expect(store.savePatronForm()).resolves.toBe(true);
    expect(world.http.last('PUT', SchedulePaths.patronDay(5)).body).toEqual({ name: 'San Petronio', month: 10, day: 4 });
    expect(store.patronForm).toBeNull();
    expect(store.notice.message).toEqual({ key: 'schedules.patrons.saved' });

    await expect(store.removePatronDay(BOLOGNA)).resolves.toBe(true);
    expect(store.notice.message).toEqual({ key: 'schedules.patrons.deleted' });
    store.openPatronDay(BOLOGNA);
    store.closePatronForm();
    expect(store.patronForm).toBeNull();
  });
});
