/**
 * POST /api/correction-requests/ and the lists (docs/behaviour.md, "Correction requests"): an employee asks for a
 * fix of their own punch only, with a time the rules accept, one pending request per punch.
 */
import { ApiError, ApiPaths, CorrectionFieldError, FieldErrorText, UserFieldError } from '../../../src/core/contract';
import { api } from '../support/api';
import { employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ask = (who: Employee, body: Record<string, unknown>) => who.client.post(ApiPaths.correctionRequests, { reason: 'Dimenticata', ...body }, who.token);
const missingCheckOut = (who: Employee, timesheet_id: number, proposed_timestamp: string, reason = 'Uscita dimenticata') =>
  ask(who, { timesheet_id, kind: 'missing_check_out', proposed_timestamp, reason });
const wrongTime = (who: Employee, timesheet_id: number, proposed_timestamp: string) =>
  ask(who, { timesheet_id, kind: 'wrong_time', proposed_timestamp });
/** The field's code is the key of its text in the contract's table (docs/behaviour.md, "Errors and messages"). */
const codeOf = (text: string) => Object.entries(FieldErrorText).find(([, known]) => known === text)?.[0];
const refusedOn = (field: string, text: string) => ({
  code: 'VALIDATION_ERROR',
  message: `${field}: ${text}`,
  errors: { [field]: [text] },
  field_codes: { [field]: { code: codeOf(text) } },
});

it('files a request on an own IN without its OUT, reading a time without zone in the business time zone', async () => {
  const who = await employee(server, { first_name: 'Anna', last_name: 'Verdi' });
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-06T07:00:00Z' });

  const response = await missingCheckOut(who, inId, '2024-05-06T17:00', '  Uscita dimenticata  ');

  expect(response.status).toBe(201);
  expect(response.body).toEqual({
    id: expect.any(Number),
    user_id: who.id,
    username: who.username,
    full_name: 'Anna Verdi',
    timesheet_id: inId,
    kind: 'missing_check_out',
    entry_type: 'IN',
    business_date: '2024-05-06',
    punch_timestamp: '2024-05-06T07:00:00.000Z',
    proposed_timestamp: '2024-05-06T15:00:00.000Z', // 17:00 in Rome (CEST)
    reason: 'Uscita dimenticata',
    status: 'pending',
    refusal_reason: '',
    created_at: expect.any(String),
    decided_by: null,
    decided_at: null,
  });
  // Every administrator hears of it, and the filing is audited.
  const notes = await server.db.query<{ message: string }>(
    `SELECT message FROM notifications WHERE recipient_id = $1 AND kind = 'CORRECTION_REQUESTED' AND user_id = $2`,
    [server.admin.id, who.id],
  );
  expect(notes.rows).toEqual([{ message: expect.stringContaining(`Anna Verdi (${who.username}) chiede di correggere l'uscita mancante del 06/05/2024`) }]);
  const audit = await server.db.query(`SELECT actor_id, timesheet_id FROM audit_log WHERE action = 'CORRECTION_REQUESTED' AND target_user_id = $1`, [who.id]);
  expect(audit.rows).toEqual([{ actor_id: who.id, timesheet_id: inId }]);
});

it("answers 404 for someone else's punch exactly as for one that does not exist, filing nothing", async () => {
  const owner = await employee(server);
  const other = await employee(server);
  const inId = await insertPunchAt(server, { userId: owner.id, entryType: 'IN', at: '2024-05-06T07:00:00Z' });

  const foreign = await missingCheckOut(other, inId, '2024-05-06T17:00');
  const unknown = await missingCheckOut(other, 999999, '2024-05-06T17:00');

  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual({ code: 'NOT_FOUND', message: ApiError.NOT_FOUND });
  expect(unknown.body).toEqual(foreign.body);
  // A field error would tell the punch exists: an unacceptable time on someone else's punch is still 404.
  expect((await wrongTime(other, inId, 'not a time at all, really')).status).toBe(400); // the text is refused before any lookup
  expect((await wrongTime(other, inId, '2999-01-01T00:00')).status).toBe(404);
  expect((await server.db.query('SELECT 1 FROM correction_requests WHERE timesheet_id = $1', [inId])).rows).toEqual([]);
});

it('refuses a second pending request on the same punch, also when two arrive at once', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-07T07:00:00Z' });
  expect((await missingCheckOut(who, inId, '2024-05-07T17:00')).status).toBe(201);

  const again = await wrongTime(who, inId, '2024-05-07T08:30');
  expect(again.status).toBe(409);
  expect(again.body).toEqual({ code: 'CORRECTION_ALREADY_PENDING', message: ApiError.CORRECTION_ALREADY_PENDING });

  const otherIn = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-09T07:00:00Z' });
  const both = await Promise.all([missingCheckOut(who, otherIn, '2024-05-09T17:00'), missingCheckOut(who, otherIn, '2024-05-09T18:00')]);
  expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  const { rows } = await server.db.query('SELECT 1 FROM correction_requests WHERE timesheet_id = $1', [otherIn]);
  expect(rows).toHaveLength(1);
});

