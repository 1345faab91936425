/**
 * Morning rush (docs/performance.md): N employees (BENCH_USERS, default 2,000), each with a real token and a bound
 * device with its key (every punch signed over a challenge of its own), check in at the office through the real API within a short window, then check out; 50
 * connections, every request a different user. Beside it, in the same run and on the same database
 * driver, the machine's limit: a bare Fastify route doing one single-row INSERT under the same load; and the floor of
 * any check-in that keeps the rules: the token and the device proof verified and the punch written in one statement,
 * nothing else (server-process.ts, /bare/punch-floor); and the floor of a check-out, the same closing its open IN
 * (/bare/check-out-floor). The goals are ratios to those floors.
 * The measured check-ins and check-outs are each employee's second shift through the server, as on any morning but a
 * restart's: their contexts are remembered (docs/behaviour.md, "A punch's context, remembered"). The first shift's
 * check-ins, with nothing remembered, are measured and reported beside them. A third shift is sent at a steady half
 * of each floor's rate (paced-load.ts): the latency of a punch while the server keeps up, where the runs at saturation
 * can only show the queue of 50 connections.
 * Afterwards the database must hold every accepted punch exactly once.
 * Runs on PGlite, and again on PostgreSQL when DATABASE_URL is set.
 *
 *   npx tsx bench/morning-rush.ts          BENCH_USERS=500 npx tsx bench/morning-rush.ts
 */
import { ApiPaths } from '../src/core/contract/paths';
import { databaseLabel, databasesToRun, startBenchServer, type BenchServer, type DatabaseKind } from './lib/bench-server';
import { costed, cpuScope, describeCost, profiled, type CostedRun } from './lib/cost';
import { describeLoad, runLoad, type LoadRequest, type LoadResult } from './lib/load';
import { describePaced, PACED_SHARE, runPacedLoad, type PacedResult } from './lib/paced-load';
import { BenchRecorder, formatNumber, round } from './lib/report';
import type { DeviceProof } from '../src/core/contract/device-key.contract';
import { proofsFor } from './lib/device-keys';
import { bearer, createEmployees, createPlaces, logInEveryone, type LoggedIn, type Place } from './lib/workforce';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const CONNECTIONS = 50;
/** Each run stops after this many seconds even if requests are still due. */
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);
/**
 * Check-ins and check-outs per second against their floors, on both databases: the floor is what any punch keeping
 * the rules must do, so the rest of a punch's cost is ours (docs/performance.md, "Server speed: the floor of a
 * check-in"). The ratio to the bare INSERT is reported beside it, for comparison with earlier runs.
 */
const GOAL_FLOOR_RATIO = 0.8;
const GOAL_P99_MS = 50;
/**
 * Employees of "yesterday": before the measured runs they check in and out once, as a deployment has served punches
 * before 9:00 (JIT-compiled code, pooled connections in use); their punches are then removed.
 */
const WARM_UP_USERS = Number(process.env.BENCH_WARM_UP_USERS ?? 200);
/**
 * Each run of the limit sends this many times as many requests as there are employees (the bare INSERT takes anyone's
 * body again): at several thousand a second, one round of 2,000 lasts a quarter of a second, too short to be steady.
 */
const LIMIT_ROUNDS = 3;

interface Verification {
  inRows: number;
  usersWithIn: number;
  outRows: number;
  usersWithTwoOpenIns: number;
  openIns: number;
  exact: boolean;
}

