import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * The data folder holds the whole database, the secrets folder the generated JWT secret: only the server's own user
 * may read them. A missing folder is created 0700 (what is written inside is 0600: main.ts's umask for the server's
 * own files, pglite-file-modes.ts for PGlite's). An existing folder that another user owns, or that group or others
 * may write, is refused: whoever can write there can replace the secret or the database files, so starting on it
 * would trust them.
 */
export class DataDirUnsafeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirUnsafeError';
  }
}

/** The setting naming a private folder, and what the messages call it. */
export interface PrivateFolderKind {
  variable: 'DATA_DIR' | 'SECRETS_DIR';
  label: string;
}

export const DATA_FOLDER: PrivateFolderKind = { variable: 'DATA_DIR', label: 'data folder' };
export const SECRETS_FOLDER: PrivateFolderKind = { variable: 'SECRETS_DIR', label: 'secrets folder' };

const GROUP_OR_OTHERS_WRITE = 0o022;

export function ensurePrivateDataDir(dataDir: string): void {
  ensurePrivateFolder(dataDir, DATA_FOLDER);
}

export function ensurePrivateFolder(dir: string, kind: PrivateFolderKind): void {
  const existing = statIfPresent(dir);
  if (!existing) {
    createPrivate(dir, kind);
    return;
  }
  if (!existing.isDirectory()) throw new DataDirUnsafeError(`${kind.variable} ${dir} is not a folder.`);
  const uid = process.getuid?.();
  if (uid !== undefined && existing.uid !== uid) {
    throw new DataDirUnsafeError(
      `The ${kind.label} ${dir} (${kind.variable}) belongs to another user (uid ${existing.uid}, this server runs as uid ${uid}). ` +
        `Start the server as its owner, or give it to this user: chown -R ${uid} ${dir}`,
    );
  }
  if ((existing.mode & GROUP_OR_OTHERS_WRITE) !== 0) {
    const mode = (existing.mode & 0o777).toString(8).padStart(3, '0');
    throw new DataDirUnsafeError(
      `The ${kind.label} ${dir} (${kind.variable}) may be written by other users (mode ${mode}). ` +
        `Restrict it to its owner, then start again: chmod 700 ${dir}`,
    );
  }
}

function createPrivate(dir: string, kind: PrivateFolderKind): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
    // Typically SECRETS_DIR's default beside a DATA_DIR whose parent this user may not write (/var/lib/…).
    throw new DataDirUnsafeError(
      `The ${kind.label} ${dir} (${kind.variable}) cannot be created by this user (${code}). ` +
        `Create it for this user (mkdir -m 700 ${dir}, then chown it), or set ${kind.variable} to a folder it may create.`,
    );
  }
  chmodSync(dir, 0o700); // mkdir's mode passes through the umask of whoever started us
}

function statIfPresent(path: string) {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
