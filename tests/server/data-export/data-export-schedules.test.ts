/**
 * 'I miei dati' (docs/behaviour.md, "My data") holds the person's planned hours ("Work schedules"): their own
 * schedule assignments, their current group's, and their day overrides ('Turno del giorno', 'Riposo'), in the JSON
 * and in the CSV; another employee's assignment or override, and another group's, never.
 */
import { ApiPaths, SchedulePaths, type PersonalDataExport, type ScheduleDefinition } from '../../../src/core/contract';
import { api } from '../support/api';
import { createLocation, employee, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { csvSections, parseCsv } from './csv-sections';

let server: TestServer;
let anna: Employee;
let bruno: Employee;
/** Anna's assignments: her own and her group's. */
const annaIds = { own: 0, group: 0 };
/** Bruno's own assignment and his group's: neither may appear in Anna's export. */
const brunoIds = { own: 0, group: 0 };
const BRUNO_WORDS = ['Turno notte di Bruno', 'Magazzino di Bruno', 'Sede di Bruno'];

const admin = () => api(server.url);

async function ok<T>(response: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const week = (start: number, end: number): ScheduleDefinition => ({
  intervals: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end })),
  tolerance_minutes: 0,
  flex_earliest_start: null,
  flex_latest_start: null,
  overtime_block_minutes: 1,
});

async function template(name: string, start: number, end: number): Promise<number> {
  return (await ok<{ id: number }>(admin().post(SchedulePaths.templates, { name, ...week(start, end) }, server.adminToken), 201)).id;
}

async function assign(body: Record<string, unknown>): Promise<number> {
  return (await ok<{ id: number }>(admin().post(SchedulePaths.assignments, body, server.adminToken), 201)).id;
}

async function group(name: string, member: Employee): Promise<number> {
  const id = (await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name])).rows[0]!.id;
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [member.id, id]);
  return id;
}

async function exportOf(path: string, token: string) {
  const json = await fetch(`${server.url}${path}?format=json`, { headers: { authorization: `Bearer ${token}` } });
  expect(json.status).toBe(200);
  const text = await json.text();
  const csv = await fetch(`${server.url}${path}?format=csv`, { headers: { authorization: `Bearer ${token}` } });
  expect(csv.status).toBe(200);
  const csvText = (await csv.text()).replace(/^\uFEFF/, '');
  return { text, body: JSON.parse(text) as PersonalDataExport, csvText, sections: csvSections(parseCsv(csvText)) };
}

beforeAll(async () => {
  server = await startTestServer();
  anna = await employee(server, { first_name: 'Anna', last_name: 'Bianchi', username: 'anna.orari.export' });
  bruno = await employee(server, { first_name: 'Bruno', last_name: 'Neri', username: 'bruno.orari.export' });
  const annaGroup = await group('Uffici di Anna', anna);
  const brunoGroup = await group(BRUNO_WORDS[1]!, bruno);
  const annaPlace = await createLocation(server, { name: 'Sede di Anna' });
  const brunoPlace = await createLocation(server, { name: BRUNO_WORDS[2]! });
  const office = await template('Ufficio 9-17 export', 9 * 60, 17 * 60);
  const partTime = await template('Part-time mattina export', 8 * 60, 12 * 60);
  const night = await template(BRUNO_WORDS[0]!, 22 * 60, 6 * 60);

  annaIds.group = await assign({ template_id: office, gruppo_id: annaGroup, location_id: annaPlace.id, start_date: '2026-01-01' });
  annaIds.own = await assign({ template_id: partTime, user_id: anna.id, start_date: '2026-03-02', end_date: '2026-06-30' });
  brunoIds.group = await assign({ template_id: office, gruppo_id: brunoGroup, location_id: brunoPlace.id, start_date: '2026-02-01' });
  brunoIds.own = await assign({ template_id: night, user_id: bruno.id, location_id: brunoPlace.id, start_date: '2026-04-01' });

  const override = (who: Employee, date: string, intervals: Array<{ start: number; end: number }>) =>
    ok(admin().put(SchedulePaths.override(who.id, date), { intervals }, server.adminToken));
  await override(anna, '2026-05-04', [
    { start: 7 * 60, end: 11 * 60 },
    { start: 12 * 60, end: 15 * 60 + 30 },
  ]);
  await override(anna, '2026-04-13', []);
  await override(bruno, '2026-04-20', [{ start: 21 * 60 + 15, end: 5 * 60 + 45 }]);
});
afterAll(() => server.close());