async function rushOn(kind: DatabaseKind, rec: BenchRecorder): Promise<boolean> {
  const label = databaseLabel(kind);
  console.log(`\n## ${label}: starting the server on a fresh database`);
  const server = await startBenchServer(kind);
  try {
    const [office] = await createPlaces(server, 1);
    const employees = await createEmployees(server, USERS + WARM_UP_USERS);
    console.log(`  ${USERS} employees (and ${WARM_UP_USERS} of the warm-up) with bound devices created; logging everyone in`);
    const { loggedIn: everyone, load: logins, retried } = await logInEveryone(server, employees, CONNECTIONS);
    console.log(`  logins: ${describeLoad(logins)}${retried ? `; ${retried} retried after the run` : ''}`);
    const loggedIn = everyone.slice(0, USERS);

    await warmUp(server, loggedIn, everyone.slice(USERS), office);
    // The limit runs before, between and after ours: the box is shared, so each of our runs is compared
    // with the limit measured right around it.
    const limitRuns: CostedRun[] = [];
    const measureLimit = async () => {
      const run = await costed(server, () => bareInsertRun(server, loggedIn));
      console.log(`  limit (bare INSERT route): ${describeCost(run)}`);
      limitRuns.push(run);
    };
    await measureLimit();
    const floorProofs = await punchProofs(server, loggedIn, office, 'IN');
    const floor = await costed(server, () => profiled(server, `floor-${kind}`, () => floorRun(server, loggedIn, office, 'IN', floorProofs)));
    console.log(`  floor (token and proof verified, one INSERT): ${describeCost(floor)}`);
    const outFloorProofs = await punchProofs(server, loggedIn, office, 'OUT');
    const outFloor = await costed(server, () => floorRun(server, loggedIn, office, 'OUT', outFloorProofs));
    console.log(`  check-out floor (token and proof verified, the OUT written and its IN closed in one statement): ${describeCost(outFloor)}`);
    await server.sql('DELETE FROM timesheet_entries');
    await measureLimit();
    // Yesterday's shift, the first punches of each employee through this server: nothing is remembered yet, every
    // punch reads its context (docs/behaviour.md, "A punch's context, remembered"). Its check-ins are measured too.
    const firstProofs = await punchProofs(server, loggedIn, office, 'IN');
    const firstIns = await costed(server, () => punchRun(server, loggedIn, office, 'IN', firstProofs));
    console.log(`  check-ins, nothing remembered (first punch since the server started): ${describeCost(firstIns)}`);
    const firstOutProofs = await punchProofs(server, loggedIn, office, 'OUT');
    const firstOuts = await punchRun(server, loggedIn, office, 'OUT', firstOutProofs);
    const afterFirst = await verify(server, { ins: firstIns.ok, outs: firstOuts.ok, users: firstIns.ok });
    await measureLimit();
    // This morning: each employee's previous punch went through this server, as on every day but a restart's.
    const inProofs = await punchProofs(server, loggedIn, office, 'IN');
    const checkIns = await costed(server, () => profiled(server, `check-ins-${kind}`, () => punchRun(server, loggedIn, office, 'IN', inProofs)));
    console.log(`  check-ins:  ${describeCost(checkIns)}`);
    const afterIn = await verify(server, { ins: firstIns.ok + checkIns.ok, outs: firstOuts.ok, users: firstIns.ok });
    await measureLimit();
    const outProofs = await punchProofs(server, loggedIn, office, 'OUT');
    const checkOuts = await costed(server, () => punchRun(server, loggedIn, office, 'OUT', outProofs));
    console.log(`  check-outs: ${describeCost(checkOuts)}`);
    const afterOut = await verify(server, { ins: firstIns.ok + checkIns.ok, outs: firstOuts.ok + checkOuts.ok, users: firstIns.ok });
    await measureLimit();
    // Another shift at a steady half of each floor's rate: a punch's own latency while the server keeps up.
    const pacedIns = await pacedRun(server, loggedIn, office, 'IN', floor.okPerSecond * PACED_SHARE);
    console.log(`  check-ins at a steady ${formatNumber(pacedIns.rate)}/s: ${describePaced(pacedIns.run)}`);
    const pacedOuts = await pacedRun(server, loggedIn, office, 'OUT', outFloor.okPerSecond * PACED_SHARE);
    console.log(`  check-outs at a steady ${formatNumber(pacedOuts.rate)}/s: ${describePaced(pacedOuts.run)}`);
    const accepted = {
      ins: firstIns.ok + checkIns.ok + pacedIns.run.ok,
      outs: firstOuts.ok + checkOuts.ok + pacedOuts.run.ok,
      users: firstIns.ok,
    };
    const afterPaced = await verify(server, accepted);

    const [beforeFloor, afterFloor, afterFirstIns, afterIns, afterOuts] = limitRuns;
    report(rec, kind, {
      logins,
      floor,
      outFloor,
      firstIns,
      checkIns,
      checkOuts,
      limitFloor: around(beforeFloor, afterFloor),
      limitFirstIn: around(afterFloor, afterFirstIns),
      limitIn: around(afterFirstIns, afterIns),
      limitOut: around(afterIns, afterOuts),
      afterFirst,
      afterIn,
      afterOut,
      pacedIns,
      pacedOuts,
      afterPaced,
    });
    rec.details[kind] = {
      users: USERS,
      connections: CONNECTIONS,
      logins,
      retried,
      limitRuns,
      floor,
      outFloor,
      firstIns,
      checkIns,
      checkOuts,
      afterFirst,
      afterIn,
      afterOut,
      pacedIns,
      pacedOuts,
      afterPaced,
    };
    return afterFirst.exact && afterIn.exact && afterOut.exact && afterPaced.exact;
  } finally {
    await server.stop();
  }
}

