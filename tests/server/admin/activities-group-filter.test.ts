/**
 * The group filter of GET /api/admin/activities/ and of its CSV export (docs/behaviour.md, "Admin activities"): the
 * punches of the users who are in the group now, whenever they punched.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { download, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let magazzino: number;
let uffici: number;
let ids: Record<string, number>;
let dario: number;

/** In 2022 (no other test of this server writes there): two in 'Magazzino', one in 'Uffici', one in no group. */
beforeAll(async () => {
  server = await startTestServer();
  const groups = await server.db.query<{ id: number }>(`INSERT INTO gruppi (descrizione) VALUES ('Magazzino'), ('Uffici') RETURNING id`);
  [magazzino, uffici] = groups.rows.map((row) => row.id);
  const carla = await server.createUser({ username: 'carla_grp', first_name: 'Carla', last_name: 'Neri' });
  const darioUser = await server.createUser({ username: 'dario_grp', first_name: 'Dario', last_name: 'Galli' });
  dario = darioUser.id;
  const elena = await server.createUser({ username: 'elena_grp', first_name: 'Elena', last_name: 'Conti' });
  const fabio = await server.createUser({ username: 'fabio_grp', first_name: 'Fabio', last_name: 'Riva' });
  await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = ANY($2::int[])', [magazzino, [carla.id, dario]]);
  await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [uffici, elena.id]);
  ids = {
    c1: await insertPunchAt(server, { userId: carla.id, entryType: 'IN', at: '2022-03-01T07:00:00Z' }),
    d1: await insertPunchAt(server, { userId: dario, entryType: 'IN', at: '2022-03-01T07:10:00Z' }),
    e1: await insertPunchAt(server, { userId: elena.id, entryType: 'IN', at: '2022-03-01T07:20:00Z' }),
    f1: await insertPunchAt(server, { userId: fabio.id, entryType: 'IN', at: '2022-03-01T07:30:00Z' }),
    c2: await insertPunchAt(server, { userId: carla.id, entryType: 'OUT', at: '2022-03-01T15:00:00Z' }),
    d2: await insertPunchAt(server, { userId: dario, entryType: 'OUT', at: '2022-03-02T15:00:00Z' }),
  };
});
afterAll(() => server.close());

const MARCH = 'start_date=2022-03-01&end_date=2022-03-31';
const activities = async (query: string, range = MARCH) => {
  const response = await api(server.url).get(`${ApiPaths.adminActivities}?${range}&ordering=timestamp&${query}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body as { count: number; total_pages: number; results: Array<{ id: number }> };
};
const idsOf = (body: { results: Array<{ id: number }> }) => body.results.map((activity) => activity.id);
/** The CSV's lines without the header, as 'username;type'. */
const exported = async (query: string) => {
  const response = await download(server, `${ApiPaths.adminActivitiesExport}?${MARCH}&ordering=timestamp&${query}`);
  expect(response.status).toBe(200);
  return response.text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(';').slice(0, 3).join(';'));
};

it("lists the punches of the group's members only, and combines with the other filters", async () => {
  expect(idsOf(await activities(`gruppo=${magazzino}`))).toEqual([ids.c1, ids.d1, ids.c2, ids.d2]);
  expect(idsOf(await activities(`gruppo=${uffici}`))).toEqual([ids.e1]);
  expect(idsOf(await activities(`gruppo=${magazzino}&entry_type=OUT`, 'start_date=2022-03-01&end_date=2022-03-01'))).toEqual([ids.c2]);
  expect(idsOf(await activities(`gruppo=${magazzino}&user_id=${dario}`))).toEqual([ids.d1, ids.d2]);
  expect(idsOf(await activities(`gruppo=${uffici}&user_id=${dario}`))).toEqual([]); // Dario is not in 'Uffici'
});

it('counts the members’ punches exactly on a full page, without joining the users for the count', async () => {
  const statements: string[] = [];
  const original = server.db.query.bind(server.db);
  const spy = jest.spyOn(server.db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
    statements.push(sql);
    return original(sql, params);
  });
  try {
    expect(await activities(`gruppo=${magazzino}&page_size=1&page=2`)).toMatchObject({ count: 4, total_pages: 4, results: [{ id: ids.d1 }] });
  } finally {
    spy.mockRestore();
  }
  const count = statements.find((sql) => /count\(/i.test(sql));
  expect(count).toBeDefined();
  expect(count).not.toMatch(/JOIN/i);
});

it('follows the group the users are in now: a user who changes group takes their past punches along', async () => {
  await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [uffici, dario]);
  try {
    expect(idsOf(await activities(`gruppo=${magazzino}`))).toEqual([ids.c1, ids.c2]);
    expect(idsOf(await activities(`gruppo=${uffici}`))).toEqual([ids.d1, ids.e1, ids.d2]);
  } finally {
    await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [magazzino, dario]);
  }
});

it('answers an empty page for a group with no members or that does not exist, and 400 for a malformed id', async () => {
  const { rows } = await server.db.query<{ id: number }>(`INSERT INTO gruppi (descrizione) VALUES ('Vuoto') RETURNING id`);
  expect(await activities(`gruppo=${rows[0]!.id}`)).toEqual({ count: 0, total_pages: 0, results: [] });
  expect(await activities('gruppo=999999')).toEqual({ count: 0, total_pages: 0, results: [] });
  for (const bad of ['0', 'magazzino', '-1']) {
    const response = await api(server.url).get(`${ApiPaths.adminActivities}?gruppo=${bad}`, server.adminToken);
    expect(response.status).toBe(400);
    expect((await download(server, `${ApiPaths.adminActivitiesExport}?gruppo=${bad}`)).status).toBe(400);
  }
});

it('exports the same punches as the list for the group, with the other filters', async () => {
  expect(await exported(`gruppo=${magazzino}`)).toEqual([
    'carla_grp;Carla Neri;Check-in',
    'dario_grp;Dario Galli;Check-in',
    'carla_grp;Carla Neri;Check-out',
    'dario_grp;Dario Galli;Check-out',
  ]);
  expect(await exported(`gruppo=${magazzino}&entry_type=OUT`)).toEqual(['carla_grp;Carla Neri;Check-out', 'dario_grp;Dario Galli;Check-out']);
  expect(await exported(`gruppo=${uffici}`)).toEqual(['elena_grp;Elena Conti;Check-in']);
  // Without the group: the four users' punches, the one in no group included.
  expect(await exported('')).toHaveLength(6);
});
