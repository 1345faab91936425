/**
 * The CSV exports read the database in batches (docs/behaviour.md, "Admin exports"): with batches of a few rows, over
 * punches that tie on the timestamp (to the microsecond), every order and filter gives exactly the rows, in the
 * order, of one single query, nothing missed or repeated; an export of nothing is still a header.
 */
import type { ActivitiesExportQuery, ActivityOrdering, ReportQuery } from '../../../src/core/contract';
import { activitiesCsv } from '../../../server/admin/activities-csv';
import { activitiesExportBatches } from '../../../server/admin/activities-export.query';
import { readInOneSnapshot } from '../../../server/admin/export-snapshot';
import { reportCsv } from '../../../server/admin/report-csv';
import { reportExportBatches } from '../../../server/admin/report-export.query';
import { loadReport } from '../../../server/admin/report.query';
import { resolveReportRange } from '../../../server/hours/report-range.query';
import { api } from '../support/api';
import { createLocation, download, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, usingPostgres, type TestServer } from '../support/test-server';

let server: TestServer;
let users: Record<'anna' | 'bea' | 'carlo', { id: number }>;
let ids: number[];

const MARCH = { start_date: '2022-03-01', end_date: '2022-03-31' };
const ORDERINGS: ActivityOrdering[] = ['timestamp', '-timestamp', 'user__username', '-user__username', 'entry_type', '-entry_type', 'location__name', '-location__name'];

/**
 * March 2022 (no other test of this file writes there): three users, twelve punches, three of them at the same
 * instant and two more at the same microsecond; places 'alfa' and 'Zeta' (the order ignores case) and off-site punches.
 */
beforeAll(async () => {
  server = await startTestServer();
  users = {
    anna: await server.createUser({ username: 'anna_exp', first_name: 'Anna', last_name: 'Bianchi' }),
    bea: await server.createUser({ username: 'Bea_exp', first_name: 'Bea', last_name: 'Conti' }),
    carlo: await server.createUser({ username: 'carlo_exp', first_name: 'Carlo', last_name: 'Dini' }),
  };
  const alfa = (await createLocation(server, { name: 'alfa' })).id;
  const zeta = (await createLocation(server, { name: 'Zeta' })).id;
  const punches: Array<[keyof typeof users, 'IN' | 'OUT', string, number | null]> = [
    ['carlo', 'IN', '2022-03-01T08:00:00Z', zeta],
    ['anna', 'IN', '2022-03-01T08:00:00Z', alfa],
    ['bea', 'IN', '2022-03-01T08:00:00Z', alfa],
    ['bea', 'OUT', '2022-03-01T12:00:00.123456Z', null],
    ['anna', 'OUT', '2022-03-01T12:00:00.123456Z', alfa],
    ['carlo', 'OUT', '2022-03-01T16:30:00.000001Z', zeta],
    ['anna', 'IN', '2022-03-02T07:59:59.999999Z', null],
    ['anna', 'OUT', '2022-03-02T16:00:00Z', null],
    ['bea', 'IN', '2022-03-02T22:30:00Z', zeta], // 23:30 in Rome, out the next morning
    ['bea', 'OUT', '2022-03-03T05:00:00Z', zeta],
    ['carlo', 'IN', '2022-03-05T08:00:00Z', alfa], // out two days later
    ['carlo', 'OUT', '2022-03-07T08:00:00Z', alfa],
  ];
  ids = [];
  for (const [who, entryType, at, locationId] of punches) ids.push(await insertPunchAt(server, { userId: users[who].id, entryType, at, locationId }));
});
afterAll(() => server.close());

const timezone = () => server.config.timezone;

async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

async function* asBatches<T>(batches: T[][]): AsyncGenerator<T[]> {
  yield* batches;
}

