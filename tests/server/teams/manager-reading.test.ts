/**
 * A manager reads the people of the groups they manage, never themselves nor anyone else (docs/behaviour.md,
 * "Managers"): the activities and their CSV, the user filter's options, the worked-time report, the attendance report,
 * one employee's days, the monthly sheet and the groups list. An administrator still sees everyone; an employee 403.
 */
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { downloadAs, teamWorld, type TeamWorld } from './manager-reading-world';

let server: TestServer;
let world: TeamWorld;
const MONTH = '2026-10';
const RANGE = 'start_date=2026-10-01&end_date=2026-10-31';

beforeAll(async () => {
  server = await startTestServer();
  world = await teamWorld(server);
  const { manager, memberA, memberB, plainEmployee } = world;
  for (const who of [manager, memberA, memberB, plainEmployee, server.admin]) {
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2026-10-05T07:00:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2026-10-05T15:00:00Z' });
  }
});
afterAll(() => server.close());

const get = (path: string, token = world.manager.token) => api(server.url).get(path, token);
const idsOf = (rows: Array<{ user_id: number }>) => [...new Set(rows.map((row) => row.user_id))].sort((a, b) => a - b);
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

it("lists the activities of the managed group's members only, never the manager's own; a filter outside is empty", async () => {
  const { manager, memberA, memberB, plainEmployee, groupB } = world;

  const mine = await get(`${ApiPaths.adminActivities}?${RANGE}`);
  expect(mine.status).toBe(200);
  expect(idsOf(mine.body.results)).toEqual(sorted(memberA.id, plainEmployee.id));
  expect(mine.body.count).toBe(4);

  for (const outside of [`user_id=${memberB.id}`, `user_id=${manager.id}`, `user_id=${server.admin.id}`, `gruppo=${groupB}`]) {
    const filtered = await get(`${ApiPaths.adminActivities}?${RANGE}&${outside}`);
    expect({ outside, status: filtered.status, count: filtered.body.count, results: filtered.body.results }).toEqual({ outside, status: 200, count: 0, results: [] });
  }

  const everyone = await get(`${ApiPaths.adminActivities}?${RANGE}`, server.adminToken);
  expect(idsOf(everyone.body.results)).toEqual(sorted(manager.id, memberA.id, memberB.id, plainEmployee.id, server.admin.id));
});

it('exports the same activities as CSV', async () => {
  const { manager, memberA, memberB } = world;
  const csv = await get(`${ApiPaths.adminActivitiesExport}?${RANGE}`);
  expect(csv.status).toBe(200);
  expect(csv.body).toContain(memberA.username);
  expect(csv.body).not.toContain(memberB.username);
  expect(csv.body).not.toContain(manager.username);

  const byAdmin = await get(`${ApiPaths.adminActivitiesExport}?${RANGE}`, server.adminToken);
  expect(byAdmin.body).toContain(memberB.username);
});

it("offers the managed people only in the user filter's options", async () => {
  const { memberA, memberB, plainEmployee } = world;
  const options = await get(ApiPaths.adminUsers);
  expect(options.status).toBe(200);
  expect(options.body.map((option: { id: number }) => option.id).sort((a: number, b: number) => a - b)).toEqual(sorted(memberA.id, plainEmployee.id));
  expect((await get(`${ApiPaths.adminUsers}?search=Gruppob`)).body).toEqual([]);
  expect((await get(`${ApiPaths.adminUsers}?id=${memberB.id}`)).body).toEqual([]);
  expect((await get(`${ApiPaths.adminUsers}?search=Gruppob`, server.adminToken)).body.map((o: { id: number }) => o.id)).toEqual([memberB.id]);
});

it('reports the worked time of the managed people only, as JSON and as CSV', async () => {
  const { manager, memberA, memberB, plainEmployee } = world;
  const report = await get(`${ApiPaths.adminReports}?${RANGE}`);
  expect(report.status).toBe(200);
  expect(idsOf(report.body.rows)).toEqual(sorted(memberA.id, plainEmployee.id));
  expect(report.body.rows.find((row: { user_id: number }) => row.user_id === memberA.id).worked_minutes).toBe(480);
  expect((await get(`${ApiPaths.adminReports}?${RANGE}&user_id=${memberB.id}`)).body.rows).toEqual([]);

  const csv = await get(`${ApiPaths.adminReports}?${RANGE}&format=csv`);
  expect(csv.status).toBe(200);
  expect(csv.body).toContain(memberA.username);
  expect(csv.body).not.toContain(memberB.username);
  expect(csv.body).not.toContain(manager.username);

  const byAdmin = await get(`${ApiPaths.adminReports}?${RANGE}`, server.adminToken);
  expect(idsOf(byAdmin.body.rows)).toEqual(sorted(manager.id, memberA.id, memberB.id, plainEmployee.id, server.admin.id));
});

