/**
 * Absences in a closed month (docs/behaviour.md, "Absences", "Closing the month"): every write touching one of its
 * days (a request, its withdrawal, a direct entry, an approval, a refusal, a cancellation) is 409 MONTH_CLOSED and
 * changes nothing; once the month is reopened the same writes go through. A month closed for a group closes it
 * for its members only.
 */
import { AbsencePaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { employee, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { askFor, enter, requested } from './absence-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () => api(server.url);

async function closeMonth(month: string, gruppoId: number | null = null): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    'INSERT INTO month_closures (month, gruppo_id, closed_by) VALUES ($1, $2, $3) RETURNING id',
    [`${month}-01`, gruppoId, server.admin.id],
  );
  return rows[0]!.id;
}
const reopen = (closureId: number) =>
  server.db.query("UPDATE month_closures SET reopened_at = now(), reopened_by = $2, reopen_reason = 'Errore' WHERE id = $1", [closureId, server.admin.id]);

const expectClosed = (answer: { status: number; body: { code?: string } }) => {
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('MONTH_CLOSED');
};

describe('a month closed for everyone', () => {
  let who: Employee;
  let pending: number;
  let toRefuse: number;
  let approved: number;
  let closure: number;
  const statuses = async () =>
    (await server.db.query<{ id: number; status: string }>('SELECT id, status FROM absences WHERE user_id = $1 ORDER BY id', [who.id])).rows;

  beforeAll(async () => {
    who = await employee(server);
    pending = await requested(server, who, { code: 'FE', start_date: '2025-02-03' });
    toRefuse = await requested(server, who, { code: 'FE', start_date: '2025-02-04' });
    approved = await requested(server, who, { code: 'FE', start_date: '2025-02-05' });
    expect((await admin().post(AbsencePaths.approve(approved), undefined, server.adminToken)).status).toBe(200);
    closure = await closeMonth('2025-02');
  });

  it('refuses every write touching one of its days, and changes nothing', async () => {
    const before = await statuses();
    expectClosed(await askFor(server, who, { code: 'FE', start_date: '2025-02-10' }));
    // A range reaching into the closed month from the one before.
    expectClosed(await askFor(server, who, { code: 'FE', start_date: '2025-01-30', end_date: '2025-02-03' }));
    expectClosed(await enter(server, who.id, { code: 'FE', start_date: '2025-02-11' }));
    expectClosed(await who.client.post(AbsencePaths.cancelMine(pending), undefined, who.token));
    expectClosed(await admin().post(AbsencePaths.approve(pending), undefined, server.adminToken));
    expectClosed(await admin().post(AbsencePaths.refuse(toRefuse), { reason: 'No' }, server.adminToken));
    expectClosed(await admin().post(AbsencePaths.cancel(approved), undefined, server.adminToken));
    expect(await statuses()).toEqual(before);
  });

  it('leaves the months around it open', async () => {
    expect((await askFor(server, who, { code: 'FE', start_date: '2025-01-30', end_date: '2025-01-31' })).status).toBe(201);
    expect((await askFor(server, who, { code: 'FE', start_date: '2025-03-03' })).status).toBe(201);
  });

  it('accepts the same writes once the month is reopened', async () => {
    await reopen(closure);
    expect((await askFor(server, who, { code: 'FE', start_date: '2025-02-10' })).status).toBe(201);
    expect((await enter(server, who.id, { code: 'FE', start_date: '2025-02-11' })).status).toBe(201);
    expect((await admin().post(AbsencePaths.approve(pending), undefined, server.adminToken)).status).toBe(200);
    expect((await admin().post(AbsencePaths.refuse(toRefuse), { reason: 'No' }, server.adminToken)).status).toBe(200);
    expect((await admin().post(AbsencePaths.cancel(approved), undefined, server.adminToken)).status).toBe(200);
  });
});

it("a month closed for a group refuses its members' absences only", async () => {
  const group = (await server.db.query<{ id: number }>("INSERT INTO gruppi (descrizione) VALUES ('Chiusi') RETURNING id")).rows[0]!.id;
  const member = await employee(server);
  const outsider = await employee(server);
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [member.id, group]);
  await closeMonth('2025-04', group);

  expectClosed(await askFor(server, member, { code: 'FE', start_date: '2025-04-07' }));
  expect((await askFor(server, outsider, { code: 'FE', start_date: '2025-04-07' })).status).toBe(201);
});
