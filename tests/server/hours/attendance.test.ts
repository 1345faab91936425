/**
 * The attendance report (docs/behaviour.md, "Attendance report"): GET /api/admin/attendance/, one summary per
 * employee, paged and filtered, and its CSV (format=csv), one line per employee and day.
 */
import { ApiPaths, type AttendancePage } from '../../../src/core/contract';
import { attendanceDayLineBatches } from '../../../server/hours/attendance.service';
import { api, type ApiResponse } from '../support/api';
import { businessInstant, download, employee, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: 'Europe/Rome' } });
});
afterAll(() => server.close());

const attendance = (query: string, token = server.adminToken): Promise<ApiResponse<AttendancePage>> =>
  api(server.url).get(`${ApiPaths.adminAttendance}?${query}`, token);

let groupSequence = 0;
async function newGroup(): Promise<{ id: number; name: string }> {
  const name = `Reparto ${++groupSequence} ${Math.random().toString(36).slice(2, 7)}`;
  const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name]);
  return { id: rows[0]!.id, name };
}

async function putInGroup(user: TestUser, groupId: number): Promise<void> {
  await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [groupId, user.id]);
}

/** A pair of punches on `date`, from..to in Rome. */
async function worked(user: TestUser, date: string, from: string, to: string): Promise<void> {
  await insertPunchAt(server, { userId: user.id, entryType: 'IN', at: await businessInstant(server, date, from) });
  await insertPunchAt(server, { userId: user.id, entryType: 'OUT', at: await businessInstant(server, date, to) });
}

it('lists active employees and anyone else with punches in the range, by last name, first name, username', async () => {
  const group = await newGroup();
  const people = {
    // Same last and first name: the username decides.
    rossiB: await server.createUser({ username: `b_rossi_${groupSequence}`, first_name: 'Anna', last_name: 'Rossi' }),
    rossiA: await server.createUser({ username: `a_rossi_${groupSequence}`, first_name: 'Anna', last_name: 'Rossi' }),
    bianchi: await server.createUser({ first_name: 'Luca', last_name: 'bianchi' }),
    verdi: await server.createUser({ first_name: 'Zeno', last_name: 'Verdi' }),
    adminWithPunches: await server.createUser({ first_name: 'Capo', last_name: 'Conti', is_admin: true }),
    adminWithout: await server.createUser({ first_name: 'Capo', last_name: 'Assente', is_admin: true }),
    formerWithPunches: await server.createUser({ first_name: 'Ex', last_name: 'Esposito' }),
    formerWithout: await server.createUser({ first_name: 'Ex', last_name: 'Ferri' }),
  };
  for (const user of Object.values(people)) await putInGroup(user, group.id);
  const formers = `{${people.formerWithPunches.id},${people.formerWithout.id}}`;
  await server.db.query('UPDATE users SET is_active = false WHERE id = ANY($1::int[])', [formers]);
  await worked(people.adminWithPunches, '2026-09-10', '09:00', '10:00');
  await worked(people.formerWithPunches, '2026-09-11', '09:00', '11:30');
  // Outside the range: does not list a deactivated account.
  await worked(people.formerWithout, '2026-08-31', '09:00', '10:00');

  const range = `start_date=2026-09-01&end_date=2026-09-30&gruppo=${group.id}`;
  const first = await attendance(`${range}&page_size=3`);
  const second = await attendance(`${range}&page_size=3&page=2`);

  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ start_date: '2026-09-01', end_date: '2026-09-30', count: 6 });
  expect([...first.body.results, ...second.body.results].map((s) => s.user_id)).toEqual([
    people.bianchi.id,
    people.adminWithPunches.id,
    people.formerWithPunches.id,
    people.rossiA.id,
    people.rossiB.id,
    people.verdi.id,
  ]);
  expect(first.body.results[2]).toEqual({
    user_id: people.formerWithPunches.id,
    username: people.formerWithPunches.username,
    full_name: 'Ex Esposito',
    employee_id: expect.any(String),
    gruppo: group.name,
    is_active: false,
    totals: { days_worked: 1, worked_minutes: 150, anomaly_days: 0 },
    // No schedule in force: worked, with no split, neither ordinary nor overtime (docs/behaviour.md, "Work schedules").
    planned_totals: expect.objectContaining({ planned_minutes: 0, ordinary_minutes: 0, overtime_minutes: 0, missing_minutes: 0 }),
  });
  // An employee who did not work is listed with nothing.
  expect(second.body.results.at(-1)!.totals).toEqual({ days_worked: 0, worked_minutes: 0, anomaly_days: 0 });
});