describe("an employee's planned hours in their own export", () => {
  it('JSON: their own assignment and their group’s, with template, dates and place; their overrides, oldest first', async () => {
    const { body } = await exportOf(ApiPaths.myDataExport, anna.token);

    expect(body.schedule_assignments).toEqual([
      {
        id: annaIds.group,
        assigned_to: 'group',
        gruppo: 'Uffici di Anna',
        template_id: expect.any(Number),
        template_name: 'Ufficio 9-17 export',
        start_date: '2026-01-01',
        end_date: null,
        location_id: expect.any(Number),
        location_name: 'Sede di Anna',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      expect.objectContaining({
        id: annaIds.own,
        assigned_to: 'user',
        gruppo: null,
        template_name: 'Part-time mattina export',
        start_date: '2026-03-02',
        end_date: '2026-06-30',
        location_id: null,
        location_name: null,
      }),
    ]);
    expect(body.day_overrides).toEqual([
      { date: '2026-04-13', intervals: [], created_at: expect.any(String) },
      {
        date: '2026-05-04',
        intervals: [
          { start: 420, end: 660 },
          { start: 720, end: 930 },
        ],
        created_at: expect.any(String),
      },
    ]);
  });

  it('CSV: a section for the assignments and one for the day overrides, in Italian', async () => {
    const { sections } = await exportOf(ApiPaths.myDataExport, anna.token);

    expect([...sections.keys()].slice(-4, -2)).toEqual(['Orari di lavoro assegnati', 'Turni del giorno']);
    expect(sections.get('Orari di lavoro assegnati')!.rows).toEqual([
      {
        ID: String(annaIds.group),
        'Assegnato a': 'Gruppo',
        Gruppo: 'Uffici di Anna',
        Orario: 'Ufficio 9-17 export',
        Dal: '01/01/2026',
        Al: '',
        Sede: 'Sede di Anna',
        'Registrato il': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      },
      expect.objectContaining({
        ID: String(annaIds.own),
        'Assegnato a': 'Utente',
        Gruppo: '',
        Orario: 'Part-time mattina export',
        Dal: '02/03/2026',
        Al: '30/06/2026',
        Sede: '',
      }),
    ]);
    expect(sections.get('Turni del giorno')!.rows).toEqual([
      { Giorno: '13/04/2026', Tipo: 'Riposo', Intervalli: '', 'Impostato il': expect.any(String) },
      { Giorno: '04/05/2026', Tipo: 'Turno del giorno', Intervalli: '07:00–11:00, 12:00–15:30', 'Impostato il': expect.any(String) },
    ]);
  });

  it("holds none of another employee's assignments, overrides or group", async () => {
    const { body, text, csvText } = await exportOf(ApiPaths.myDataExport, anna.token);

    const assignments = body.schedule_assignments.map((assignment) => assignment.id);
    expect(assignments.filter((id) => id === brunoIds.own || id === brunoIds.group)).toEqual([]);
    expect(body.day_overrides.map((override) => override.date)).not.toContain('2026-04-20');
    // Bruno's override as the export words an interval (a bare '21:15' would also match the export's own time of day).
    for (const document of [text, csvText]) {
      for (const word of [...BRUNO_WORDS, '21:15–05:45', '20/04/2026']) expect({ word, found: document.includes(word) }).toEqual({ word, found: false });
    }
  });

  it('a group’s assignments follow its members: joining shows them (not a colleague’s own), leaving takes them out', async () => {
    const newcomer = await employee(server, { username: 'nuovo.arrivato.export' });
    const assignmentsOf = async () => (await exportOf(ApiPaths.myDataExport, newcomer.token)).body.schedule_assignments.map((a) => a.id);
    expect(await assignmentsOf()).toEqual([]);

    const { rows } = await server.db.query<{ gruppo_id: number }>('SELECT gruppo_id FROM users WHERE id = $1', [anna.id]);
    await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [newcomer.id, rows[0]!.gruppo_id]);
    expect(await assignmentsOf()).toEqual([annaIds.group]);

    await server.db.query('UPDATE users SET gruppo_id = NULL WHERE id = $1', [newcomer.id]);
    expect(await assignmentsOf()).toEqual([]);
  });
});

it("an administrator's export of another employee holds that employee's planned hours", async () => {
  const { body } = await exportOf(ApiPaths.adminUserDataExport(bruno.id), server.adminToken);

  expect(body.schedule_assignments.map((assignment) => [assignment.id, assignment.assigned_to, assignment.location_name])).toEqual([
    [brunoIds.group, 'group', BRUNO_WORDS[2]],
    [brunoIds.own, 'user', BRUNO_WORDS[2]],
  ]);
  expect(body.day_overrides).toEqual([{ date: '2026-04-20', intervals: [{ start: 1275, end: 345 }], created_at: expect.any(String) }]);
});
