/**
 * The absence request cycle (docs/behaviour.md, "Absences"): an employee asks, sees and withdraws their own requests
 * only; administrators see the queue with its count, approve once (a second approval, even at the same moment, is
 * refused), refuse with a reason, cancel, and enter absences directly; every step audited.
 */
import { AbsencePaths, type Absence, type AbsencePage } from '../../../src/core/contract';
import { api } from '../support/api';
import { employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { auditRows, enter, requested, typeId } from './absence-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () => api(server.url);
const approve = (id: number, token = server.adminToken) => admin().post(AbsencePaths.approve(id), undefined, token);
const refuse = (id: number, reason: string) => admin().post(AbsencePaths.refuse(id), { reason }, server.adminToken);

it('files a request: pending, with its amount in working days, listed to its owner and queued for the administrators, who are notified', async () => {
  const who = await employee(server, { first_name: 'Maria', last_name: 'Rossi' });
  const filed = await who.client.post(
    AbsencePaths.mine,
    // Friday to Monday: the weekend is not taken (no schedule in force: Monday to Friday count).
    { absence_type_id: await typeId(server, 'FE'), start_date: '2025-03-07', end_date: '2025-03-10', note: ' Vacanza ' },
    who.token,
  );

  expect(filed.status).toBe(201);
  expect(filed.body).toMatchObject({
    user_id: who.id,
    username: who.username,
    full_name: 'Maria Rossi',
    code: 'FE',
    type_name: 'Ferie',
    unit: 'days',
    start_date: '2025-03-07',
    end_date: '2025-03-10',
    start_time: null,
    end_time: null,
    amount: 2,
    note: 'Vacanza',
    status: 'pending',
    entered_by_admin: false,
    decided_by: null,
    decided_at: null,
  });
  const mine = await who.client.get<AbsencePage>(AbsencePaths.mine, who.token);
  expect(mine.body).toMatchObject({ count: 1, pending: 1, results: [{ id: filed.body.id }] });
  const queue = await admin().get<AbsencePage>(`${AbsencePaths.admin}?user_id=${who.id}`, server.adminToken);
  expect(queue.body.results.map((a) => a.id)).toEqual([filed.body.id]);
  const { rows } = await server.db.query<{ message: string }>(
    "SELECT message FROM notifications WHERE kind = 'ABSENCE_REQUESTED' AND user_id = $1 AND recipient_id = $2",
    [who.id, server.admin.id],
  );
  expect(rows).toEqual([
    { message: `Maria Rossi (${who.username}) chiede Ferie dal 07/03/2025 al 10/03/2025: la richiesta attende l'approvazione di un amministratore o di un responsabile.` },
  ]);
  expect(await auditRows(server, 'ABSENCE_REQUESTED', who.id)).toEqual([
    { actor_id: who.id, details: expect.objectContaining({ absence_id: filed.body.id, code: 'FE', amount: 2 }) },
  ]);
});

it("lists an employee's own absences only, newest first", async () => {
  const who = await employee(server);
  const other = await employee(server);
  const first = await requested(server, who, { code: 'FE', start_date: '2025-04-07' });
  const second = await requested(server, who, { code: 'FE', start_date: '2025-04-08' });
  await requested(server, other, { code: 'FE', start_date: '2025-04-07' });

  const mine = await who.client.get<AbsencePage>(AbsencePaths.mine, who.token);

  expect(mine.body.results.map((a) => a.id)).toEqual([second, first]);
  expect(mine.body.pending).toBe(2);
});

it('the administrators queue is pending requests oldest first, with the pending count whatever the filter', async () => {
  const who = await employee(server);
  const first = await requested(server, who, { code: 'FE', start_date: '2025-05-05' });
  const second = await requested(server, who, { code: 'FE', start_date: '2025-05-06' });
  await approve(first);

  const queue = await admin().get<AbsencePage>(`${AbsencePaths.admin}?user_id=${who.id}`, server.adminToken);
  const approved = await admin().get<AbsencePage>(`${AbsencePaths.admin}?user_id=${who.id}&status=approved`, server.adminToken);
  const everyone = await admin().get<AbsencePage>(AbsencePaths.admin, server.adminToken);

  expect(queue.body.results.map((a) => a.id)).toEqual([second]);
  expect(approved.body.results.map((a) => a.id)).toEqual([first]);
  expect(approved.body.pending).toBe(everyone.body.count);
  expect(everyone.body.results.every((a) => a.status === 'pending')).toBe(true);
  // The days filter: absences touching the range.
  const touching = await admin().get<AbsencePage>(
    `${AbsencePaths.admin}?user_id=${who.id}&status=approved&start_date=2025-05-05&end_date=2025-05-05`,
    server.adminToken,
  );
  expect(touching.body.results.map((a) => a.id)).toEqual([first]);
  const elsewhere = await admin().get<AbsencePage>(`${AbsencePaths.admin}?user_id=${who.id}&start_date=2025-06-01`, server.adminToken);
  expect(elsewhere.body.count).toBe(0);
});

it('filters the queue by group', async () => {
  const group = (await server.db.query<{ id: number }>("INSERT INTO gruppi (descrizione) VALUES ('Magazzino assenze') RETURNING id")).rows[0]!.id;
  const inGroup = await employee(server);
  const outside = await employee(server);
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [inGroup.id, group]);
  const mineId = await requested(server, inGroup, { code: 'FE', start_date: '2025-06-03' });
  await requested(server, outside, { code: 'FE', start_date: '2025-06-03' });

  const page = await admin().get<AbsencePage>(`${AbsencePaths.admin}?gruppo_id=${group}`, server.adminToken);

  expect(page.body.results.map((a) => a.id)).toEqual([mineId]);
});

