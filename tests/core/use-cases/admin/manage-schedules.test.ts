import { SchedulePaths, type ScheduleTemplate } from '../../../../src/core/contract';
import { apiErrorMessage, ApiRequestError, serverFieldMessages } from '../../../../src/core/errors';
import {
  assignmentWriteOf,
  closureWriteOf,
  draftOfTemplate,
  emptyTemplateDraft,
  intervalField,
  latestVersion,
  ManageSchedules,
  minutesOfDay,
  templateWriteOf,
  weekdayRuns,
  type TemplateDraft,
} from '../../../../src/core/use-cases';
import { timeOfDay } from '../../../../src/core/domain';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const signedIn = () => createCoreHarness({ accessToken: 'A' });

const OFFICE: ScheduleTemplate = {
  id: 4,
  name: 'Ufficio',
  versions: [
    { valid_from: null, intervals: [{ weekday: 1, start: 480, end: 1020 }], tolerance_minutes: 5, flex_earliest_start: null, flex_latest_start: null, overtime_block_minutes: 30 },
    {
      valid_from: '2026-11-02',
      intervals: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: 540, end: 780 },
        { weekday, start: 840, end: 1080 },
      ]),
      tolerance_minutes: 10,
      flex_earliest_start: 510,
      flex_latest_start: 570,
      overtime_block_minutes: 15,
    },
  ],
};

function officeDraft(): TemplateDraft {
  const draft = emptyTemplateDraft();
  draft.name = '  Ufficio ';
  draft.days = draft.days.map((_, index) =>
    index < 5
      ? [
          { start: '09:00', end: '13:00' },
          { start: '14:00', end: '18:00' },
        ]
      : [],
  );
  draft.tolerance = '10';
  draft.overtimeBlock = '15';
  return draft;
}

describe('ManageSchedules', () => {
  it('reads templates, assignments, closures and patron days together', async () => {
    const h = signedIn();
    h.http.on('GET', SchedulePaths.templates, ok([OFFICE]));
    h.http.on('GET', SchedulePaths.assignments, ok([{ id: 1, template_id: 4, user_id: null, gruppo_id: 3, location_id: null, start_date: '2026-11-27', end_date: null }]));
    h.http.on('GET', SchedulePaths.closures, ok([{ id: 2, name: 'Natale', start_date: '2026-12-24', end_date: '2026-12-26' }]));
    h.http.on('GET', SchedulePaths.patronDays, ok([{ location_id: 5, name: 'San Petronio', month: 10, day: 4 }]));
    const overview = await new ManageSchedules(h.api).overview();
    expect(overview.patronDays).toEqual([{ location_id: 5, name: 'San Petronio', month: 10, day: 4 }]);
    expect(overview.templates).toEqual([OFFICE]);
    expect(overview.assignments[0]!.gruppo_id).toBe(3);
    expect(overview.closures[0]!.name).toBe('Natale');
  });

  it('creates a template or adds a version to one; deletes it', async () => {
    const h = signedIn();
    h.http.on('POST', SchedulePaths.templates, ok(OFFICE));
    h.http.on('PUT', SchedulePaths.template(4), ok(OFFICE));
    h.http.on('DELETE', SchedulePaths.template(4), { status: 204 });
    const schedules = new ManageSchedules(h.api);
    const { write } = templateWriteOf(officeDraft());
    await schedules.saveTemplate(null, write!);
    expect(h.http.last('POST', SchedulePaths.templates).body).toEqual(write);
    await schedules.saveTemplate(4, { ...write!, valid_from: '2026-12-01' });
    expect(h.http.last('PUT', SchedulePaths.template(4)).body).toMatchObject({ valid_from: '2026-12-01' });
    await schedules.removeTemplate(4);
    expect(h.http.sent('DELETE', SchedulePaths.template(4))).toHaveLength(1);
  });

  it('assigns, ends and deletes assignments; saves and deletes closures', async () => {
    const h = signedIn();
    const assignment = { id: 8, template_id: 4, user_id: null, gruppo_id: 3, location_id: null, start_date: '2026-11-27', end_date: null };
    h.http.on('POST', SchedulePaths.assignments, ok(assignment));
    h.http.on('PATCH', SchedulePaths.assignment(8), ok({ ...assignment, end_date: '2026-12-31' }));
    h.http.on('DELETE', SchedulePaths.assignment(8), { status: 204 });
    const closure = { id: 2, name: 'Natale', start_date: '2026-12-24', end_date: '2026-12-26' };
    h.http.on('POST', SchedulePaths.closures, ok(closure));
    h.http.on('PUT', SchedulePaths.closure(2), ok(closure));
    h.http.on('DELETE', SchedulePaths.closure(2), { status: 204 });
    const schedules = new ManageSchedules(h.api);

    await schedules.assign({ template_id: 4, gruppo_id: 3, user_id: null, start_date: '2026-11-27', end_date: null });
    expect(h.http.last('POST', SchedulePaths.assignments).body).toMatchObject({ template_id: 4, gruppo_id: 3 });
    await expect(schedules.endAssignment(8, '2026-12-31')).resolves.toMatchObject({ end_date: '2026-12-31' });
    expect(h.http.last('PATCH', SchedulePaths.assignment(8)).body).toEqual({ end_date: '2026-12-31' });
    await schedules.removeAssignment(8);
    expect(h.http.sent('DELETE', SchedulePaths.assignment(8))).toHaveLength(1);

    const write = { name: 'Natale', start_date: '2026-12-24', end_date: '2026-12-26' };
    await schedules.saveClosure(null, write);
    expect(h.http.last('POST', SchedulePaths.closures).body).toEqual(write);
    await schedules.saveClosure(2, write);
    expect(h.http.last('PUT', SchedulePaths.closure(2)).body).toEqual(write);
    await schedules.removeClosure(2);
    expect(h.http.sent('DELETE', SchedulePaths.closure(2))).toHaveLength(1);
  });

  it("leaves a refusal as the server sent it, worded by its code (the answer's and the field's)", async () => {
    const h = signedIn();
    const body = { code: 'TEMPLATE_NAME_TAKEN', message: 'A schedule template with that name already exists', errors: { name: ['…'] }, field_codes: { name: { code: 'TEMPLATE_NAME_TAKEN' } } };
    h.http.on('POST', SchedulePaths.templates, status(409, body));
    h.http.on('DELETE', SchedulePaths.assignment(8), status(409, { code: 'ASSIGNMENT_STARTED', message: 'An assignment already in force…' }));
    const schedules = new ManageSchedules(h.api);
    const refusal = await schedules.saveTemplate(null, templateWriteOf(officeDraft()).write!).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(apiErrorMessage(refusal)).toEqual({ key: 'errors.scheduleTemplateNameTaken' });
    expect(serverFieldMessages(refusal)).toEqual({ name: { key: 'errors.scheduleTemplateNameTaken' } });
    const started = await schedules.removeAssignment(8).catch((error: unknown) => error);
    expect(apiErrorMessage(started)).toEqual({ key: 'errors.scheduleAssignmentStarted' });
  });
});

