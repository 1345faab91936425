/**
 * Reads with a large table (docs/performance.md): the administrator's activities page (10 of 100,000 punches, filtered,
 * sorted or of one user) and an employee's history page, measured at 1,000 punches and again at 100,000 (bulk-inserted
 * with generate_series); the administrator's users page searched by part of a name (20 a page, ordered, page 2),
 * measured with a staff of 1,000 and again of 10,000 (bench/lib/staff.ts); each with the number of SQL statements a
 * request costs (db.statementCount delta) at both sizes: it must stay flat. The machine's limit is a bare Fastify
 * route reading 10 rows of the punches table by its index through the same driver, under the same load.
 *
 *   npx tsx bench/reads.ts          BENCH_PUNCHES=20000 BENCH_STAFF=2000 npx tsx bench/reads.ts
 */
import { ApiPaths } from '../src/core/contract/paths';
import { databaseLabel, databasesToRun, startBenchServer, type BenchServer, type DatabaseKind } from './lib/bench-server';
import { describeLoad, runLoad, type LoadResult } from './lib/load';
import { BenchRecorder, formatNumber, round } from './lib/report';
import { createStaff, createStaffGroups } from './lib/staff';
import { bearer, createEmployees, createPlaces, EMPLOYEE_PASSWORD, logIn } from './lib/workforce';

const SMALL = 1000;
const LARGE = Number(process.env.BENCH_PUNCHES ?? 100_000);
/** The staff directory the users page searches, at both sizes (beside the employees who punch, and the administrator). */
const SMALL_STAFF = 1000;
const LARGE_STAFF = Number(process.env.BENCH_STAFF ?? 10_000);
const EMPLOYEES = 1000;
const PLACES = 10;
const REQUESTS = 300;
/** Each probe stops after this long: a slow page must not eat the whole bench's time budget. */
const MAX_SECONDS = 15;
const CONNECTIONS = 10;
/** The issue sets no latency goal for reads: the check-in's p99 goal is used as ours. */
const GOAL_P99_MS = 50;
const ZONE = 'Europe/Rome';

interface Probe {
  name: string;
  path: string;
  token: string;
  /** What grows between the two sizes. */
  grows: 'punches' | 'users';
  /** The small size fits in one page, which shows where the list ends: only the large size counts (one statement more). */
  countsOnlyWhenLarge?: true;
  /** A goal of its own for the p99 at the large size (default GOAL_P99_MS). */
  p99GoalMs?: number;
}

interface ProbeAtSize {
  statements: number;
  load: LoadResult;
  count: unknown;
}

/** Punches g = from..to, one every 5 minutes back from now, spread over every employee and place. */
async function insertPunches(server: BenchServer, from: number, to: number): Promise<void> {
  await server.sql(
    `INSERT INTO timesheet_entries
       (user_id, entry_type, "timestamp", business_date, location_id, accuracy, distance_from_location, device_id,
        is_valid, has_location_anomaly, notes)
     SELECT u.first_id + g % $3, CASE WHEN g % 2 = 0 THEN 'IN' ELSE 'OUT' END, t.ts, (t.ts AT TIME ZONE '${ZONE}')::date,
            l.first_id + g % $4, 5 + g % 40, g % 90, 'device-emp' || (1 + g % $3), g % 97 <> 0, g % 53 = 0,
            CASE WHEN g % 7 = 0 THEN 'nota ' || g ELSE '' END
     FROM generate_series($1::int, $2::int) AS g
     CROSS JOIN LATERAL (SELECT now() - g * interval '5 minutes' AS ts) AS t
     CROSS JOIN (SELECT min(id) AS first_id FROM users WHERE username LIKE 'emp%') AS u
     CROSS JOIN (SELECT min(id) AS first_id FROM locations) AS l`,
    [from, to, EMPLOYEES, PLACES],
  );
}

