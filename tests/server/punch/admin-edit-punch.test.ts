/** PATCH /api/timesheets/{id}/ and its audit trail: a correction never erases history. */
import { ApiError } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { employee, insertPunchAt } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const patch = (id: number, timestamp: string, token = server.adminToken) =>
  api(server.url).patch(`/api/timesheets/${id}/`, { timestamp }, token);

it('moves the punch, keeps the first original time and writes each change to the audit log', async () => {
  const who = await employee(server);
  const id = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-06T07:05:00Z' });

  const first = await patch(id, '2024-05-06T07:00:00Z');
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ id, timestamp: '2024-05-06T07:00:00.000Z', original_timestamp: '2024-05-06T07:05:00.000Z' });

  const second = await patch(id, '2024-05-06T06:55:00.000Z');
  expect(second.body).toMatchObject({ timestamp: '2024-05-06T06:55:00.000Z', original_timestamp: '2024-05-06T07:05:00.000Z' });

  const corrections = await api(server.url).get(`/api/timesheets/${id}/corrections/`, server.adminToken);
  expect(corrections.status).toBe(200);
  expect(corrections.body).toEqual([
    {
      id: expect.any(Number),
      timesheet_id: id,
      old_timestamp: '2024-05-06T07:05:00.000Z',
      new_timestamp: '2024-05-06T07:00:00.000Z',
      changed_by: server.admin.username,
      changed_at: expect.any(String),
      self_correction: false,
    },
    expect.objectContaining({ old_timestamp: '2024-05-06T07:00:00.000Z', new_timestamp: '2024-05-06T06:55:00.000Z' }),
  ]);
  const { rows } = await server.db.query<{ actor_id: number; target_user_id: number }>(
    `SELECT actor_id, target_user_id FROM audit_log WHERE action = 'PUNCH_CORRECTED' AND timesheet_id = $1`,
    [id],
  );
  expect(rows).toEqual([
    { actor_id: server.admin.id, target_user_id: who.id },
    { actor_id: server.admin.id, target_user_id: who.id },
  ]);
});

it('moves the punch to its new business day: 23:30 UTC is the next day in Rome', async () => {
  const who = await employee(server);
  const id = await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-02-20T16:00:00Z' });

  await patch(id, '2024-02-20T23:30:00Z');

  const onTheTwentieth = await who.client.get('/api/timesheets/?start_date=2024-02-20&end_date=2024-02-20', who.token);
  const onTheTwentyFirst = await who.client.get('/api/timesheets/?start_date=2024-02-21&end_date=2024-02-21', who.token);
  expect(onTheTwentieth.body.count).toBe(0);
  expect(onTheTwentyFirst.body.results.map((e: any) => e.id)).toEqual([id]);
});

it('reads a time without a zone as a wall-clock time of the business time zone', async () => {
  const who = await employee(server);
  const id = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-08-01T07:00:00Z' });

  const response = await patch(id, '2024-08-01T08:30');

  expect(response.body.timestamp).toBe('2024-08-01T06:30:00.000Z'); // 08:30 in Rome (CEST, UTC+2)
});

it('refuses employees, malformed times and unknown punches', async () => {
  const who = await employee(server);
  const id = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-08-02T07:00:00Z' });

  const byEmployee = await patch(id, '2024-08-02T06:00:00Z', who.token);
  expect(byEmployee.status).toBe(403);
  expect(byEmployee.body).toEqual({ code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED });
  expect((await patch(id, '2024-08-02T06:00:00Z', '')).status).toBe(401);

  for (const bad of ['yesterday', '2024-13-01T00:00:00Z', '2024-02-30T10:00:00Z']) {
    const response = await patch(id, bad);
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('timestamp');
  }
  expect((await patch(999999, '2024-08-02T06:00:00Z')).status).toBe(404);
  expect((await api(server.url).get('/api/timesheets/999999/corrections/', server.adminToken)).status).toBe(404);
  expect((await api(server.url).get(`/api/timesheets/${id}/corrections/`, who.token)).status).toBe(403);

  const { rows } = await server.db.query<{ original_timestamp: Date | null }>('SELECT original_timestamp FROM timesheet_entries WHERE id = $1', [id]);
  expect(rows[0]!.original_timestamp).toBeNull();
});

it('refuses a time in the future, with or without a zone, changing and auditing nothing', async () => {
  const who = await employee(server);
  const id = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-08-03T07:00:00Z' });
  const inAnHour = new Date(Date.now() + 3600e3);
  // The same instant as a wall-clock time of the business time zone, as the edit dialog sends it.
  const wallClock = inAnHour.toLocaleString('sv-SE', { timeZone: server.config.timezone }).slice(0, 16).replace(' ', 'T');

  for (const future of [inAnHour.toISOString(), wallClock, '2999-01-01T00:00:00Z']) {
    const response = await patch(id, future);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'timestamp: The time cannot be in the future',
      errors: { timestamp: ['The time cannot be in the future'] },
      field_codes: { timestamp: { code: 'FUTURE_TIME' } },
    });
  }

  const { rows } = await server.db.query<{ timestamp: Date; original_timestamp: Date | null }>(
    'SELECT "timestamp", original_timestamp FROM timesheet_entries WHERE id = $1',
    [id],
  );
  expect(rows[0]).toEqual({ timestamp: new Date('2024-08-03T07:00:00Z'), original_timestamp: null });
  expect((await api(server.url).get(`/api/timesheets/${id}/corrections/`, server.adminToken)).body).toEqual([]);
  // A moment ago is fine.
  expect((await patch(id, new Date(Date.now() - 60e3).toISOString())).status).toBe(200);
});
