/**
 * The administrators' schedule API (docs/behaviour.md, "Work schedules"): templates and their versions, assignments,
 * day overrides, closures, patron days; refusals with their codes, administrators only, every change audited.
 */
import { SchedulePaths, type ScheduleDefinition } from '../../../src/core/contract';
import { plannedDays } from '../../../server/schedules/planned-days.service';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { api, type ApiClient } from '../support/api';
import { createLocation } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server.close());

/** The office's week (tests/mothers/schedule.mother.ts). */
const OFFICE = OFFICE_HOURS;
let n = 0;
const newTemplate = async (definition: ScheduleDefinition = OFFICE) => {
  const created = await client.post(SchedulePaths.templates, { name: `Orario ${++n}`, ...definition }, server.adminToken);
  expect(created.status).toBe(201);
  return created.body as { id: number; name: string; versions: Array<{ valid_from: string | null }> };
};
const audited = async (action: string) =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1', [action])).rows[0]!.n;

describe('templates', () => {
  it('creates one with its first version in force from the beginning, audited', async () => {
    const template = await newTemplate();
    expect(template.versions).toEqual([{ valid_from: null, ...OFFICE }]);
    expect((await client.get(SchedulePaths.template(template.id), server.adminToken)).body).toEqual(template);
    expect((await client.get(SchedulePaths.templates, server.adminToken)).body).toContainEqual(template);
    expect(await audited('SCHEDULE_TEMPLATE_CREATED')).toBeGreaterThan(0);
  });

  it.each([
    ['two intervals of a day overlapping', [{ weekday: 1, start: 540, end: 780 }, { weekday: 1, start: 700, end: 900 }], 'INTERVALS_OVERLAP'],
    ["a Sunday night shift running into Monday's morning", [{ weekday: 7, start: 1320, end: 420 }, { weekday: 1, start: 360, end: 600 }], 'INTERVALS_OVERLAP'],
    ['an interval starting and ending at the same minute', [{ weekday: 2, start: 540, end: 540 }], 'INTERVAL_EMPTY'],
  ])('refuses %s (400 %s)', async (_label, intervals, code) => {
    const refused = await client.post(SchedulePaths.templates, { ...OFFICE, name: 'Sbagliato', intervals }, server.adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code, errors: { intervals: [expect.any(String)] } });
  });

  it('accepts a night shift on consecutive days, each ending the next morning', async () => {
    const nights = [1, 2, 3].map((weekday) => ({ weekday, start: 1320, end: 360 }));
    expect((await newTemplate({ ...OFFICE, intervals: nights })).versions[0]).toMatchObject({ intervals: nights });
  });

  it('refuses a flexible band that is half given, reversed, or misses the first start', async () => {
    for (const [earliest, latest] of [[510, null], [570, 510], [570, 600]]) {
      const refused = await client.post(
        SchedulePaths.templates,
        { ...OFFICE, name: 'Flessibile', flex_earliest_start: earliest, flex_latest_start: latest },
        server.adminToken,
      );
      expect(refused).toMatchObject({ status: 400, body: { code: 'FLEX_BAND_INVALID' } });
    }
  });

  it('refuses a name already taken, in any case (409)', async () => {
    const template = await newTemplate();
    const again = await client.post(SchedulePaths.templates, { ...OFFICE, name: template.name.toUpperCase() }, server.adminToken);
    expect(again).toMatchObject({ status: 409, body: { code: 'TEMPLATE_NAME_TAKEN' } });
  });

  it('an edit adds a version from its day: the days before keep the old plan', async () => {
    const template = await newTemplate();
    const user = await server.createUser();
    await client.post(SchedulePaths.assignments, { template_id: template.id, user_id: user.id, start_date: '2026-01-01' }, server.adminToken);
    const shorter = { ...OFFICE, intervals: OFFICE.intervals.filter((i) => i.start === 540) };
    const edited = await client.put(SchedulePaths.template(template.id), { name: template.name, valid_from: '2026-03-16', ...shorter }, server.adminToken);
    expect(edited.status).toBe(200);
    expect(edited.body.versions).toEqual([{ valid_from: null, ...OFFICE }, { valid_from: '2026-03-16', ...shorter }]);
    const [days] = await plannedDays(server.db, [user.id], '2026-03-13', '2026-03-16', 'Europe/Rome');
    expect(days!.days.map((d) => d.planned_minutes)).toEqual([480, 0, 0, 240]);
    // The same day again replaces that version rather than adding one.
    const again = await client.put(SchedulePaths.template(template.id), { name: template.name, valid_from: '2026-03-16', ...OFFICE }, server.adminToken);
    expect(again.body.versions).toHaveLength(2);
    expect(await audited('SCHEDULE_TEMPLATE_UPDATED')).toBe(2);
  });

  it('is not deleted while assigned (409 TEMPLATE_IN_USE); deleted once not; 404 after', async () => {
    const template = await newTemplate();
    const user = await server.createUser();
    const assignment = await client.post(SchedulePaths.assignments, { template_id: template.id, user_id: user.id, start_date: '2099-01-01' }, server.adminToken);
    expect((await client.delete(SchedulePaths.template(template.id), server.adminToken)).body).toMatchObject({ code: 'TEMPLATE_IN_USE' });
    expect((await client.delete(SchedulePaths.assignment(assignment.body.id), server.adminToken)).status).toBe(204);
    expect((await client.delete(SchedulePaths.template(template.id), server.adminToken)).status).toBe(204);
    expect((await client.get(SchedulePaths.template(template.id), server.adminToken)).status).toBe(404);
    expect((await client.put(SchedulePaths.template(template.id), { ...OFFICE, name: 'x' }, server.adminToken)).status).toBe(404);
  });
});

