/**
 * The month's attendance report with planned hours (docs/performance.md, "Planned hours in the month's report"):
 * 1,000 employees in 10 groups, each group given one of two schedule templates, and five months of punches (the
 * report's month and the four before it, the reference period of the average-week check of D.Lgs. 66/2003 art. 4:
 * two pairs every weekday, some late, most with overtime), bulk-inserted with generate_series; the database keeps
 * their weekly totals as they are written (worked_weeks, migration 015), which the insert's time includes. Measured
 * through the real server over HTTP, on PGlite and on PostgreSQL (DATABASE_URL):
 * - the whole month for 1,000 employees: the report's CSV (every employee, every day, planned hours included), and
 *   the planned-days API for every employee in one call (the day computation alone, no worked-time read);
 * - a page of 100 employees of 'Report Presenze' (the largest page), under a few concurrent requests;
 * each with the number of SQL statements it costs, and its latency against the machine's limit: a bare Fastify route
 * reading 10 rows through the same driver. The goal (the issue's): the month for 1,000 employees under 1 s at p99 on
 * PostgreSQL.
 *
 *   npx tsx bench/month-report.ts       BENCH_DATABASES=postgres DATABASE_URL=postgres://… npx tsx bench/month-report.ts
 *   BENCH_REPORT_RUNS=5 (runs of each whole-month request, 10 by default), BENCH_REPORT_EMPLOYEES=1000
 */
import { ApiPaths } from '../src/core/contract/paths';
import { SchedulePaths } from '../src/core/contract/schedules.contract';
import { databaseLabel, databasesToRun, startBenchServer, type BenchServer, type DatabaseKind } from './lib/bench-server';
import { describeLoad, runLoad, summarise, type LoadResult } from './lib/load';
import { OFFICE_HOURS_TEMPLATE } from './lib/office-hours';
import { BenchRecorder, formatNumber, round } from './lib/report';
import { bearer, callApi, createEmployees, createPlaces, logIn } from './lib/workforce';

const EMPLOYEES = Number(process.env.BENCH_REPORT_EMPLOYEES ?? 1000);
const GROUPS = 10;
const ZONE = 'Europe/Rome'; // the server's default APP_TIMEZONE
/** The report's month, and the first day of punches: four months before it (the art. 4 reference period). */
const MONTH = { start: '2026-10-01', end: '2026-10-31' };
const PUNCHES_FROM = '2026-06-01';
/** Sequential runs of each whole-month request: its p99 is in effect the slowest of them. */
const WHOLE_MONTH_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 10);
const PAGE_REQUESTS = 60;
const PAGE_CONNECTIONS = 4;
const MAX_SECONDS = 120;
const GOAL_P99_MS = 1000;

/** Monday to Friday 09:00–13:00, 14:00–18:00 (tolerance 10, blocks of 15), and a part-time 08:30–12:30. */
const TEMPLATES = [
  OFFICE_HOURS_TEMPLATE,
  {
    name: 'Part-time',
    intervals: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: 510, end: 750 })),
    tolerance_minutes: 5,
    flex_earliest_start: null,
    flex_latest_start: null,
    overtime_block_minutes: 30,
  },
];

/** 10 groups, the employees spread over them, each group assigned a template (through the API, as an administrator does). */
async function createSchedules(server: BenchServer, adminToken: string): Promise<void> {
  const groups = await server.sql<{ id: number }>(
    `INSERT INTO gruppi (descrizione) SELECT 'Reparto ' || g FROM generate_series(1, $1::int) AS g RETURNING id`,
    [GROUPS],
  );
  const ids = groups.map((g) => g.id);
  await server.sql(
    `UPDATE users u SET gruppo_id = ($1::int[])[1 + (substr(u.username, 4)::int % $2)] WHERE u.username LIKE 'emp%'`,
    [`{${ids.join(',')}}`, GROUPS],
  );
  const templates: number[] = [];
  for (const t of TEMPLATES) templates.push((await callApi<{ id: number }>(server, adminToken, 'POST', SchedulePaths.templates, t)).id);
  for (const [i, gruppo_id] of ids.entries()) {
    // Three groups in four on the office hours, the others part-time.
    const template_id = templates[i % 4 === 3 ? 1 : 0];
    await callApi(server, adminToken, 'POST', SchedulePaths.assignments, { template_id, gruppo_id, start_date: '2026-01-01' });
  }
}

