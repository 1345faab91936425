/**
 * The payroll export of a closed month ('Export paghe'; docs/payroll-export.md, docs/performance.md "Payroll export"):
 * 1,000 employees in 10 groups on the office's hours, a month of punches (two pairs every weekday, some late, most
 * with overtime, one in seven working Thursday evenings into the night) and approved absences (a day of ferie each, an
 * afternoon of ROL for one in three, two days of malattia for one in ten), bulk-inserted with generate_series; the
 * month closed through the API. Measured through the real server over HTTP, on PGlite and on PostgreSQL
 * (DATABASE_URL):
 * - one group's export (100 employees, one batch) and everyone's (1,000): time (runs one after the other, p50 / p99),
 *   lines, SQL statements, and the server's peak RSS and heap during one export against just before it;
 * - then 1,000 more employees alike, and everyone's export again (2,000). The export is computed and written a batch
 *   of employees at a time, so the memory it takes must not grow from 1,000 to 2,000 employees: that is the goal,
 *   with the 1,000 employees' export under 5 s at p99 on PostgreSQL (MB = 2^20 bytes).
 *
 *   npx tsx bench/payroll-export.ts      BENCH_DATABASES=postgres DATABASE_URL=postgres://… npx tsx bench/payroll-export.ts
 *   BENCH_PAYROLL_RUNS=5 (runs of each export), BENCH_PAYROLL_EMPLOYEES=1000 (each of the two seedings)
 */
import { MonthClosePaths } from '../src/core/contract/month-close.contract';
import { SchedulePaths } from '../src/core/contract/schedules.contract';
import { databaseLabel, databasesToRun, delay, startBenchServer, type BenchServer, type DatabaseKind } from './lib/bench-server';
import { summarise } from './lib/load';
import { OFFICE_HOURS_TEMPLATE } from './lib/office-hours';
import { measurePeakMemory } from './lib/peak-memory';
import { BenchRecorder, formatNumber, round } from './lib/report';
import { bearer, callApi, createPlaces, logIn } from './lib/workforce';

const EMPLOYEES = Number(process.env.BENCH_PAYROLL_EMPLOYEES ?? 1000);
const GROUPS = 10;
const RUNS = Number(process.env.BENCH_PAYROLL_RUNS ?? 5);
const ZONE = 'Europe/Rome'; // the server's default APP_TIMEZONE
const MONTH = '2026-10';
const MB = 1024 * 1024;
/** "Flat": the export of 2,000 employees may use at most this much more memory than that of 1,000 (noise of the garbage collector). */
const FLAT_MARGIN_MB = 32;
const GOAL_SECONDS = 5;

/** 10 groups, each on the office's hours (through the API, as an administrator does); their ids. */
async function createSchedules(server: BenchServer, adminToken: string): Promise<number[]> {
  const groups = await server.sql<{ id: number }>(
    `INSERT INTO gruppi (descrizione) SELECT 'Reparto ' || g FROM generate_series(1, $1::int) AS g RETURNING id`,
    [GROUPS],
  );
  const template = await callApi<{ id: number }>(server, adminToken, 'POST', SchedulePaths.templates, OFFICE_HOURS_TEMPLATE);
  for (const { id } of groups) await callApi(server, adminToken, 'POST', SchedulePaths.assignments, { template_id: template.id, gruppo_id: id, start_date: '2026-01-01' });
  return groups.map((g) => g.id);
}

