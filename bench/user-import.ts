/**
 * 'Importa utenti' (docs/user-import.md, docs/performance.md "User import"): a CSV of 1,000 accounts (a third in one
 * of 10 groups, a third at two of 5 places) previewed then imported through the real server over HTTP, on PGlite and
 * on PostgreSQL (DATABASE_URL; BENCH_DATABASES narrows). The import's time is mostly the 1,000 argon2id hashes of
 * the temporary passwords, so the machine's limit is the time this box takes to hash 1,000 passwords, the server's
 * few at a time, measured in the same run (before and after: the box is shared); the ratio says how much the rest
 * (reading, checks, the batch INSERTs) adds. Goal: the 1,000 lines import in seconds (under 10 s) in a fixed number of
 * SQL statements whatever the file's length.
 *
 *   npx tsx bench/user-import.ts      BENCH_IMPORT_LINES=1000 BENCH_IMPORT_RUNS=3
 */
import { hash } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import { TeamPaths } from '../src/core/contract/teams.contract';
import { databaseLabel, databasesToRun, startBenchServer, type BenchServer, type DatabaseKind } from './lib/bench-server';
import { summarise } from './lib/load';
import { BenchRecorder, formatNumber, round } from './lib/report';
import { bearer, logIn } from './lib/workforce';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 1000);
const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const GOAL_SECONDS = 10;
/** The server's (server/users/import/user-import.service.ts) and server/passwords/passwords.ts's options. */
const CONCURRENCY = Math.min(4, Math.max(1, availableParallelism()));
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Run `run`'s file: 1,000 lines of new accounts with the template's header. */
function importFile(run: number): string {
  const lines = ['username;email;nome;cognome;id_dipendente;telefono;gruppo;sedi'];
  for (let i = 1; i <= LINES; i++) {
    const id = `r${run}n${i}`;
    const group = i % 3 === 0 ? `Reparto ${1 + (i % 10)}` : '';
    const places = i % 3 === 1 ? `Sede ${1 + (i % 5)}|Sede ${1 + ((i + 1) % 5)}` : '';
    lines.push(`imp.${id};imp.${id}@bench.example;Nome ${i};Cognome ${i};IMP-${id};333 ${String(i).padStart(7, '0')};${group};${places}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Milliseconds to hash `count` passwords, CONCURRENCY at a time, in this process. */
async function hashingLimitMs(count: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next++ < count) await hash(`Temporanea${next}xy`, ARGON2);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - started;
}

async function post(server: BenchServer, token: string, path: string, csv: string): Promise<{ status: number; ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(server.apiUrl + path, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify({ csv }) });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - started, body };
}

async function importOn(kind: DatabaseKind, rec: BenchRecorder): Promise<boolean> {
  const label = databaseLabel(kind);
  console.log(`\n## ${label}: starting the server on a fresh database`);
  const server = await startBenchServer(kind);
  try {
    const token = await logIn(server, server.adminUsername, server.adminPassword, 'bench-admin-device');
    await server.sql(`INSERT INTO gruppi (descrizione) SELECT 'Reparto ' || g FROM generate_series(1, 10) AS g`);
    await server.sql(`INSERT INTO locations (name, latitude, longitude) SELECT 'Sede ' || g, 45.46, 9.19 FROM generate_series(1, 5) AS g`);
    const limitBefore = await hashingLimitMs(LINES);
    const previews: number[] = [];
    const imports: number[] = [];
    let statements = 0;
    let sizeMb = 0;
    for (let run = 1; run <= RUNS; run++) {
      const csv = importFile(run);
      sizeMb = round(Buffer.byteLength(csv) / 2 ** 20, 2);
      const preview = await post(server, token, TeamPaths.userImportPreview, csv);
      const problems = (preview.body as { problems: unknown[] }).problems;
      if (preview.status !== 200 || problems.length) throw new Error(`preview: ${preview.status} ${JSON.stringify(problems).slice(0, 300)}`);
      previews.push(preview.ms);
      const before = await server.statementCount();
      const done = await post(server, token, TeamPaths.userImport, csv);
      if (done.status !== 201 || (done.body as { created: number }).created !== LINES) throw new Error(`import: ${done.status} ${JSON.stringify(done.body).slice(0, 300)}`);
      statements = (await server.statementCount()) - before;
      imports.push(done.ms);
      console.log(`  run ${run}: preview ${round(preview.ms)} ms, import ${round(done.ms)} ms, ${statements} SQL statements`);
    }
    const limitAfter = await hashingLimitMs(LINES);
    const [{ n }] = await server.sql<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE must_change_password AND username LIKE 'imp.%'`);
    if (n !== LINES * RUNS) throw new Error(`expected ${LINES * RUNS} imported accounts, found ${n}`);
    const limitMs = (limitBefore + limitAfter) / 2;
    const importMs = summarise(imports);
    const previewMs = summarise(previews);
    console.log(`  limit: hashing ${formatNumber(LINES)} passwords ${round(limitBefore)} then ${round(limitAfter)} ms (${CONCURRENCY} at a time)`);
    const met = importMs.p50 < GOAL_SECONDS * 1000;
    const lines = `${formatNumber(LINES)} lines, ${sizeMb} MB`;
    rec.add({ name: `${label}: limit, argon2id hashes of ${formatNumber(LINES)} passwords, ${CONCURRENCY} at a time (mean of 2)`, value: round(limitMs), unit: 'ms', goal: '—' });
    rec.add({
      name: `${label}: import of ${lines}, wall time p50 / max (${RUNS} runs)`,
      value: `${importMs.p50} / ${importMs.max}`,
      unit: 'ms',
      goal: `< ${GOAL_SECONDS} s`,
      met,
      ratio: round(importMs.p50 / limitMs),
      limit: `hashing alone ${formatNumber(round(limitMs))} ms`,
    });
    rec.add({ name: `${label}: preview of ${lines}, p50 / max`, value: `${previewMs.p50} / ${previewMs.max}`, unit: 'ms', goal: '—' });
    rec.add({ name: `${label}: import of ${formatNumber(LINES)} lines, SQL statements`, value: statements, goal: 'fixed, whatever the length' });
    rec.details[kind] = { lines: LINES, runs: RUNS, concurrency: CONCURRENCY, imports, previews, statements, limitBefore, limitAfter };
    return met;
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const rec = new BenchRecorder('user-import');
  let met = true;
  for (const kind of databasesToRun()) met = (await importOn(kind, rec)) && met;
  rec.finish();
  if (!met) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
