import type { FastifyInstance } from 'fastify';
import { chmodSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { IN_MEMORY } from '../config';
import { ensurePrivateFolder, SECRETS_FOLDER } from '../db/data-dir-permissions';
import { BACKUP_REQUEST, BACKUP_SOCKET } from './backup-socket-client';
import { backupOpenPglite } from './pglite-backup';

/**
 * On embedded PGlite, the server answers `npm run backup` on a Unix socket in SECRETS_DIR: its folder is locked and
 * PGlite is single-process, so only this process can read a consistent copy while it runs. The socket is the owner's
 * only (0600, in a 0700 folder): file permissions are its authentication, and nothing listens on the network. The
 * answer is one JSON line (the manifest and the dump's length, or the error), then the dump. Closed with the app.
 */
export async function serveBackups(app: FastifyInstance): Promise<void> {
  const { config, db } = app;
  if (db.kind !== 'pglite' || config.dataDir === IN_MEMORY || config.secretsDir === IN_MEMORY) return;
  ensurePrivateFolder(config.secretsDir, SECRETS_FOLDER);
  const path = join(config.secretsDir, BACKUP_SOCKET);
  const dataDir = realpathSync(config.dataDir);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined); // a client gone mid-answer: nothing to do
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk.toString('utf8');
      if (!request.includes('\n')) return;
      socket.removeAllListeners('data');
      if (request !== BACKUP_REQUEST) return void socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
      backupOpenPglite(db).then(
        (backup) => {
          app.log.info({ rows: Object.values(backup.manifest.rows).reduce((a, b) => a + b, 0), heldMs: backup.heldMs }, 'backup taken');
          const bytes = Buffer.byteLength(backup.sql);
          socket.write(`${JSON.stringify({ ok: true, dataDir, manifest: backup.manifest, heldMs: backup.heldMs, bytes })}\n`);
          socket.end(backup.sql);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'backup failed');
          socket.end(`${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`);
        },
      );
    });
  });
  rmSync(path, { force: true }); // left by a server that died: this one holds the data folder's lock now
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    chmodSync(path, 0o600);
  } catch (error) {
    app.log.warn({ err: error, path }, 'backups of the running server are off: its socket could not be opened');
    return;
  }
  app.addHook('onClose', async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(path, { force: true });
  });
}
