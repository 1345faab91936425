import { createConnection } from 'node:net';
import { join } from 'node:path';
import { realpathSync } from 'node:fs';
import type { BackupManifest } from './backup-manifest';
import { BackupRefusal } from './refusals';

/** The socket's name in SECRETS_DIR, and the one request it answers (backup-socket.ts). */
export const BACKUP_SOCKET = 'backup.sock';
export const BACKUP_REQUEST = 'backup\n';

interface SocketAnswer {
  ok: boolean;
  error?: string;
  dataDir?: string;
  manifest?: BackupManifest;
  heldMs?: number;
  bytes?: number;
}

/** Asks the server running on `dataDir` for a backup through its socket in `secretsDir` (backup-socket.ts). */
export async function requestBackup(secretsDir: string, dataDir: string): Promise<{ manifest: BackupManifest; sql: string; heldMs?: number }> {
  const path = join(secretsDir, BACKUP_SOCKET);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(BACKUP_REQUEST));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('end', () => resolve());
    socket.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT' || error.code === 'ECONNREFUSED'
          ? new BackupRefusal(
              `The data folder ${dataDir} is in use by a running server, which does not answer on ${path}. ` +
                'Start the server with this version (it opens that socket at start, with the same SECRETS_DIR), or stop it and back up again.',
            )
          : error,
      ),
    );
  });
  const all = Buffer.concat(chunks);
  const newline = all.indexOf(0x0a);
  if (newline < 0) throw new Error(`The server answered nothing on ${path}`);
  const answer = JSON.parse(all.subarray(0, newline).toString('utf8')) as SocketAnswer;
  if (!answer.ok || !answer.manifest) throw new Error(`The running server could not take the backup: ${answer.error ?? 'no reason given'}`);
  if (answer.dataDir !== realpathSync(dataDir)) {
    throw new BackupRefusal(`The server answering on ${path} serves the data folder ${answer.dataDir}, not ${dataDir}: give each server a SECRETS_DIR of its own.`);
  }
  const dump = all.subarray(newline + 1);
  if (dump.length !== answer.bytes) throw new Error(`The running server's answer was cut short (${dump.length} of ${answer.bytes} bytes): nothing written.`);
  return { manifest: answer.manifest, sql: dump.toString('utf8'), heldMs: answer.heldMs };
}
