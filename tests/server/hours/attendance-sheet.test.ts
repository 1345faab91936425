/**
 * The monthly attendance sheet (docs/behaviour.md, "Monthly attendance sheet"): GET /api/admin/attendance/sheet/, a
 * PDF with a line per calendar day, read back as text. Its numbers must be those of 'Le mie ore' (one computation).
 */
import { ApiPaths, type WorkedDays } from '../../../src/core/contract';
import { formatWorkedMinutes } from '../../../src/core/domain';
import { loadAttendanceSheets, SHEET_GROUP_EMPTY, SHEET_SUBJECT_AMBIGUOUS, SHEET_SUBJECT_REQUIRED } from '../../../server/hours/attendance-sheet.service';
import { api } from '../support/api';
import { GRID_TIMEZONE, seedHoursGrid, type GridPerson } from '../support/hours-fixtures';
import { pdfText } from '../support/pdf-text';
import { businessInstant, businessNow, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const COMPANY = 'Caffè Città Alta S.r.l. – à è é ì ò ù';

let server: TestServer;
let grid: GridPerson[];
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: GRID_TIMEZONE, companyName: COMPANY } });
  grid = await seedHoursGrid(server);
});
afterAll(() => server.close());

const sheetPath = (query: string) => `${ApiPaths.adminAttendanceSheet}?${query}`;

