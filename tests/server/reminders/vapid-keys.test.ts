/**
 * The VAPID key pair (docs/behaviour.md, "Reminders"): generated once and kept in SECRETS_DIR/vapid-keys (0600), so
 * that the browsers' subscriptions outlive a restart; the configured pair when VAPID_* are set; in memory with an
 * in-memory database.
 */
import { createECDH } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY } from '../../../server/config';
import { resolveVapidKeys } from '../../../server/reminders/vapid-keys';

let root: string;
beforeAll(() => (root = mkdtempSync(join(tmpdir(), 'timbrature-vapid-'))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const isPair = (keys: { publicKey: string; privateKey: string }) => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'));
  return Buffer.from(keys.privateKey, 'base64url').length === 32 && ecdh.getPublicKey().toString('base64url') === keys.publicKey;
};

describe('the VAPID keys', () => {
  it('are generated at the first start into SECRETS_DIR/vapid-keys (0600, folder 0700) and read back at the next', () => {
    const secretsDir = join(root, 'first', 'data-secrets');
    const first = resolveVapidKeys({ secretsDir });
    expect(isPair(first)).toBe(true);
    const file = join(secretsDir, 'vapid-keys');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(secretsDir).mode & 0o777).toBe(0o700);
    expect(resolveVapidKeys({ secretsDir })).toEqual(first);
  });

  it('replace a file that holds no matching pair', () => {
    const secretsDir = join(root, 'broken');
    const first = resolveVapidKeys({ secretsDir });
    writeFileSync(join(secretsDir, 'vapid-keys'), JSON.stringify({ ...first, publicKey: 'x' }), { mode: 0o600 });
    const again = resolveVapidKeys({ secretsDir });
    expect(isPair(again)).toBe(true);
    expect(again.publicKey).not.toBe(first.publicKey);
    expect(JSON.parse(readFileSync(join(secretsDir, 'vapid-keys'), 'utf8'))).toEqual(again);
  });

  it('are the configured pair when VAPID_* are set: nothing written', () => {
    const secretsDir = join(root, 'configured');
    const configured = resolveVapidKeys({ secretsDir: join(root, 'elsewhere') });
    expect(resolveVapidKeys({ secretsDir, vapidKeys: configured })).toBe(configured);
    expect(existsSync(secretsDir)).toBe(false);
  });

  it('are new at each start with an in-memory database', () => {
    const one = resolveVapidKeys({ secretsDir: IN_MEMORY });
    expect(isPair(one)).toBe(true);
    expect(resolveVapidKeys({ secretsDir: IN_MEMORY }).publicKey).not.toBe(one.publicKey);
  });
});
