/**
 * 'Turni della settimana' and 'Santi patroni' (docs/behaviour.md, "Work schedules"): the week asked, a day's
 * 'Turno del giorno' / 'Riposo' set and cleared, patron days set and removed; the dialogs' drafts.
 */
import { SchedulePaths, type ScheduleWeekDay } from '../../../../src/core/contract';
import { apiErrorMessage, serverFieldMessages } from '../../../../src/core/errors';
import {
  dayIntervalField,
  dayOverrideDraftOf,
  dayOverrideWriteOf,
  intervalsText,
  ManageSchedules,
  mondayOf,
  patronDayWriteOf,
  weekDays,
} from '../../../../src/core/use-cases';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

const WORKING: ScheduleWeekDay = {
  date: '2026-11-23',
  kind: 'working',
  intervals: [
    { start: 540, end: 780 },
    { start: 840, end: 1080 },
  ],
  override: false,
  holiday_name: null,
  closure_name: null,
};

describe("ManageSchedules: a group's week and its days", () => {
  it('asks the week of a group by any of its days', async () => {
    const h = signedIn();
    h.http.on('GET', SchedulePaths.week, ok({ week_start: '2026-11-23', members: [] }));
    await expect(new ManageSchedules(h.api).week(3, '2026-11-25')).resolves.toEqual({ week_start: '2026-11-23', members: [] });
    expect(h.http.last('GET', SchedulePaths.week).path).toBe(`${SchedulePaths.week}?gruppo_id=3&week_start=2026-11-25`);
  });

  it("sets a day's shift and clears it ('Ripristina orario')", async () => {
    const h = signedIn();
    h.http.on('PUT', SchedulePaths.override(7, '2026-11-24'), ok({ user_id: 7, date: '2026-11-24', intervals: [] }));
    h.http.on('DELETE', SchedulePaths.override(7, '2026-11-24'), { status: 204 });
    const schedules = new ManageSchedules(h.api);
    await schedules.setDayOverride(7, '2026-11-24', { intervals: [] });
    expect(h.http.last('PUT', SchedulePaths.override(7, '2026-11-24')).body).toEqual({ intervals: [] });
    await schedules.clearDayOverride(7, '2026-11-24');
    expect(h.http.sent('DELETE', SchedulePaths.override(7, '2026-11-24'))).toHaveLength(1);
  });

  it("sets and removes a place's patron day; a refusal stays the server's, by code", async () => {
    const h = signedIn();
    h.http.on('PUT', SchedulePaths.patronDay(5), ok({ location_id: 5, name: 'San Petronio', month: 10, day: 4 }));
    h.http.on('DELETE', SchedulePaths.patronDay(5), { status: 204 });
    h.http.on('PUT', SchedulePaths.patronDay(6), status(400, { code: 'INVALID_DAY', message: 'No such day', errors: { day: ['…'] }, field_codes: { day: { code: 'INVALID_DAY' } } }));
    const schedules = new ManageSchedules(h.api);
    await schedules.setPatronDay(5, { name: 'San Petronio', month: 10, day: 4 });
    expect(h.http.last('PUT', SchedulePaths.patronDay(5)).body).toEqual({ name: 'San Petronio', month: 10, day: 4 });
    await schedules.removePatronDay(5);
    expect(h.http.sent('DELETE', SchedulePaths.patronDay(5))).toHaveLength(1);
    const refusal = await schedules.setPatronDay(6, { name: 'x', month: 4, day: 31 }).catch((error: unknown) => error);
    expect(apiErrorMessage(refusal)).toEqual({ key: 'errors.scheduleInvalidDay' });
    expect(serverFieldMessages(refusal)).toEqual({ day: { key: 'errors.scheduleInvalidDay' } });
  });
});

describe('the week, Monday to Sunday', () => {
  it("finds a day's Monday and the seven days from it", () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it("writes a day's intervals as 24-hour times", () => {
    expect(intervalsText(WORKING)).toBe('09:00–13:00, 14:00–18:00');
    expect(intervalsText({ intervals: [{ start: 1320, end: 360 }] })).toBe('22:00–06:00');
    expect(intervalsText({ intervals: [] })).toBe('');
  });
});

describe("'Turno del giorno': what is typed, what is sent", () => {
  it("opens on the day's planned intervals; a day set to 'Riposo' opens as 'Riposo'; an empty day with one interval to fill", () => {
    expect(dayOverrideDraftOf(WORKING)).toEqual({ rest: false, intervals: [{ start: '09:00', end: '13:00' }, { start: '14:00', end: '18:00' }] });
    const rest: ScheduleWeekDay = { ...WORKING, kind: 'rest', intervals: [], override: true };
    expect(dayOverrideDraftOf(rest)).toEqual({ rest: true, intervals: [{ start: '', end: '' }] });
    expect(dayOverrideDraftOf({ ...rest, override: false }).rest).toBe(false);
  });

  it('sends the intervals in order, a night shift as typed; Riposo as none', () => {
    expect(dayOverrideWriteOf({ rest: false, intervals: [{ start: '22:00', end: '06:00' }, { start: '12:00', end: '14:00' }] })).toEqual({
      errors: {},
      write: { intervals: [{ start: 720, end: 840 }, { start: 1320, end: 360 }] },
    });
    expect(dayOverrideWriteOf({ rest: true, intervals: [{ start: 'xx', end: '' }] })).toEqual({ errors: {}, write: { intervals: [] } });
  });

  it('refuses each wrong time under its field, an empty interval, and a shift with no interval', () => {
    const { write, errors } = dayOverrideWriteOf({ rest: false, intervals: [{ start: '', end: '9:00' }, { start: '10:00', end: '10:00' }] });
    expect(write).toBeNull();
    expect(errors).toEqual({
      [dayIntervalField(0, 'start')]: { key: 'validation.required' },
      [dayIntervalField(0, 'end')]: { key: 'validation.timeFormat' },
      [dayIntervalField(1, 'end')]: { key: 'schedules.validation.intervalEmpty' },
    });
    expect(dayOverrideWriteOf({ rest: false, intervals: [] }).errors).toEqual({ intervals: { key: 'schedules.validation.noInterval' } });
  });
});

describe("'Santo patrono': what is typed, what is sent", () => {
  it('sends the name trimmed with day and month; 29 February allowed', () => {
    expect(patronDayWriteOf({ name: ' San Petronio ', month: 10, day: 4 })).toEqual({ errors: {}, write: { name: 'San Petronio', month: 10, day: 4 } });
    expect(patronDayWriteOf({ name: 'San Romano', month: 2, day: 29 }).write).toEqual({ name: 'San Romano', month: 2, day: 29 });
  });

  it('refuses a missing name, day or month, and a day the month lacks', () => {
    expect(patronDayWriteOf({ name: ' ', month: null, day: null }).errors).toEqual({
      name: { key: 'validation.required' },
      month: { key: 'validation.required' },
      day: { key: 'validation.required' },
    });
    expect(patronDayWriteOf({ name: 'x', month: 4, day: 31 }).errors).toEqual({ day: { key: 'errors.scheduleInvalidDay' } });
  });
});
