/**
 * Login (docs/performance.md): logins per second and latency through the real endpoint, each request a different
 * employee on their bound device, its login signed by the device key, 50 connections. argon2id is costly on purpose, so the machine's limit
 * is how many argon2id verifications of the very same hash this box does per second with every core busy,
 * measured in the same run; the ratio says how much of the login is the hash and how much is the rest
 * (rate limiter, device check and its signature, refresh token row, JWT).
 *
 *   npx tsx bench/login.ts          BENCH_LOGIN_USERS=500 npx tsx bench/login.ts
 */
import { verify } from '@node-rs/argon2';
import { databaseLabel, databasesToRun, startBenchServer, type DatabaseKind } from './lib/bench-server';
import { costed, cpuScope, describeCost, profiled, type CostedRun } from './lib/cost';
import { BenchRecorder, formatNumber, round } from './lib/report';
import { createEmployees, createPlaces, EMPLOYEE_PASSWORD, logInEveryone, loginProofs } from './lib/workforce';

const USERS = Number(process.env.BENCH_LOGIN_USERS ?? 500);
const CONNECTIONS = 50;
/** Logins per second against the argon2id limit measured in the same run: argon2id is most of a login by design. */
const GOAL_RATIO = 0.75;
/** Employees who log in before the measured run (a server that has already served logins this morning). */
const WARM_UP_USERS = Number(process.env.BENCH_WARM_UP_USERS ?? 100);

interface HashLimit {
  verifies: number;
  seconds: number;
  perSecond: number;
}

/** argon2id verifications per second of `hash`, `concurrency` at a time (the native pool spreads them over the cores). */
async function argon2Limit(hash: string, verifies: number, concurrency: number): Promise<HashLimit> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next++ < verifies) {
      if (!(await verify(hash, EMPLOYEE_PASSWORD))) throw new Error('the bench hash does not verify');
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { verifies, seconds: round(seconds, 3), perSecond: round(verifies / seconds, 1) };
}

async function loginOn(kind: DatabaseKind, rec: BenchRecorder): Promise<void> {
  const label = databaseLabel(kind);
  console.log(`\n## ${label}: starting the server on a fresh database`);
  const server = await startBenchServer(kind);
  try {
    await createPlaces(server, 1);
    const everyone = await createEmployees(server, USERS + WARM_UP_USERS);
    const employees = everyone.slice(0, USERS);
    const warmers = everyone.slice(USERS);
    if (warmers.length > 0) await logInEveryone(server, warmers, CONNECTIONS);
    const hash = (await server.sql<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'emp1'"))[0].password_hash;
    const limitBefore = await argon2Limit(hash, 300, CONNECTIONS);
    const proofs = await loginProofs(server, employees);
    const load = await costed(server, () =>
      profiled(server, `logins-${kind}`, async () => (await logInEveryone(server, employees, CONNECTIONS, proofs)).load),
    );
    console.log(`  logins: ${describeCost(load)}`);
    const limitAfter = await argon2Limit(hash, 300, CONNECTIONS);
    // The box is shared: our run is compared with the mean of the two limit runs framing it.
    const limit = { verifies: limitBefore.verifies + limitAfter.verifies, seconds: limitBefore.seconds + limitAfter.seconds, perSecond: round((limitBefore.perSecond + limitAfter.perSecond) / 2, 1) };
    console.log(`  limit: ${formatNumber(limitBefore.perSecond)} then ${formatNumber(limitAfter.perSecond)} argon2id verifications/s`);
    report(rec, kind, load, limit);
    rec.details[kind] = { users: USERS, connections: CONNECTIONS, load, limitBefore, limitAfter };
  } finally {
    await server.stop();
  }
}

function report(rec: BenchRecorder, kind: DatabaseKind, load: CostedRun, limit: HashLimit): void {
  const label = databaseLabel(kind);
  const limitText = `argon2id verify ${formatNumber(limit.perSecond)}/s`;
  rec.add({ name: `${label}: limit, argon2id verifications (mean of 2 runs)`, value: limit.perSecond, unit: '/s', goal: '— (same hash, all cores)' });
  const ratio = round(load.okPerSecond / limit.perSecond);
  rec.add({
    name: `${label}: logins/s`,
    value: load.okPerSecond,
    unit: '/s',
    goal: `≥ ${GOAL_RATIO} × limit`,
    met: ratio >= GOAL_RATIO,
    ratio,
    limit: limitText,
  });
  rec.add({
    name: `${label}: login p50 / p95 / p99`,
    value: `${load.latencyMs.p50} / ${load.latencyMs.p95} / ${load.latencyMs.p99}`,
    unit: 'ms',
    goal: '— (none set)',
  });
  rec.add({
    name: `${label}: login, cost per request`,
    value: `${load.statementsPerRequest} SQL, ${load.serverCpuMsPerRequest} ms ${cpuScope(kind)}`,
    goal: '— (argon2id alone is ~13 ms CPU)',
  });
  rec.add({
    name: `${label}: login errors / non-2xx`,
    value: `${load.errors + load.timeouts} / ${load.non2xx}`,
    goal: '0 / 0',
    met: load.errors + load.timeouts === 0 && load.non2xx === 0 && !load.stoppedByTime,
  });
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('login');
  console.log(`  ${USERS} employees log in once each over ${CONNECTIONS} connections`);
  for (const kind of databasesToRun()) await loginOn(kind, rec);
  rec.finish();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
