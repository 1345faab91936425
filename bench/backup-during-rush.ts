/**
 * A backup taken in the middle of a morning rush restores to the counts of its snapshot (README, "Backup"). On a fresh
 * server (bench-server.ts): N employees (BENCH_USERS, default 2,000) check in and out once without a backup (the
 * baseline), then check in again, 50 connections, with a backup taken a third of the way into that run by the code
 * `npm run backup` runs (PGlite: by the server, asked on its socket; PostgreSQL: pg_dump in one snapshot), called in
 * this process so that it starts when it should rather than after a command's start-up. The backup is then restored with `npm run restore` into a new folder (PGlite) or a new database (PostgreSQL), and every
 * table of the copy is counted again. Reported: whether the snapshot fell inside the rush, whether the copy's counts
 * equal the snapshot's, and the check-ins' p99 and slowest answer with and without the backup.
 * An optional bench: `BENCH_ONLY=backup-during-rush npm run bench`, or `npx tsx bench/backup-during-rush.ts`.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGlite } from '@electric-sql/pglite';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ApiPaths } from '../src/core/contract/paths';
import { writeBackupFile } from '../server/backup/backup-file';
import { manifestHeader, type BackupManifest } from '../server/backup/backup-manifest';
import { requestBackup } from '../server/backup/backup-socket-client';
import { backupPostgres } from '../server/backup/postgres-backup';
import type { DeviceProof } from '../src/core/contract/device-key.contract';
import { databaseLabel, databasesToRun, delay, repoRoot, startBenchServer, type BenchServer, type DatabaseKind } from './lib/bench-server';
import { proofsFor } from './lib/device-keys';
import { runLoad, type LoadResult } from './lib/load';
import { BenchRecorder, round } from './lib/report';
import { bearer, createEmployees, createPlaces, logInEveryone, type LoggedIn, type Place } from './lib/workforce';

const USERS = Number(process.env.BENCH_USERS ?? 2000);
const CONNECTIONS = 50;
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);
/** How far into the check-ins, as a share of the baseline run's length, the backup starts. */
const BACKUP_AT = 1 / 3;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

type Counts = Record<string, number>;

