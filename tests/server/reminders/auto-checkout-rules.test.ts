/**
 * When the automatic close is due (docs/behaviour.md, "Automatic close"), in memory: the planned end is the day
 * computation's, so a flexible entry band moves it with the day's first check-in, not with the check-in left open.
 */
import { autoCheckoutDecision } from '../../../server/reminders/auto-checkout.rules';
import { PlanResolver, type PlanData } from '../../../server/schedules/day-plan';

const TIMEZONE = 'Europe/Rome';
const DATE = '2026-10-06'; // a Tuesday; Rome is UTC+2
const HOUR = 3_600_000;
const rome = (time: string) => Date.parse(`${DATE}T${time}:00+02:00`);

const FLEXIBLE: PlanData = {
  userGroups: new Map([[1, null]]),
  versions: [
    {
      templateId: 10,
      validFrom: null,
      intervals: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: 9 * 60, end: 13 * 60 },
        { weekday, start: 14 * 60, end: 18 * 60 },
      ]),
      toleranceMinutes: 0,
      flex: { earliestStart: 8 * 60 + 30, latestStart: 9 * 60 + 30 },
      overtimeBlockMinutes: 1,
    },
  ],
  assignments: [{ id: 1, templateId: 10, userId: 1, groupId: null, locationId: null, startDate: '2026-01-01', endDate: null }],
  overrides: [],
  closures: [],
  patronDays: [],
};

const resolver = new PlanResolver(FLEXIBLE, DATE, DATE);
const decide = (inAt: number, firstInAt: number, now: number) =>
  autoCheckoutDecision(resolver, { userId: 1, businessDate: DATE, inAt, firstInAt }, { now, afterHours: 4, timezone: TIMEZONE });

it("moves the planned end with the day's first check-in inside the flexible band", () => {
  // In at 08:40: the plan moves 20 minutes earlier, so it ends at 17:40; the open IN is the afternoon's.
  const plannedEnd = rome('17:40');
  expect(decide(rome('14:02'), rome('08:40'), plannedEnd + 4 * HOUR)).toEqual({ close: true, plannedEnd });
  expect(decide(rome('14:02'), rome('08:40'), plannedEnd + 4 * HOUR - 60_000)).toEqual({ close: false, reason: 'not_yet' });
  // Beyond the band's latest start the plan moves no further: it ends at 18:30.
  expect(decide(rome('10:15'), rome('10:15'), rome('22:30'))).toEqual({ close: true, plannedEnd: rome('18:30') });
});

it('leaves a check-in made at or after the planned end, and a day with nothing planned', () => {
  expect(decide(rome('18:00'), rome('08:40'), rome('23:59'))).toEqual({ close: false, reason: 'in_after_planned_end' });
  const sunday = autoCheckoutDecision(resolver, { userId: 1, businessDate: '2026-10-04', inAt: 0, firstInAt: 0 }, { now: Date.now(), afterHours: 4, timezone: TIMEZONE });
  expect(sunday).toEqual({ close: false, reason: 'no_planned_end' });
});
