/**
 * What an absence must be and how much it takes (docs/behaviour.md, "Absences"): the days and hours refused with
 * their field codes, the type's conditions, the overlap with another absence of the same person, and the amount
 * from the employee's plan.
 */
import { AbsencePaths, SchedulePaths } from '../../../src/core/contract';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { api } from '../support/api';
import { employee, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { askFor, enter, requested, typeId, type AbsenceBody } from './absence-fixtures';

let server: TestServer;
let who: Employee;
beforeAll(async () => {
  server = await startTestServer();
  who = await employee(server);
});
afterAll(() => server.close());

const fieldCode = (body: { field_codes?: Record<string, { code: string }> }) =>
  Object.entries(body.field_codes ?? {}).map(([field, issue]) => `${field}:${issue.code}`);

describe('refusals', () => {
  it.each<[string, AbsenceBody, string]>([
    ['a last day before the first', { code: 'FE', start_date: '2025-09-10', end_date: '2025-09-09' }, 'end_date:LAST_DAY_BEFORE_FIRST'],
    ['more than 366 days', { code: 'MAL', start_date: '2025-01-01', end_date: '2026-01-02', certificate_number: 'X1' }, 'end_date:ABSENCE_TOO_LONG'],
    ['a start time without an end', { code: 'ROL', start_date: '2025-09-10', start_time: '09:00' }, 'end_time:TIMES_BOTH'],
    ['an end time without a start', { code: 'ROL', start_date: '2025-09-10', end_time: '11:00' }, 'start_time:TIMES_BOTH'],
    ['hours of a type counted in days', { code: 'FE', start_date: '2025-09-10', start_time: '09:00', end_time: '11:00' }, 'start_time:HOURS_NOT_ALLOWED'],
    ['hours over two days', { code: 'ROL', start_date: '2025-09-10', end_date: '2025-09-11', start_time: '09:00', end_time: '11:00' }, 'end_date:HOURS_ONE_DAY'],
    ['an end not after the start', { code: 'ROL', start_date: '2025-09-10', start_time: '11:00', end_time: '11:00' }, 'end_time:END_TIME_BEFORE_START'],
    ['malattia without its certificate', { code: 'MAL', start_date: '2025-09-10', certificate_number: '  ' }, 'certificate_number:CERTIFICATE_REQUIRED'],
    ['only a weekend', { code: 'FE', start_date: '2025-09-13', end_date: '2025-09-14' }, 'start_date:NO_WORKING_DAY'],
    ['only a national holiday', { code: 'FE', start_date: '2025-08-15' }, 'start_date:NO_WORKING_DAY'],
  ])('refuses %s', async (_label, body, expected) => {
    const answer = await askFor(server, who, body);
    expect(answer.status).toBe(400);
    expect(fieldCode(answer.body)).toEqual([expected]);
  });

  it('refuses an unknown type, and a type no longer in use', async () => {
    const unknown = await who.client.post(AbsencePaths.mine, { absence_type_id: 99999, start_date: '2025-09-10', end_date: '2025-09-10' }, who.token);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['absence_type_id']);

    const { rows } = await server.db.query<{ id: number }>(
      "INSERT INTO absence_types (code, name, unit, is_active) VALUES ('OLD', 'Vecchia causale', 'days', false) RETURNING id",
    );
    const inactive = await who.client.post(AbsencePaths.mine, { absence_type_id: rows[0]!.id, start_date: '2025-09-10', end_date: '2025-09-10' }, who.token);
    expect(fieldCode(inactive.body)).toEqual(['absence_type_id:TYPE_INACTIVE']);
  });

  it('refuses a direct entry for an unknown user, or of malattia without its certificate', async () => {
    const unknown = await enter(server, 999999, { code: 'FE', start_date: '2025-09-10' });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['user_id']);
    expect(fieldCode((await enter(server, who.id, { code: 'MAL', start_date: '2025-09-10' })).body)).toEqual(['certificate_number:CERTIFICATE_REQUIRED']);
  });

  it('writes nothing when it refuses', async () => {
    const before = (await server.db.query('SELECT id FROM absences WHERE user_id = $1', [who.id])).rows.length;
    await askFor(server, who, { code: 'FE', start_date: '2025-09-13', end_date: '2025-09-14' });
    expect((await server.db.query('SELECT id FROM absences WHERE user_id = $1', [who.id])).rows.length).toBe(before);
  });
});

