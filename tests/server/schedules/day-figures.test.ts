/**
 * The planned-hours computation as a table (docs/behaviour.md, "Work schedules"), in memory: the grid's schedules
 * resolved per day (day-plan.ts) and each day computed (day-figures.ts, working-time-checks.ts). The database test
 * (planned-days.test.ts) runs the same grid through the tables and the service.
 */
import { computeDay, type DayPlan, type PunchPair } from '../../../server/schedules/day-figures';
import { PlanResolver, type PlanData } from '../../../server/schedules/day-plan';
import { dailyChecks } from '../../../server/schedules/working-time-checks';
import { wallClockInstant } from '../../../server/schedules/zoned-time';
import {
  ASSIGNMENTS,
  CASES,
  CLOSURES,
  GRID_TIMEZONE,
  IN_GROUP,
  MID_MONTH_CHANGE,
  OVERRIDES,
  PATRON_DAYS,
  PEOPLE,
  PUNCHES,
  TEMPLATES,
  type GridAssignment,
  type PersonKey,
  type TemplateKey,
} from './planned-hours-grid';

const TZ = GRID_TIMEZONE;
const GROUP_ID = 1;
const userId = (who: PersonKey) => PEOPLE.indexOf(who) + 1;
const templateKeys = Object.keys(TEMPLATES) as TemplateKey[];
const templateId = (key: TemplateKey) => templateKeys.indexOf(key) + 1;
const placeId = { milano: 1, torino: 2 } as const;
const at = ([date, time]: [string, string]) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return wallClockInstant(date, h * 60 + m, TZ);
};

function planData(assignments: GridAssignment[]): PlanData {
  return {
    userGroups: new Map(PEOPLE.map((who) => [userId(who), IN_GROUP.includes(who) ? GROUP_ID : null])),
    versions: templateKeys.map((key) => {
      const t = TEMPLATES[key];
      return {
        templateId: templateId(key),
        validFrom: null,
        intervals: t.intervals,
        toleranceMinutes: t.tolerance_minutes,
        flex: t.flex_earliest_start === null ? null : { earliestStart: t.flex_earliest_start, latestStart: t.flex_latest_start! },
        overtimeBlockMinutes: t.overtime_block_minutes,
      };
    }),
    assignments: assignments.map((a, i) => ({
      id: i + 1,
      templateId: templateId(a.template),
      userId: a.to === 'group' ? null : userId(a.to),
      groupId: a.to === 'group' ? GROUP_ID : null,
      locationId: a.place === null ? null : placeId[a.place],
      startDate: a.start,
      endDate: a.end,
    })),
    overrides: OVERRIDES.map((o) => ({ userId: userId(o.who), date: o.date, intervals: o.intervals })),
    closures: CLOSURES.map((c) => ({ name: c.name, startDate: c.start_date, endDate: c.end_date })),
    patronDays: (Object.keys(PATRON_DAYS) as Array<keyof typeof PATRON_DAYS>).map((place) => ({ locationId: placeId[place], ...PATRON_DAYS[place] })),
  };
}

/** The grid's pairs of one person, by the day of their IN. */
function pairsByDay(who: PersonKey): Map<string, PunchPair[]> {
  const byDay = new Map<string, PunchPair[]>();
  for (const pair of PUNCHES[who]) {
    const list = byDay.get(pair.from[0]) ?? [];
    list.push({ in: at(pair.from), out: pair.to === null ? null : at(pair.to) });
    byDay.set(pair.from[0], list);
  }
  return byDay;
}

function figuresOf(resolver: PlanResolver, who: PersonKey, date: string) {
  const pairs = pairsByDay(who);
  const resolved = resolver.resolve(userId(who), date);
  const { planned_start: _s, planned_end: _e, date: _d, ...figures } = computeDay({
    date,
    timezone: TZ,
    plan: resolved.plan,
    holidayName: resolved.holidayName,
    closureName: resolved.closureName,
    nextDayHoliday: resolved.nextDayHoliday,
    pairs: pairs.get(date) ?? [],
  });
  const spans = [...pairs].map(([d, list]) => ({ date: d, spans: list.filter((p) => p.out !== null).map((p) => ({ from: p.in, to: p.out! })) }));
  const checks = dailyChecks(spans, date, TZ).get(date) ?? { short_rest_minutes: null, no_break_minutes: null, no_weekly_rest: false };
  return { ...figures, checks };
}

const resolver = new PlanResolver(planData([...ASSIGNMENTS, MID_MONTH_CHANGE]), '2026-01-01', '2027-12-31');

it('has at least 20 days', () => {
  expect(CASES.length).toBeGreaterThanOrEqual(20);
});

it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
  expect(figuresOf(resolver, c.who, c.date)).toEqual(c.expected);
});

it('keeps the days before a schedule change as they were computed before it', () => {
  const before = new PlanResolver(planData(ASSIGNMENTS), '2026-05-01', '2026-05-31');
  expect(figuresOf(before, 'cambio', '2026-05-15')).toEqual(figuresOf(resolver, 'cambio', '2026-05-15'));
  expect(figuresOf(before, 'cambio', '2026-05-18').planned_minutes).toBe(480);
});

