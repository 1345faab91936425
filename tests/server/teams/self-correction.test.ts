/**
 * The only active administrator may correct their own punch (docs/behaviour.md, "Managers"): nobody else could. The
 * correction is flagged on the audit row (details.self_correction), on the punch (self_corrected), in its corrections
 * list and on the monthly sheet ('Autocorrezione'). With another active administrator it is 403 OWN_PUNCHES again.
 */
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { employee, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { downloadAs } from './manager-reading-world';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const patch = (id: number, timestamp: string, token = server.adminToken) => api(server.url).patch(`/api/timesheets/${id}/`, { timestamp }, token);

async function stateOf(id: number): Promise<{ timestamp: string; self_corrected: boolean; audit: Array<Record<string, unknown>> }> {
  const punch = await server.db.query<{ t: Date; self_corrected: boolean }>('SELECT "timestamp" AS t, self_corrected FROM timesheet_entries WHERE id = $1', [id]);
  const audit = await server.db.query<{ details: Record<string, unknown> }>(
    `SELECT details FROM audit_log WHERE action = 'PUNCH_CORRECTED' AND timesheet_id = $1 ORDER BY id`,
    [id],
  );
  return { timestamp: punch.rows[0]!.t.toISOString(), self_corrected: punch.rows[0]!.self_corrected, audit: audit.rows.map((row) => row.details) };
}

async function sheetText(userId: number, month: string): Promise<string> {
  const sheet = await downloadAs(server, `${ApiPaths.adminAttendanceSheet}?month=${month}&user_id=${userId}`, server.adminToken);
  expect(sheet.status).toBe(200);
  return (await pdfText(sheet.bytes)).text;
}

it('lets the only active administrator correct their own punch, flagged everywhere as a self-correction', async () => {
  // A deactivated administrator does not count: they could not correct it.
  await server.createUser({ is_admin: true }).then((old) => server.db.query('UPDATE users SET is_active = false WHERE id = $1', [old.id]));
  const inId = await insertPunchAt(server, { userId: server.admin.id, entryType: 'IN', at: '2026-10-12T07:20:00Z' });
  await insertPunchAt(server, { userId: server.admin.id, entryType: 'OUT', at: '2026-10-12T15:00:00Z' });

  const response = await patch(inId, '2026-10-12T07:00:00Z');

  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ timestamp: '2026-10-12T07:00:00.000Z', original_timestamp: '2026-10-12T07:20:00.000Z' });
  expect(await stateOf(inId)).toEqual({
    timestamp: '2026-10-12T07:00:00.000Z',
    self_corrected: true,
    audit: [{ old_timestamp: '2026-10-12T07:20:00.000Z', new_timestamp: '2026-10-12T07:00:00.000Z', self_correction: true }],
  });
  const corrections = await api(server.url).get(`/api/timesheets/${inId}/corrections/`, server.adminToken);
  expect(corrections.body).toEqual([expect.objectContaining({ changed_by: server.admin.username, self_correction: true })]);

  // The day's notes, wrapped in their narrow column: once, after the correction it qualifies.
  const text = (await sheetText(server.admin.id, '2026-10')).replace(/\s+/g, ' ');
  expect(text).toContain('12 lun 09:00–17:00 8:00 Corretta (orig. 09:20); Autocorrezione');
  expect(text.match(/Autocorrezione/g)).toHaveLength(1);
});

it("does not flag the administrator's correction of someone else's punch", async () => {
  const who = await employee(server, { first_name: 'Ida', last_name: 'Altra' });
  const id = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2026-10-13T07:20:00Z' });

  expect((await patch(id, '2026-10-13T07:00:00Z')).status).toBe(200);

  expect(await stateOf(id)).toMatchObject({ self_corrected: false, audit: [{ old_timestamp: '2026-10-13T07:20:00.000Z', new_timestamp: '2026-10-13T07:00:00.000Z' }] });
  const text = await sheetText(who.id, '2026-10');
  expect(text).toContain('Corretta (orig. 09:20)');
  expect(text).not.toContain('Autocorrezione');
});

it('refuses the same correction once there is another active administrator: 403 OWN_PUNCHES, nothing changed', async () => {
  await server.createUser({ is_admin: true });
  const id = await insertPunchAt(server, { userId: server.admin.id, entryType: 'IN', at: '2026-10-14T07:20:00Z' });

  const response = await patch(id, '2026-10-14T07:00:00Z');

  expect(response.status).toBe(403);
  expect(response.body).toEqual({ code: 'OWN_PUNCHES', message: ApiError.OWN_PUNCHES });
  expect(await stateOf(id)).toEqual({ timestamp: '2026-10-14T07:20:00.000Z', self_corrected: false, audit: [] });
});
