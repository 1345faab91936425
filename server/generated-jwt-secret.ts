import { randomBytes } from 'node:crypto';
import { chmodSync, constants, copyFileSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateFolder, SECRETS_FOLDER } from './db/data-dir-permissions';

/** Something reading the configuration did that the log must say, once (the server's logger does not exist yet then). */
export interface ConfigNotice {
  level: 'info' | 'warn';
  message: string;
}

const FILE_NAME = 'jwt-secret';
/** Shorter content is not a secret this server wrote: a new one replaces it. */
const MIN_SECRET_LENGTH = 32;

/**
 * With no JWT_SECRET, a random secret kept in SECRETS_DIR/jwt-secret (file 0600, folder 0700), so that a restart keeps
 * everyone's session and the verification-code secrets it derives the key of (secret-box.ts) stay readable.
 * Never in the data folder: a copy of the database must neither sign an administrator's token nor open those secrets
 * (README, "Backup"). Earlier versions kept it there (`dataDir`: that folder, undefined when in memory): the first start
 * moves it, so tokens already issued stay valid, and a copy that comes back with a restored backup is removed.
 */
export function persistedJwtSecret(secretsDir: string, dataDir: string | undefined, notify: (notice: ConfigNotice) => void): string {
  ensurePrivateFolder(secretsDir, SECRETS_FOLDER);
  const file = join(secretsDir, FILE_NAME);
  const inDataDir = dataDir === undefined ? undefined : join(dataDir, FILE_NAME);
  let secret = readSecret(file);
  if (secret === undefined && inDataDir !== undefined && readSecret(inDataDir) !== undefined) {
    moveFile(inDataDir, file);
    secret = readSecret(file);
    notify({
      level: 'warn',
      message:
        `JWT secret moved from ${inDataDir} to ${file}, out of the data folder (README, "Backup"): ` +
        'keep that folder as lasting as the data folder (in a container, a volume of its own), or set JWT_SECRET',
    });
  }
  if (secret === undefined) {
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600); // written by hand, or before this version
  if (inDataDir !== undefined) removeCopyInDataDir(inDataDir, file, secret, notify);
  return secret;
}

function readSecret(file: string): string | undefined {
  const text = readIfPresent(file)?.trim();
  return text !== undefined && text.length >= MIN_SECRET_LENGTH ? text : undefined;
}

function readIfPresent(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** rename, or (the secrets folder on another file system) an exclusive copy, then the original removed. */
function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to, constants.COPYFILE_EXCL);
    chmodSync(to, 0o600);
    unlinkSync(from);
  }
}

/** A jwt-secret in the data folder beside the one in use: the same secret is removed; another one is only reported. */
function removeCopyInDataDir(inDataDir: string, inUse: string, secret: string, notify: (notice: ConfigNotice) => void): void {
  const copy = readIfPresent(inDataDir);
  if (copy === undefined) return;
  if (copy.trim() === secret) {
    unlinkSync(inDataDir);
    notify({ level: 'warn', message: `copy of the JWT secret removed from the data folder (${inDataDir}); the secret is kept in ${inUse}` });
    return;
  }
  notify({
    level: 'warn',
    message: `${inDataDir} is not the JWT secret in use (${inUse}): delete it, a copy of the data folder must carry no secret`,
  });
}
