/** The D.Lgs. 66/2003 checks (server/schedules/working-time-checks.ts), beyond the planned-hours grid. */
import { dailyChecks, LEGAL_LIMITS, weeklyChecks } from '../../../server/schedules/working-time-checks';
import { addDays, wallClockInstant } from '../../../server/schedules/zoned-time';

const TZ = 'Europe/Rome';
const span = (date: string, from: string, to: string, toDate = date) => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return { from: wallClockInstant(date, m(from), TZ), to: wallClockInstant(toDate, m(to), TZ) };
};

describe('art. 8, a break after 6 hours', () => {
  it('joins pairs closer than the minimum break (10 minutes) into one stretch', () => {
    const checks = dailyChecks([{ date: '2026-09-14', spans: [span('2026-09-14', '08:00', '11:00'), span('2026-09-14', '11:05', '14:30')] }], '2026-09-14', TZ);
    expect(checks.get('2026-09-14')!.no_break_minutes).toBe(390);
  });

  it('a break of 10 minutes or more separates them', () => {
    const checks = dailyChecks([{ date: '2026-09-14', spans: [span('2026-09-14', '08:00', '11:00'), span('2026-09-14', '11:10', '14:30')] }], '2026-09-14', TZ);
    expect(checks.get('2026-09-14')!.no_break_minutes).toBeNull();
  });

  it('exactly 6 hours is not over the limit', () => {
    const checks = dailyChecks([{ date: '2026-09-14', spans: [span('2026-09-14', '08:00', '14:00')] }], '2026-09-14', TZ);
    expect(checks.get('2026-09-14')!.no_break_minutes).toBeNull();
  });
});

describe('art. 7, 11 hours of daily rest', () => {
  it('measures from the last check-out before the day, a night shift included', () => {
    const days = [
      { date: '2026-09-14', spans: [span('2026-09-14', '22:00', '06:00', '2026-09-15')] },
      { date: '2026-09-15', spans: [span('2026-09-15', '14:00', '20:00')] },
    ];
    expect(dailyChecks(days, '2026-09-14', TZ).get('2026-09-15')!.short_rest_minutes).toBe(480);
  });

  it('exactly 11 hours is enough', () => {
    const days = [
      { date: '2026-09-14', spans: [span('2026-09-14', '09:00', '20:00')] },
      { date: '2026-09-15', spans: [span('2026-09-15', '07:00', '12:00')] },
    ];
    expect(dailyChecks(days, '2026-09-14', TZ).get('2026-09-15')!.short_rest_minutes).toBeNull();
  });
});

describe('art. 9, 24 hours of rest in 7 days', () => {
  const run = (count: number, from = '2026-09-07') =>
    Array.from({ length: count }, (_, i) => {
      const date = addDays(from, i);
      return { date, spans: [span(date, '09:00', '17:00')] };
    });

  it('six days in a row are fine, the seventh is flagged', () => {
    const checks = dailyChecks(run(8), '2026-09-07', TZ);
    expect([...checks].filter(([, c]) => c.no_weekly_rest).map(([d]) => d)).toEqual(['2026-09-13', '2026-09-14']);
  });

  it('a rest of 24 hours in the middle of the seven days keeps them', () => {
    const days = run(7).filter((d) => d.date !== '2026-09-10');
    expect([...dailyChecks(days, '2026-09-07', TZ).values()].some((c) => c.no_weekly_rest)).toBe(false);
  });
});

describe('art. 4, 48 hours a week on average', () => {
  const weeks = (from: string, count: number, minutes: number) =>
    new Map(Array.from({ length: count }, (_, i) => [addDays(from, 7 * i), minutes] as const));

  it('averages over the 4 months ending with each week, weeks without work counting 0', () => {
    // 10 weeks of 50 h after none: the average over ~17 weeks stays under 48 h.
    const checks = weeklyChecks(weeks('2026-07-06', 10, 50 * 60), '2026-09-07', '2026-09-13');
    expect(checks).toEqual([{ week_start: '2026-09-07', worked_minutes: 3000, average_minutes: expect.any(Number), over_average_limit: false }]);
    expect(checks[0]!.average_minutes).toBeLessThan(48 * 60);
  });

  it('flags a week when the period averages more than 48 hours', () => {
    const checks = weeklyChecks(weeks('2026-05-04', 20, 50 * 60), '2026-09-07', '2026-09-13');
    expect(checks[0]).toMatchObject({ week_start: '2026-09-07', average_minutes: 3000, over_average_limit: true });
  });

  it('the period is configurable: over one month the same weeks are over the limit', () => {
    const checks = weeklyChecks(weeks('2026-08-10', 5, 50 * 60), '2026-09-07', '2026-09-13', { ...LEGAL_LIMITS, averagePeriodMonths: 1 });
    expect(checks[0]).toMatchObject({ average_minutes: 3000, over_average_limit: true });
    expect(weeklyChecks(weeks('2026-08-10', 5, 50 * 60), '2026-09-07', '2026-09-13')[0]!.over_average_limit).toBe(false);
  });

  it('answers every week of the range, Monday first', () => {
    expect(weeklyChecks(new Map(), '2026-09-02', '2026-09-20').map((w) => w.week_start)).toEqual(['2026-08-31', '2026-09-07', '2026-09-14']);
  });
});
