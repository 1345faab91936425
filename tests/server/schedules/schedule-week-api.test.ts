/**
 * 'Turni della settimana' over HTTP (docs/behaviour.md, "Work schedules"): a group's active members and what is
 * planned for each day of a week (intervals, 'Turno del giorno' / 'Riposo', holidays, closures); the assignments
 * listed with their employee's or group's name.
 */
import { SchedulePaths, type ScheduleWeek } from '../../../src/core/contract';
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

let n = 0;
const newGroup = async () =>
  (await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [`Settimana ${++n}`])).rows[0]!.id;
const member = async (group: number, names: { first_name: string; last_name: string }) => {
  const user = await server.createUser(names);
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [user.id, group]);
  return user;
};
const week = async (group: number, day: string) => {
  const answer = await client.get(`${SchedulePaths.week}?gruppo_id=${group}&week_start=${day}`, server.adminToken);
  expect(answer.status).toBe(200);
  return answer.body as ScheduleWeek;
};

describe('GET week', () => {
  it("answers the group's active members by name and each day as planned, from the week's Monday", async () => {
    const group = await newGroup();
    const rossi = await member(group, { first_name: 'Mario', last_name: 'Rossi' });
    const bianchi = await member(group, { first_name: 'Anna', last_name: 'Bianchi' });
    const gone = await member(group, { first_name: 'Ex', last_name: 'Dipendente' });
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.id]);
    const template = await client.post(SchedulePaths.templates, { name: `Ufficio ${n}`, ...OFFICE_HOURS }, server.adminToken);
    const place = await createLocation(server);
    await client.post(SchedulePaths.assignments, { template_id: template.body.id, gruppo_id: group, location_id: place.id, start_date: '2026-01-01' }, server.adminToken);
    await client.put(SchedulePaths.patronDay(place.id), { name: 'San Petronio', month: 10, day: 7 }, server.adminToken);
    await client.put(SchedulePaths.override(rossi.id, '2026-10-06'), { intervals: [{ start: 1320, end: 360 }] }, server.adminToken);
    await client.put(SchedulePaths.override(rossi.id, '2026-10-09'), { intervals: [] }, server.adminToken);

    // Thursday 8 October: the week from Monday 5.
    const answer = await week(group, '2026-10-08');
    expect(answer.week_start).toBe('2026-10-05');
    expect(answer.members.map((m) => [m.user_id, m.full_name])).toEqual([
      [bianchi.id, 'Anna Bianchi'],
      [rossi.id, 'Mario Rossi'],
    ]);
    const days = answer.members.find((m) => m.user_id === rossi.id)!.days;
    expect(days.map((d) => d.date)).toEqual(['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-11']);
    const office = [{ start: 540, end: 780 }, { start: 840, end: 1080 }];
    expect(days[0]).toEqual({ date: '2026-10-05', kind: 'working', intervals: office, override: false, holiday_name: null, closure_name: null });
    expect(days[1]).toMatchObject({ kind: 'working', intervals: [{ start: 1320, end: 360 }], override: true });
    expect(days[2]).toMatchObject({ kind: 'holiday', intervals: [], override: false, holiday_name: 'San Petronio' });
    expect(days[4]).toMatchObject({ kind: 'rest', intervals: [], override: true });
    expect(days[5]).toMatchObject({ kind: 'rest', override: false });
  });

  it('shows a closure, a national holiday and a member without any schedule', async () => {
    const group = await newGroup();
    const user = await member(group, { first_name: 'Senza', last_name: 'Orario' });
    const closure = await client.post(SchedulePaths.closures, { name: 'Ponte', start_date: '2026-12-07', end_date: '2026-12-07' }, server.adminToken);
    const [days] = (await week(group, '2026-12-07')).members.map((m) => m.days);
    expect(days![0]).toMatchObject({ kind: 'closure', closure_name: 'Ponte' });
    expect(days![1]).toMatchObject({ kind: 'holiday', holiday_name: expect.stringMatching(/Immacolata/) });
    expect(days![2]).toMatchObject({ kind: 'unscheduled', intervals: [], override: false });
    expect(user.id).toBeGreaterThan(0);
    await client.delete(SchedulePaths.closure(closure.body.id), server.adminToken);
  });

  it('answers no members for a group without active ones, 404 UNKNOWN_GROUP for no such group, 400 for a bad day', async () => {
    expect(await week(await newGroup(), '2026-03-02')).toEqual({ week_start: '2026-03-02', members: [] });
    const missing = await client.get(`${SchedulePaths.week}?gruppo_id=999999&week_start=2026-03-02`, server.adminToken);
    expect(missing).toMatchObject({ status: 404, body: { code: 'UNKNOWN_GROUP' } });
    expect((await client.get(`${SchedulePaths.week}?gruppo_id=1&week_start=2026-02-30`, server.adminToken)).status).toBe(400);
  });
});

describe('GET assignments', () => {
  it("names an employee's assignment by the employee ('first last', username)", async () => {
    const user = await server.createUser({ first_name: 'Lucia', last_name: 'Verdi' });
    const template = await client.post(SchedulePaths.templates, { name: `Nomi ${++n}`, ...OFFICE_HOURS }, server.adminToken);
    const created = await client.post(SchedulePaths.assignments, { template_id: template.body.id, user_id: user.id, start_date: '2026-01-01' }, server.adminToken);
    expect((await client.get(`${SchedulePaths.assignments}?user_id=${user.id}`, server.adminToken)).body).toEqual([
      { ...created.body, user_full_name: 'Lucia Verdi', username: user.username, gruppo_name: null },
    ]);
  });
});