async function downloadSheet(query: string, token = server.adminToken) {
  const response = await fetch(server.url + sheetPath(query), { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

async function sheetPages(query: string): Promise<string[]> {
  const { status, bytes } = await downloadSheet(query);
  expect(status).toBe(200);
  return (await pdfText(bytes)).pages;
}

const myHours = async (who: Employee, month: string): Promise<WorkedDays> =>
  (await api(server.url).get<WorkedDays>(`${ApiPaths.myHours}?month=${month}`, who.token)).body;

const ITALIAN_WEEKDAYS = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'];

/** Every calendar day of the month as the sheet starts its line: '1 gio', '2 ven', … */
function calendarDays(month: string): Array<{ date: string; label: string }> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => {
    const day = index + 1;
    const weekday = ITALIAN_WEEKDAYS[new Date(Date.UTC(year, monthNumber - 1, day)).getUTCDay()];
    return { date: `${month}-${String(day).padStart(2, '0')}`, label: `${day} ${weekday}` };
  });
}

/** The line of the page that begins with a day's label ('5 lun'), the rest of it after the label. */
function dayLine(page: string, label: string): string | undefined {
  const line = page.split('\n').find((text) => text === label || text.startsWith(`${label} `));
  return line === undefined ? undefined : line.slice(label.length).trim();
}

async function employeeIdOf(userId: number): Promise<string> {
  const { rows } = await server.db.query<{ employee_id: string }>('SELECT employee_id FROM users WHERE id = $1', [userId]);
  return rows[0]!.employee_id;
}

describe("one employee's month", () => {
  it('is an A4 PDF download named after the month and the username, with the header texts', async () => {
    const [main] = grid;
    const { status, headers, bytes } = await downloadSheet(`month=2026-10&user_id=${main!.employee.id}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="foglio-presenze-2026-10-${main!.employee.username}.pdf"`);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // A4 portrait: 595.28 × 841.89 points.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const { pages } = await pdfText(bytes);
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    expect(page).toContain(COMPANY);
    expect(page).toContain('Foglio presenze mensile');
    expect(page).toContain('ottobre 2026');
    expect(page).toContain('Dipendente: Griglia Principale');
    expect(page).toContain(`Username: ${main!.employee.username}`);
    expect(page).toContain(`ID Dipendente: ${await employeeIdOf(main!.employee.id)}`);
    const { today } = await businessNow(server);
    const [year, month, day] = today.split('-');
    expect(page).toMatch(new RegExp(`Generato il ${day}/${month}/${year} alle \\d{2}:\\d{2}`));
    expect(page).toContain('Pagina 1 di 1');
  });

  it('has a line for every calendar day of the month, with its Italian weekday, in order', async () => {
    const [main] = grid;
    for (const month of ['2026-10', '2026-03', '2026-02']) {
      const [page] = (await sheetPages(`month=${month}&user_id=${main!.employee.id}`)) as [string];
      const labels = calendarDays(month).map((day) => day.label);
      const found = page.split('\n').filter((line) => labels.some((label) => line === label || line.startsWith(`${label} `)));
      expect(found.map((line) => labels.find((label) => line === label || line.startsWith(`${label} `)))).toEqual(labels);
    }
  });

  it("shows each day's hours and the month's totals exactly as 'Le mie ore' computes them", async () => {
    for (const person of grid) {
      for (const month of person.months) {
        const [page] = (await sheetPages(`month=${month}&user_id=${person.employee.id}`)) as [string];
        const json = await myHours(person.employee, month);
        const workedByDate = new Map(json.days.map((day) => [day.date, day.worked_minutes]));
        for (const { date, label } of calendarDays(month)) {
          const line = dayLine(page, label);
          const minutes = workedByDate.get(date);
          // A day without punches shows no hours (a holiday's name, say, may be there).
          if (minutes === undefined) expect({ date, hours: /\d:\d\d/.test(line ?? '') }).toEqual({ date, hours: false });
          else expect(line).toContain(` ${formatWorkedMinutes(minutes)}`);
        }
        expect(page).toContain(`Giorni lavorati: ${json.totals.days_worked}`);
        expect(page).toContain(`Ore totali: ${formatWorkedMinutes(json.totals.worked_minutes)}`);
        expect(page).toContain(`Giorni con anomalie: ${json.totals.anomaly_days}`);

        // The model under the drawing holds the same numbers.
        const { sheets } = await loadAttendanceSheets(server.db, { month, user_id: person.employee.id }, server.config.timezone);
        expect(sheets[0]!.totals).toEqual(json.totals);
        expect(sheets[0]!.lines.filter((line) => line.times).map((line) => [line.date, line.worked_minutes])).toEqual(
          json.days.map((day) => [day.date, day.worked_minutes]),
        );
      }
    }
  });

  it('writes every IN→OUT pair, the night shift on the day it started, and the flags and corrections in words', async () => {
    const [main, night] = grid;
    const [october] = (await sheetPages(`month=2026-10&user_id=${main!.employee.id}`)) as [string];
    // No schedule in force: no ordinary or overtime split; the night's minutes, a Sunday's.
    expect(dayLine(october, '5 lun')).toBe('08:00–12:00, 13:00–17:30, 18:00–18:45 9:15');
    expect(dayLine(october, '6 mar')).toBe('22:00–06:00 8:00 8:00 Oltre 6 h senza pausa');
    expect(dayLine(october, '7 mer')).toBe('14:00–15:00 1:00 Riposo < 11 h');
    expect(dayLine(october, '8 gio')).toMatch(/^08:00 – — 0:00 Uscita mancante/);
    expect(dayLine(october, '12 lun')).toMatch(/^08:00–17:15 9:15 Corretta \(orig\. 16:00\)/);
    expect(dayLine(october, '13 mar')).toBe('09:00–13:00 4:00 Fuori sede');
    expect(dayLine(october, '14 mer')).toBe('08:00–12:00 4:00 Timbratura non valida');
    // A Sunday night's hours: night and holiday alike.
    expect(dayLine(october, '25 dom')).toBe('00:30–05:30 6:00 6:00 6:00');
    const [march] = (await sheetPages(`month=2026-03&user_id=${main!.employee.id}`)) as [string];
    expect(dayLine(march, '29 dom')).toBe('00:30–05:30 4:00 4:00 4:00');
    const [nights] = (await sheetPages(`month=2026-10&user_id=${night!.employee.id}`)) as [string];
    // Saturday's night: its seven hours after midnight (the clocks go back) fall on a Sunday.
    expect(dayLine(nights, '24 sab')).toBe('22:00–06:00 9:00 9:00 7:00 Oltre 6 h senza pausa');
    expect(dayLine(nights, '25 dom')).toBe('');
  });

  it("marks an OUT added by an administrator's approval as 'Uscita aggiunta'", async () => {
    const who = await employee(server, { first_name: 'Niccolò', last_name: 'Mazzà' });
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await businessInstant(server, '2026-09-01', '09:00') });
    const out = await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: await businessInstant(server, '2026-09-01', '17:30') });
    await server.db.query('UPDATE timesheet_entries SET is_added = true WHERE id = $1', [out]);
    const [page] = (await sheetPages(`month=2026-09&user_id=${who.id}`)) as [string];
    expect(page).toContain('Dipendente: Niccolò Mazzà');
    expect(dayLine(page, '1 mar')).toMatch(/^09:00–17:30 8:30 Uscita aggiunta; Oltre/);
  });
});

