/**
 * Which reminder is due, on a table of days (docs/behaviour.md, "Reminders"): reminder-due.rules.ts alone, instants
 * in UTC for readability (the job gives it the business clock's instants). The job's own tests send them for real.
 */
import type { CompanyReminderSettings } from '../../../src/core/contract';
import {
  CHECK_IN_LOOKBACK_MS,
  CHECK_OUT_WINDOW_MS,
  dueReminders,
  isQuietMinute,
  type AbsenceFact,
  type PersonFacts,
  type PlannedDayFact,
} from '../../../server/reminders/reminder-due.rules';

const SETTINGS: CompanyReminderSettings = {
  check_in_enabled: true,
  check_in_after_minutes: 15,
  check_out_enabled: true,
  check_out_after_minutes: 30,
  digest_enabled: true,
  digest_minute: 480,
  quiet_start_minute: 1320,
  quiet_end_minute: 420,
};

const t = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`);
const TODAY = '2026-10-06';
const YESTERDAY = '2026-10-05';

const office = (date: string, absences: AbsenceFact[] = []): PlannedDayFact => ({
  date,
  kind: 'working',
  plannedStart: t(date, '09:00'),
  plannedEnd: t(date, '18:00'),
  absences,
});
const nothingPlanned = (date: string, kind: PlannedDayFact['kind']): PlannedDayFact => ({ date, kind, plannedStart: null, plannedEnd: null, absences: [] });

function person(overrides: Partial<PersonFacts> = {}): PersonFacts {
  return {
    userId: 7,
    days: [nothingPlanned(YESTERDAY, 'rest'), office(TODAY)],
    openIn: null,
    lastInAt: null,
    preferences: { check_in: true, check_out: true },
    claimed: new Set(),
    ...overrides,
  };
}

const kindsDue = (facts: PersonFacts, at: number, settings = SETTINGS) => dueReminders(facts, settings, at).map((r) => `${r.kind} ${r.date}`);
const WHOLE_DAY: AbsenceFact = { wholeDay: true, remote: false, from: null, to: null };
const REMOTE: AbsenceFact = { wholeDay: false, remote: true, from: null, to: null };
const range = (from: string, to: string): AbsenceFact => ({ wholeDay: false, remote: false, from: t(TODAY, from), to: t(TODAY, to) });

describe('check_in', () => {
  it.each([
    ['a working day, a minute before', person(), '09:14', []],
    ['a working day, at the minute', person(), '09:15', [`check_in ${TODAY}`]],
    ['a working day, later that morning', person(), '11:00', [`check_in ${TODAY}`]],
    ['a working day, at the planned end', person(), '18:00', []],
    ['a holiday', person({ days: [nothingPlanned(TODAY, 'holiday')] }), '09:15', []],
    ['a company closure', person({ days: [nothingPlanned(TODAY, 'closure')] }), '09:15', []],
    ['a rest day', person({ days: [nothingPlanned(TODAY, 'rest')] }), '09:15', []],
    ['no schedule at all', person({ days: [nothingPlanned(TODAY, 'unscheduled')] }), '09:15', []],
    ['a day of ferie', person({ days: [office(TODAY, [WHOLE_DAY])] }), '09:15', []],
    ["a day of 'Lavoro agile'", person({ days: [office(TODAY, [REMOTE])] }), '09:15', []],
    ["a 'permesso' from the planned start", person({ days: [office(TODAY, [range('09:00', '11:00')])] }), '09:15', []],
    ["a 'permesso' in the afternoon", person({ days: [office(TODAY, [range('15:00', '18:00')])] }), '09:15', [`check_in ${TODAY}`]],
    ['checked in and still in', person({ openIn: { at: t(TODAY, '08:50'), businessDate: TODAY }, lastInAt: t(TODAY, '08:50') }), '09:15', []],
    ['checked in and out already', person({ lastInAt: t(TODAY, '08:50') }), '09:15', []],
    ['checked in early, within the lookback', person({ lastInAt: t(TODAY, '09:00') - CHECK_IN_LOOKBACK_MS }), '09:15', []],
    ["only yesterday's check-in", person({ lastInAt: t(TODAY, '09:00') - CHECK_IN_LOOKBACK_MS - 60_000 }), '09:15', [`check_in ${TODAY}`]],
    ['already claimed', person({ claimed: new Set([`check_in|${TODAY}`]) }), '09:15', []],
    ['turned off by the person', person({ preferences: { check_in: false, check_out: true } }), '09:15', []],
  ])('%s at %s', (_case, facts, time, expected) => {
    expect(kindsDue(facts, t(TODAY, time))).toEqual(expected);
  });

  it('turned off by the company', () => {
    expect(kindsDue(person(), t(TODAY, '09:15'), { ...SETTINGS, check_in_enabled: false })).toEqual([]);
  });

  it('follows the configured delay, 0 included', () => {
    expect(kindsDue(person(), t(TODAY, '09:00'), { ...SETTINGS, check_in_after_minutes: 0 })).toEqual([`check_in ${TODAY}`]);
    expect(kindsDue(person(), t(TODAY, '09:44'), { ...SETTINGS, check_in_after_minutes: 45 })).toEqual([]);
  });
});

describe('check_out', () => {
  const inAt = (date: string, time: string) => ({ openIn: { at: t(date, time), businessDate: date }, lastInAt: t(date, time) });

  it.each([
    ['still in, a minute before', person(inAt(TODAY, '08:55')), '18:29', []],
    ['still in, at the minute', person(inAt(TODAY, '08:55')), '18:30', [`check_out ${TODAY}`]],
    ['still in, at the end of the window', person(inAt(TODAY, '08:55')), null, []],
    ['checked out', person({ lastInAt: t(TODAY, '08:55') }), '18:30', []],
    ['checked in after the planned end (overtime on its own)', person(inAt(TODAY, '18:10')), '18:30', []],
    ['a day of ferie', person({ ...inAt(TODAY, '08:55'), days: [office(TODAY, [WHOLE_DAY])] }), '18:30', []],
    ["a 'permesso' to the planned end", person({ ...inAt(TODAY, '08:55'), days: [office(TODAY, [range('16:00', '18:00')])] }), '18:30', []],
    ['turned off by the person', person({ ...inAt(TODAY, '08:55'), preferences: { check_in: true, check_out: false } }), '18:30', []],
  ])('%s', (_case, facts, time, expected) => {
    const at = time === null ? t(TODAY, '18:00') + CHECK_OUT_WINDOW_MS : t(TODAY, time);
    expect(kindsDue(facts, at)).toEqual(expected);
  });

  it('a night shift: yesterday 22:00–06:00, the reminder on the next morning under the day it began', () => {
    const night: PlannedDayFact = { date: YESTERDAY, kind: 'working', plannedStart: t(YESTERDAY, '22:00'), plannedEnd: t(TODAY, '06:00'), absences: [] };
    const facts = person({ days: [night, nothingPlanned(TODAY, 'rest')], openIn: { at: t(YESTERDAY, '21:55'), businessDate: YESTERDAY } });
    expect(kindsDue(facts, t(TODAY, '06:29'))).toEqual([]);
    expect(kindsDue(facts, t(TODAY, '06:30'))).toEqual([`check_out ${YESTERDAY}`]);
    const late = person({ days: [night, nothingPlanned(TODAY, 'rest')] });
    expect(kindsDue(late, t(YESTERDAY, '22:15'))).toEqual([`check_in ${YESTERDAY}`]);
    expect(kindsDue(late, t(TODAY, '01:00'))).toEqual([`check_in ${YESTERDAY}`]);
  });
});

describe('quiet hours', () => {
  it.each([
    [22 * 60, true],
    [23 * 60 + 59, true],
    [0, true],
    [6 * 60 + 59, true],
    [7 * 60, false],
    [21 * 60 + 59, false],
  ])('22:00–07:00 across midnight: minute %i quiet %s', (minute, quiet) => {
    expect(isQuietMinute(minute, SETTINGS)).toBe(quiet);
  });

  it('within one day (13:00–15:00), and none when start equals end', () => {
    const lunch = { quiet_start_minute: 780, quiet_end_minute: 900 };
    expect([779, 780, 899, 900].map((m) => isQuietMinute(m, lunch))).toEqual([false, true, true, false]);
    expect(isQuietMinute(0, { quiet_start_minute: 600, quiet_end_minute: 600 })).toBe(false);
  });
});
