/**
 * The retention purge on a backlog (docs/behaviour.md, "Retention"): batches of at most RETENTION_BATCH_SIZE punches
 * per statement, no rows brought into the process, short statements, time growing with the rows only.
 * A million expired punches on PostgreSQL (about 25 s, half of it inserting them); 100,000 on PGlite, where the million
 * takes well over a minute (three quarters of a minute inserting them): too long for every run of the suite.
 * RETENTION_SCALE_ROWS sets another number.
 */
import type { Queryable, QueryOptions } from '../../../server/db/database.port';
import { retentionCutoffs } from '../../../server/retention/retention.rules';
import { purgeExpired, RETENTION_BATCH_SIZE } from '../../../server/retention/retention.service';
import { idsOf, insertLocalPunch, NO_ROWS, tableCounts } from '../support/retention-fixtures';
import { startTestServer, usingPostgres, type TestServer } from '../support/test-server';

const ROWS = Number(process.env.RETENTION_SCALE_ROWS || (usingPostgres ? 1_000_000 : 100_000));
/** More than a batch a day (12,000: a large company's day), so that days take several statements. */
const PUNCH_SPACING_MS = 7_200;
const INSERT_CHUNK = 100_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

interface Statement {
  ms: number;
  rows: number;
  punches: number;
  /** The process's JS heap in use once the statement has answered. */
  heapUsed: number;
}

/** The database, noting each deleting statement: its time, the rows it returned, the punches it deleted, the heap. */
function observed(statements: Statement[]): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[], options?: QueryOptions) {
      const started = performance.now();
      const result = await server.db.query<Row>(sql, params, options);
      if (/DELETE/.test(sql)) {
        const row = result.rows[0] as { timesheet_entries?: number } | undefined;
        const heapUsed = process.memoryUsage().heapUsed;
        statements.push({ ms: performance.now() - started, rows: result.rows.length, punches: row?.timesheet_entries ?? 0, heapUsed });
      }
      return result;
    },
    exec: (sql) => server.db.exec(sql),
  };
}

it(`purges ${ROWS.toLocaleString('en')} expired punches in batches, in bounded time and memory`, async () => {
  const employee = await server.createUser();
  const insertStarted = performance.now();
  for (let first = 1; first <= ROWS; first += INSERT_CHUNK) {
    await server.db.query(
      `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date)
       SELECT $1, CASE WHEN g % 2 = 0 THEN 'IN' ELSE 'OUT' END, t.ts, (t.ts AT TIME ZONE 'Europe/Rome')::date
         FROM generate_series($2::int, $3::int) AS g
         CROSS JOIN LATERAL (SELECT timestamptz '2015-01-01 00:00Z' + g * make_interval(secs => $4) AS ts) AS t`,
      [employee.id, first, Math.min(ROWS, first + INSERT_CHUNK - 1), PUNCH_SPACING_MS / 1000],
    );
  }
  await server.db.query(`INSERT INTO audit_log (action, timesheet_id) SELECT 'PUNCH_CORRECTED', id FROM timesheet_entries WHERE id % 100 = 0`);
  const kept = await insertLocalPunch(server.db, { userId: employee.id, day: '2026-11-20', time: '08:00', timezone: 'Europe/Rome' });
  const insertMs = performance.now() - insertStarted;
  expect((await tableCounts(server.db)).timesheet_entries).toBe(ROWS + 1);
  const { rows: audit } = await server.db.query<{ about_punches: number }>('SELECT count(timesheet_id)::int AS about_punches FROM audit_log');

  const cutoffs = retentionCutoffs(new Date('2026-11-26T12:00:00Z'), server.config);
  const statements: Statement[] = [];
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const report = await purgeExpired(observed(statements), cutoffs);
  const purgeMs = performance.now() - started;
  const heapPeak = Math.max(heapBefore, ...statements.map((statement) => statement.heapUsed));

  expect(report.deleted).toEqual({ ...NO_ROWS, timesheet_entries: ROWS, audit_log: audit[0]!.about_punches });
  expect(await idsOf(server.db, 'timesheet_entries')).toEqual([kept.id]);
  expect((await purgeExpired(server.db, cutoffs)).deleted).toEqual(NO_ROWS);

  const punchStatements = statements.filter((statement) => statement.punches > 0);
  const days = Math.ceil((ROWS * PUNCH_SPACING_MS) / 86_400_000);
  expect(Math.max(...punchStatements.map((statement) => statement.punches))).toBe(RETENTION_BATCH_SIZE);
  expect(punchStatements.length).toBeGreaterThanOrEqual(ROWS / RETENTION_BATCH_SIZE);
  expect(punchStatements.length).toBeLessThanOrEqual(2 * days + 1); // at most one full and one short batch a day here
  expect(Math.max(...statements.map((statement) => statement.rows))).toBeLessThanOrEqual(1); // counts, never the rows
  const longestMs = Math.max(...statements.map((statement) => statement.ms));
  expect(longestMs).toBeLessThan(5_000); // half DATABASE_STATEMENT_TIMEOUT_MS's default: no statement holds its locks long
  const heapGrowthMb = (heapPeak - heapBefore) / 2 ** 20;
  expect(heapGrowthMb).toBeLessThan(64);
  expect(purgeMs).toBeLessThan(120_000);

  process.stderr.write(
    `retention scale (${server.db.kind}): ${ROWS} punches inserted in ${Math.round(insertMs)} ms, purged in ${Math.round(purgeMs)} ms ` +
      `by ${statements.length} statements (longest ${Math.round(longestMs)} ms), heap growth ${heapGrowthMb.toFixed(1)} MB\n`,
  );
}, 600_000);