describe("a group's file", () => {
  async function createGroup(name: string): Promise<number> {
    const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name]);
    return rows[0]!.id;
  }
  const joinGroup = (userId: number, groupId: number) => server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [userId, groupId]);

  it('has one sheet per member, by last name: active ones and deleted ones who punched that month', async () => {
    const groupId = await createGroup('Cucina');
    const bianchi = await server.createUser({ first_name: 'Anna', last_name: 'Bianchi' });
    const verdi = await server.createUser({ first_name: 'Bruno', last_name: 'Verdi' });
    const gone = await server.createUser({ first_name: 'Carlo', last_name: 'Esposito' });
    const goneIdle = await server.createUser({ first_name: 'Dora', last_name: 'Ferri' });
    const outsider = await server.createUser({ first_name: 'Elio', last_name: 'Neri' });
    for (const user of [bianchi, verdi, gone, goneIdle]) await joinGroup(user.id, groupId);
    await insertPunchAt(server, { userId: gone.id, entryType: 'IN', at: await businessInstant(server, '2026-10-02', '08:00') });
    await insertPunchAt(server, { userId: gone.id, entryType: 'OUT', at: await businessInstant(server, '2026-10-02', '12:00') });
    await insertPunchAt(server, { userId: goneIdle.id, entryType: 'IN', at: await businessInstant(server, '2026-09-02', '08:00') });
    await server.db.query('UPDATE users SET is_active = false WHERE id = ANY($1::int[])', [[gone.id, goneIdle.id]]);
    await insertPunchAt(server, { userId: outsider.id, entryType: 'IN', at: await businessInstant(server, '2026-10-02', '08:00') });

    const { status, headers, bytes } = await downloadSheet(`month=2026-10&gruppo=${groupId}`);
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toBe(`attachment; filename="foglio-presenze-2026-10-gruppo-${groupId}.pdf"`);
    const { pages } = await pdfText(bytes);
    expect(pages.map((page) => /Dipendente: (.*)/.exec(page)?.[1])).toEqual(['Anna Bianchi', 'Carlo Esposito', 'Bruno Verdi']);
    for (const page of pages) {
      expect(calendarDays('2026-10').every(({ label }) => dayLine(page, label) !== undefined)).toBe(true);
      expect(page).toContain('Pagina 1 di 1');
    }
    expect(dayLine(pages[1]!, '2 ven')).toBe('08:00–12:00 4:00');
    expect(pages[1]).toContain('Ore totali: 4:00');
  });

  it('answers 404 for a group with nobody to list, and for an unknown group', async () => {
    const empty = await createGroup('Vuoto');
    const response = await api(server.url).get(sheetPath(`month=2026-10&gruppo=${empty}`), server.adminToken);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', errors: { gruppo: [SHEET_GROUP_EMPTY] } });
    const unknown = await api(server.url).get(sheetPath('month=2026-10&gruppo=999999'), server.adminToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(unknown.body.errors).toBeUndefined();
  });
});

describe('refusals', () => {
  const get = (query: string, token: string | undefined = server.adminToken) => api(server.url).get(sheetPath(query), token);

  it('wants exactly one of user_id and gruppo, and a month', async () => {
    const [main] = grid;
    const neither = await get('month=2026-10');
    expect(neither.status).toBe(400);
    expect(neither.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { user_id: [SHEET_SUBJECT_REQUIRED] },
      field_codes: { user_id: { code: 'SUBJECT_REQUIRED' } },
    });
    const both = await get(`month=2026-10&user_id=${main!.employee.id}&gruppo=1`);
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { gruppo: [SHEET_SUBJECT_AMBIGUOUS] },
      field_codes: { gruppo: { code: 'SUBJECT_AMBIGUOUS' } },
    });
    for (const query of [`user_id=${main!.employee.id}`, `month=2026-13&user_id=${main!.employee.id}`, `month=2026-1&user_id=${main!.employee.id}`]) {
      const response = await get(query);
      expect({ query, status: response.status, code: response.body.code }).toEqual({ query, status: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers 404 for an unknown user', async () => {
    const response = await get('month=2026-10&user_id=999999');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is for administrators only: 403 for an employee, even for their own sheet, 401 without a token', async () => {
    const [main] = grid;
    const own = await get(`month=2026-10&user_id=${main!.employee.id}`, main!.employee.token);
    expect(own.status).toBe(403);
    expect(own.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await get(`month=2026-10&user_id=${main!.employee.id}`, '')).status).toBe(401);
  });

  it('answers a database failure while reading the month as a JSON error, before any of the PDF', async () => {
    const [main] = grid;
    const query = server.db.query.bind(server.db);
    const spy = jest.spyOn(server.db, 'query').mockImplementation(((sql: string, ...rest: unknown[]) =>
      sql.includes('WITH paired') ? Promise.reject(new Error('connection lost')) : (query as any)(sql, ...rest)) as typeof server.db.query);
    try {
      const response = await get(`month=2026-10&user_id=${main!.employee.id}`);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ code: 'SERVER_ERROR' });
    } finally {
      spy.mockRestore();
    }
  });
});