/** Employees emp<from>…emp<to>, spread over the groups; their absences and punches follow (insertAbsences, insertPunches). */
async function createEmployees(server: BenchServer, from: number, to: number, groupIds: number[]): Promise<void> {
  const hash = await server.hashPassword('bench-employee-password');
  await server.sql(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, gruppo_id)
     SELECT 'emp' || g, 'emp' || g || '@bench.example', 'Dipendente', 'N. ' || g, 'E' || lpad(g::text, 6, '0'), $1,
            ($4::int[])[1 + g % $5]
       FROM generate_series($2::int, $3::int) AS g`,
    [hash, from, to, `{${groupIds.join(',')}}`, groupIds.length],
  );
}

/**
 * The month's weekdays (and the six days before, which the weekly-rest check reads), per employee: IN 09:00 plus 0–24
 * minutes, OUT 13:00, IN 14:00, OUT 18:00 plus 0–59 minutes; one employee in seven stays on Thursdays until 23:30.
 * Not on the day of each one's ferie nor on their days of malattia; not in the afternoon of their ROL.
 */
async function insertPunches(server: BenchServer, placeId: number, afterUserId: number): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `WITH inserted AS (
       INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, location_id, is_valid)
       SELECT u.id, p.entry_type,
              (d.day + p.at + make_interval(mins => p.extra * ((u.id * 7 + extract(doy FROM d.day)::int) % p.spread))
                 + CASE WHEN p.late AND u.id % 7 = 0 AND extract(isodow FROM d.day) = 4 THEN interval '5 hours 30 minutes' ELSE interval '0' END)
                AT TIME ZONE '${ZONE}',
              d.day, $3, true
         FROM generate_series($1::date - 6, $2::date, interval '1 day') AS d (day)
         CROSS JOIN users u
         CROSS JOIN (VALUES ('IN', time '09:00', 1, 25, false), ('OUT', time '13:00', 0, 1, false), ('IN', time '14:00', 0, 1, false),
                            ('OUT', time '18:00', 1, 60, true)) AS p (entry_type, at, extra, spread, late)
        WHERE u.username LIKE 'emp%' AND u.id > $4 AND extract(isodow FROM d.day) < 6
          AND NOT EXISTS (SELECT 1 FROM absences a WHERE a.user_id = u.id AND d.day BETWEEN a.start_date AND a.end_date
                                                     AND (a.start_minute IS NULL OR p.at >= time '14:00'))
       RETURNING 1)
     SELECT count(*)::int AS n FROM inserted`,
    [`${MONTH}-01`, `${MONTH}-31`, placeId, afterUserId],
  );
  return row!.n;
}

/** A day of ferie each (a weekday of the month's middle weeks), ROL 14–18 for one in three, two days of malattia for one in ten. */
async function insertAbsences(server: BenchServer, adminId: number, afterUserId: number): Promise<number> {
  const [row] = await server.sql<{ n: number }>(
    `WITH inserted AS (
       INSERT INTO absences (user_id, absence_type_id, start_date, end_date, start_minute, end_minute, amount, status, entered_by, decided_by, decided_at)
       SELECT u.id, t.id, a.start_date, a.end_date, a.start_minute, a.end_minute, 1, 'approved', $1, $1, now()
         FROM users u
         CROSS JOIN LATERAL (VALUES
           ('FE', date '${MONTH}-12' + (u.id % 5), date '${MONTH}-12' + (u.id % 5), NULL::int, NULL::int, true),
           ('ROL', date '${MONTH}-20', date '${MONTH}-20', 840, 1080, u.id % 3 = 0),
           ('MAL', date '${MONTH}-26', date '${MONTH}-27', NULL::int, NULL::int, u.id % 10 = 0)
         ) AS a (code, start_date, end_date, start_minute, end_minute, wanted)
         JOIN absence_types t ON t.code = a.code
        WHERE u.username LIKE 'emp%' AND u.id > $2 AND a.wanted
       RETURNING 1)
     SELECT count(*)::int AS n FROM inserted`,
    [adminId, afterUserId],
  );
  return row!.n;
}

interface ExportFigures {
  name: string;
  lines: number;
  megabytes: number;
  statements: number;
  latencyMs: ReturnType<typeof summarise>;
  rssBeforeMb: number;
  peakRssMb: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  peakRssSource: string;
}

/** The export downloaded as a browser does (compressed, decompressed here), its lines and bytes counted. */
async function download(server: BenchServer, token: string, path: string): Promise<{ lines: number; bytes: number }> {
  const response = await fetch(server.apiUrl + path, { headers: { ...bearer(token), 'accept-encoding': 'br, gzip, deflate' } });
  if (!response.ok || !response.body) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { lines: lines - 1, bytes };
}

const mb = (bytes: number) => round(bytes / MB, 1);

async function measureExport(server: BenchServer, token: string, name: string, path: string): Promise<ExportFigures> {
  const before = await server.statementCount();
  const { lines, bytes } = await download(server, token, path);
  const statements = (await server.statementCount()) - before;
  await delay(500);
  const memory = await measurePeakMemory(server, () => download(server, token, path));
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await download(server, token, path);
    times.push(performance.now() - started);
  }
  const figures: ExportFigures = {
    name,
    lines,
    megabytes: round(bytes / MB, 2),
    statements,
    latencyMs: summarise(times),
    rssBeforeMb: mb(memory.before.rss),
    peakRssMb: mb(memory.peakRss),
    rssGrowthMb: mb(memory.peakRss - memory.before.rss),
    heapGrowthMb: mb(memory.peakHeapUsed - memory.before.heapUsed),
    peakRssSource: memory.peakRssSource,
  };
  console.log(
    `  ${name}: ${formatNumber(lines)} lines, ${figures.megabytes} MB, ${statements} statements; ` +
      `p50 ${figures.latencyMs.p50} ms, p99 ${figures.latencyMs.p99} ms (${RUNS} runs); ` +
      `server RSS ${figures.rssBeforeMb} → peak ${figures.peakRssMb} MB (${memory.peakRssSource}), heap +${figures.heapGrowthMb} MB`,
  );
  return figures;
}

/** emp<from>…emp<to> with their month of absences and punches. */
async function seed(server: BenchServer, adminId: number, placeId: number, groupIds: number[], from: number, to: number): Promise<void> {
  const [last] = await server.sql<{ id: number }>('SELECT max(id) AS id FROM users');
  await createEmployees(server, from, to, groupIds);
  const started = performance.now();
  const absences = await insertAbsences(server, adminId, last!.id);
  // The punches' insert looks each one's absences up: without statistics PostgreSQL would scan them for every row.
  if (server.kind === 'postgres') await server.sql('ANALYZE absences, users');
  const punches = await insertPunches(server, placeId, last!.id);
  if (server.kind === 'postgres') await server.sql('ANALYZE timesheet_entries, users, absences');
  console.log(`  emp${from}…emp${to}: ${formatNumber(punches)} punches, ${formatNumber(absences)} absences (bulk insert ${round((performance.now() - started) / 1000, 1)} s)`);
}

async function payrollExportOn(kind: DatabaseKind, rec: BenchRecorder): Promise<boolean> {
  const label = databaseLabel(kind);
  console.log(`\n## ${label}: starting the server on a fresh database`);
  // The bulk inserts of a month of punches may take longer than the server's 10 s statement limit on a busy machine;
  // the export's own statements are far below it.
  const server = await startBenchServer(kind, { DATABASE_STATEMENT_TIMEOUT_MS: '120000' });
  try {
    const [place] = await createPlaces(server, 1);
    const adminToken = await logIn(server, server.adminUsername, server.adminPassword, 'bench-admin-device');
    const [admin] = await server.sql<{ id: number }>('SELECT id FROM users WHERE username = $1', [server.adminUsername]);
    const groupIds = await createSchedules(server, adminToken);
    await seed(server, admin!.id, place!.id, groupIds, 1, EMPLOYEES);
    await callApi(server, adminToken, 'POST', MonthClosePaths.close, { month: MONTH });
    const everyonePath = `${MonthClosePaths.payrollExport}?month=${MONTH}`;

    const group = await measureExport(server, adminToken, `one group (${formatNumber(EMPLOYEES / GROUPS)} employees)`, `${everyonePath}&gruppo_id=${groupIds[0]}`);
    const everyone = await measureExport(server, adminToken, `everyone (${formatNumber(EMPLOYEES)} employees)`, everyonePath);
    await seed(server, admin!.id, place!.id, groupIds, EMPLOYEES + 1, 2 * EMPLOYEES);
    const twice = await measureExport(server, adminToken, `everyone (${formatNumber(2 * EMPLOYEES)} employees)`, everyonePath);

    const flat = twice.rssGrowthMb <= everyone.rssGrowthMb + FLAT_MARGIN_MB;
    // The time goal is PostgreSQL's, as the month report's is: PGlite runs every statement on the server's one thread.
    const fastEnough = kind === 'postgres' ? everyone.latencyMs.p99 < GOAL_SECONDS * 1000 : undefined;
    for (const m of [group, everyone, twice]) {
      const name = `${label}: payroll export, ${m.name} (${formatNumber(m.lines)} lines, ${m.megabytes} MB)`;
      rec.add({
        name: `${name}, p50 / p99 (${RUNS} runs)`,
        value: `${m.latencyMs.p50} / ${m.latencyMs.p99}`,
        unit: 'ms',
        goal: m !== everyone ? '—' : kind === 'postgres' ? `p99 < ${GOAL_SECONDS} s` : `— (p99 < ${GOAL_SECONDS} s is PostgreSQL's)`,
        met: m === everyone ? fastEnough : undefined,
      });
      rec.add({ name: `${name}, SQL statements`, value: m.statements, goal: 'a few a batch of 100 employees' });
      rec.add({ name: `${name}, server peak RSS (before: ${m.rssBeforeMb} MB) / heap growth`, value: `${m.peakRssMb} / +${m.heapGrowthMb}`, unit: 'MB' });
    }
    rec.add({
      name: `${label}: server peak RSS growth during the export, ${formatNumber(EMPLOYEES)} → ${formatNumber(2 * EMPLOYEES)} employees`,
      value: `${everyone.rssGrowthMb} → ${twice.rssGrowthMb}`,
      unit: 'MB',
      goal: `flat (≤ +${FLAT_MARGIN_MB} MB)`,
      met: flat,
    });
    rec.details[kind] = { employees: EMPLOYEES, month: MONTH, group, everyone, twice };
    return flat && fastEnough !== false;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('payroll-export');
  let met = true;
  for (const kind of databasesToRun()) met = (await payrollExportOn(kind, rec)) && met;
  rec.finish();
  if (!met) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
