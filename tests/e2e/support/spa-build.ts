import { spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jestRunId, LOGS_DIR, OUTPUT_DIR, REPO_ROOT, WEB_DIR } from './paths';

/** Sources whose change makes a build stale: the SPA, the core it bundles, and the build settings. */
const BUILD_INPUTS = ['src', 'package.json', '.env', '.env.production', '.parcelrc', 'scripts/parcel'];
/** Private copies of dist/web, one per build, that the suite's servers serve. */
const SNAPSHOTS_DIR = join(OUTPUT_DIR, 'web');
const CURRENT_FILE = join(SNAPSHOTS_DIR, 'current.json');
const LOCK_DIR = join(OUTPUT_DIR, '.spa-build-lock');
const BUILD_TIMEOUT_MS = 300_000;
const SNAPSHOT_MAX_AGE_MS = 60 * 60_000;

interface CurrentSnapshot {
  dir: string;
  /** Newest source modification time (ms) when the build started. */
  builtFrom: number;
  /** The Jest run that built it: every file of one run tests the same build, even if sources change meanwhile. */
  runId: number;
}

/**
 * Returns a folder holding a build of the current sources, building (`npm run build`, into dist/web) when
 * there is none or the sources changed since (checked once per Jest run). The suite serves a private copy of dist/web, not dist/web
 * itself: other people rebuild or delete dist/web while the suite's servers run.
 * Test files run in parallel workers: one builds under a lock folder, the others wait and reuse its copy.
 */
export async function ensureSpaBuilt(): Promise<string> {
  mkdirSync(SNAPSHOTS_DIR, { recursive: true });
  const fresh = freshSnapshot();
  if (fresh) return fresh;
  return withBuildLock(async () => {
    const built = freshSnapshot(); // another worker may have built it while this one waited
    if (built) return built;
    const newestSource = newestMtime();
    await runBuild();
    const dir = join(SNAPSHOTS_DIR, String(Date.now()));
    cpSync(WEB_DIR, dir, { recursive: true });
    if (!existsSync(join(dir, 'index.html'))) throw new Error(`npm run build finished but ${WEB_DIR}/index.html is missing`);
    writeFileSync(CURRENT_FILE, JSON.stringify({ dir, builtFrom: newestSource, runId: jestRunId() } satisfies CurrentSnapshot));
    pruneOldSnapshots(dir);
    return dir;
  });
}

function freshSnapshot(): string | undefined {
  let current: CurrentSnapshot;
  try {
    current = JSON.parse(readFileSync(CURRENT_FILE, 'utf8')) as CurrentSnapshot;
  } catch {
    return undefined;
  }
  if (!existsSync(join(current.dir, 'index.html'))) return undefined;
  if (current.runId === jestRunId()) return current.dir;
  return newestMtime() <= current.builtFrom ? current.dir : undefined;
}

function newestMtime(): number {
  let newest = 0;
  const visit = (path: string) => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return; // absent optional input, or a file deleted while walking
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  for (const input of BUILD_INPUTS) visit(join(REPO_ROOT, input));
  return newest;
}

/** Older copies may still be served by a running suite: only those older than an hour go. */
function pruneOldSnapshots(keep: string): void {
  for (const entry of readdirSync(SNAPSHOTS_DIR)) {
    const path = join(SNAPSHOTS_DIR, entry);
    if (path === keep || !/^\d+$/.test(entry)) continue;
    if (Date.now() - Number(entry) > SNAPSHOT_MAX_AGE_MS) rmSync(path, { recursive: true, force: true });
  }
}

function runBuild(): Promise<void> {
  mkdirSync(LOGS_DIR, { recursive: true });
  const logPath = join(LOGS_DIR, 'spa-build.log');
  const log = openSync(logPath, 'w');
  const child = spawn('npm', ['run', 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    // Jest sets NODE_ENV=test, which Parcel would bake into the bundle (development React, no service worker).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      closeSync(log);
      if (code === 0) return resolve();
      const tail = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');
      reject(new Error(`npm run build failed (${signal ?? `exit ${code}`}); log ${logPath}:\n${tail}`));
    });
  });
}

/** mkdir is atomic: whoever creates the folder builds. A lock left by a dead process is taken over. */
async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 2 * BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockOwnerIsDead()) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`gave up waiting for the SPA build lock ${LOCK_DIR}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

function lockOwnerIsDead(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
  } catch {
    // The owner has created the folder but not yet written its pid: give it a moment unless the folder is old.
    try {
      return Date.now() - statSync(LOCK_DIR).mtimeMs > 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}
