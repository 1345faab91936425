import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * The data folder holds the whole database and the JWT secret: only the server's own user may read it.
 * A missing folder is created 0700 (the files inside are 0600 through main.ts's umask). An existing folder
 * that another user owns, or that group or others may write, is refused: whoever can write there can
 * replace the secret or the database files, so starting on it would trust them.
 */
export class DataDirUnsafeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirUnsafeError';
  }
}

const GROUP_OR_OTHERS_WRITE = 0o022;

export function ensurePrivateDataDir(dataDir: string): void {
  const existing = statIfPresent(dataDir);
  if (!existing) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700); // mkdir's mode passes through the umask of whoever started us
    return;
  }
  if (!existing.isDirectory()) throw new DataDirUnsafeError(`DATA_DIR ${dataDir} is not a folder.`);
  const uid = process.getuid?.();
  if (uid !== undefined && existing.uid !== uid) {
    throw new DataDirUnsafeError(
      `The data folder ${dataDir} belongs to another user (uid ${existing.uid}, this server runs as uid ${uid}). ` +
        `Start the server as its owner, or give it to this user: chown -R ${uid} ${dataDir}`,
    );
  }
  if ((existing.mode & GROUP_OR_OTHERS_WRITE) !== 0) {
    const mode = (existing.mode & 0o777).toString(8).padStart(3, '0');
    throw new DataDirUnsafeError(
      `The data folder ${dataDir} may be written by other users (mode ${mode}). ` + `Restrict it to its owner, then start again: chmod 700 ${dataDir}`,
    );
  }
}

function statIfPresent(path: string) {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