/**
 * Every weekday from PUNCHES_FROM to the month's end, per employee: IN at 09:00 plus 0–24 minutes (some within the
 * tolerance, some beyond), OUT 13:00, IN 14:00, OUT 18:00 plus 0–59 minutes (overtime, often under a block). One
 * statement a month, each within the server's statement timeout.
 */
async function insertPunches(server: BenchServer, placeId: number): Promise<number> {
  let total = 0;
  for (let month = 6; month <= 10; month++) {
    const from = `2026-${String(month).padStart(2, '0')}-01`;
    const [row] = await server.sql<{ n: number }>(
      `WITH inserted AS (
         INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, location_id, is_valid)
         SELECT u.id, p.entry_type, (d.day + p.at + make_interval(mins => p.extra * ((u.id * 7 + extract(doy FROM d.day)::int) % p.spread))) AT TIME ZONE '${ZONE}',
                d.day, $2, true
           FROM generate_series($1::date, ($1::date + interval '1 month' - interval '1 day')::date, interval '1 day') AS d (day)
           CROSS JOIN users u
           CROSS JOIN (VALUES ('IN', time '09:00', 1, 25), ('OUT', time '13:00', 0, 1), ('IN', time '14:00', 0, 1), ('OUT', time '18:00', 1, 60))
                AS p (entry_type, at, extra, spread)
          WHERE u.username LIKE 'emp%' AND extract(isodow FROM d.day) < 6
         RETURNING 1)
       SELECT count(*)::int AS n FROM inserted`,
      [from, placeId],
    );
    total += row.n;
  }
  return total;
}

interface Probe {
  name: string;
  path: string;
  /** Read the answer as text (the CSV) rather than JSON. */
  csv?: boolean;
}

interface Measured {
  statements: number;
  load: LoadResult;
  bytes: number;
  /** The server process's CPU time per request (JavaScript: the day computation, JSON, CSV); the rest is waiting on SQL. */
  serverCpuMs?: number;
}