it("lists the managed people in the attendance report and reads their days; anyone else's days are 404", async () => {
  const { manager, memberA, memberB, plainEmployee, groupB } = world;
  const page = await get(`${ApiPaths.adminAttendance}?${RANGE}`);
  expect(page.status).toBe(200);
  expect(idsOf(page.body.results)).toEqual(sorted(memberA.id, plainEmployee.id));
  expect((await get(`${ApiPaths.adminAttendance}?${RANGE}&gruppo=${groupB}`)).body).toMatchObject({ count: 0, results: [] });

  const csv = await get(`${ApiPaths.adminAttendance}?${RANGE}&format=csv`);
  expect(csv.body).toContain(memberA.username);
  expect(csv.body).not.toContain(memberB.username);
  expect(csv.body).not.toContain(manager.username);

  const days = await get(`${ApiPaths.adminAttendanceDays(memberA.id)}?${RANGE}`);
  expect(days.status).toBe(200);
  expect(days.body.days.map((day: { date: string }) => day.date)).toEqual(['2026-10-05']);
  for (const outside of [memberB.id, manager.id, server.admin.id, 999_999]) {
    const refused = await get(`${ApiPaths.adminAttendanceDays(outside)}?${RANGE}`);
    expect({ outside, status: refused.status, code: refused.body.code }).toEqual({ outside, status: 404, code: 'NOT_FOUND' });
  }
  expect((await get(`${ApiPaths.adminAttendanceDays(memberB.id)}?${RANGE}`, server.adminToken)).status).toBe(200);
});

it("prints the monthly sheet of a managed person or group, without the manager; anyone else's is 404", async () => {
  const { manager, memberA, memberB, groupA, groupB } = world;
  const one = await downloadAs(server, `${ApiPaths.adminAttendanceSheet}?month=${MONTH}&user_id=${memberA.id}`, manager.token);
  expect(one.status).toBe(200);
  expect((await pdfText(one.bytes)).text).toContain('Anna Gruppoa');

  const group = await downloadAs(server, `${ApiPaths.adminAttendanceSheet}?month=${MONTH}&gruppo=${groupA}`, manager.token);
  expect(group.status).toBe(200);
  const text = (await pdfText(group.bytes)).text;
  expect(text).toContain('Anna Gruppoa');
  expect(text).toContain('Elio Dipendente');
  expect(text).not.toContain('Marta Responsabile');

  for (const outside of [`user_id=${memberB.id}`, `user_id=${manager.id}`, `gruppo=${groupB}`]) {
    const refused = await downloadAs(server, `${ApiPaths.adminAttendanceSheet}?month=${MONTH}&${outside}`, manager.token);
    expect({ outside, status: refused.status, body: refused.body }).toEqual({ outside, status: 404, body: { code: 'NOT_FOUND', message: ApiError.NOT_FOUND } });
  }
  const adminGroup = await downloadAs(server, `${ApiPaths.adminAttendanceSheet}?month=${MONTH}&gruppo=${groupA}`, server.adminToken);
  expect((await pdfText(adminGroup.bytes)).text).toContain('Marta Responsabile');
});

it('lists only the groups the manager manages; an administrator gets them all', async () => {
  const { groupA, groupB } = world;
  const mine = await get(ApiPaths.groups);
  expect(mine.status).toBe(200);
  expect(mine.body.map((group: { id: number }) => group.id)).toEqual([groupA]);
  const all = (await get(ApiPaths.groups, server.adminToken)).body.map((group: { id: number }) => group.id);
  expect(all).toEqual(expect.arrayContaining([groupA, groupB]));
});

it('refuses an employee everywhere (403 ADMIN_REQUIRED), and a manager the administrators-only stats and places', async () => {
  const { plainEmployee, memberA, manager } = world;
  const adminRequired = { code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED };
  const staffPaths = [
    `${ApiPaths.adminActivities}?${RANGE}`,
    `${ApiPaths.adminActivitiesExport}?${RANGE}`,
    ApiPaths.adminUsers,
    `${ApiPaths.adminReports}?${RANGE}`,
    `${ApiPaths.adminAttendance}?${RANGE}`,
    `${ApiPaths.adminAttendanceDays(memberA.id)}?${RANGE}`,
    `${ApiPaths.adminAttendanceSheet}?month=${MONTH}&user_id=${memberA.id}`,
    ApiPaths.groups,
  ];
  for (const path of staffPaths) {
    const refused = await get(path, plainEmployee.token);
    expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 403, body: adminRequired });
    expect({ path, status: (await get(path, '')).status }).toEqual({ path, status: 401 });
  }
  for (const path of [ApiPaths.adminStats, ApiPaths.adminLocations]) {
    const refused = await get(path, manager.token);
    expect({ path, status: refused.status, body: refused.body }).toEqual({ path, status: 403, body: adminRequired });
    expect((await get(path, server.adminToken)).status).toBe(200);
  }
});
