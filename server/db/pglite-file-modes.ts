import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite's files readable by the server's user only: folders 0700, files 0600 (README, "Backup": a copy of the data
 * folder keeps its modes). PGlite ignores the umask for some of them. Measured with PGlite 0.5.16, under umasks 022,
 * 077 and 000 alike:
 * - a new database's files (about 970, copied from its packaged image) are 0666, its folders 0777 less the umask;
 * - the two `pg_internal.init` (PostgreSQL's catalog cache) are written 0644 at each opening;
 * - what PostgreSQL creates later (relation files, WAL segments, `pgsql_tmp`) is 0600, folders 0700: its own modes.
 * So the folder is walked after opening, soon after each script (migrations, the nightly VACUUM), and at close.
 */
export function restrictToOwner(folder: string): void {
  for (const entry of entriesOf(folder)) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      restrictToOwner(path);
      restrict(path, 0o700);
    } else if (entry.isFile()) {
      restrict(path, 0o600);
    } // symbolic links are left alone: chmod would change what they point to
  }
  restrict(folder, 0o700);
}

function entriesOf(folder: string) {
  try {
    return readdirSync(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []; // removed meanwhile (see restrict)
    throw error;
  }
}

function restrict(path: string, mode: number): void {
  try {
    if ((lstatSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
  } catch (error) {
    // A WAL segment recycled, a temporary file deleted meanwhile: nothing left to protect.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Within this long after a script, its files are walked: once for a run of migrations, not once per file. */
const SOON_MS = 1_000;

/** When to walk the folder again: `now()` at opening and close, `soon()` after each script. */
export class PrivateFileModes {
  private timer: NodeJS.Timeout | undefined;

  /** No folder: an in-memory database, nothing to walk. */
  constructor(private readonly folder: string | undefined) {}

  now(): void {
    this.cancel();
    if (this.folder) restrictToOwner(this.folder);
  }

  soon(): void {
    if (!this.folder || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      try {
        this.now();
      } catch {
        // The walk at close (or at the next opening) tries again; a timer has nobody to report to.
      }
    }, SOON_MS);
    this.timer.unref();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
