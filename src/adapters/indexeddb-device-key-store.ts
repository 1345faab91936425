/**
 * IndexedDbDeviceKeyStore: the DeviceKeyStore port over WebCrypto and IndexedDB (docs/behaviour.md, "The device key").
 * - The key pair is ECDSA P-256, generated with `extractable: false`: the private key can sign but never be read out,
 *   not even by the app. The CryptoKey objects themselves are kept in IndexedDB (they are structured-cloneable), in one
 *   record of one object store.
 * - The public key is exported as a JWK reduced to {kty, crv, x, y}; signatures are WebCrypto's raw r‖s in base64url.
 * - Where IndexedDB or SubtleCrypto is missing, or generating or storing a key fails (private browsing), the store is
 *   unavailable: the reads answer null, and nothing rejects but sign().
 * - Two tabs creating the first key at once: the record is added, never overwritten, and the loser adopts the
 *   winner's key.
 */
import type { DevicePublicKey } from '../core/contract';
import type { DeviceKeyStore } from '../core/ports';
import { openDatabaseOnce } from './indexeddb-database';

/** What is kept: the pair (the private key not extractable) and its public JWK, exported once. */
export interface KeptDeviceKey {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwk: DevicePublicKey;
}

/** Where the one key record lives (IndexedDB in the browser; a Map in tests). */
export interface DeviceKeyRecords {
  read(): Promise<KeptDeviceKey | undefined>;
  /** Adds the record when there is none; false when one was already there (it is left as it was). */
  add(key: KeptDeviceKey): Promise<boolean>;
  remove(): Promise<void>;
}

const ALGORITHM: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-256' };
const SIGNATURE: EcdsaParams = { name: 'ECDSA', hash: 'SHA-256' };

export class IndexedDbDeviceKeyStore implements DeviceKeyStore {
  /** The kept key once read or created (the first look-up reads IndexedDB; later ones reuse it). */
  private kept: Promise<KeptDeviceKey | null> | null = null;
  private creating: Promise<KeptDeviceKey | null> | null = null;
  private records: DeviceKeyRecords | null | undefined;

  constructor(
    private readonly subtle: () => SubtleCrypto | undefined = () => globalThis.crypto?.subtle,
    private readonly openRecords: () => DeviceKeyRecords | null = () => indexedDbRecords(globalThis.indexedDB),
  ) {}

  async available(): Promise<boolean> {
    // Whether a key can be kept is known only by keeping one: the first sign-in would create it anyway.
    return (await this.ensureKey()) !== null;
  }

  async publicKey(): Promise<DevicePublicKey | null> {
    return (await this.read())?.jwk ?? null;
  }

  async ensureKey(): Promise<DevicePublicKey | null> {
    const existing = await this.read();
    if (existing) return existing.jwk;
    this.creating ??= this.create().finally(() => {
      this.creating = null;
    });
    return (await this.creating)?.jwk ?? null;
  }

  async sign(message: string): Promise<string> {
    const subtle = this.subtle();
    const key = await this.read();
    if (!subtle || !key) throw new Error('No device key kept in this browser');
    const signature = await subtle.sign(SIGNATURE, key.privateKey, new TextEncoder().encode(message));
    return base64Url(new Uint8Array(signature));
  }

  async forget(): Promise<void> {
    this.kept = Promise.resolve(null);
    try {
      await this.store()?.remove();
    } catch {
      // Nothing kept that could be removed.
    }
  }

  private read(): Promise<KeptDeviceKey | null> {
    this.kept ??= this.load();
    return this.kept;
  }

  private async load(): Promise<KeptDeviceKey | null> {
    try {
      const records = this.store();
      if (!this.subtle() || !records) return null;
      return (await records.read()) ?? null;
    } catch {
      // Unreadable (IndexedDB refused, as in some private modes): no key, and the next look-up tries again.
      this.kept = null;
      return null;
    }
  }

  private async create(): Promise<KeptDeviceKey | null> {
    const subtle = this.subtle();
    const records = this.store();
    if (!subtle || !records) return null;
    try {
      const pair = await subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
      // A generated pair's public half is always exportable, whatever `extractable` says (that is the private half's).
      const { kty, crv, x, y } = await subtle.exportKey('jwk', pair.publicKey);
      if (kty !== 'EC' || crv !== 'P-256' || !x || !y) return null;
      const created: KeptDeviceKey = { privateKey: pair.privateKey, publicKey: pair.publicKey, jwk: { kty, crv, x, y } };
      const kept = (await records.add(created)) ? created : ((await records.read()) ?? null);
      this.kept = Promise.resolve(kept);
      return kept;
    } catch {
      return null;
    }
  }

  /** The records, opened once; null where IndexedDB is missing or refused outright. */
  private store(): DeviceKeyRecords | null {
    if (this.records === undefined) {
      try {
        this.records = this.openRecords();
      } catch {
        this.records = null;
      }
    }
    return this.records;
  }
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const DATABASE = 'timbrature-device-key';
const STORE = 'keys';
const RECORD = 'device';

/** The record in IndexedDB: database 'timbrature-device-key', object store 'keys', key 'device'. Null without IndexedDB. */
export function indexedDbRecords(factory: IDBFactory | undefined): DeviceKeyRecords | null {
  if (!factory) return null;
  const open = openDatabaseOnce(factory, DATABASE, (database) => database.createObjectStore(STORE));
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const transaction = (await open()).transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    return new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => resolve(request.result);
      transaction.onabort = () => reject(transaction.error ?? request.error);
      transaction.onerror = () => reject(transaction.error ?? request.error);
    });
  };
  return {
    read: () => run<KeptDeviceKey | undefined>('readonly', (store) => store.get(RECORD) as IDBRequest<KeptDeviceKey | undefined>),
    async add(key) {
      try {
        await run('readwrite', (store) => store.add(key, RECORD));
        return true;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'ConstraintError') return false;
        throw error;
      }
    },
    async remove() {
      await run('readwrite', (store) => store.delete(RECORD));
    },
  };
}
