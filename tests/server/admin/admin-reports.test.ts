/** GET /api/admin/reports/: worked minutes per user per business day, JSON or CSV. */
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { businessNow, checkIn, createLocation, download, employee, insertPunchAt } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const report = (query: string) => api(server.url).get(`/api/admin/reports/?${query}`, server.adminToken);

it('pairs each IN with the next OUT of the same user and flags a missing check-out', async () => {
  const carla = await server.createUser({ username: 'carla_rep', first_name: 'Carla', last_name: 'Neri' });
  const dario = await server.createUser({ username: 'dario_rep', first_name: 'Dario', last_name: 'Gialli' });
  // Carla, 5 June 2023 (Rome, CEST): 08:00-12:30 and 13:30-17:00 → 270 + 210 minutes.
  await insertPunchAt(server, { userId: carla.id, entryType: 'IN', at: '2023-06-05T06:00:00Z' });
  await insertPunchAt(server, { userId: carla.id, entryType: 'OUT', at: '2023-06-05T10:30:00Z' });
  await insertPunchAt(server, { userId: carla.id, entryType: 'IN', at: '2023-06-05T11:30:00Z', anomaly: true });
  await insertPunchAt(server, { userId: carla.id, entryType: 'OUT', at: '2023-06-05T15:00:00Z' });
  // Carla, 6 June: forgot to check out; the next IN is on 7 June.
  await insertPunchAt(server, { userId: carla.id, entryType: 'IN', at: '2023-06-06T06:00:00Z' });
  await insertPunchAt(server, { userId: carla.id, entryType: 'IN', at: '2023-06-07T06:00:00Z' });
  await insertPunchAt(server, { userId: carla.id, entryType: 'OUT', at: '2023-06-07T07:00:00Z' });
  // Dario, night of 5 June: 22:00 → 06:00 Rome, counted on the day of the IN.
  await insertPunchAt(server, { userId: dario.id, entryType: 'IN', at: '2023-06-05T20:00:00Z' });
  await insertPunchAt(server, { userId: dario.id, entryType: 'OUT', at: '2023-06-06T04:00:00Z' });

  const response = await report('start_date=2023-06-05&end_date=2023-06-06');

  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    start_date: '2023-06-05',
    end_date: '2023-06-06',
    rows: [
      { user_id: carla.id, username: 'carla_rep', full_name: 'Carla Neri', date: '2023-06-05', worked_minutes: 480, check_ins: 2, check_outs: 2, anomalies: 1, missing_check_out: false },
      { user_id: dario.id, username: 'dario_rep', full_name: 'Dario Gialli', date: '2023-06-05', worked_minutes: 480, check_ins: 1, check_outs: 0, anomalies: 0, missing_check_out: false },
      { user_id: carla.id, username: 'carla_rep', full_name: 'Carla Neri', date: '2023-06-06', worked_minutes: 0, check_ins: 1, check_outs: 0, anomalies: 0, missing_check_out: true },
      { user_id: dario.id, username: 'dario_rep', full_name: 'Dario Gialli', date: '2023-06-06', worked_minutes: 0, check_ins: 0, check_outs: 1, anomalies: 0, missing_check_out: false },
    ],
  });

  const onlyDario = await report(`start_date=2023-06-05&end_date=2023-06-06&user_id=${dario.id}`);
  expect(onlyDario.body.rows.map((r: any) => r.user_id)).toEqual([dario.id, dario.id]);

  const csv = await download(server, `/api/admin/reports/?start_date=2023-06-05&end_date=2023-06-05&user_id=${carla.id}&format=csv`);
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ore_lavorate_2023-06-05_2023-06-05.csv"');
  expect(csv.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
  expect(csv.text).toBe(
    'Utente;Nome;Data;Minuti lavorati;Ore lavorate;Check-in;Check-out;Anomalie;Check-out mancante\r\n' +
      'carla_rep;Carla Neri;05/06/2023;480;8:00;2;2;1;No\r\n',
  );
});

it("defaults to the current month and does not flag today's open check-in as missing", async () => {
  const site = await createLocation(server);
  const who = await employee(server);
  await checkIn(who, site, { location_id: site.id });
  const { today } = await businessNow(server);

  const response = await report(`user_id=${who.id}`);

  expect(response.body.start_date).toBe(`${today.slice(0, 8)}01`);
  expect(response.body.end_date.slice(0, 7)).toBe(today.slice(0, 7));
  expect(response.body.rows).toEqual([expect.objectContaining({ date: today, check_ins: 1, worked_minutes: 0, missing_check_out: false })]);
});

it('refuses an end before the start and a malformed format', async () => {
  const backwards = await report('start_date=2023-06-10&end_date=2023-06-01');
  expect(backwards.status).toBe(400);
  expect(backwards.body.errors).toHaveProperty('end_date');
  expect((await report('format=xlsx')).status).toBe(400);
});
