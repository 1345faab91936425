/**
 * 'Export paghe' (docs/payroll-export.md): the payroll CSV of a seeded, closed month equals the file worked out by
 * hand from the rules (ordinary time with the forgiven lateness, overtime in blocks, night and Sunday work, ferie,
 * a range of ROL, malattia), with the payroll software's codes where mapped; only a closed month is exported; the
 * code table is read and saved whole, unknown codes refused. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { ApiPaths, MonthClosePaths, SchedulePaths, type PayrollCode } from '../../../src/core/contract';
import { payrollCsv } from '../../../server/payroll/payroll-csv';
import { payrollLineBatches, preparePayrollExport } from '../../../server/payroll/payroll-export.service';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { api } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { businessInstant, download, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: 'Europe/Rome' } });
});
afterAll(() => server.close());

const admin = () => api(server.url);

async function worked(who: { id: number }, date: string, from: string, to: string): Promise<void> {
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await businessInstant(server, date, from) });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: await businessInstant(server, date, to) });
}

/** An approved absence, as an administrator's approval leaves it: a whole day, or a range of minutes on one day. */
async function approvedAbsence(who: { id: number }, code: string, start: string, end: string, minutes?: [number, number]): Promise<void> {
  await server.db.query(
    `INSERT INTO absences (user_id, absence_type_id, start_date, end_date, start_minute, end_minute, amount, status, entered_by, decided_by, decided_at)
     SELECT $1, id, $3::date, $4::date, $5::int, $6::int, 1, 'approved', $7, $7, now() FROM absence_types WHERE code = $2`,
    [who.id, code, start, end, minutes?.[0] ?? null, minutes?.[1] ?? null, server.admin.id],
  );
}

const exportOf = (month: string, groupId?: number) =>
  download(server, `${MonthClosePaths.payrollExport}?month=${month}${groupId ? `&gruppo_id=${groupId}` : ''}`);

