import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY } from '../../../server/config';
import { migrate } from '../../../server/db/migrator';
import { openPgliteDatabase, type InMemoryOptions } from '../../../server/db/pglite-database';

/**
 * The empty, migrated database test servers start from, made once per set of migrations and kept in the system's
 * temporary folder. Creating a PGlite cluster (initdb) and migrating it takes about 3 s, loading this copy about
 * 0.3 s, and over a hundred test files start a server. A changed migration, another PGlite or another recipe
 * (TEST_CLUSTER) makes a new copy: the file's name is a hash of the three.
 */
const REPO_ROOT = join(__dirname, '../../..');
const MIGRATIONS_DIR = join(REPO_ROOT, 'server/db/migrations');
const PGLITE_PACKAGE = join(REPO_ROOT, 'node_modules/@electric-sql/pglite');
const CACHE_DIR = join(tmpdir(), 'timbrature-test-databases');

/**
 * What a Jest worker keeps for every test file it runs. Jest gives each file fresh modules (a cache in a module lives
 * for one file) but the same Node built-ins, so the worker's copy hangs on one of them, `node:os`, under a symbol of
 * ours: the dump (42 MB) and PGlite's file bundle, each read once. (Not PGlite's compiled WebAssembly: each file has
 * a WebAssembly of its own, and PGlite refuses a module compiled by another's.)
 */
interface WorkerShelf {
  start?: Promise<InMemoryOptions>;
}
const SHELF = Symbol.for('timbrature.tests.migrated-pglite');
const shelf: WorkerShelf = ((os as unknown as Record<symbol, WorkerShelf | undefined>)[SHELF] ??= {});

/** Room for the loaded copy from the start: PGlite's memory would otherwise grow, and be copied, several times. */
const INITIAL_MEMORY = 256 * 1024 * 1024;

/**
 * What makes the copy small and quick to start, none of it something a test looks at. A start loads the whole copy
 * into memory and sets up PostgreSQL's shared memory, so both are cut down (docs/performance.md, "Test time: a
 * smaller test cluster"): 1 MB WAL segments instead of 16 (initdb's `--wal-segsize`), no template databases
 * (nothing here creates a database), and 16 MB of shared buffers for 10 connections instead of 128 MB for 100 (a
 * test's data fits many times over; PGlite has one connection). Loading it went from 1.2 s to 0.35 s.
 * The folder copy (copyMigratedPgliteInto) is the same cluster: the server processes started on it get these
 * settings too, from its postgresql.auto.conf.
 */
const TEST_CLUSTER = {
  initdb: ['--wal-segsize=1'],
  settings: ["ALTER SYSTEM SET shared_buffers = '16MB'", 'ALTER SYSTEM SET max_connections = 10'],
  dropped: ['template0', 'template1'],
};

/** How an in-memory test database starts: `openPgliteDatabase(IN_MEMORY, await migratedPglite())`. */
export function migratedPglite(): Promise<InMemoryOptions> {
  return (shelf.start ??= prepareStart().catch((error: unknown) => {
    shelf.start = undefined; // the next file tries again
    throw error;
  }));
}

async function prepareStart(): Promise<InMemoryOptions> {
  const from = await readOrMakeDump();
  const fsBundle = new Blob([readFileSync(join(PGLITE_PACKAGE, 'dist/pglite.data'))]);
  return { from, prebuilt: { fsBundle, initialMemory: INITIAL_MEMORY } };
}

async function readOrMakeDump(): Promise<Blob> {
  const file = join(CACHE_DIR, `${migrationsKey()}.tar`);
  if (!existsSync(file)) {
    const dump = Buffer.from(await (await makeTestCluster()).arrayBuffer());
    publish(file, (temporary) => writeFileSync(temporary, dump));
  }
  return new Blob([readFileSync(file)]);
}

/** A new cluster made as TEST_CLUSTER says, migrated by the server's own migrator, as a dump. */
async function makeTestCluster(): Promise<Blob> {
  const empty = await PGlite.create({ initDbStartParams: TEST_CLUSTER.initdb });
  const emptyDump = await empty.dumpDataDir('none').finally(() => empty.close());
  const db = await openPgliteDatabase(IN_MEMORY, { from: emptyDump });
  try {
    await migrate(db);
    for (const setting of TEST_CLUSTER.settings) await db.exec(setting);
    // One statement each: DROP DATABASE may not run inside the transaction a multi-statement exec makes.
    for (const name of TEST_CLUSTER.dropped) {
      await db.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = '${name}'`);
      await db.exec(`DROP DATABASE ${name}`);
    }
    await db.exec('CHECKPOINT');
    return await db.dumpDataDir();
  } finally {
    await db.close();
  }
}

/**
 * Gives a new DATA_DIR (created 0700, as the server creates it) the migrated database, for a server started as a
 * process of its own on it (the browser suite, the start-up tests). Not for a test of what a first start creates.
 */
export async function copyMigratedPgliteInto(dataDir: string): Promise<void> {
  const folder = await migratedPgliteFolder();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  cpSync(folder, join(dataDir, 'pgdata'), { recursive: true });
}

/** The migrated cluster's folder (what the server keeps in DATA_DIR/pgdata). */
async function migratedPgliteFolder(): Promise<string> {
  const folder = join(CACHE_DIR, `${migrationsKey()}-folder`);
  if (!existsSync(folder)) {
    const building = `${folder}.${process.pid}.building`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(join(building, 'pgdata'), { recursive: true, mode: 0o700 });
    // PGlite writes a loaded dump's files into its folder: the folder holds the same cluster as the dump.
    const pg = await PGlite.create({ dataDir: join(building, 'pgdata'), loadDataDir: (await migratedPglite()).from });
    await pg.close();
    publish(folder, (temporary) => renameSync(join(building, 'pgdata'), temporary));
    rmSync(building, { recursive: true, force: true });
  }
  return folder;
}

/**
 * Writes under a name of this process's, then renames into place: two Jest workers making the same copy at once
 * both succeed, and nobody reads half of one.
 */
function publish(target: string, write: (temporary: string) => void): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  write(temporary);
  try {
    renameSync(temporary, target);
  } catch (error) {
    // Another worker published first (a folder cannot replace a folder): theirs is the same.
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** A hash of the migrations (names and texts), of the PGlite version that runs them and of the recipe. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(join(PGLITE_PACKAGE, 'package.json'), 'utf8')).version);
  hash.update(JSON.stringify(TEST_CLUSTER));
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}