/**
 * Both apps past their JIT warm-up when measured: a few hundred authenticated reads and bare INSERTs, then the warm-up
 * employees' check-ins and check-outs (yesterday's rush), whose punches are removed so that the measured run starts
 * on the same empty table as before.
 */
async function warmUp(server: BenchServer, users: LoggedIn[], warmers: LoggedIn[], office: Place): Promise<void> {
  const amount = Math.min(500, users.length);
  await runLoad({
    baseUrl: server.apiUrl,
    amount,
    connections: CONNECTIONS,
    maxSeconds: 30,
    requestAt: (i) => ({ method: 'GET', path: ApiPaths.status, headers: bearer(users[i % users.length].access) }),
  });
  await runLoad({
    baseUrl: server.bareUrl,
    amount,
    connections: CONNECTIONS,
    maxSeconds: 30,
    requestAt: (i) => ({ method: 'POST', path: '/bare/insert', json: punchBody(users[i % users.length], { latitude: 0, longitude: 0 }) }),
  });
  if (warmers.length === 0) return;
  for (const type of ['IN', 'OUT'] as const) await floorRun(server, warmers, office, type, await punchProofs(server, warmers, office, type));
  await server.sql('DELETE FROM timesheet_entries');
  for (const type of ['IN', 'OUT'] as const) {
    const run = await punchRun(server, warmers, office, type, await punchProofs(server, warmers, office, type));
    if (run.ok !== warmers.length) throw new Error(`warm-up: ${run.ok} of ${warmers.length} ${type} punches accepted`);
  }
  await server.sql('DELETE FROM timesheet_entries');
}

function punchBody(user: LoggedIn, at: Pick<Place, 'latitude' | 'longitude'>, locationId?: number) {
  return { latitude: at.latitude, longitude: at.longitude, accuracy: 12, device_id: user.deviceId, ...(locationId ? { location_id: locationId } : {}) };
}

/** The limit around one of our runs: the mean of the two limit runs framing it. */
function around(a: CostedRun, b: CostedRun): Limit {
  const mean = (x: number, y: number) => round((x + y) / 2, 2);
  return {
    perSecond: mean(a.okPerSecond, b.okPerSecond),
    p99: mean(a.latencyMs.p99, b.latencyMs.p99),
    cpuMs: mean(a.serverCpuMsPerRequest, b.serverCpuMsPerRequest),
    boxCpuMs: a.boxCpuMsPerRequest === undefined || b.boxCpuMsPerRequest === undefined ? undefined : mean(a.boxCpuMsPerRequest, b.boxCpuMsPerRequest),
    statements: mean(a.statementsPerRequest, b.statementsPerRequest),
    runs: `${formatNumber(a.okPerSecond)} & ${formatNumber(b.okPerSecond)}/s`,
  };
}

interface Limit {
  perSecond: number;
  p99: number;
  cpuMs: number;
  /** CPU of the whole machine per request (every process), when /proc/stat can be read. */
  boxCpuMs?: number;
  statements: number;
  /** The two runs it is the mean of. */
  runs: string;
}

/** The same number of requests, connections and body as a check-in, but no auth, rules or transaction. */
function bareInsertRun(server: BenchServer, users: LoggedIn[]): Promise<LoadResult> {
  return runLoad({
    baseUrl: server.bareUrl,
    amount: users.length * LIMIT_ROUNDS,
    connections: CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    requestAt: (i) => ({
      method: 'POST',
      path: '/bare/insert',
      headers: bearer(users[i % users.length].access),
      json: punchBody(users[i % users.length], { latitude: 45.4642, longitude: 9.19 }, 1),
    }),
  });
}

/**
 * Each user's punch signed by the phone's device key over a challenge of its own, fetched before the measured run (a
 * phone fetches it while it waits for its position).
 */