it('pages 20 employees by default and filters by one user', async () => {
  const group = await newGroup();
  const many: TestUser[] = [];
  for (let i = 0; i < 21; i++) many.push(await server.createUser({ last_name: `Molti ${String(i).padStart(2, '0')}` }));
  for (const user of many) await putInGroup(user, group.id);

  const page = await attendance(`gruppo=${group.id}`);
  expect(page.body.count).toBe(21);
  expect(page.body.results).toHaveLength(20);
  expect((await attendance(`gruppo=${group.id}&page=2`)).body.results.map((s) => s.user_id)).toEqual([many[20]!.id]);

  const one = await attendance(`user_id=${many[3]!.id}`);
  expect(one.body.count).toBe(1);
  expect(one.body.results.map((s) => s.user_id)).toEqual([many[3]!.id]);
});

it("sums each employee's days over the range, a night shift on the day it started", async () => {
  const who = await server.createUser({ first_name: 'Nora', last_name: 'Notte' });
  await worked(who, '2026-09-01', '08:00', '12:00');
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await businessInstant(server, '2026-09-30', '22:00') });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: await businessInstant(server, '2026-10-01', '06:00') });
  // A forgotten check-out: a day worked, a day with an anomaly.
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await businessInstant(server, '2026-09-15', '08:00') });

  const september = await attendance(`start_date=2026-09-01&end_date=2026-09-30&user_id=${who.id}`);
  expect(september.body.results[0]!.totals).toEqual({ days_worked: 3, worked_minutes: 240 + 480, anomaly_days: 1 });
  const october = await attendance(`start_date=2026-10-01&end_date=2026-10-31&user_id=${who.id}`);
  expect(october.body.results[0]!.totals).toEqual({ days_worked: 0, worked_minutes: 0, anomaly_days: 0 });
});

it('is for administrators only, and refuses a range backwards or longer than 366 days', async () => {
  const worker = await employee(server);
  expect((await attendance('', worker.token)).status).toBe(403);
  expect((await attendance('format=csv', worker.token)).status).toBe(403);
  expect((await api(server.url).get(ApiPaths.adminAttendance)).status).toBe(401);

  const backwards = await attendance('start_date=2026-09-30&end_date=2026-09-01');
  expect(backwards.status).toBe(400);
  expect(backwards.body).toMatchObject({ errors: { end_date: expect.any(Array) }, field_codes: { end_date: { code: 'END_BEFORE_START' } } });
  // 366 days at most, both ends included.
  const long = await attendance('start_date=2025-01-01&end_date=2026-01-02');
  expect(long).toMatchObject({ status: 400, body: { field_codes: { end_date: { code: 'RANGE_TOO_LONG' } } } });
  const perDay = await api(server.url).get(`${ApiPaths.adminReports}?start_date=2026-09-30&end_date=2026-09-01`, server.adminToken);
  expect(perDay).toMatchObject({ status: 400, body: { field_codes: { end_date: { code: 'END_BEFORE_START' } } } });
  expect((await attendance('start_date=2025-01-01&end_date=2026-01-01&page_size=1')).status).toBe(200);
  expect((await attendance('start_date=2025-01-01&end_date=2026-01-02&format=csv')).status).toBe(400);
});

it('defaults to the current month in the business time zone', async () => {
  const { rows } = await server.db.query<{ month: string }>(`SELECT to_char(now() AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month`);
  const page = await attendance('page_size=1');
  expect(page.body.start_date).toBe(`${rows[0]!.month}-01`);
  expect(page.body.end_date.slice(0, 7)).toBe(rows[0]!.month);
});

