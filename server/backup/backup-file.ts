import { closeSync, openSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A file named on the command line, from the folder it was typed in: `npm run` moves to the project's folder, and says
 * where it was started in INIT_CWD.
 */
export function fromWhereTyped(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** `timbrature-backup-2026-11-28-101503.sql` (UTC) in the current folder. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().replace(/[:]/g, '').replace('T', '-').slice(0, 17);
  return fromWhereTyped(`timbrature-backup-${stamp}.sql`);
}

/**
 * Writes the backup as `file`, never over an existing one, readable by its owner only (it holds every punch and the
 * password hashes). Written aside first and renamed at the end, so that a backup cut short leaves no file under the
 * backup's name. The parts are written in order, each when it comes (pg_dump's output streams). Returns the size.
 */
export async function writeBackupFile(file: string, parts: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<number> {
  const partial = `${file}.partial`;
  const fd = openSync(partial, 'wx', 0o600);
  let done = false;
  try {
    try {
      for await (const part of parts) writeFileSync(fd, part); // the whole part, at the file's end
    } finally {
      closeSync(fd);
    }
    if (existsAlready(file)) throw new Error(`${file} already exists: give another file name`);
    renameSync(partial, file);
    done = true;
    return statSync(file).size;
  } finally {
    if (!done) rmSync(partial, { force: true });
  }
}

function existsAlready(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