function punchProofs(server: BenchServer, users: LoggedIn[], office: Place, type: 'IN' | 'OUT'): Promise<DeviceProof[]> {
  return proofsFor(
    server,
    users.map((user) => ({
      key: user.key!,
      subject: type === 'IN'
        ? { action: 'check_in' as const, username: user.username, deviceId: user.deviceId, locationId: office.id }
        : { action: 'check_out' as const, username: user.username, deviceId: user.deviceId },
    })),
  );
}

/**
 * A floor: every user's check-in (or, after the floor's check-ins, check-out), signed as for the real route, sent to
 * /bare/punch-floor (or /bare/check-out-floor). The caller then removes their punches, so that the real check-ins
 * start from the same empty table.
 */
async function floorRun(server: BenchServer, users: LoggedIn[], office: Place, type: 'IN' | 'OUT', proofs: DeviceProof[]): Promise<LoadResult> {
  const path = type === 'IN' ? '/bare/punch-floor' : '/bare/check-out-floor';
  const run = await punchRun(server, users, office, type, proofs, { baseUrl: server.bareUrl, path });
  if (run.ok !== users.length) throw new Error(`floor (${type}): ${run.ok} of ${users.length} punches accepted (${JSON.stringify(run.statusCounts)})`);
  return run;
}

/** Every user punches once, each request a different user: to the real route, or to `to` (the floor). */
function punchRun(
  server: BenchServer,
  users: LoggedIn[],
  office: Place,
  type: 'IN' | 'OUT',
  proofs: DeviceProof[],
  to?: { baseUrl: string; path: string },
): Promise<LoadResult> {
  return runLoad({
    baseUrl: to?.baseUrl ?? server.apiUrl,
    amount: users.length,
    connections: CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    requestAt: punchRequests(users, office, type, proofs, to?.path),
  });
}

/** The i-th user's punch, signed with the i-th proof, to the real route or to `path` (the floor). */
function punchRequests(users: LoggedIn[], office: Place, type: 'IN' | 'OUT', proofs: DeviceProof[], path?: string): (i: number) => LoadRequest {
  return (i) => {
    const user = users[i % users.length];
    return {
      method: 'POST',
      path: path ?? (type === 'IN' ? ApiPaths.checkIn : ApiPaths.checkOut),
      headers: bearer(user.access),
      json: { ...punchBody(user, office, type === 'IN' ? office.id : undefined), device_proof: proofs[i % users.length] },
    };
  };
}

/** Every user punches once more, the punches sent at a steady `rate` a second whatever the answers (paced-load.ts). */
async function pacedRun(
  server: BenchServer,
  users: LoggedIn[],
  office: Place,
  type: 'IN' | 'OUT',
  rate: number,
): Promise<{ rate: number; run: PacedResult }> {
  const ratePerSecond = Math.round(rate);
  const proofs = await punchProofs(server, users, office, type);
  const run = await runPacedLoad({
    baseUrl: server.apiUrl,
    amount: users.length,
    ratePerSecond,
    connections: CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    requestAt: punchRequests(users, office, type, proofs),
  });
  return { rate: ratePerSecond, run };
}

/**
 * Every accepted punch is in the database exactly once (`ins` and `outs` accepted so far, by `users` employees), and
 * no user holds two open check-ins.
 */
async function verify(server: BenchServer, accepted: { ins: number; outs: number; users: number }): Promise<Verification> {
  const [row] = await server.sql<Record<string, number>>(
    `SELECT
       count(*) FILTER (WHERE entry_type = 'IN')::int AS in_rows,
       count(DISTINCT user_id) FILTER (WHERE entry_type = 'IN')::int AS users_with_in,
       count(*) FILTER (WHERE entry_type = 'OUT')::int AS out_rows,
       count(*) FILTER (WHERE is_open)::int AS open_ins,
       (SELECT count(*)::int FROM (SELECT user_id FROM timesheet_entries WHERE is_open GROUP BY user_id HAVING count(*) > 1) AS d)
         AS users_with_two_open_ins
     FROM timesheet_entries`,
  );
  const v = {
    inRows: row.in_rows,
    usersWithIn: row.users_with_in,
    outRows: row.out_rows,
    usersWithTwoOpenIns: row.users_with_two_open_ins,
    openIns: row.open_ins,
  };
  const exact =
    v.inRows === accepted.ins &&
    v.usersWithIn === accepted.users &&
    v.outRows === accepted.outs &&
    v.openIns === accepted.ins - accepted.outs &&
    v.usersWithTwoOpenIns === 0;
  return { ...v, exact };
}