describe('the proposed time of a missing check-out', () => {
  let who: Employee;
  let inId: number;
  beforeAll(async () => {
    who = await employee(server);
    // IN on Monday 13 May at 09:00 Rome, nothing until the IN of Wednesday 15 May at 09:00.
    inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-13T07:00:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-15T07:00:00Z' });
  });

  it.each([
    ['the day before yesterday', CorrectionFieldError.INVALID_TIME],
    ['2024-02-30T10:00', CorrectionFieldError.INVALID_TIME],
    ['2024-05-13T08:59', CorrectionFieldError.OUT_BEFORE_IN],
    ['2024-05-13T09:00', CorrectionFieldError.OUT_BEFORE_IN],
    ['2024-05-15T09:30', CorrectionFieldError.OUT_AFTER_NEXT_PUNCH],
    ['2024-05-15T01:00', CorrectionFieldError.OUT_TOO_LATE],
    ['2999-01-01T00:00:00Z', CorrectionFieldError.FUTURE_TIME],
  ])('%s is refused: %s', async (proposed, text) => {
    const response = await missingCheckOut(who, inId, proposed);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedOn('proposed_timestamp', text));
  });

  it('may be on the next day (a night shift), before the next punch', async () => {
    const response = await missingCheckOut(who, inId, '2024-05-14T06:00');
    expect(response.status).toBe(201);
    expect(response.body.proposed_timestamp).toBe('2024-05-14T04:00:00.000Z');
  });
});

it('asks a missing check-out only of an IN without its OUT', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-20T07:00:00Z' });
  const outId = await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-05-20T15:00:00Z' });
  const notMissing = refusedOn('timesheet_id', CorrectionFieldError.NOT_MISSING_CHECK_OUT);

  expect((await missingCheckOut(who, inId, '2024-05-20T16:00')).body).toEqual(notMissing);
  expect((await missingCheckOut(who, outId, '2024-05-20T18:00')).body).toEqual(notMissing);
  // An OUT two days later pairs with nothing: that IN is a missing check-out.
  const lonelyIn = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-21T07:00:00Z' });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-05-23T15:00:00Z' });
  expect((await missingCheckOut(who, lonelyIn, '2024-05-21T17:00')).status).toBe(201);
});

it("accepts today's open IN once the employee has left without checking out", async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: new Date(Date.now() - 3 * 3600e3).toISOString(), open: true });

  const response = await missingCheckOut(who, inId, new Date(Date.now() - 3600e3).toISOString());

  expect(response.status).toBe(201);
});

it('keeps a moved punch between its neighbours, at a time other than its own', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-06-03T07:00:00Z' });
  const outId = await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-06-03T15:00:00Z' });
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-06-04T07:00:00Z' });

  expect((await wrongTime(who, inId, '2024-06-03T09:00')).body).toEqual(refusedOn('proposed_timestamp', CorrectionFieldError.SAME_TIME));
  expect((await wrongTime(who, inId, '2024-06-03T17:30')).body).toEqual(refusedOn('proposed_timestamp', CorrectionFieldError.AFTER_NEXT_PUNCH));
  expect((await wrongTime(who, outId, '2024-06-03T08:00')).body).toEqual(refusedOn('proposed_timestamp', CorrectionFieldError.BEFORE_PREVIOUS_PUNCH));
  expect((await wrongTime(who, outId, '2024-06-04T10:00')).body).toEqual(refusedOn('proposed_timestamp', CorrectionFieldError.AFTER_NEXT_PUNCH));
  expect((await wrongTime(who, outId, '2999-06-04T10:00')).body).toEqual(refusedOn('proposed_timestamp', CorrectionFieldError.FUTURE_TIME));
  // The very first punch has no previous one.
  expect((await wrongTime(who, inId, '2024-06-02T23:00')).status).toBe(201);
  expect((await wrongTime(who, outId, '2024-06-03T18:15')).status).toBe(201);
});

it('wants a reason that is not blank', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-06-10T07:00:00Z' });

  expect((await missingCheckOut(who, inId, '2024-06-10T17:00', '   ')).body).toEqual(refusedOn('reason', UserFieldError.REQUIRED));
  expect((await missingCheckOut(who, inId, '2024-06-10T17:00', '')).status).toBe(400);
});

it("lists the employee's own requests newest first, and the administrators' pending queue oldest first", async () => {
  const who = await employee(server);
  const other = await employee(server);
  const ids: number[] = [];
  for (const day of ['2024-07-01', '2024-07-02', '2024-07-03']) {
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: `${day}T07:00:00Z` });
    ids.push((await missingCheckOut(who, inId, `${day}T17:00`)).body.id);
  }
  const otherIn = await insertPunchAt(server, { userId: other.id, entryType: 'IN', at: '2024-07-01T07:00:00Z' });
  await missingCheckOut(other, otherIn, '2024-07-01T17:00');

  const own = await who.client.get(ApiPaths.correctionRequests, who.token);
  expect(own.status).toBe(200);
  expect(own.body).toMatchObject({ count: 3, pending: 3 });
  expect(own.body.results.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
  const secondPage = await who.client.get(`${ApiPaths.correctionRequests}?page=2&page_size=2`, who.token);
  expect(secondPage.body).toMatchObject({ count: 3, pending: 3, results: [{ id: ids[0] }] });
  expect((await who.client.get(`${ApiPaths.correctionRequests}?status=refused`, who.token)).body).toEqual({ count: 0, pending: 3, results: [] });

  const admin = api(server.url);
  expect((await admin.get(ApiPaths.adminCorrectionRequests, who.token)).status).toBe(403);
  const queue = await admin.get(`${ApiPaths.adminCorrectionRequests}?page_size=100`, server.adminToken);
  const { rows } = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM correction_requests WHERE status = 'pending'`);
  expect(queue.body).toMatchObject({ count: rows[0]!.n, pending: rows[0]!.n });
  const queued = queue.body.results.map((r: { id: number }) => r.id);
  expect(queued).toEqual([...queued].sort((a: number, b: number) => a - b));
  expect(queued).toEqual(expect.arrayContaining(ids));
  expect((await admin.get(`${ApiPaths.adminCorrectionRequests}?status=approved`, server.adminToken)).body).toMatchObject({ count: 0, results: [] });
});
