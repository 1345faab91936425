/** GET /api/admin/activities/ and its CSV export: filters, ordering, pages (docs/behaviour.md, "Admin activities"). */
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { createLocation, download, insertPunchAt } from '../support/punch-fixtures';

let server: TestServer;
let alice: { id: number; username: string };
let bruno: { id: number; username: string };
let ids: Record<string, number>;

/**
 * A fixed world in 2023 (no other test writes there): alice and bruno punch on three days at
 * 'Alfa' and 'Beta', plus an off-site punch and one at 23:30 UTC (00:30 of the next day in Rome).
 */
beforeAll(async () => {
  server = await startTestServer();
  alice = await server.createUser({ username: 'alice_act', first_name: 'Alice', last_name: 'Rossi' });
  bruno = await server.createUser({ username: 'bruno_act', first_name: 'Bruno', last_name: 'Verdi' });
  const alfa = await createLocation(server, { name: 'Alfa' });
  const beta = await createLocation(server, { name: 'Beta' });
  ids = {
    a1: await insertPunchAt(server, { userId: alice.id, entryType: 'IN', at: '2023-10-02T07:00:00Z', locationId: alfa.id }),
    a2: await insertPunchAt(server, { userId: alice.id, entryType: 'OUT', at: '2023-10-02T15:00:00Z', locationId: alfa.id, anomaly: true }),
    b1: await insertPunchAt(server, { userId: bruno.id, entryType: 'IN', at: '2023-10-02T07:30:00Z', locationId: beta.id }),
    b2: await insertPunchAt(server, { userId: bruno.id, entryType: 'OUT', at: '2023-10-02T23:30:00Z', locationId: beta.id }),
    a3: await insertPunchAt(server, { userId: alice.id, entryType: 'IN', at: '2023-10-04T07:00:00Z', locationId: null }),
    a4: await insertPunchAt(server, { userId: alice.id, entryType: 'OUT', at: '2023-10-04T15:00:00Z', locationId: null }),
  };
  await server.db.query(
    `UPDATE timesheet_entries SET notes = $2, anomaly_note = $3, accuracy = 12.6, distance_from_location = 35 WHERE id = $1`,
    [ids.a2, '=HYPERLINK("http://evil")', 'Uscita "anticipata";\nvisita medica'],
  );
  // Bruno's check-in was sent offline and arrived 2 h 15 min 40 s later, with two position signals; his check-out
  // arrived offline within the minute (the server's punch code sets these columns; docs/behaviour.md, "Offline punches").
  await server.db.query(`UPDATE timesheet_entries SET offline_delay_seconds = 8140, position_signals = $2::jsonb WHERE id = $1`, [
    ids.b1,
    JSON.stringify(['jump_and_return', 'zero_accuracy']),
  ]);
  await server.db.query('UPDATE timesheet_entries SET offline_delay_seconds = 12 WHERE id = $1', [ids.b2]);
});
afterAll(() => server.close());

const OCTOBER = 'start_date=2023-10-01&end_date=2023-10-31';
const activities = (query: string) => api(server.url).get(`/api/admin/activities/?${OCTOBER}&${query}`, server.adminToken);
const activitiesOn = (day: string) => api(server.url).get(`/api/admin/activities/?start_date=${day}&end_date=${day}`, server.adminToken);
const idsOf = (body: any) => body.results.map((a: any) => a.id);

it('answers each punch with its user, action, location and flags, newest first by default', async () => {
  const response = await activities('');

  expect(response.status).toBe(200);
  expect(response.body.count).toBe(6);
  expect(response.body.total_pages).toBe(1);
  expect(idsOf(response.body)).toEqual([ids.a4, ids.a3, ids.b2, ids.a2, ids.b1, ids.a1]);
  expect(response.body.results[3]).toEqual({
    id: ids.a2,
    user_id: alice.id,
    user: 'alice_act',
    user_full_name: 'Alice Rossi',
    action: 'Check-out',
    entry_type: 'OUT',
    location_id: expect.any(Number),
    location: 'Alfa',
    timestamp: '2023-10-02T15:00:00.000Z',
    original_timestamp: null,
    notes: '=HYPERLINK("http://evil")',
    anomaly_note: 'Uscita "anticipata";\nvisita medica',
    has_location_anomaly: true,
    distance_from_location: 35,
    accuracy: 12.6,
    is_valid: true,
    validation_errors: [],
    offline_delay_seconds: null,
    position_signals: [],
    auto_closed: false,
  });
  expect(response.body.results[0]).toMatchObject({ location: 'Unknown', location_id: null, action: 'Check-out' });
});

it('filters by business days (inclusive, Rome time), entry type and user', async () => {
  expect(idsOf((await activitiesOn('2023-10-03')).body)).toEqual([ids.b2]); // 23:30 UTC → 3 Oct in Rome
  expect(idsOf((await activitiesOn('2023-10-02')).body)).toEqual([ids.a2, ids.b1, ids.a1]);
  expect(idsOf((await activities('entry_type=IN')).body)).toEqual([ids.a3, ids.b1, ids.a1]);
  expect(idsOf((await activities(`user_id=${bruno.id}`)).body)).toEqual([ids.b2, ids.b1]);
});

it('orders on user, type, location and time, ascending or descending, ties by id', async () => {
  expect(idsOf((await activities('ordering=timestamp')).body)).toEqual([ids.a1, ids.b1, ids.a2, ids.b2, ids.a3, ids.a4]);
  expect(idsOf((await activities('ordering=-user__username')).body)).toEqual([ids.b2, ids.b1, ids.a4, ids.a3, ids.a2, ids.a1]);
  expect(idsOf((await activities('ordering=entry_type')).body)).toEqual([ids.a1, ids.b1, ids.a3, ids.a2, ids.b2, ids.a4]);
  // 'Unknown' (off-site) sorts as a name.
  expect(idsOf((await activities('ordering=location__name')).body)).toEqual([ids.a1, ids.a2, ids.b1, ids.b2, ids.a3, ids.a4]);
  expect((await activities('ordering=password')).status).toBe(400);
});