/** CPU of the whole machine per request, the figure that bounds a run when every core is shared. */
function machineCost(run: CostedRun): string {
  return run.boxCpuMsPerRequest === undefined ? 'machine CPU not measured' : `${run.boxCpuMsPerRequest} ms machine CPU`;
}

function report(
  rec: BenchRecorder,
  kind: DatabaseKind,
  r: {
    logins: LoadResult;
    floor: CostedRun;
    outFloor: CostedRun;
    firstIns: CostedRun;
    checkIns: CostedRun;
    checkOuts: CostedRun;
    limitFloor: Limit;
    limitFirstIn: Limit;
    limitIn: Limit;
    limitOut: Limit;
    afterFirst: Verification;
    afterIn: Verification;
    afterOut: Verification;
    pacedIns: { rate: number; run: PacedResult };
    pacedOuts: { rate: number; run: PacedResult };
    afterPaced: Verification;
  },
): void {
  const label = databaseLabel(kind);
  const onPg = kind === 'postgres';
  const cpuWhere = cpuScope(kind);
  rec.add({
    name: `${label}: floor of a check-in (token and proof verified, one INSERT)/s`,
    value: r.floor.okPerSecond,
    unit: '/s',
    goal: '— (the least a check-in keeping the rules does)',
    ratio: round(r.floor.okPerSecond / r.limitFloor.perSecond),
    limit: `bare INSERT ${formatNumber(r.limitFloor.perSecond)}/s; ${machineCost(r.floor)} vs ${r.limitFloor.boxCpuMs ?? '?'} ms`,
  });
  rec.add({
    name: `${label}: floor of a check-out (token and proof verified, the OUT written and its IN closed in one statement)/s`,
    value: r.outFloor.okPerSecond,
    unit: '/s',
    goal: '— (the least a check-out keeping the rules does)',
    ratio: round(r.outFloor.okPerSecond / r.limitFloor.perSecond),
    limit: `bare INSERT ${formatNumber(r.limitFloor.perSecond)}/s; ${machineCost(r.outFloor)} vs ${r.limitFloor.boxCpuMs ?? '?'} ms`,
  });
  const firstRatio = round(r.firstIns.okPerSecond / r.floor.okPerSecond);
  rec.add({
    name: `${label}: check-ins with nothing remembered (each employee's first since the server started), ratio of their floor`,
    value: `${formatNumber(r.firstIns.okPerSecond)}/s against ${formatNumber(r.floor.okPerSecond)}/s; ${r.firstIns.statementsPerRequest} SQL, ${machineCost(r.firstIns)}; p99 ${r.firstIns.latencyMs.p99} ms`,
    goal: '— (after a restart; the goal is for the punches below)',
    ratio: firstRatio,
    limit: `floor ${formatNumber(r.floor.okPerSecond)}/s; bare INSERT ${formatNumber(r.limitFirstIn.perSecond)}/s`,
  });
  for (const [what, run, limit, floor] of [
    ['check-ins', r.checkIns, r.limitIn, r.floor],
    ['check-outs', r.checkOuts, r.limitOut, r.outFloor],
  ] as const) {
    rec.add({
      name: `${label}: limit around the ${what}, bare INSERT route`,
      value: `${formatNumber(limit.perSecond)}/s (${limit.runs}), p99 ${limit.p99} ms; ${limit.statements} SQL, ${limit.cpuMs} ms ${cpuWhere}, ${limit.boxCpuMs ?? '?'} ms machine CPU per request`,
      goal: '— (the limit)',
    });
    rec.add({
      name: `${label}: ${what}/s`,
      value: run.okPerSecond,
      unit: '/s',
      goal: '— (the ratio to the bare INSERT, for comparison with earlier runs)',
      ratio: round(run.okPerSecond / limit.perSecond),
      limit: `bare INSERT ${formatNumber(limit.perSecond)}/s`,
    });
    const floorRatio = round(run.okPerSecond / floor.okPerSecond);
    rec.add({
      name: `${label}: ${what}, ratio of their floor`,
      value: `${formatNumber(run.okPerSecond)}/s against ${formatNumber(floor.okPerSecond)}/s`,
      goal: `≥ ${GOAL_FLOOR_RATIO} × floor`,
      met: floorRatio >= GOAL_FLOOR_RATIO,
      ratio: floorRatio,
      limit: `floor ${formatNumber(floor.okPerSecond)}/s (${round(floor.okPerSecond / r.limitFloor.perSecond)} of the bare INSERT)`,
    });
    rec.add({
      name: `${label}: ${what} p50 / p95 / p99`,
      value: `${run.latencyMs.p50} / ${run.latencyMs.p95} / ${run.latencyMs.p99}`,
      unit: 'ms',
      goal: onPg ? `p99 < ${GOAL_P99_MS} ms` : `— (p99 < ${GOAL_P99_MS} ms on PostgreSQL)`,
      met: onPg ? run.latencyMs.p99 < GOAL_P99_MS : undefined,
      ratio: round(run.latencyMs.p99 / limit.p99),
      limit: `bare INSERT p99 ${limit.p99} ms`,
    });
    rec.add({
      name: `${label}: ${what}, cost per request`,
      value: `${run.statementsPerRequest} SQL, ${run.serverCpuMsPerRequest} ms ${cpuWhere}; ${machineCost(run)}`,
      goal: '— (bounded, see reads)',
      ratio: round(run.serverCpuMsPerRequest / limit.cpuMs),
      limit: `bare INSERT ${limit.cpuMs} ms CPU`,
    });
    rec.add({
      name: `${label}: ${what} errors / non-2xx`,
      value: `${run.errors + run.timeouts} / ${run.non2xx}`,
      goal: '0 / 0',
      met: run.errors + run.timeouts === 0 && run.non2xx === 0 && !run.stoppedByTime,
    });
  }
  for (const [what, paced, floor] of [
    ['check-ins', r.pacedIns, r.floor],
    ['check-outs', r.pacedOuts, r.outFloor],
  ] as const) {
    const { run } = paced;
    rec.add({
      name: `${label}: ${what} at a steady ${formatNumber(paced.rate)}/s (${PACED_SHARE} of their floor), p50 / p95 / p99`,
      value: `${run.latencyMs.p50} / ${run.latencyMs.p95} / ${run.latencyMs.p99} ms (the generator late by p99 ${run.sendLagMs.p99}, max ${run.sendLagMs.max} ms)`,
      goal: `— (p99 < ${GOAL_P99_MS} ms${onPg ? '' : ' on PostgreSQL'}, restated below saturation: see docs/performance.md)`,
      ratio: round(paced.rate / floor.okPerSecond),
      limit: `floor ${formatNumber(floor.okPerSecond)}/s`,
    });
    rec.add({
      name: `${label}: ${what} at a steady rate, errors / non-2xx`,
      value: `${run.errors + run.timeouts} / ${run.non2xx}`,
      goal: '0 / 0',
      met: run.errors + run.timeouts === 0 && run.non2xx === 0 && !run.stoppedByTime,
    });
  }
  rec.add({
    name: `${label}: punches in the DB exactly once`,
    value: `${r.afterPaced.inRows} IN, ${r.afterPaced.outRows} OUT, ${r.afterPaced.usersWithTwoOpenIns} double open`,
    goal: `${r.firstIns.ok + r.checkIns.ok + r.pacedIns.run.ok} IN, ${r.afterFirst.outRows + r.checkOuts.ok + r.pacedOuts.run.ok} OUT, 0`,
    met: r.afterFirst.exact && r.afterIn.exact && r.afterOut.exact && r.afterPaced.exact,
  });
  rec.add({
    name: `${label}: logins/s while setting up`,
    value: r.logins.okPerSecond,
    unit: '/s',
    goal: 'see login bench',
  });
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('morning-rush');
  console.log(`  ${USERS} employees, ${CONNECTIONS} connections, each run bounded by ${USERS} requests and ${MAX_SECONDS} s`);
  let exact = true;
  for (const kind of databasesToRun()) exact = (await rushOn(kind, rec)) && exact;
  if (!process.env.DATABASE_URL) rec.note('DATABASE_URL is not set: PostgreSQL was not measured (the goal applies there).');
  rec.finish();
  if (!exact) {
    console.error('morning-rush: the database does not hold every accepted punch exactly once');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