/** The statements of one request on an idle server, then `runs` requests one after the other. */
async function wholeMonth(server: BenchServer, token: string, probe: Probe, runs: number): Promise<Measured> {
  const before = await server.statementCount();
  const first = await fetch(server.apiUrl + probe.path, { headers: bearer(token) });
  const body = await first.text();
  const statements = (await server.statementCount()) - before;
  if (!first.ok) throw new Error(`${probe.name}: ${first.status} ${body.slice(0, 300)}`);
  const times: number[] = [];
  const cpuBefore = await server.cpuMs();
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const response = await fetch(server.apiUrl + probe.path, { headers: bearer(token) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${probe.name}: ${response.status}`);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  const serverCpuMs = round(((await server.cpuMs()) - cpuBefore) / runs, 0);
  if (process.env.BENCH_PROFILE_DIR) {
    // One more run under V8's profiler: where the server's own time goes (bench/profile-summary.ts reads it).
    const file = `${process.env.BENCH_PROFILE_DIR}/month-report-${server.kind}-${probe.csv ? 'csv' : 'planned-days'}.cpuprofile`;
    await server.profileStart();
    await (await fetch(server.apiUrl + probe.path, { headers: bearer(token) })).arrayBuffer();
    await server.profileStop(file);
    console.log(`  profile: ${file}`);
  }
  const load: LoadResult = {
    sent: runs,
    ok: runs,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    statusCounts: { '200': runs },
    seconds: round(seconds, 2),
    okPerSecond: round(runs / seconds, 2),
    latencyMs: summarise(times),
    stoppedByTime: false,
  };
  console.log(`  ${probe.name}: ${statements} statements, ${formatNumber(body.length)} characters, server CPU ${serverCpuMs} ms a run; ${describeLoad(load)}`);
  return { statements, load, bytes: body.length, serverCpuMs };
}

async function pageUnderLoad(server: BenchServer, token: string, probe: Probe): Promise<Measured> {
  const before = await server.statementCount();
  const first = await fetch(server.apiUrl + probe.path, { headers: bearer(token) });
  const body = await first.text();
  const statements = (await server.statementCount()) - before;
  if (!first.ok) throw new Error(`${probe.name}: ${first.status} ${body.slice(0, 300)}`);
  const load = await runLoad({
    baseUrl: server.apiUrl,
    amount: PAGE_REQUESTS,
    connections: PAGE_CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    // The ten pages in turn: the whole month, a page at a time.
    requestAt: (i) => ({ method: 'GET', path: probe.path.replace('page=1', `page=${1 + (i % Math.ceil(EMPLOYEES / 100))}`), headers: bearer(token) }),
  });
  console.log(`  ${probe.name}: ${statements} statements; ${describeLoad(load)}`);
  return { statements, load, bytes: body.length };
}

function bareSelect(server: BenchServer): Promise<LoadResult> {
  return runLoad({
    baseUrl: server.bareUrl,
    amount: 300,
    connections: PAGE_CONNECTIONS,
    maxSeconds: 15,
    requestAt: () => ({ method: 'GET', path: '/bare/select' }),
  });
}

async function monthReportOn(kind: DatabaseKind, rec: BenchRecorder): Promise<void> {
  const label = databaseLabel(kind);
  console.log(`\n## ${label}: starting the server on a fresh database`);
  const server = await startBenchServer(kind);
  try {
    const [place] = await createPlaces(server, 1);
    await createEmployees(server, EMPLOYEES, 'plain');
    const adminToken = await logIn(server, server.adminUsername, server.adminPassword, 'bench-admin-device');
    await createSchedules(server, adminToken);
    let started = performance.now();
    const punches = await insertPunches(server, place!.id);
    console.log(`  ${formatNumber(punches)} punches from ${PUNCHES_FROM} to ${MONTH.end} (bulk insert ${round((performance.now() - started) / 1000, 1)} s)`);
    if (kind === 'postgres') {
      started = performance.now();
      await server.sql('ANALYZE timesheet_entries, users, schedule_assignments, schedule_template_versions');
      console.log(`  ANALYZE ${round((performance.now() - started) / 1000, 1)} s`);
    }
    const range = `start_date=${MONTH.start}&end_date=${MONTH.end}`;
    const limit = await bareSelect(server);
    console.log(`  limit (bare 10-row SELECT): ${describeLoad(limit)}`);

    const csv = await wholeMonth(server, adminToken, { name: `report CSV, ${formatNumber(EMPLOYEES)} employees`, path: `${ApiPaths.adminAttendance}?${range}&format=csv`, csv: true }, WHOLE_MONTH_RUNS);
    const planned = await wholeMonth(server, adminToken, { name: `planned-days API, ${formatNumber(EMPLOYEES)} employees`, path: `${SchedulePaths.plannedDays}?${range}` }, WHOLE_MONTH_RUNS);
    const page = await pageUnderLoad(server, adminToken, { name: 'report page of 100 employees', path: `${ApiPaths.adminAttendance}?${range}&page_size=100&page=1` });

    const goal = kind === 'postgres' ? `p99 < ${GOAL_P99_MS} ms` : `— (p99 < ${GOAL_P99_MS} ms is PostgreSQL's)`;
    const met = (m: Measured) => (kind === 'postgres' ? m.load.latencyMs.p99 < GOAL_P99_MS : undefined);
    for (const [name, m] of [
      [`report CSV, the month of ${formatNumber(EMPLOYEES)} employees (${WHOLE_MONTH_RUNS} runs, one at a time)`, csv],
      [`planned-days API, the month of ${formatNumber(EMPLOYEES)} employees (${WHOLE_MONTH_RUNS} runs)`, planned],
      [`report page of 100 employees (${PAGE_REQUESTS} requests, ${PAGE_CONNECTIONS} at once)`, page],
    ] as const) {
      rec.add({
        name: `${label}: ${name}, p50 / p95 / p99`,
        value: `${m.load.latencyMs.p50} / ${m.load.latencyMs.p95} / ${m.load.latencyMs.p99}`,
        unit: 'ms',
        goal: name.startsWith('report page') ? '—' : goal,
        met: name.startsWith('report page') ? undefined : met(m),
        ratio: round(m.load.latencyMs.p99 / limit.latencyMs.p99),
        limit: `bare SELECT p99 ${limit.latencyMs.p99} ms`,
      });
      rec.add({ name: `${label}: ${name}, SQL statements`, value: m.statements, goal: 'flat (no statement per employee or day)' });
      if (m.serverCpuMs !== undefined) rec.add({ name: `${label}: ${name}, server CPU a run (the rest: SQL)`, value: m.serverCpuMs, unit: 'ms' });
    }
    rec.details[kind] = { employees: EMPLOYEES, punches, month: MONTH, punchesFrom: PUNCHES_FROM, limit, csv, planned, page };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('month-report');
  for (const kind of databasesToRun()) await monthReportOn(kind, rec);
  rec.finish();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