describe('assignments', () => {
  it('creates one for a group with its place, lists it, ends it, audited', async () => {
    const template = await newTemplate();
    const group = (await server.db.query<{ id: number }>("INSERT INTO gruppi (descrizione) VALUES ('Turni A') RETURNING id")).rows[0]!.id;
    const place = await createLocation(server);
    const created = await client.post(
      SchedulePaths.assignments,
      { template_id: template.id, gruppo_id: group, location_id: place.id, start_date: '2026-02-01' },
      server.adminToken,
    );
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), template_id: template.id, user_id: null, gruppo_id: group, location_id: place.id, start_date: '2026-02-01', end_date: null });
    // Listed with the group's name, so the screen asks nothing more.
    expect((await client.get(`${SchedulePaths.assignments}?gruppo_id=${group}`, server.adminToken)).body).toEqual([
      { ...created.body, user_full_name: null, username: null, gruppo_name: 'Turni A' },
    ]);
    const ended = await client.patch(SchedulePaths.assignment(created.body.id), { end_date: '2026-06-30' }, server.adminToken);
    expect(ended.body).toMatchObject({ end_date: '2026-06-30' });
    const before = await client.patch(SchedulePaths.assignment(created.body.id), { end_date: '2026-01-31' }, server.adminToken);
    expect(before).toMatchObject({ status: 400, body: { code: 'END_BEFORE_START' } });
    // In force already: ended, never deleted.
    expect((await client.delete(SchedulePaths.assignment(created.body.id), server.adminToken)).body).toMatchObject({ code: 'ASSIGNMENT_STARTED' });
    expect(await audited('SCHEDULE_ASSIGNED')).toBeGreaterThan(0);
    expect(await audited('SCHEDULE_ASSIGNMENT_ENDED')).toBe(1);
  });

  it('refuses bad input with its code', async () => {
    const template = await newTemplate();
    const user = await server.createUser();
    const post = (body: object) => client.post(SchedulePaths.assignments, { template_id: template.id, start_date: '2026-01-01', ...body }, server.adminToken);
    expect((await post({ user_id: user.id, gruppo_id: 1 })).body).toMatchObject({ code: 'ASSIGNMENT_TARGET' });
    expect((await post({})).body).toMatchObject({ code: 'ASSIGNMENT_TARGET' });
    expect(await post({ user_id: user.id, end_date: '2025-12-31' })).toMatchObject({ status: 400, body: { code: 'END_BEFORE_START' } });
    expect(await post({ user_id: 999_999 })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_USER' } });
    expect(await post({ gruppo_id: 999_999 })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_GROUP' } });
    expect(await post({ user_id: user.id, location_id: 999_999 })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_LOCATION' } });
    expect(await post({ user_id: user.id, template_id: 999_999 })).toMatchObject({ status: 400, body: { code: 'UNKNOWN_TEMPLATE' } });
    expect((await post({ user_id: user.id, start_date: '2026-02-30' })).status).toBe(400);
    expect((await client.patch(SchedulePaths.assignment(999_999), { end_date: null }, server.adminToken)).status).toBe(404);
  });
});

describe('day overrides', () => {
  it("sets a day's shift or 'Riposo', lists and clears it, audited with the employee", async () => {
    const user = await server.createUser();
    const shift = { intervals: [{ start: 1320, end: 360 }] };
    expect((await client.put(SchedulePaths.override(user.id, '2026-10-24'), shift, server.adminToken)).body).toEqual({ user_id: user.id, date: '2026-10-24', ...shift });
    expect((await client.put(SchedulePaths.override(user.id, '2026-10-26'), { intervals: [] }, server.adminToken)).status).toBe(200);
    const list = await client.get(`${SchedulePaths.overrides}?start_date=2026-10-01&end_date=2026-10-31&user_id=${user.id}`, server.adminToken);
    expect(list.body).toEqual([
      { user_id: user.id, date: '2026-10-24', ...shift },
      { user_id: user.id, date: '2026-10-26', intervals: [] },
    ]);
    expect((await client.delete(SchedulePaths.override(user.id, '2026-10-26'), server.adminToken)).status).toBe(204);
    expect((await client.delete(SchedulePaths.override(user.id, '2026-10-26'), server.adminToken)).status).toBe(404);
    const rows = await server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'SCHEDULE_DAY_%' AND target_user_id = $1", [user.id]);
    expect(rows.rows[0]!.n).toBe(3);
  });

  it('refuses overlapping intervals (400) and an unknown employee (404)', async () => {
    const user = await server.createUser();
    const overlapping = { intervals: [{ start: 1320, end: 360 }, { start: 1380, end: 1430 }] };
    expect(await client.put(SchedulePaths.override(user.id, '2026-10-24'), overlapping, server.adminToken)).toMatchObject({ status: 400, body: { code: 'INTERVALS_OVERLAP' } });
    expect(await client.put(SchedulePaths.override(999_999, '2026-10-24'), { intervals: [] }, server.adminToken)).toMatchObject({ status: 404, body: { code: 'UNKNOWN_USER' } });
  });
});

describe('closures and patron days', () => {
  it('creates, edits and deletes a closure; refuses an end before the start', async () => {
    const created = await client.post(SchedulePaths.closures, { name: ' Chiusura estiva ', start_date: '2026-08-10', end_date: '2026-08-21' }, server.adminToken);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Chiusura estiva', start_date: '2026-08-10', end_date: '2026-08-21' });
    const edited = await client.put(SchedulePaths.closure(created.body.id), { name: 'Ponte', start_date: '2026-12-24', end_date: '2026-12-24' }, server.adminToken);
    expect(edited.body).toMatchObject({ name: 'Ponte', start_date: '2026-12-24' });
    expect(await client.post(SchedulePaths.closures, { name: 'x', start_date: '2026-08-10', end_date: '2026-08-09' }, server.adminToken)).toMatchObject({ status: 400, body: { code: 'END_BEFORE_START' } });
    expect((await client.get(SchedulePaths.closures, server.adminToken)).body).toContainEqual(edited.body);
    expect((await client.delete(SchedulePaths.closure(created.body.id), server.adminToken)).status).toBe(204);
    expect((await client.put(SchedulePaths.closure(created.body.id), { name: 'x', start_date: '2026-12-24', end_date: '2026-12-24' }, server.adminToken)).status).toBe(404);
    expect(await audited('COMPANY_CLOSURE_CREATED')).toBe(1);
    expect(await audited('COMPANY_CLOSURE_DELETED')).toBe(1);
  });

  it("sets a place's patron day (29 February allowed), refuses a day the month lacks and an unknown place", async () => {
    const place = await createLocation(server);
    expect((await client.put(SchedulePaths.patronDay(place.id), { name: 'San Romano', month: 2, day: 29 }, server.adminToken)).status).toBe(200);
    const set = await client.put(SchedulePaths.patronDay(place.id), { name: 'San Petronio', month: 10, day: 4 }, server.adminToken);
    expect(set.body).toEqual({ location_id: place.id, name: 'San Petronio', month: 10, day: 4 });
    expect((await client.get(SchedulePaths.patronDays, server.adminToken)).body).toContainEqual(set.body);
    expect(await client.put(SchedulePaths.patronDay(place.id), { name: 'x', month: 4, day: 31 }, server.adminToken)).toMatchObject({ status: 400, body: { code: 'INVALID_DAY' } });
    expect(await client.put(SchedulePaths.patronDay(999_999), { name: 'x', month: 4, day: 1 }, server.adminToken)).toMatchObject({ status: 404, body: { code: 'UNKNOWN_LOCATION' } });
    expect((await client.delete(SchedulePaths.patronDay(place.id), server.adminToken)).status).toBe(204);
    expect((await client.delete(SchedulePaths.patronDay(place.id), server.adminToken)).status).toBe(404);
    expect(await audited('PATRON_DAY_SET')).toBe(2);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to an employee, on reads and writes alike', async () => {
    const employee = await server.createUser();
    const { access } = await server.loginAs(employee);
    for (const token of [undefined, access]) {
      const status = token ? 403 : 401;
      expect((await client.get(SchedulePaths.templates, token)).status).toBe(status);
      expect((await client.post(SchedulePaths.templates, { ...OFFICE, name: 'x' }, token)).status).toBe(status);
      expect((await client.post(SchedulePaths.closures, { name: 'x', start_date: '2026-01-01', end_date: '2026-01-01' }, token)).status).toBe(status);
      expect((await client.put(SchedulePaths.override(employee.id, '2026-01-01'), { intervals: [] }, token)).status).toBe(status);
    }
  });
});