it('places wall-clock times with the real offset on both DST days', () => {
  expect(new Date(wallClockInstant('2026-03-28', 22 * 60, TZ)).toISOString()).toBe('2026-03-28T21:00:00.000Z');
  expect(new Date(wallClockInstant('2026-03-29', 6 * 60, TZ)).toISOString()).toBe('2026-03-29T04:00:00.000Z');
  expect(new Date(wallClockInstant('2026-10-24', 22 * 60, TZ)).toISOString()).toBe('2026-10-24T20:00:00.000Z');
  expect(new Date(wallClockInstant('2026-10-24', 30 * 60, TZ)).toISOString()).toBe('2026-10-25T05:00:00.000Z');
  // A time the clocks skip is read after the change, as PostgreSQL does.
  expect(new Date(wallClockInstant('2026-03-29', 150, TZ)).toISOString()).toBe('2026-03-29T01:30:00.000Z');
});

describe('rules beyond the grid', () => {
  const plan = (over: Partial<DayPlan> = {}): DayPlan => ({
    intervals: [{ start: 540, end: 1080 }],
    toleranceMinutes: 0,
    flex: null,
    overtimeBlockMinutes: 1,
    isOverride: false,
    ...over,
  });
  const day = (date: string, p: DayPlan | null, pairs: PunchPair[], holidayName: string | null = null) =>
    computeDay({ date, timezone: TZ, plan: p, holidayName, closureName: null, nextDayHoliday: false, pairs });
  const t = (date: string, time: string) => at([date, time]);

  it('counts no day without punches as late or early, all of it missing', () => {
    expect(day('2026-09-14', plan(), [])).toMatchObject({ planned_minutes: 540, late_minutes: 0, early_exit_minutes: 0, missing_minutes: 540 });
  });

  it('misses nothing on a day not over yet: its plan ends after now, or its shift is still in progress', () => {
    const late = [{ in: t('2026-09-14', '09:30'), out: t('2026-09-14', '12:00') }];
    const read = (now: number, pairs: PunchPair[] = late) =>
      computeDay({ date: '2026-09-14', timezone: TZ, plan: plan(), holidayName: null, closureName: null, nextDayHoliday: false, pairs, now });
    // 12:30, plan 09:00–18:00: late already, but neither missing nor gone early before 18:00.
    expect(read(t('2026-09-14', '12:30'))).toMatchObject({ planned_minutes: 540, late_minutes: 30, early_exit_minutes: 0, missing_minutes: 0 });
    // A day to come, nothing punched: planned, nothing missing yet.
    expect(read(t('2026-09-13', '10:00'), [])).toMatchObject({ planned_minutes: 540, missing_minutes: 0 });
    // Once the plan has ended, the day misses what it missed.
    expect(read(t('2026-09-14', '18:00'))).toMatchObject({ early_exit_minutes: 360, missing_minutes: 390 });
    // Checked in again at 13:00 and still at work at 19:00: nothing missing until the shift closes.
    const working = [...late, { in: t('2026-09-14', '13:00'), out: null, inProgress: true }];
    expect(read(t('2026-09-14', '19:00'), working)).toMatchObject({ missing_minutes: 0, in_progress: true });
  });

  it('floors each pair to the minute, as the worked time does, and never counts more ordinary than worked', () => {
    const pairs = [{ in: t('2026-09-14', '09:00') + 30_000, out: t('2026-09-14', '12:00') }, { in: t('2026-09-14', '13:00'), out: t('2026-09-14', '18:00') + 45_000 }];
    const figures = day('2026-09-14', plan(), pairs);
    expect(figures.worked_minutes).toBe(179 + 300);
    expect(figures.ordinary_minutes).toBeLessThanOrEqual(figures.worked_minutes);
  });

  it("honours an administrator's shift on a holiday, still counting its hours as holiday hours", () => {
    const shift = plan({ isOverride: true, intervals: [{ start: 480, end: 720 }] });
    expect(day('2026-12-25', shift, [{ in: t('2026-12-25', '08:00'), out: t('2026-12-25', '12:00') }], 'Natale')).toMatchObject({
      kind: 'working',
      planned_minutes: 240,
      ordinary_minutes: 240,
      holiday_minutes: 240,
    });
  });

  it('shows the shift in progress as such, not as a forgotten check-out', () => {
    expect(day('2026-09-14', plan(), [{ in: t('2026-09-14', '09:00'), out: null, inProgress: true }])).toMatchObject({
      in_progress: true,
      missing_check_out: false,
      worked_minutes: 0,
    });
  });

  it('moves a flexible plan no earlier than the band: an early arrival is extra time', () => {
    const flex = plan({ flex: { earliestStart: 510, latestStart: 570 }, overtimeBlockMinutes: 15 });
    expect(day('2026-09-14', flex, [{ in: t('2026-09-14', '08:00'), out: t('2026-09-14', '17:30') }])).toMatchObject({
      planned_minutes: 540,
      ordinary_minutes: 540,
      extra_minutes: 30,
      overtime_minutes: 30,
      late_minutes: 0,
    });
  });
});