describe('the payroll export of a seeded month', () => {
  let groupId: number;
  let anna: Employee;
  let bruno: Employee;

  beforeAll(async () => {
    const { rows } = await server.db.query<{ id: number }>(`INSERT INTO gruppi (descrizione) VALUES ('Paghe') RETURNING id`);
    groupId = rows[0]!.id;
    anna = await employee(server, { first_name: 'Anna', last_name: 'Rossi', employee_id: 'M001' });
    bruno = await employee(server, { first_name: 'Bruno', last_name: 'Bianchi', employee_id: 'M002' });
    // In the group but gone before the month, with nothing in it: not listed.
    const carla = await employee(server, { first_name: 'Carla', last_name: 'Assente', employee_id: 'M003' });
    await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = ANY($2::int[])', [groupId, [anna.id, bruno.id, carla.id]]);
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [carla.id]);

    // The office's week (09–13, 14–18 Monday to Friday, 10 minutes' tolerance, overtime in blocks of 15) for the
    // group from Monday 3 to Sunday 9 March 2025; no holiday that week.
    const template = await admin().post(SchedulePaths.templates, { name: 'Ufficio paghe', ...OFFICE_HOURS }, server.adminToken);
    expect(template.status).toBe(201);
    const assignment = { template_id: template.body.id, gruppo_id: groupId, start_date: '2025-03-03', end_date: '2025-03-09' };
    expect((await admin().post(SchedulePaths.assignments, assignment, server.adminToken)).status).toBe(201);

    // Anna.
    await worked(anna, '2025-03-03', '09:00', '13:00'); // Monday: 8 h and 40 minutes after 18:00 (two blocks: 0,50)
    await worked(anna, '2025-03-03', '14:00', '18:40');
    await worked(anna, '2025-03-04', '09:05', '13:00'); // Tuesday: 5 minutes late, forgiven: paid as present
    await worked(anna, '2025-03-04', '14:00', '18:00');
    await approvedAbsence(anna, 'FE', '2025-03-05', '2025-03-05'); // Wednesday: ferie
    await worked(anna, '2025-03-06', '09:00', '13:00'); // Thursday: the morning, then ROL 14–18
    await approvedAbsence(anna, 'ROL', '2025-03-06', '2025-03-06', [14 * 60, 18 * 60]);
    await worked(anna, '2025-03-07', '09:00', '13:00'); // Friday: 8 h, then 21–23 (2 h overtime, 1 h of it at night)
    await worked(anna, '2025-03-07', '14:00', '18:00');
    await worked(anna, '2025-03-07', '21:00', '23:00');
    await worked(anna, '2025-03-09', '10:00', '12:00'); // Sunday, a rest day: 2 h overtime, all of it on a Sunday
    // Bruno: malattia on Monday, then nothing (missing hours: no line).
    await approvedAbsence(bruno, 'MAL', '2025-03-03', '2025-03-03');

    // The payroll software's codes for ordinary time and ferie; the others print ours.
    const codes = await admin().put(MonthClosePaths.payrollCodes, [{ code: 'ORD', payroll_code: '0100' }, { code: 'FE', payroll_code: 'F01' }], server.adminToken);
    expect(codes.status).toBe(200);
  });

  /** Worked out by hand from docs/payroll-export.md and docs/behaviour.md, "Work schedules". */
  const EXPECTED =
    '\uFEFF' +
    [
      'Matricola;Cognome e nome;Data;Codice;Causale;Descrizione;Ore',
      'M002;Bianchi Bruno;03/03/2025;MAL;MAL;Malattia;8,00',
      'M001;Rossi Anna;03/03/2025;0100;ORD;Ore ordinarie;8,00',
      'M001;Rossi Anna;03/03/2025;STR;STR;Straordinario;0,50',
      'M001;Rossi Anna;04/03/2025;0100;ORD;Ore ordinarie;8,00',
      'M001;Rossi Anna;05/03/2025;F01;FE;Ferie;8,00',
      'M001;Rossi Anna;06/03/2025;0100;ORD;Ore ordinarie;4,00',
      'M001;Rossi Anna;06/03/2025;ROL;ROL;Permesso ROL;4,00',
      'M001;Rossi Anna;07/03/2025;0100;ORD;Ore ordinarie;8,00',
      'M001;Rossi Anna;07/03/2025;STR;STR;Straordinario;2,00',
      'M001;Rossi Anna;07/03/2025;NOT;NOT;Lavoro notturno;1,00',
      'M001;Rossi Anna;09/03/2025;STR;STR;Straordinario;2,00',
      'M001;Rossi Anna;09/03/2025;FES;FES;Lavoro festivo;2,00',
    ]
      .map((line) => `${line}\r\n`)
      .join('');

  it('is refused while the month is open', async () => {
    const refused = await exportOf('2025-03', groupId);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'MONTH_NOT_CLOSED' });
  });

  it("equals the hand-computed file once the group's month is closed", async () => {
    expect((await admin().post(MonthClosePaths.close, { month: '2025-03', gruppo_id: groupId }, server.adminToken)).status).toBe(201);

    const file = await exportOf('2025-03', groupId);

    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="paghe-2025-03-gruppo-${groupId}.csv"`);
    expect(file.bytes.toString('utf8')).toBe(EXPECTED);
    // The month for everyone is still open.
    expect((await exportOf('2025-03')).status).toBe(409);
  });

  it('for everyone once closed for everyone: the same lines (administrators are not listed)', async () => {
    expect((await admin().post(MonthClosePaths.close, { month: '2025-03' }, server.adminToken)).status).toBe(201);
    const file = await exportOf('2025-03');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="paghe-2025-03.csv"');
    expect(file.bytes.toString('utf8')).toBe(EXPECTED);
  });

  it("the closed month's sheet says 'Definitivo' and shows each day's absence codes", async () => {
    const sheet = await download(server, `${ApiPaths.adminAttendanceSheet}?month=2025-03&user_id=${anna.id}`);
    expect(sheet.status).toBe(200);
    const { text } = await pdfText(sheet.bytes);
    expect(text).toContain('Definitivo');
    expect(text).toMatch(/5 mer[^\n]*FE/);
    expect(text).toMatch(/6 gio[^\n]*ROL/);
    expect(text).not.toMatch(/4 mar[^\n]*(FE|ROL)/);
  });

  it('is the same a few employees at a time (batches)', async () => {
    const payroll = await preparePayrollExport(server.db, { month: '2025-03', gruppo_id: groupId });
    const chunks: Buffer[] = [];
    for await (const chunk of payrollCsv(payrollLineBatches(server.db, payroll, 'Europe/Rome', { batchSize: 1 }), payroll.codes)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(EXPECTED);
  });
});

describe('the payroll codes', () => {
  it("lists every one of our codes, hour kinds first, with the payroll software's ('' when unmapped)", async () => {
    const response = await admin().get(MonthClosePaths.payrollCodes, server.adminToken);
    expect(response.status).toBe(200);
    const codes = response.body as PayrollCode[];
    expect(codes.slice(0, 5)).toEqual([
      { code: 'ORD', description: 'Ore ordinarie', payroll_code: '0100' },
      { code: 'STR', description: 'Straordinario', payroll_code: '' },
      { code: 'NOT', description: 'Lavoro notturno', payroll_code: '' },
      { code: 'FES', description: 'Lavoro festivo', payroll_code: '' },
      { code: 'FE', description: 'Ferie', payroll_code: 'F01' },
    ]);
    expect(codes.map((code) => code.code)).toEqual(expect.arrayContaining(['ROL', 'EXF', 'MAL', 'INF', '104', 'CP', 'PNR', 'TR', 'FOR', 'LA']));
  });

  it('refuses an unknown code and writes nothing; a save is audited', async () => {
    const refused = await admin().put(
      MonthClosePaths.payrollCodes,
      [{ code: 'STR', payroll_code: '0200' }, { code: 'XYZ', payroll_code: '9' }],
      server.adminToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes).toEqual({ '1.code': { code: 'INVALID' } });
    const after = (await admin().get(MonthClosePaths.payrollCodes, server.adminToken)).body as PayrollCode[];
    expect(after.find((code) => code.code === 'STR')!.payroll_code).toBe('');

    const saved = await admin().put(MonthClosePaths.payrollCodes, [{ code: 'STR', payroll_code: ' 0200 ' }, { code: 'ORD', payroll_code: '' }], server.adminToken);
    expect(saved.status).toBe(200);
    expect((saved.body as PayrollCode[]).slice(0, 2).map((code) => code.payroll_code)).toEqual(['', '0200']);
    const { rows } = await server.db.query<{ details: unknown }>(`SELECT details FROM audit_log WHERE action = 'PAYROLL_CODES_UPDATED' ORDER BY id`);
    expect(rows.at(-1)!.details).toEqual({ changes: [{ code: 'STR', from: '', to: '0200' }, { code: 'ORD', from: '0100', to: '' }] });
  });

  it('are for administrators only, as is the export', async () => {
    const who = await employee(server);
    expect((await who.client.get(MonthClosePaths.payrollCodes, who.token)).status).toBe(403);
    expect((await who.client.put(MonthClosePaths.payrollCodes, [], who.token)).status).toBe(403);
    expect((await who.client.get(`${MonthClosePaths.payrollExport}?month=2025-03`, who.token)).status).toBe(403);
  });
});
