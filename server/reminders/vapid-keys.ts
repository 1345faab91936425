/**
 * The VAPID key pair that signs Web Push messages (docs/behaviour.md, "Reminders"): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set, else a pair generated at the first start and kept in SECRETS_DIR/vapid-keys (file 0600,
 * like the generated JWT secret: never in the data folder). Browsers subscribe with the public key: a new pair makes
 * every subscription useless, so it must last as long as the database. In memory (DATA_DIR=:memory:, tests) a new pair
 * at each start. Several servers on one database must share one pair: set VAPID_* on each.
 */
import { createECDH } from 'node:crypto';
import { chmodSync, existsSync, linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig, VapidKeys } from '../app-config';
import { IN_MEMORY } from '../config';
import { ensurePrivateFolder, SECRETS_FOLDER } from '../db/data-dir-permissions';

const FILE_NAME = 'vapid-keys';

/** The configured pair, else the one kept in SECRETS_DIR (generated when missing or unreadable). */
export function resolveVapidKeys(config: Pick<AppConfig, 'vapidKeys' | 'secretsDir'>): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  if (config.secretsDir === IN_MEMORY) return generateVapidKeys();
  ensurePrivateFolder(config.secretsDir, SECRETS_FOLDER);
  const file = join(config.secretsDir, FILE_NAME);
  const keys = readKeys(file) ?? storeNewKeys(file);
  if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
  return keys;
}

/**
 * A new pair written whole beside the file, then put in place: linked when there is none (two servers starting
 * together on one SECRETS_DIR: the second finds the first's pair and uses it), renamed over a broken one.
 */
function storeNewKeys(file: string): VapidKeys {
  const keys = generateVapidKeys();
  const written = `${file}.${process.pid}.new`;
  writeFileSync(written, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  try {
    if (!existsSync(file)) {
      linkSync(written, file);
      return keys;
    }
    renameSync(written, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeys(file) ?? keys;
  } finally {
    rmSync(written, { force: true });
  }
}

function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey drops leading zero bytes (one key in 256); web-push wants exactly 32.
  const privateKey = ecdh.getPrivateKey();
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: padded.toString('base64url') };
}

/** The pair in `file`, when it holds one that matches (a half-written or edited file is replaced). */
function readKeys(file: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const keys = JSON.parse(text) as VapidKeys;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
    return ecdh.getPublicKey().toString('base64url') === keys.publicKey ? keys : undefined;
  } catch {
    return undefined;
  }
}
