import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDataDir } from './data-dir-permissions';

/**
 * Exclusive ownership of the PGlite data folder. PGlite itself takes no lock, and a second process
 * writing to the same folder silently loses acknowledged rows, so the server refuses to share it.
 * - The lock file is created with O_EXCL and holds the owner's pid and a random token.
 * - While that pid is alive, opening fails with a message saying who holds it.
 * - A lock left by a dead process is taken over (renamed aside first, so two starters cannot both win).
 * - A lock naming this very process that this process did not take is stale too: after a crash, a
 *   restarted container often gives the new server the pid of the dead one.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `The data folder ${dataDir} is in use by another Timbrature server (pid ${pid}). ` +
        `Stop that server, or start this one with a different DATA_DIR. ` +
        `If no server is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'timbrature.lock';

/** Lock files this process holds (taken and not yet released): a lock with our pid not listed here is stale. */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): DataDirLock {
  ensurePrivateDataDir(dataDir);
  const lockFile = join(realpathSync(dataDir), LOCK_FILE); // one key per folder, however it is named
  const token = randomBytes(12).toString('hex');
  const content = `${process.pid}\n${token}\n`;

  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockFile, content)) {
      heldHere.add(lockFile);
      return { release: () => releaseIfOurs(lockFile, token) };
    }
    const holder = readHolder(lockFile);
    if (holder === undefined) continue; // vanished between the two calls: try again
    const held = holder.pid === process.pid ? heldHere.has(lockFile) : isAlive(holder.pid);
    if (held) throw new DataDirLockedError(dataDir, holder.pid, lockFile);
    takeOverStale(lockFile, holder.content);
  }
  const holder = readHolder(lockFile);
  throw new DataDirLockedError(dataDir, holder?.pid ?? 0, lockFile);
}

function tryCreate(lockFile: string, content: string): boolean {
  try {
    const fd = openSync(lockFile, 'wx', 0o600);
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function readHolder(lockFile: string): { pid: number; content: string } | undefined {
  try {
    const content = readFileSync(lockFile, 'utf8');
    return { pid: Number.parseInt(content, 10) || 0, content };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, owned by someone else
  }
}

/** Moves the stale file aside; if another starter replaced it meanwhile, puts theirs back untouched. */
function takeOverStale(lockFile: string, staleContent: string): void {
  const aside = `${lockFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') !== staleContent) {
    try {
      linkSync(aside, lockFile); // fails if yet another lock appeared: theirs stands
    } catch {
      /* the newer lock wins */
    }
  }
  unlinkSync(aside);
}

function releaseIfOurs(lockFile: string, token: string): void {
  try {
    if (readFileSync(lockFile, 'utf8').split('\n')[1] !== token) return; // not ours (any more): leave it
    heldHere.delete(lockFile);
    unlinkSync(lockFile);
  } catch {
    /* already gone */
  }
}