async function text(chunks: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

/** The ids of the admin list (one page, one query), an independent reading of the same order. */
async function listedIds(query: string): Promise<number[]> {
  const response = await api(server.url).get(`/api/admin/activities/?page_size=50&${query}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body.results.map((activity: { id: number }) => activity.id);
}

const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&');

describe('activities export', () => {
  it.each(ORDERINGS.flatMap((ordering) => [2, 3].map((batchSize) => [ordering, batchSize] as const)))(
    'ordered by %s, in batches of %d, reads each punch once, in the order of a single query',
    async (ordering, batchSize) => {
      const query: ActivitiesExportQuery = { ...MARCH, ordering };
      const batches = await collect(activitiesExportBatches(server.db, query, timezone(), { batchSize }));

      // Twelve punches: full batches, then an empty one that tells the end.
      expect(batches.map((batch) => batch.length)).toEqual([...Array(12 / batchSize).fill(batchSize), 0]);
      const batched = batches.flat().map((row) => row.id);
      expect([...batched].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(batched).toEqual(await listedIds(queryString(query)));
      const [single] = await collect(activitiesExportBatches(server.db, query, timezone(), { batchSize: 1000 }));
      expect(batched).toEqual(single!.map((row) => row.id));
    },
  );

  it('writes the same document in batches of 2 as the download, byte for byte', async () => {
    for (const ordering of ['-timestamp', 'location__name'] as const) {
      const query: ActivitiesExportQuery = { ...MARCH, ordering };
      const download_ = await download(server, `/api/admin/activities/export/?${queryString(query)}`);
      const batched = await text(activitiesCsv(activitiesExportBatches(server.db, query, timezone(), { batchSize: 2 })));
      expect(download_.bytes.toString('utf8')).toBe(batched);
      expect(batched.split('\r\n')).toHaveLength(1 + 12 + 1); // header, twelve punches, the final CRLF
    }
  });

  it('applies the filters to every batch', async () => {
    const query: ActivitiesExportQuery = { start_date: '2022-03-01', end_date: '2022-03-02', user_id: users.anna.id, entry_type: 'OUT', ordering: 'timestamp' };
    const rows = (await collect(activitiesExportBatches(server.db, query, timezone(), { batchSize: 1 }))).flat();
    expect(rows.map((row) => [row.username, row.entry_type, row.local_date, row.local_time])).toEqual([
      ['anna_exp', 'OUT', '01/03/2022', '13:00'],
      ['anna_exp', 'OUT', '02/03/2022', '17:00'],
    ]);
    expect(rows.map((row) => row.id)).toEqual(await listedIds(queryString(query)));
  });

  it('exports the header alone when nothing matches', async () => {
    const response = await download(server, '/api/admin/activities/export/?start_date=2019-01-01&end_date=2019-01-31');
    expect(response.status).toBe(200);
    expect(response.bytes.toString('utf8')).toBe('\uFEFFUtente;Nome;Tipo;Sede;Data;Ora;Note;Nota anomalia;Anomalia GPS;Distanza (m);Precisione (m);Valida;Offline (ritardo);Posizione sospetta;Chiusura automatica\r\n');
  });
});

describe('report export', () => {
  /** The report's CSV as the single statement of the JSON report computes it. */
  async function singleStatementCsv(query: ReportQuery): Promise<string> {
    const report = await loadReport(server.db, query, timezone());
    return text(reportCsv(asBatches([report.rows])));
  }

  const cases: Array<[string, () => ReportQuery, number]> = [
    ['every user, a row per batch', () => ({ start_date: '2022-03-01', end_date: '2022-03-07' }), 1],
    ['every user, two rows per batch', () => MARCH, 2],
    // An IN on the last day finds its OUT on the day after the range, not later, as in the report.
    ['the range ending on a night shift', () => ({ start_date: '2022-03-02', end_date: '2022-03-02' }), 1],
    ['the range ending two days before an OUT', () => ({ start_date: '2022-03-05', end_date: '2022-03-05' }), 1],
    ['the range ending the day before an OUT', () => ({ start_date: '2022-03-05', end_date: '2022-03-06' }), 1],
    ['one user', () => ({ ...MARCH, user_id: users.bea.id }), 1],
  ];
  it.each(cases)('gives, for %s, the lines of the single-statement report', async (_name, queryOf, batchSize) => {
    const query = queryOf();
    const range = await resolveReportRange(server.db, query, timezone());
    const batches = await collect(reportExportBatches(server.db, range, query.user_id, { batchSize }));
    expect(Math.max(...batches.map((batch) => batch.length))).toBeLessThanOrEqual(batchSize);

    const batched = await text(reportCsv(asBatches(batches)));
    expect(batched).toBe(await singleStatementCsv(query));
    expect(batched.split('\r\n').length).toBeGreaterThan(2); // not just a header
  });

  it('counts the night shift ending the range; an IN whose OUT is two days later pairs with nothing, whatever the range', async () => {
    const rowsOf = async (query: ReportQuery) => (await collect(reportExportBatches(server.db, await resolveReportRange(server.db, query, timezone()), query.user_id))).flat();
    expect(await rowsOf({ start_date: '2022-03-02', end_date: '2022-03-02', user_id: users.bea.id })).toEqual([
      expect.objectContaining({ date: '2022-03-02', worked_minutes: 390, check_ins: 1, missing_check_out: false }),
    ]);
    expect(await rowsOf({ start_date: '2022-03-05', end_date: '2022-03-05' })).toEqual([
      expect.objectContaining({ username: 'carlo_exp', date: '2022-03-05', worked_minutes: 0, check_ins: 1, missing_check_out: true }),
    ]);
    // The worked pair of the hours (docs/behaviour.md, "Worked time"): reading the OUT's day too changes nothing.
    expect(await rowsOf({ start_date: '2022-03-05', end_date: '2022-03-07' })).toEqual([
      expect.objectContaining({ username: 'carlo_exp', date: '2022-03-05', worked_minutes: 0, check_ins: 1, missing_check_out: true }),
      expect.objectContaining({ username: 'carlo_exp', date: '2022-03-07', worked_minutes: 0, check_ins: 0, check_outs: 1 }),
    ]);
  });

  it('exports the header alone for days without punches', async () => {
    const response = await download(server, '/api/admin/reports/?start_date=2019-01-01&end_date=2019-01-31&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ore_lavorate_2019-01-01_2019-01-31.csv"');
    expect(response.bytes.toString('utf8')).toBe('\uFEFFUtente;Nome;Data;Minuti lavorati;Ore lavorate;Check-in;Check-out;Anomalie;Check-out mancante\r\n');
  });
});

describe('punches written during an export', () => {
  it(
    usingPostgres
      ? 'are not in it on PostgreSQL: every batch reads the snapshot of the first'
      : 'are in it on PGlite only when they come after the rows already written, and nothing is repeated',
    async () => {
      const query: ActivitiesExportQuery = { ...MARCH, ordering: 'timestamp' };
      const batches = readInOneSnapshot(server.db, (db) => activitiesExportBatches(db, query, timezone(), { batchSize: 3 }));
      const first = await batches.next();
      const read = first.done ? [] : [...first.value];
      const behind = await insertPunchAt(server, { userId: users.carlo.id, entryType: 'IN', at: '2022-03-01T06:00:00Z' });
      const ahead = await insertPunchAt(server, { userId: users.carlo.id, entryType: 'IN', at: '2022-03-20T06:00:00Z' });
      try {
        for (let next = await batches.next(); !next.done; next = await batches.next()) read.push(...next.value);
        const exported = read.map((row) => row.id);
        const original = await originalInTimeOrder();
        expect(exported).toEqual(usingPostgres ? original : [...original, ahead]);
      } finally {
        await server.db.query('DELETE FROM timesheet_entries WHERE id = ANY($1::int[])', [[behind, ahead]]);
      }
    },
  );

  /** The twelve punches of the world in time order, as the list reads them, without the two added here. */
  async function originalInTimeOrder(): Promise<number[]> {
    const listed = await listedIds(queryString({ ...MARCH, ordering: 'timestamp' }));
    return listed.filter((id) => ids.includes(id));
  }
});