describe('the schedule dialogs: what is typed, what is sent', () => {
  it('reads and writes 24-hour times', () => {
    expect(minutesOfDay('09:30')).toBe(570);
    expect(minutesOfDay(' 23:59 ')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('9:30')).toBeNull();
    expect(timeOfDay(0)).toBe('00:00');
    expect(timeOfDay(1320)).toBe('22:00');
  });

  it('turns Monday to Friday 09:00–13:00 and 14:00–18:00 into minutes, the name trimmed, today by default', () => {
    const { write, errors } = templateWriteOf(officeDraft());
    expect(errors).toEqual({});
    expect(write).toEqual({
      name: 'Ufficio',
      intervals: [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start: 540, end: 780 },
        { weekday, start: 840, end: 1080 },
      ]),
      tolerance_minutes: 10,
      flex_earliest_start: null,
      flex_latest_start: null,
      overtime_block_minutes: 15,
    });
  });

  it('keeps a night shift (the end before the start: the next day), the band and the day it is valid from', () => {
    const draft = emptyTemplateDraft();
    draft.name = 'Notte';
    draft.days[0] = [{ start: '22:00', end: '06:00' }];
    draft.flexible = true;
    draft.flexFrom = '21:30';
    draft.flexTo = '22:30';
    draft.validFrom = '2026-12-01';
    expect(templateWriteOf(draft).write).toMatchObject({
      intervals: [{ weekday: 1, start: 1320, end: 360 }],
      flex_earliest_start: 1290,
      flex_latest_start: 1350,
      valid_from: '2026-12-01',
    });
  });

  it('says why each field is refused, and sends nothing', () => {
    const draft = emptyTemplateDraft();
    draft.name = ' ';
    draft.days[0] = [{ start: '9', end: '' }];
    draft.days[2] = [{ start: '08:00', end: '08:00' }];
    draft.tolerance = '300';
    draft.overtimeBlock = 'x';
    draft.flexible = true;
    draft.flexFrom = '10:00';
    draft.flexTo = '09:00';
    draft.validFrom = '2026-02-30';
    const { write, errors } = templateWriteOf(draft);
    expect(write).toBeNull();
    expect(errors).toEqual({
      name: { key: 'validation.required' },
      [intervalField(1, 0, 'start')]: { key: 'validation.timeFormat' },
      [intervalField(1, 0, 'end')]: { key: 'validation.required' },
      [intervalField(3, 0, 'end')]: { key: 'schedules.validation.intervalEmpty' },
      tolerance_minutes: { key: 'schedules.validation.minutesRange', params: { min: 0, max: 240 } },
      overtime_block_minutes: { key: 'schedules.validation.minutesRange', params: { min: 1, max: 240 } },
      flex_latest_start: { key: 'schedules.validation.flexOrder' },
      valid_from: { key: 'schedules.validation.dateInvalid' },
    });
  });

  it('asks for at least one interval, a name within 100 characters and a band with both ends', () => {
    const draft = emptyTemplateDraft();
    draft.name = 'x'.repeat(101);
    draft.tolerance = '';
    draft.flexible = true;
    const { errors } = templateWriteOf(draft);
    expect(errors).toEqual({
      name: { key: 'errors.fieldMaxLength', params: { count: 100 } },
      intervals: { key: 'schedules.validation.noInterval' },
      tolerance_minutes: { key: 'validation.required' },
      flex_earliest_start: { key: 'validation.required' },
      flex_latest_start: { key: 'validation.required' },
    });
  });

  it('opens a template on its newest version, valid from today unless changed', () => {
    const draft = draftOfTemplate(OFFICE);
    expect(draft.name).toBe('Ufficio');
    expect(draft.days[0]).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ]);
    expect(draft.days[5]).toEqual([]);
    expect(draft).toMatchObject({ tolerance: '10', overtimeBlock: '15', flexible: true, flexFrom: '08:30', flexTo: '09:30', validFrom: '' });
    expect(latestVersion({ id: 1, name: 'Vuoto', versions: [] })).toBeNull();
    expect(draftOfTemplate({ id: 1, name: 'Vuoto', versions: [] })).toEqual({ ...emptyTemplateDraft(), name: 'Vuoto' });
    expect(draftOfTemplate({ ...OFFICE, versions: [OFFICE.versions[0]!] }).flexible).toBe(false);
  });

  it('sums a week up as runs of days with the same intervals', () => {
    expect(weekdayRuns(latestVersion(OFFICE)!)).toEqual([{ from: 1, to: 5, intervals: ['09:00–13:00', '14:00–18:00'] }]);
    const split = { ...latestVersion(OFFICE)!, intervals: [{ weekday: 1, start: 540, end: 780 }, { weekday: 3, start: 540, end: 780 }, { weekday: 4, start: 600, end: 660 }] };
    expect(weekdayRuns(split)).toEqual([
      { from: 1, to: 1, intervals: ['09:00–13:00'] },
      { from: 3, to: 3, intervals: ['09:00–13:00'] },
      { from: 4, to: 4, intervals: ['10:00–11:00'] },
    ]);
  });

  it('assigns to exactly the group or the user chosen, from a day, to a day or open', () => {
    const base = { templateId: 4, target: 'group' as const, groupId: 3, userId: 7, startDate: '2026-11-27', endDate: '' };
    expect(assignmentWriteOf(base).write).toEqual({ template_id: 4, gruppo_id: 3, user_id: null, start_date: '2026-11-27', end_date: null });
    expect(assignmentWriteOf({ ...base, target: 'user', endDate: '2026-12-31' }).write).toEqual({
      template_id: 4,
      gruppo_id: null,
      user_id: 7,
      start_date: '2026-11-27',
      end_date: '2026-12-31',
    });
    expect(assignmentWriteOf({ ...base, groupId: null, startDate: '', endDate: 'x' }).errors).toEqual({
      gruppo_id: { key: 'schedules.validation.targetRequired' },
      start_date: { key: 'validation.required' },
      end_date: { key: 'schedules.validation.dateInvalid' },
    });
    expect(assignmentWriteOf({ ...base, target: 'user', userId: null, endDate: '2026-11-01' }).errors).toEqual({
      user_id: { key: 'schedules.validation.targetRequired' },
      end_date: { key: 'schedules.validation.endBeforeStart' },
    });
  });

  it('a closure needs a name and both days, the end not before the start', () => {
    expect(closureWriteOf({ name: ' Natale ', startDate: '2026-12-24', endDate: '2026-12-26' }).write).toEqual({ name: 'Natale', start_date: '2026-12-24', end_date: '2026-12-26' });
    expect(closureWriteOf({ name: '', startDate: '2026-12-24', endDate: '2026-12-20' }).errors).toEqual({
      name: { key: 'validation.required' },
      end_date: { key: 'schedules.validation.endBeforeStart' },
    });
    expect(closureWriteOf({ name: 'y'.repeat(101), startDate: '', endDate: '' }).errors).toEqual({
      name: { key: 'errors.fieldMaxLength', params: { count: 100 } },
      start_date: { key: 'validation.required' },
      end_date: { key: 'validation.required' },
    });
  });
});
