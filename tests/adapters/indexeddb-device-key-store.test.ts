/**
 * The device key over WebCrypto (Node's, the same API as the browser's) with the IndexedDB record replaced by a Map
 * shared like the browser's database (the record itself is covered by the end-to-end test in real Chromium).
 */
import { createPublicKey, verify, webcrypto } from 'node:crypto';
import type { DevicePublicKey } from '../../src/core/contract';
import { IndexedDbDeviceKeyStore, type DeviceKeyRecords, type KeptDeviceKey } from '../../src/adapters/indexeddb-device-key-store';

const subtle = () => webcrypto.subtle as SubtleCrypto;

/** One browser profile's database: stores built over the same records are tabs or page loads of that browser. */
function memoryRecords(): DeviceKeyRecords & { record: KeptDeviceKey | undefined } {
  return {
    record: undefined,
    async read() {
      return this.record;
    },
    async add(key) {
      if (this.record) return false;
      this.record = key;
      return true;
    },
    async remove() {
      this.record = undefined;
    },
  };
}

function verifies(jwk: DevicePublicKey, message: string, signature: string): boolean {
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return verify('sha256', Buffer.from(message, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

describe('IndexedDbDeviceKeyStore', () => {
  it('creates one P-256 key, shows only {kty, crv, x, y}, and signs as raw r‖s in base64url', async () => {
    const records = memoryRecords();
    const store = new IndexedDbDeviceKeyStore(subtle, () => records);

    await expect(store.publicKey()).resolves.toBeNull();
    const jwk = await store.ensureKey();

    expect(Object.keys(jwk ?? {}).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(records.record?.privateKey.extractable).toBe(false);
    const signature = await store.sign('timbrature-device-proof/1\nlogin\nnonce');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(verifies(jwk!, 'timbrature-device-proof/1\nlogin\nnonce', signature)).toBe(true);
    expect(verifies(jwk!, 'timbrature-device-proof/1\nrefresh\nnonce', signature)).toBe(false);
  });

  it('keeps the key: the next page load finds it, and asking again creates no other', async () => {
    const records = memoryRecords();
    const first = await new IndexedDbDeviceKeyStore(subtle, () => records).ensureKey();

    const reloaded = new IndexedDbDeviceKeyStore(subtle, () => records);

    await expect(reloaded.publicKey()).resolves.toEqual(first);
    await expect(reloaded.ensureKey()).resolves.toEqual(first);
    expect(verifies(first!, 'm', await reloaded.sign('m'))).toBe(true);
  });

  it('creates a single key when asked several times at once, and two tabs end with the same one', async () => {
    const records = memoryRecords();
    const tab = new IndexedDbDeviceKeyStore(subtle, () => records);
    const otherTab = new IndexedDbDeviceKeyStore(subtle, () => records);

    const keys = await Promise.all([tab.ensureKey(), tab.ensureKey(), otherTab.ensureKey(), tab.available()]);

    expect(keys[1]).toEqual(keys[0]);
    expect(keys[2]).toEqual(keys[0]);
    expect(keys[3]).toBe(true);
    expect(verifies(keys[0]!, 'm', await otherTab.sign('m'))).toBe(true);
  });

  it('forget() deletes the key: the browser is a new device', async () => {
    const records = memoryRecords();
    const store = new IndexedDbDeviceKeyStore(subtle, () => records);
    const before = await store.ensureKey();

    await store.forget();

    expect(records.record).toBeUndefined();
    await expect(store.publicKey()).resolves.toBeNull();
    await expect(store.sign('m')).rejects.toThrow();
    await expect(store.ensureKey()).resolves.not.toEqual(before);
  });

  it.each([
    ['without SubtleCrypto (not a secure context)', () => undefined, () => memoryRecords()],
    ['without IndexedDB', subtle, () => null],
    [
      'when IndexedDB refuses to store (private browsing)',
      subtle,
      () => ({ ...memoryRecords(), add: () => Promise.reject(new Error('InvalidStateError')) }),
    ],
    [
      'when opening IndexedDB throws',
      subtle,
      () => {
        throw new Error('SecurityError');
      },
    ],
  ])('is unavailable %s, and never rejects but on sign()', async (_case, subtleOf, recordsOf) => {
    const store = new IndexedDbDeviceKeyStore(subtleOf as () => SubtleCrypto | undefined, recordsOf as () => DeviceKeyRecords | null);

    await expect(store.available()).resolves.toBe(false);
    await expect(store.ensureKey()).resolves.toBeNull();
    await expect(store.publicKey()).resolves.toBeNull();
    await expect(store.forget()).resolves.toBeUndefined();
    await expect(store.sign('m')).rejects.toThrow();
  });
});
