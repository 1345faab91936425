/**
 * 'Calendario assenze' (docs/behaviour.md, "Absences"): a month's grid of who is away, for a group or every active
 * employee, with the pending and approved absences on each day they cover.
 */
import { AbsencePaths, type AbsenceCalendar } from '../../../src/core/contract';
import { api } from '../support/api';
import { employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { requested } from './absence-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const calendar = async (query: string) => {
  const answer = await api(server.url).get<AbsenceCalendar>(`${AbsencePaths.calendar}?${query}`, server.adminToken);
  expect(answer.status).toBe(200);
  return answer.body;
};

it("shows a group's members with their absences' days in the month, pending and approved, not refused ones", async () => {
  const group = (await server.db.query<{ id: number }>("INSERT INTO gruppi (descrizione) VALUES ('Reparto') RETURNING id")).rows[0]!.id;
  const anna = await employee(server, { first_name: 'Anna', last_name: 'Bianchi' });
  const bruno = await employee(server, { first_name: 'Bruno', last_name: 'Verdi' });
  const outsider = await employee(server);
  for (const who of [anna, bruno]) await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [who.id, group]);
  // Ferie from the last days of April into May; a morning permesso; a refused request.
  const ferie = await requested(server, anna, { code: 'FE', start_date: '2025-04-29', end_date: '2025-05-02' });
  await api(server.url).post(AbsencePaths.approve(ferie), undefined, server.adminToken);
  const rol = await requested(server, bruno, { code: 'ROL', start_date: '2025-05-06', start_time: '09:00', end_time: '11:00' });
  const refused = await requested(server, bruno, { code: 'FE', start_date: '2025-05-12' });
  await api(server.url).post(AbsencePaths.refuse(refused), { reason: 'No' }, server.adminToken);
  await requested(server, outsider, { code: 'FE', start_date: '2025-05-06' });

  const grid = await calendar(`month=2025-05&gruppo_id=${group}`);

  expect(grid.month).toBe('2025-05');
  expect(grid.days).toHaveLength(31);
  expect(grid.days.filter((d) => d.festive).map((d) => d.date)).toEqual(['2025-05-01', '2025-05-04', '2025-05-11', '2025-05-18', '2025-05-25']);
  expect(grid.employees).toEqual([
    {
      user_id: anna.id,
      username: anna.username,
      full_name: 'Anna Bianchi',
      cells: ['2025-05-01', '2025-05-02'].map((date) => ({ date, code: 'FE', absence_id: ferie, status: 'approved', partial: false })),
    },
    {
      user_id: bruno.id,
      username: bruno.username,
      full_name: 'Bruno Verdi',
      cells: [{ date: '2025-05-06', code: 'ROL', absence_id: rol, status: 'pending', partial: true }],
    },
  ]);
});

it('without a group lists every active employee, not administrators nor deactivated accounts', async () => {
  const active = await employee(server);
  const gone = await employee(server);
  await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.id]);

  const ids = (await calendar('month=2025-06')).employees.map((e) => e.user_id);

  expect(ids).toContain(active.id);
  expect(ids).not.toContain(gone.id);
  expect(ids).not.toContain(server.admin.id);
});
