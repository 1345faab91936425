/** 'Orario di oggi' (docs/behaviour.md, "Employee dashboard"): today's plan read and put in words' terms. */
import { ApiPaths, type TodaySchedule } from '../../../../src/core/contract';
import { LoadTodaySchedule, todayPlan } from '../../../../src/core/use-cases/hours';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const schedule = (extra: Partial<TodaySchedule> = {}): TodaySchedule => ({
  date: '2025-01-15',
  kind: 'working',
  holiday_name: null,
  closure_name: null,
  intervals: [
    { start: 540, end: 780 },
    { start: 840, end: 1080 },
  ],
  planned_minutes: 480,
  tolerance_minutes: 0,
  flex_earliest_start: null,
  flex_latest_start: null,
  is_override: false,
  ...extra,
});

describe('LoadTodaySchedule', () => {
  it("asks the server for today's plan and answers the intervals as the card writes them", async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.todaySchedule, ok(schedule({ tolerance_minutes: 10 })));

    await expect(new LoadTodaySchedule(h.api).execute()).resolves.toEqual({
      kind: 'working',
      intervals: ['09:00–13:00', '14:00–18:00'],
      toleranceMinutes: 10,
      flexBand: null,
      isOverride: false,
    });
    expect(h.http.sent('GET', ApiPaths.todaySchedule)).toHaveLength(1);
  });

  it('lets a failure through to the caller (the dashboard only logs it)', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('GET', ApiPaths.todaySchedule, status(500, { message: 'boom' }));
    await expect(new LoadTodaySchedule(h.api).execute()).rejects.toBeTruthy();
  });
});

describe('todayPlan', () => {
  it("a night shift reads as its clock times, a flexible band and an administrator's day are kept", () => {
    expect(todayPlan(schedule({ intervals: [{ start: 1320, end: 360 }], flex_earliest_start: 1290, flex_latest_start: 1350, is_override: true }))).toEqual({
      kind: 'working',
      intervals: ['22:00–06:00'],
      toleranceMinutes: 0,
      flexBand: { from: '21:30', to: '22:30' },
      isOverride: true,
    });
  });

  it('rest, holiday and closure carry their names; no plan in force is nothing', () => {
    const none = { intervals: [], planned_minutes: 0 };
    expect(todayPlan(schedule({ ...none, kind: 'rest', is_override: true }))).toEqual({ kind: 'rest' });
    expect(todayPlan(schedule({ ...none, kind: 'holiday', holiday_name: 'Natale' }))).toEqual({ kind: 'holiday', name: 'Natale' });
    expect(todayPlan(schedule({ ...none, kind: 'closure', closure_name: 'Ferie estive' }))).toEqual({ kind: 'closure', name: 'Ferie estive' });
    expect(todayPlan(schedule({ ...none, kind: 'unscheduled' }))).toBeNull();
  });

  it('a working day with no interval plans nothing: a rest day to the employee', () => {
    expect(todayPlan(schedule({ intervals: [], planned_minutes: 0 }))).toEqual({ kind: 'rest' });
  });
});