it('approves once: the decision is recorded and audited, a second approval is 409 ABSENCE_ALREADY_DECIDED', async () => {
  const who = await employee(server);
  const id = await requested(server, who, { code: 'FE', start_date: '2025-03-17', end_date: '2025-03-18' });

  const approved = await approve(id);

  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ id, status: 'approved', amount: 2, decided_by: server.admin.username, decided_at: expect.any(String) });
  expect(await auditRows(server, 'ABSENCE_APPROVED', who.id)).toEqual([
    { actor_id: server.admin.id, details: expect.objectContaining({ absence_id: id, amount: 2 }) },
  ]);
  const again = await approve(id);
  expect(again.status).toBe(409);
  expect(again.body.code).toBe('ABSENCE_ALREADY_DECIDED');
});

it('two approvals at the same moment: one is applied, the other waits and is refused', async () => {
  const who = await employee(server);
  const secondAdmin = await server.createUser({ is_admin: true });
  const secondToken = (await server.loginAs(secondAdmin)).access;
  const id = await requested(server, who, { code: 'FE', start_date: '2025-03-19' });

  const answers = await Promise.all([approve(id), approve(id, secondToken)]);

  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(answers.find((a) => a.status === 409)!.body.code).toBe('ABSENCE_ALREADY_DECIDED');
  expect(await auditRows(server, 'ABSENCE_APPROVED', who.id)).toHaveLength(1);
});

it("an administrator cannot decide their own request, nor enter their own absence (403 PERMISSION_DENIED)", async () => {
  const self = { ...server.admin, token: server.adminToken, client: admin() };
  const id = await requested(server, self, { code: 'FE', start_date: '2025-03-20' });

  const answer = await approve(id);

  expect(answer.status).toBe(403);
  expect(answer.body.code).toBe('PERMISSION_DENIED');
  expect((await refuse(id, 'No')).status).toBe(403);
  // Nor enters one for themself: an entry is approved at once.
  const entered = await enter(server, server.admin.id, { code: 'FE', start_date: '2025-03-21' });
  expect(entered.status).toBe(403);
  expect(entered.body.code).toBe('PERMISSION_DENIED');
});

it('refuses with a reason (required), then the request is decided', async () => {
  const who = await employee(server);
  const id = await requested(server, who, { code: 'FE', start_date: '2025-03-21' });

  const blank = await refuse(id, '   ');
  expect(blank.status).toBe(400);
  expect(blank.body.errors).toHaveProperty('reason');

  const refused = await refuse(id, 'Periodo di chiusura bilancio');
  expect(refused.status).toBe(200);
  expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Periodo di chiusura bilancio', decided_by: server.admin.username });
  expect((await approve(id)).status).toBe(409);
  expect(await auditRows(server, 'ABSENCE_REFUSED', who.id)).toEqual([
    { actor_id: server.admin.id, details: expect.objectContaining({ absence_id: id, reason: 'Periodo di chiusura bilancio' }) },
  ]);
});