function romeDate(daysAgo: number): string {
  const d = new Date(Date.now() - daysAgo * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

function probes(adminToken: string, employeeToken: string, employeeId: number): Probe[] {
  const range = `start_date=${romeDate(30)}&end_date=${romeDate(0)}`;
  const users = (query: string): string => `${ApiPaths.users}?page_size=20&${query}`;
  return [
    { name: 'activities page, newest first', path: `${ApiPaths.adminActivities}?page=1&page_size=10`, token: adminToken, grows: 'punches' },
    {
      name: 'activities page, filtered and sorted',
      path: `${ApiPaths.adminActivities}?page=2&page_size=10&entry_type=IN&${range}&ordering=user__username`,
      token: adminToken,
      grows: 'punches',
    },
    // The 'Attività' page narrowed to one person (about 100 of the 100,000 punches), newest first.
    {
      name: 'activities page, one user, newest first',
      path: `${ApiPaths.adminActivities}?page=1&page_size=10&user_id=${employeeId}`,
      token: adminToken,
      grows: 'punches',
      countsOnlyWhenLarge: true,
      p99GoalMs: 30,
    },
    { name: 'history page (employee)', path: `${ApiPaths.timesheets}?page=1&page_size=10&${range}`, token: employeeToken, grows: 'punches' },
    // What an administrator types in 'Cerca utente…': part of a surname, part of an accented first name.
    { name: 'users page, search "ross"', path: users('search=ross'), token: adminToken, grows: 'users' },
    { name: 'users page, search "nicco" by last name', path: users('search=nicco&ordering=last_name'), token: adminToken, grows: 'users' },
    { name: 'users page 2, search "mar" by employee id desc', path: users('search=mar&ordering=-employee_id&page=2'), token: adminToken, grows: 'users' },
  ];
}

/** Statements of one request on an idle server, then its latency under load. */
async function measure(server: BenchServer, probe: Probe): Promise<ProbeAtSize> {
  const before = await server.statementCount();
  const response = await fetch(server.apiUrl + probe.path, { headers: bearer(probe.token) });
  const statements = (await server.statementCount()) - before;
  if (!response.ok) throw new Error(`${probe.name}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { count?: unknown };
  const load = await runLoad({
    baseUrl: server.apiUrl,
    amount: REQUESTS,
    connections: CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    requestAt: () => ({ method: 'GET', path: probe.path, headers: bearer(probe.token) }),
  });
  console.log(`  ${probe.name}: ${statements} statements, count ${String(body.count)}; ${describeLoad(load)}`);
  return { statements, load, count: body.count };
}

async function countUsers(server: BenchServer): Promise<number> {
  const [row] = await server.sql<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return row.n;
}

function bareSelect(server: BenchServer): Promise<LoadResult> {
  return runLoad({
    baseUrl: server.bareUrl,
    amount: REQUESTS,
    connections: CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    requestAt: () => ({ method: 'GET', path: '/bare/select' }),
  });
}

async function readsOn(kind: DatabaseKind, rec: BenchRecorder): Promise<boolean> {
  const label = databaseLabel(kind);
  console.log(`\n## ${label}: starting the server on a fresh database`);
  const server = await startBenchServer(kind);
  try {
    const placeIds = (await createPlaces(server, PLACES)).map((place) => place.id);
    await createEmployees(server, EMPLOYEES, 'plain');
    const groups = await createStaffGroups(server);
    await createStaff(server, 1, SMALL_STAFF, groups, placeIds);
    const smallUsers = await countUsers(server);
    const adminToken = await logIn(server, server.adminUsername, server.adminPassword, 'bench-admin-device');
    const employeeToken = await logIn(server, 'emp1', EMPLOYEE_PASSWORD, 'device-emp1');
    const [emp1] = await server.sql<{ id: number }>(`SELECT id FROM users WHERE username = 'emp1'`);
    const list = probes(adminToken, employeeToken, emp1.id);

    await insertPunches(server, 1, SMALL);
    console.log(`  ${formatNumber(SMALL)} punches, ${formatNumber(smallUsers)} users`);
    const small: ProbeAtSize[] = [];
    for (const p of list) small.push(await measure(server, p));

    let started = performance.now();
    await insertPunches(server, SMALL + 1, LARGE);
    console.log(`  ${formatNumber(LARGE)} punches (bulk insert ${round((performance.now() - started) / 1000, 1)} s)`);
    started = performance.now();
    await createStaff(server, SMALL_STAFF + 1, LARGE_STAFF, groups, placeIds);
    const largeUsers = await countUsers(server);
    console.log(`  ${formatNumber(largeUsers)} users (bulk insert ${round((performance.now() - started) / 1000, 1)} s)`);
    if (kind === 'postgres') {
      // PostgreSQL's autovacuum would analyse the grown tables within a minute; do it now rather than wait.
      started = performance.now();
      await server.sql('ANALYZE timesheet_entries, users, devices, user_locations');
      console.log(`  ANALYZE ${round((performance.now() - started) / 1000, 1)} s`);
    }
    const limit = await bareSelect(server);
    console.log(`  limit (bare 10-row SELECT): ${describeLoad(limit)}`);
    const large: ProbeAtSize[] = [];
    for (const p of list) large.push(await measure(server, p));

    const sizes = {
      punches: [formatNumber(SMALL), formatNumber(LARGE)],
      users: [`${formatNumber(smallUsers)} users`, `${formatNumber(largeUsers)} users`],
    };
    let flat = true;
    list.forEach((p, i) => {
      const s = small[i];
      const l = large[i];
      const [smallSize, largeSize] = sizes[p.grows];
      const flatEnough = l.statements - s.statements === (p.countsOnlyWhenLarge ? 1 : 0);
      const p99Goal = p.p99GoalMs ?? GOAL_P99_MS;
      flat &&= flatEnough;
      rec.add({
        name: `${label}: ${p.name}, p50 / p95 / p99 at ${largeSize}`,
        value: `${l.load.latencyMs.p50} / ${l.load.latencyMs.p95} / ${l.load.latencyMs.p99}`,
        unit: 'ms',
        goal: `p99 < ${p99Goal} ms (ours)`,
        met: l.load.latencyMs.p99 < p99Goal && l.load.non2xx === 0 && l.load.errors === 0,
        ratio: round(l.load.latencyMs.p99 / limit.latencyMs.p99),
        limit: `bare SELECT p99 ${limit.latencyMs.p99} ms`,
      });
      rec.add({
        name: `${label}: ${p.name}, requests/s at ${largeSize}`,
        value: l.load.okPerSecond,
        unit: '/s',
        goal: `— (${formatNumber(s.load.okPerSecond)}/s at ${smallSize})`,
        ratio: round(l.load.okPerSecond / limit.okPerSecond),
        limit: `bare SELECT ${formatNumber(limit.okPerSecond)}/s`,
      });
      rec.add({
        name: `${label}: ${p.name}, SQL statements at ${smallSize} → ${largeSize}`,
        value: `${s.statements} → ${l.statements}`,
        goal: p.countsOnlyWhenLarge ? 'flat but for the count (one page at the small size)' : 'flat',
        met: flatEnough,
      });
    });
    rec.details[kind] = {
      punches: { small: SMALL, large: LARGE },
      users: { small: smallUsers, large: largeUsers },
      requests: REQUESTS,
      connections: CONNECTIONS,
      limit,
      probes: list.map((p, i) => ({ name: p.name, path: p.path, small: small[i], large: large[i] })),
    };
    return flat;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('reads');
  let flat = true;
  for (const kind of databasesToRun()) flat = (await readsOn(kind, rec)) && flat;
  rec.finish();
  if (!flat) console.error('reads: the number of SQL statements per request grows with the data');
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