it('exports the same employees as CSV, one line per employee and day with punches, UTF-8 with BOM and ;', async () => {
  const group = await newGroup();
  const n = groupSequence;
  const anna = await server.createUser({ username: `anna_csv_${n}`, employee_id: `E-${n}-1`, first_name: 'Niccolò', last_name: 'Alberti' });
  const bruno = await server.createUser({ username: `bruno_csv_${n}`, employee_id: `E-${n}-2`, first_name: 'Bruno', last_name: 'Bassi' });
  const idle = await server.createUser({ first_name: 'Ivo', last_name: 'Inattivo' });
  for (const user of [anna, bruno, idle]) await putInGroup(user, group.id);
  // Niccolò: Thursday 1 October 2026, two pairs (7:45); Friday 2nd, forgot to check out.
  await worked(anna, '2026-10-01', '08:00', '12:00');
  await worked(anna, '2026-10-01', '13:00', '16:45');
  await insertPunchAt(server, { userId: anna.id, entryType: 'IN', at: await businessInstant(server, '2026-10-02', '08:30') });
  // Bruno: a night shift from Saturday 3rd, off-site (an anomaly forced away from the place).
  const nightStart = await businessInstant(server, '2026-10-03', '22:00');
  await insertPunchAt(server, { userId: bruno.id, entryType: 'IN', at: nightStart, anomaly: true });
  await insertPunchAt(server, { userId: bruno.id, entryType: 'OUT', at: await businessInstant(server, '2026-10-04', '05:05') });

  const query = `start_date=2026-10-01&end_date=2026-10-31&gruppo=${group.id}`;
  const csv = await download(server, `${ApiPaths.adminAttendance}?${query}&format=csv`);

  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="presenze-2026-10-01-2026-10-31.csv"');
  expect(csv.bytes.subarray(0, 3).toString('hex')).toBe('efbbbf');
  expect(csv.text.split('\r\n')).toEqual([
    'Cognome;Nome;Username;ID Dipendente;Gruppo;Data;Giorno;Prima entrata;Ultima uscita;Ore lavorate;Ore (decimali);' +
      'Uscita mancante;Timbratura non valida;Fuori sede;Corretta;' +
      'Teorico;Ordinarie;Straordinario;Ritardo;Uscita anticipata;Ore mancanti;Notturno;Festivo;' +
      'Riposo giornaliero < 11 h;Oltre 6 h senza pausa;Nessun riposo di 24 h in 7 giorni;Media settimanale oltre 48 h',
    // By last name, as the JSON's order. No schedule in force: worked, neither ordinary nor overtime.
    `Alberti;Niccolò;${anna.username};E-${n}-1;${group.name};01/10/2026;Giovedì;08:00;16:45;7:45;7,75;;;;;` +
      '0:00;0:00;0:00;0:00;0:00;0:00;0:00;0:00;;;;',
    `Alberti;Niccolò;${anna.username};E-${n}-1;${group.name};02/10/2026;Venerdì;08:30;;0:00;0,00;Sì;;;;` +
      '0:00;0:00;0:00;0:00;0:00;0:00;0:00;0:00;;;;',
    // The night from Saturday to Sunday: all night hours, those after midnight on a Sunday; over 6 hours unbroken.
    `Bassi;Bruno;${bruno.username};E-${n}-2;${group.name};03/10/2026;Sabato;22:00;05:05;7:05;7,08;;;Sì;;` +
      '0:00;0:00;0:00;0:00;0:00;0:00;7:05;5:05;;Sì;;',
    '',
  ]);

  // The same minutes as the JSON's totals, employee by employee.
  const page = await attendance(query);
  expect(page.body.results.map((s) => [s.user_id, s.totals.worked_minutes])).toEqual([
    [anna.id, 465],
    [bruno.id, 425],
    [idle.id, 0],
  ]);
});

it('writes the CSV in batches of employees, each employee once and in order', async () => {
  const group = await newGroup();
  const users: TestUser[] = [];
  for (const last of ['Costa', 'Amato', 'Bruno', 'Galli', 'Esposito']) users.push(await server.createUser({ last_name: last }));
  for (const user of users) {
    await putInGroup(user, group.id);
    await worked(user, '2026-10-05', '09:00', '10:00');
    await worked(user, '2026-10-06', '09:00', '10:00');
  }
  const range = { start_date: '2026-10-01', end_date: '2026-10-31' };
  const batches: string[][] = [];
  // 31 days and a budget of 62 lines: two employees a batch.
  const lines = attendanceDayLineBatches(server.db, { gruppo: group.id }, range, 'Europe/Rome', { batchSize: 62 });
  for await (const batch of lines) {
    batches.push(batch.map((line) => `${line.employee.last_name} ${line.date}`));
  }
  expect(batches).toEqual([
    ['Amato 2026-10-05', 'Amato 2026-10-06', 'Bruno 2026-10-05', 'Bruno 2026-10-06'],
    ['Costa 2026-10-05', 'Costa 2026-10-06', 'Esposito 2026-10-05', 'Esposito 2026-10-06'],
    ['Galli 2026-10-05', 'Galli 2026-10-06'],
  ]);
});
