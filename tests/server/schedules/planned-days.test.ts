/**
 * The planned-hours grid through the database (docs/behaviour.md, "Work schedules"): schedules written through the
 * administrators' API, punches written as the punch rules store them, the days read back through the service and
 * GET /api/admin/schedules/planned-days/. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { SchedulePaths, type PlannedDay, type PlannedDaysResponse } from '../../../src/core/contract';
import { plannedDays } from '../../../server/schedules/planned-days.service';
import { api, type ApiClient } from '../support/api';
import { businessInstant, createLocation } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  ASSIGNMENTS,
  CASES,
  CLOSURES,
  GRID_TIMEZONE,
  IN_GROUP,
  MID_MONTH_CHANGE,
  OVERRIDES,
  PATRON_DAYS,
  PEOPLE,
  PUNCHES,
  TEMPLATES,
  type GridAssignment,
  type PersonKey,
  type PlaceKey,
  type TemplateKey,
} from './planned-hours-grid';

let server: TestServer;
let client: ApiClient;
const ids = {} as Record<PersonKey, number>;
const templates = {} as Record<TemplateKey, number>;
const places = {} as Record<PlaceKey, number>;
let groupId: number;

const ok = async <T>(response: Promise<{ status: number; body: T }>, status = 200): Promise<T> => {
  const answer = await response;
  if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const assign = (a: GridAssignment) =>
  ok(
    client.post(
      SchedulePaths.assignments,
      {
        template_id: templates[a.template],
        ...(a.to === 'group' ? { gruppo_id: groupId } : { user_id: ids[a.to] }),
        location_id: a.place === null ? null : places[a.place],
        start_date: a.start,
        end_date: a.end,
      },
      server.adminToken,
    ),
    201,
  );

async function insertPunch(userId: number, locationId: number, [date, time]: [string, string], type: 'IN' | 'OUT'): Promise<void> {
  const at = await businessInstant(server, date, time);
  await server.db.query(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, location_id)
     VALUES ($1, $2, $3::timestamptz, ($3::timestamptz AT TIME ZONE $4::text)::date, $5)`,
    [userId, type, at, server.config.timezone, locationId],
  );
}

const withoutInstants = ({ date: _d, planned_start: _s, planned_end: _e, ...figures }: PlannedDay) => figures;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  if (server.config.timezone !== GRID_TIMEZONE) throw new Error(`The grid needs APP_TIMEZONE=${GRID_TIMEZONE}`);
  groupId = (await server.db.query<{ id: number }>("INSERT INTO gruppi (descrizione) VALUES ('Uffici') RETURNING id")).rows[0]!.id;
  for (const who of PEOPLE) {
    ids[who] = (await server.createUser({ first_name: 'Orario', last_name: who })).id;
    if (IN_GROUP.includes(who)) await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [ids[who], groupId]);
  }
  for (const place of Object.keys(PATRON_DAYS) as PlaceKey[]) {
    places[place] = (await createLocation(server, { name: `Sede ${place}` })).id;
    await ok(client.put(SchedulePaths.patronDay(places[place]), PATRON_DAYS[place], server.adminToken));
  }
  for (const key of Object.keys(TEMPLATES) as TemplateKey[]) {
    templates[key] = (await ok<{ id: number }>(client.post(SchedulePaths.templates, TEMPLATES[key], server.adminToken), 201)).id;
  }
  for (const a of ASSIGNMENTS) await assign(a);
  for (const o of OVERRIDES) await ok(client.put(SchedulePaths.override(ids[o.who], o.date), { intervals: o.intervals }, server.adminToken));
  for (const c of CLOSURES) await ok(client.post(SchedulePaths.closures, c, server.adminToken), 201);
  for (const who of PEOPLE) {
    for (const pair of PUNCHES[who]) {
      await insertPunch(ids[who], places.milano, pair.from, 'IN');
      if (pair.to) await insertPunch(ids[who], places.milano, pair.to, 'OUT');
    }
  }
});
afterAll(() => server.close());

describe('the grid through the tables', () => {
  let before: Map<string, PlannedDay>;
  let after: Map<number, Map<string, PlannedDay>>;

  beforeAll(async () => {
    // The month of the schedule change, computed before the change is entered.
    const [cambio] = await plannedDays(server.db, [ids.cambio], '2026-05-01', '2026-05-31', GRID_TIMEZONE);
    before = new Map(cambio!.days.map((d) => [d.date, d]));
    await assign(MID_MONTH_CHANGE);
    after = new Map();
    // The grid's days fall in 2026 and on Easter Monday 2027: two ranges, every employee in each.
    for (const [start, end] of [['2026-03-01', '2026-12-31'], ['2027-03-01', '2027-03-31']] as const) {
      const statements = server.db.statementCount;
      const employees = await plannedDays(server.db, PEOPLE.map((who) => ids[who]), start, end, GRID_TIMEZONE);
      // Set-based: the same two statements whatever the number of employees and days.
      expect(server.db.statementCount - statements).toBe(2);
      for (const e of employees) {
        const days = after.get(e.user_id) ?? new Map<string, PlannedDay>();
        for (const d of e.days) days.set(d.date, d);
        after.set(e.user_id, days);
      }
    }
  });

  it('has at least 20 days', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
    const day = after.get(ids[c.who])?.get(c.date);
    expect(day && withoutInstants(day)).toEqual(c.expected);
  });

  it('a schedule changed mid-month leaves the days before it as they were', () => {
    expect(after.get(ids.cambio)!.get('2026-05-15')).toEqual(before.get('2026-05-15'));
    expect(before.get('2026-05-18')!.planned_minutes).toBe(480);
    expect(after.get(ids.cambio)!.get('2026-05-18')!.planned_minutes).toBe(240);
  });

  it("answers the planned start and end as instants, moved by a flexible entry", () => {
    const day = after.get(ids.flex)!.get('2026-09-14')!;
    expect([day.planned_start, day.planned_end]).toEqual(['2026-09-14T07:20:00.000Z', '2026-09-14T16:20:00.000Z']);
  });
});

describe('GET planned-days', () => {
  it("answers a group's month as the service computes it, with the weeks' average check", async () => {
    const answer = await ok<PlannedDaysResponse>(
      client.get(`${SchedulePaths.plannedDays}?start_date=2026-09-01&end_date=2026-09-30&gruppo_id=${groupId}`, server.adminToken),
    );
    expect(answer.employees.map((e) => e.user_id).sort()).toEqual(IN_GROUP.map((who) => ids[who]).sort());
    const ufficio = answer.employees.find((e) => e.user_id === ids.ufficio)!;
    expect(ufficio.days).toHaveLength(30);
    const [direct] = await plannedDays(server.db, [ids.ufficio], '2026-09-01', '2026-09-30', GRID_TIMEZONE);
    expect(ufficio).toEqual(direct);
    expect(ufficio.weeks.map((w) => w.week_start)).toEqual(['2026-08-31', '2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28']);
    expect(ufficio.weeks.find((w) => w.week_start === '2026-09-21')).toMatchObject({ worked_minutes: 450 + 540 + 780 + 480 + 240, over_average_limit: false });
  });

  it('refuses an end before the start, a range over a year, and anyone but an administrator', async () => {
    const refused = await client.get(`${SchedulePaths.plannedDays}?start_date=2026-09-30&end_date=2026-09-01`, server.adminToken);
    expect(refused).toMatchObject({ status: 400, body: { code: 'END_BEFORE_START' } });
    const long = await client.get(`${SchedulePaths.plannedDays}?start_date=2025-01-01&end_date=2026-01-02`, server.adminToken);
    expect(long).toMatchObject({ status: 400, body: { code: 'RANGE_TOO_LONG' } });
    const someone = await server.createUser();
    const { access } = await server.loginAs(someone);
    expect((await client.get(`${SchedulePaths.plannedDays}?start_date=2026-09-01&end_date=2026-09-30`, access)).status).toBe(403);
    expect((await client.get(`${SchedulePaths.plannedDays}?start_date=2026-09-01&end_date=2026-09-30`)).status).toBe(401);
  });
});