describe('overlap', () => {
  it('refuses a day already covered by a pending or approved absence of the same person (409 ABSENCE_OVERLAP)', async () => {
    const person = await employee(server);
    const other = await employee(server);
    await requested(server, person, { code: 'FE', start_date: '2025-10-06', end_date: '2025-10-10' });

    const overlapping = await askFor(server, person, { code: 'ROL', start_date: '2025-10-10', start_time: '09:00', end_time: '10:00' });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe('ABSENCE_OVERLAP');
    expect((await enter(server, person.id, { code: 'MAL', start_date: '2025-10-03', end_date: '2025-10-06', certificate_number: 'C9' })).status).toBe(409);
    // Someone else's absence on the same days is theirs.
    expect((await askFor(server, other, { code: 'FE', start_date: '2025-10-06' })).status).toBe(201);
  });

  it('allows two ranges of hours on one day that do not meet, not two that do', async () => {
    const person = await employee(server);
    await requested(server, person, { code: 'ROL', start_date: '2025-10-14', start_time: '09:00', end_time: '11:00' });

    expect((await askFor(server, person, { code: '104', start_date: '2025-10-14', start_time: '11:00', end_time: '13:00' })).status).toBe(201);
    expect((await askFor(server, person, { code: 'PNR', start_date: '2025-10-14', start_time: '12:30', end_time: '14:00' })).status).toBe(409);
    expect((await askFor(server, person, { code: 'FE', start_date: '2025-10-14' })).status).toBe(409);
  });

  it('two requests for the same days filed at once: one is recorded, the other refused', async () => {
    const person = await employee(server);
    const answers = await Promise.all([
      askFor(server, person, { code: 'FE', start_date: '2025-10-20', end_date: '2025-10-21' }),
      askFor(server, person, { code: 'FE', start_date: '2025-10-21', end_date: '2025-10-22' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });
});

describe('amount', () => {
  let planned: Employee;
  beforeAll(async () => {
    planned = await employee(server);
    const client = api(server.url);
    // Monday to Friday 09:00–13:00 and 14:00–18:00; Friday 24/10/2025 a shorter day by override.
    const template = await client.post(SchedulePaths.templates, { name: 'Ufficio assenze', ...OFFICE_HOURS }, server.adminToken);
    const assignment = { template_id: template.body.id, user_id: planned.id, location_id: null, start_date: '2025-01-01', end_date: null };
    await client.post(SchedulePaths.assignments, assignment, server.adminToken);
    await client.put(SchedulePaths.override(planned.id, '2025-10-24'), { intervals: [{ start: 540, end: 780 }] }, server.adminToken);
  });

  it.each<[string, AbsenceBody, number]>([
    // Christmas week: Natale and Santo Stefano are holidays, the weekend is rest.
    ['ferie over a week with holidays and its weekend: the working days', { code: 'FE', start_date: '2025-12-22', end_date: '2025-12-28' }, 3],
    ['ROL over whole days: their planned hours', { code: 'ROL', start_date: '2025-10-23', end_date: '2025-10-24' }, 12],
    ['a range of hours: its length', { code: 'ROL', start_date: '2025-11-05', start_time: '09:00', end_time: '10:30' }, 1.5],
  ])('%s', async (_label, body, amount) => {
    const answer = await askFor(server, planned, body);
    expect(answer.status).toBe(201);
    expect(answer.body.amount).toBe(amount);
  });

  it('a weekday with no schedule in force counts 8 hours for an hours type', async () => {
    const unplanned = await employee(server);
    const answer = await askFor(server, unplanned, { code: 'EXF', start_date: '2025-10-13', end_date: '2025-10-14' });
    expect(answer.body.amount).toBe(16);
  });

  it('is computed again at approval, from the plan as it is then', async () => {
    const id = await requested(server, planned, { code: 'FE', start_date: '2025-11-10', end_date: '2025-11-11' });
    await api(server.url).put(SchedulePaths.override(planned.id, '2025-11-11'), { intervals: [] }, server.adminToken);

    const approved = await api(server.url).post(AbsencePaths.approve(id), undefined, server.adminToken);

    expect(approved.body).toMatchObject({ status: 'approved', amount: 1 });
  });

  it('has the type id of the request', async () => {
    const answer = await askFor(server, planned, { code: 'FOR', start_date: '2025-11-12' });
    expect(answer.body).toMatchObject({ absence_type_id: await typeId(server, 'FOR'), code: 'FOR', unit: 'hours', amount: 8 });
  });
});