it("the employee withdraws their own pending request; not an approved one (409), nor someone else's (404)", async () => {
  const who = await employee(server);
  const other = await employee(server);
  const pending = await requested(server, who, { code: 'FE', start_date: '2025-03-24' });
  const decided = await requested(server, who, { code: 'FE', start_date: '2025-03-25' });
  await approve(decided);

  expect((await other.client.post(AbsencePaths.cancelMine(pending), undefined, other.token)).status).toBe(404);
  expect((await who.client.post(AbsencePaths.cancelMine(999999), undefined, who.token)).status).toBe(404);
  const refused = await who.client.post(AbsencePaths.cancelMine(decided), undefined, who.token);
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('ABSENCE_ALREADY_DECIDED');

  const withdrawn = await who.client.post<Absence>(AbsencePaths.cancelMine(pending), undefined, who.token);
  expect(withdrawn.status).toBe(200);
  expect(withdrawn.body).toMatchObject({ status: 'cancelled', decided_by: null });
  expect(await auditRows(server, 'ABSENCE_CANCELLED', who.id)).toEqual([{ actor_id: who.id, details: expect.objectContaining({ absence_id: pending }) }]);
  // The day is free again: the same day can be asked for anew.
  expect(await requested(server, who, { code: 'FE', start_date: '2025-03-24' })).toEqual(expect.any(Number));
});

it('an administrator cancels an approved absence; a refused one stays as it is (409)', async () => {
  const who = await employee(server);
  const id = await requested(server, who, { code: 'FE', start_date: '2025-03-26' });
  await approve(id);

  const cancelled = await admin().post<Absence>(AbsencePaths.cancel(id), undefined, server.adminToken);

  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ status: 'cancelled', decided_by: server.admin.username });
  expect((await admin().post(AbsencePaths.cancel(id), undefined, server.adminToken)).body.code).toBe('ABSENCE_ALREADY_DECIDED');
  expect(await auditRows(server, 'ABSENCE_CANCELLED', who.id)).toEqual([
    { actor_id: server.admin.id, details: expect.objectContaining({ absence_id: id, was: 'approved' }) },
  ]);
});

it('an administrator enters an absence directly: approved at once, entered by them, audited, no notification', async () => {
  const who = await employee(server);
  const notifications = async () =>
    (await server.db.query('SELECT 1 FROM notifications WHERE user_id = $1', [who.id])).rows.length;

  const entered = await enter(server, who.id, { code: 'MAL', start_date: '2025-03-27', end_date: '2025-03-28', certificate_number: 'INPS-123' });

  expect(entered.status).toBe(201);
  expect(entered.body).toMatchObject({
    user_id: who.id,
    code: 'MAL',
    status: 'approved',
    entered_by_admin: true,
    certificate_number: 'INPS-123',
    amount: 2,
    decided_by: server.admin.username,
  });
  expect(await auditRows(server, 'ABSENCE_ENTERED', who.id)).toEqual([
    { actor_id: server.admin.id, details: expect.objectContaining({ absence_id: entered.body.id, code: 'MAL' }) },
  ]);
  expect(await notifications()).toBe(0);
});

it('employees reach none of the administrators\' absence routes', async () => {
  const who = await employee(server);
  const id = await requested(server, who, { code: 'FE', start_date: '2025-03-31' });
  for (const answer of [
    await who.client.get(AbsencePaths.admin, who.token),
    await who.client.post(AbsencePaths.approve(id), undefined, who.token),
    await who.client.post(AbsencePaths.cancel(id), undefined, who.token),
    await who.client.get(`${AbsencePaths.calendar}?month=2025-03`, who.token),
    await who.client.get(AbsencePaths.userBalances(who.id), who.token),
  ]) {
    expect(answer.status).toBe(403);
  }
});