async function rushWithBackup(kind: DatabaseKind, rec: BenchRecorder): Promise<boolean> {
  const label = databaseLabel(kind);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'timbrature-backup-bench-'));
  const schema = kind === 'postgres' ? `bench_backup_${process.pid}_${Date.now().toString(36)}` : undefined;
  const target = kind === 'postgres' ? { database: `${schema}_restored`, url: databaseUrlOf(`${schema}_restored`) } : undefined;
  const serverEnv = { DATA_DIR: path.join(folder, 'data'), ...(schema ? { DATABASE_SCHEMA: schema } : {}) };
  console.log(`\n## ${label}: starting the server on a fresh database`);
  const server = await startBenchServer(kind, serverEnv);
  try {
    const [office] = await createPlaces(server, 1);
    const { loggedIn } = await logInEveryone(server, await createEmployees(server, USERS), CONNECTIONS);
    console.log(`  ${USERS} employees logged in`);

    const baseline = await punchRun(server, loggedIn, office, 'IN');
    console.log(`  check-ins without a backup: ${baseline.okPerSecond}/s, p99 ${baseline.latencyMs.p99} ms, slowest ${baseline.latencyMs.max} ms`);
    await punchRun(server, loggedIn, office, 'OUT');
    const rowsBefore = await punchCount(server);

    const file = path.join(folder, 'during-rush.sql');
    const proofs = await punchProofs(server, loggedIn, office, 'IN');
    const rush = runPunches(server, loggedIn, office, 'IN', proofs);
    await delay(baseline.seconds * BACKUP_AT * 1000);
    const backupStarted = Date.now();
    const backup = await takeBackup(kind, serverEnv, file);
    const backupSeconds = round((Date.now() - backupStarted) / 1000, 2);
    const withBackup = await rush;
    const rowsAfter = await punchCount(server);
    console.log(`  check-ins with a backup:    ${withBackup.okPerSecond}/s, p99 ${withBackup.latencyMs.p99} ms, slowest ${withBackup.latencyMs.max} ms`);
    console.log(`  backup: ${backupSeconds} s${backup.heldMs === undefined ? '' : `, the database held ${backup.heldMs} ms`}`);

    const snapshot = manifestRows(readFileSync(file, 'utf8'));
    if (JSON.stringify(snapshot) !== JSON.stringify(backup.manifest.rows)) throw new Error('the file does not hold the manifest taken');
    const inside = snapshot.timesheet_entries > rowsBefore && snapshot.timesheet_entries < rowsAfter;
    if (target) await adminQuery(`CREATE DATABASE ${target.database}`);
    const restoreEnv =
      kind === 'postgres'
        ? { ...process.env, DATABASE_URL: target!.url, DATABASE_SCHEMA: schema!, DATA_DIR: path.join(folder, 'unused'), JWT_SECRET }
        : { ...process.env, DATABASE_URL: undefined, DATA_DIR: path.join(folder, 'restored'), JWT_SECRET };
    const restore = runScript('restore', [file], restoreEnv);
    if (restore.status !== 0) throw new Error(`npm run restore failed (${restore.status}): ${restore.stderr}`);
    const restored = kind === 'postgres' ? await postgresCounts(target!.url, schema!) : await pgliteCounts(path.join(folder, 'restored'));
    const equal = JSON.stringify(sorted(restored)) === JSON.stringify(sorted(snapshot));

    rec.add({
      name: `${label}: the backup's snapshot fell inside the rush`,
      value: `${snapshot.timesheet_entries - rowsBefore} of the run's ${rowsAfter - rowsBefore} check-ins in it`,
      goal: 'more than 0, fewer than all',
      met: inside,
    });
    rec.add({
      name: `${label}: restored counts equal the snapshot's`,
      value: `${Object.keys(restored).length} tables, ${sum(restored)} rows restored, ${sum(snapshot)} in the snapshot`,
      goal: 'equal, table by table',
      met: equal,
    });
    rec.add({
      name: `${label}: check-ins p99 / slowest, with the backup`,
      value: `${withBackup.latencyMs.p99} / ${withBackup.latencyMs.max}`,
      unit: 'ms',
      goal: '— (see the run without)',
      ratio: round(withBackup.latencyMs.p99 / baseline.latencyMs.p99),
      limit: `without a backup: p99 ${baseline.latencyMs.p99} ms, slowest ${baseline.latencyMs.max} ms`,
    });
    rec.add({
      name: `${label}: check-ins errors / non-2xx, with the backup`,
      value: `${withBackup.errors + withBackup.timeouts} / ${withBackup.non2xx}`,
      goal: '0 / 0',
      met: withBackup.errors + withBackup.timeouts === 0 && withBackup.non2xx === 0 && !withBackup.stoppedByTime,
    });
    rec.add({
      name: `${label}: the backup, from request to file written`,
      value: `${backupSeconds} s, ${Math.round(statSync(file).size / 1024)} KiB${backup.heldMs === undefined ? '' : `; the database held ${backup.heldMs} ms`}`,
      goal: '—',
    });
    rec.details[kind] = { users: USERS, baseline, withBackup, rowsBefore, rowsAfter, snapshot, restored, heldMs: backup.heldMs, backupSeconds, restoreOutput: restore.stdout };
    return inside && equal && withBackup.non2xx === 0;
  } finally {
    await server.stop();
    if (target) await adminQuery(`DROP DATABASE IF EXISTS ${target.database}`).catch((e) => console.error(`could not drop ${target.database}: ${e}`));
    if (schema) await adminQuery(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch((e) => console.error(`could not drop schema ${schema}: ${e}`));
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What `npm run backup` does (server/scripts/backup.ts), without its process: the server's data folder is locked. */
async function takeBackup(kind: DatabaseKind, serverEnv: { DATA_DIR: string; DATABASE_SCHEMA?: string }, file: string): Promise<{ manifest: BackupManifest; heldMs?: number }> {
  if (kind === 'postgres') return backupPostgres(process.env.DATABASE_URL!, serverEnv.DATABASE_SCHEMA, file);
  const taken = await requestBackup(`${serverEnv.DATA_DIR}-secrets`, serverEnv.DATA_DIR);
  await writeBackupFile(file, [manifestHeader(taken.manifest), taken.sql]);
  return taken;
}

/** `npm run restore` as an operator runs it, in a process of its own (after the rush: nothing else runs then). */
function runScript(script: 'restore', args: string[], env: NodeJS.ProcessEnv): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'scripts', `${script}.ts`), ...args], { cwd: repoRoot, env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function punchProofs(server: BenchServer, users: LoggedIn[], office: Place, type: 'IN' | 'OUT'): Promise<DeviceProof[]> {
  return proofsFor(
    server,
    users.map((user) => ({
      key: user.key!,
      subject:
        type === 'IN'
          ? { action: 'check_in' as const, username: user.username, deviceId: user.deviceId, locationId: office.id }
          : { action: 'check_out' as const, username: user.username, deviceId: user.deviceId },
    })),
  );
}

async function punchRun(server: BenchServer, users: LoggedIn[], office: Place, type: 'IN' | 'OUT'): Promise<LoadResult> {
  const run = await runPunches(server, users, office, type, await punchProofs(server, users, office, type));
  if (run.ok !== users.length) throw new Error(`${type}: ${run.ok} of ${users.length} punches accepted (${JSON.stringify(run.statusCounts)})`);
  return run;
}

/** Every user punches once, each request a different user, as in the morning rush. */
function runPunches(server: BenchServer, users: LoggedIn[], office: Place, type: 'IN' | 'OUT', proofs: DeviceProof[]): Promise<LoadResult> {
  return runLoad({
    baseUrl: server.apiUrl,
    amount: users.length,
    connections: CONNECTIONS,
    maxSeconds: MAX_SECONDS,
    requestAt: (i) => ({
      method: 'POST',
      path: type === 'IN' ? ApiPaths.checkIn : ApiPaths.checkOut,
      headers: bearer(users[i].access),
      json: {
        latitude: office.latitude,
        longitude: office.longitude,
        accuracy: 12,
        device_id: users[i].deviceId,
        ...(type === 'IN' ? { location_id: office.id } : {}),
        device_proof: proofs[i],
      },
    }),
  });
}

async function punchCount(server: BenchServer): Promise<number> {
  const [row] = await server.sql<{ count: number }>('SELECT count(*)::int AS count FROM timesheet_entries');
  return row.count;
}

/** The counts of the backup's manifest (its `-- timbrature-backup {…}` line). */
function manifestRows(dump: string): Counts {
  const line = dump.split('\n').find((text) => text.startsWith('-- timbrature-backup '));
  if (!line) throw new Error('the backup has no manifest line');
  return (JSON.parse(line.slice('-- timbrature-backup '.length)) as { rows: Counts }).rows;
}

const TABLES = `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r', 'p') AND n.nspname = $1`;

async function pgliteCounts(dataDir: string): Promise<Counts> {
  // With the extensions the migrations create (the users search's pg_trgm index), as the server opens it.
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    const counts: Counts = {};
    for (const { relname } of (await db.query<{ relname: string }>(TABLES, ['public'])).rows) {
      counts[relname] = (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM public."${relname}"`)).rows[0].count;
    }
    return counts;
  } finally {
    await db.close();
  }
}

async function postgresCounts(url: string, schema: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const counts: Counts = {};
    for (const { relname } of (await client.query<{ relname: string }>(TABLES, [schema])).rows) {
      counts[relname] = (await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${schema}"."${relname}"`)).rows[0].count;
    }
    return counts;
  } finally {
    await client.end();
  }
}

function databaseUrlOf(database: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/none');
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const sorted = (counts: Counts) => Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
const sum = (counts: Counts) => Object.values(counts).reduce((a, b) => a + b, 0);

async function main(): Promise<void> {
  const rec = new BenchRecorder('backup-during-rush');
  console.log(`  ${USERS} employees, ${CONNECTIONS} connections; the backup starts ${Math.round(BACKUP_AT * 100)} % into the check-ins`);
  let ok = true;
  for (const kind of databasesToRun()) ok = (await rushWithBackup(kind, rec)) && ok;
  if (!process.env.DATABASE_URL) rec.note('DATABASE_URL is not set: PostgreSQL was not measured.');
  rec.finish();
  if (!ok) {
    console.error('backup-during-rush: the snapshot missed the rush, or the restored counts differ from it, or punches failed');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