it('pages with page_size (default 10), count and total_pages', async () => {
  const second = await activities('page=2&page_size=4&ordering=timestamp');
  expect(second.body).toMatchObject({ count: 6, total_pages: 2 });
  expect(idsOf(second.body)).toEqual([ids.a3, ids.a4]);
  expect((await activities('page=3&page_size=4')).body).toEqual({ count: 6, total_pages: 2, results: [] });
  expect((await activities('_t=1712345678')).status).toBe(200);
});

it('lists every user with no N+1: the page, plus a count only when the page does not show the end', async () => {
  const statementsOf = async (query: string) => {
    const before = server.db.statementCount;
    expect((await activities(query)).status).toBe(200);
    return server.db.statementCount - before;
  };
  expect(await statementsOf('page_size=100')).toBe(1); // all 6 on one page: the total is known
  expect(await statementsOf('page=2&page_size=4')).toBe(1); // the last page, not full
  expect(await statementsOf('page=1&page_size=3')).toBe(2); // a full page: count(*) as well
  expect(await statementsOf('page=3&page_size=4')).toBe(2); // past the end
});

it('counts the total of a full page exactly, for every filter and order', async () => {
  expect((await activities('page_size=2')).body).toMatchObject({ count: 6, total_pages: 3 });
  expect((await activities('page_size=2&page=3&ordering=-location__name')).body).toMatchObject({ count: 6, total_pages: 3 });
  expect((await activities(`page_size=1&user_id=${bruno.id}&entry_type=OUT`)).body).toMatchObject({ count: 1, total_pages: 1 });
  expect((await activities(`page_size=1&user_id=${alice.id}&ordering=user__username`)).body).toMatchObject({ count: 4, total_pages: 4 });
});

it('pages through every order without losing or repeating a punch', async () => {
  for (const ordering of ['timestamp', '-timestamp', 'user__username', '-entry_type', 'location__name', '-location__name']) {
    const whole = idsOf((await activities(`ordering=${ordering}`)).body);
    const paged: number[] = [];
    for (let page = 1; page <= 3; page++) paged.push(...idsOf((await activities(`ordering=${ordering}&page=${page}&page_size=2`)).body));
    expect(paged).toEqual(whole);
  }
});

it('exports the filtered activities as Italian CSV for Excel, safe against formula injection', async () => {
  const response = await download(server, `/api/admin/activities/export/?${OCTOBER}&ordering=timestamp`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="attivita_2023-10-01_2023-10-31.csv"');
  expect([...response.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark
  const text = response.text;
  const lines = text.split('\r\n');
  expect(lines[0]).toBe(
    'Utente;Nome;Tipo;Sede;Data;Ora;Note;Nota anomalia;Anomalia GPS;Distanza (m);Precisione (m);Valida;Offline (ritardo);Posizione sospetta;Chiusura automatica',
  );
  expect(lines[1]).toBe('alice_act;Alice Rossi;Check-in;Alfa;02/10/2023;09:00;;;No;;;Sì;;;');
  // Quotes doubled, the ';' and the line break kept inside quotes, the formula neutralised.
  expect(text).toContain(`alice_act;Alice Rossi;Check-out;Alfa;02/10/2023;17:00;"'=HYPERLINK(""http://evil"")";"Uscita ""anticipata"";\nvisita medica";Sì;35;13;Sì;;;\r\n`);
  expect(text).toContain('bruno_act;Bruno Verdi;Check-out;Beta;03/10/2023;01:30;');
  expect(text).toContain('alice_act;Alice Rossi;Check-in;Fuori Sede;04/10/2023;09:00;');
  expect(text.endsWith('\r\n')).toBe(true);
});

it("lists how each punch arrived and its position signals, and the CSV says them in Italian: 'Offline (ritardo)', 'Posizione sospetta'", async () => {
  const listed = (await activities('ordering=timestamp')).body.results as any[];
  const origin = (id: number) => {
    const { offline_delay_seconds, position_signals } = listed.find((activity) => activity.id === id);
    return { offline_delay_seconds, position_signals };
  };
  expect(origin(ids.b1)).toEqual({ offline_delay_seconds: 8140, position_signals: ['jump_and_return', 'zero_accuracy'] });
  expect(origin(ids.b2)).toEqual({ offline_delay_seconds: 12, position_signals: [] });
  expect(origin(ids.a1)).toEqual({ offline_delay_seconds: null, position_signals: [] });

  const lines = (await download(server, `/api/admin/activities/export/?${OCTOBER}&ordering=timestamp`)).text.split('\r\n');
  // The reasons in the fixed order (the accuracy before the jump), whatever order the punch stored them in.
  expect(lines).toContain(
    'bruno_act;Bruno Verdi;Check-in;Beta;02/10/2023;09:30;;;No;;;Sì;2 h 15 min;precisione dichiarata di 0 m, posizione saltata lontano e tornata in pochi secondi;',
  );
  expect(lines).toContain('bruno_act;Bruno Verdi;Check-out;Beta;03/10/2023;01:30;;;No;;;Sì;12 s;;');
  expect(lines).toContain('alice_act;Alice Rossi;Check-in;Fuori Sede;04/10/2023;09:00;;;No;;;Sì;;;');
});
