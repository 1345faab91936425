/**
 * IndexedDbOfflinePunchStore: the OfflinePunchStore port over IndexedDB (docs/behaviour.md, "Offline punches").
 * - Its own database 'timbrature-offline-punches' (apart from the device key's): object store 'punches' (the waiting
 *   punches, keyed by their counter) and 'meta' (the last counter handed out, under 'counter').
 * - takeCounter() reads and raises the counter in one readwrite transaction, so two tabs never get the same value;
 *   it is never reset (not by a logout, not by a new device key).
 * - Where IndexedDB is missing or refused (some private windows): list() is empty and the other calls reject, so the
 *   phone never claims a punch saved that it could not keep (it shows the usual offline refusal).
 */
import type { OfflinePunchStore, QueuedPunch } from '../core/ports';
import { openDatabaseOnce } from './indexeddb-database';

/** Where the queue lives (IndexedDB in the browser; a Map in tests). */
export interface OfflinePunchRecords {
  /** The counter after the last one handed out, kept before it is answered (one transaction). */
  nextCounter(): Promise<number>;
  add(punch: QueuedPunch): Promise<void>;
  all(): Promise<QueuedPunch[]>;
  remove(counter: number): Promise<void>;
}

export class IndexedDbOfflinePunchStore implements OfflinePunchStore {
  private records: OfflinePunchRecords | null | undefined;

  constructor(private readonly openRecords: () => OfflinePunchRecords | null = () => indexedDbPunchRecords(globalThis.indexedDB)) {}

  // async: a browser without the queue rejects, as the port says, rather than throwing at the call.
  async takeCounter(): Promise<number> {
    return this.required().nextCounter();
  }

  async add(punch: QueuedPunch): Promise<void> {
    return this.required().add(punch);
  }

  async list(): Promise<QueuedPunch[]> {
    try {
      const all = (await this.store()?.all()) ?? [];
      return [...all].sort((a, b) => a.counter - b.counter);
    } catch {
      return [];
    }
  }

  async remove(counter: number): Promise<void> {
    return this.required().remove(counter);
  }

  private required(): OfflinePunchRecords {
    const records = this.store();
    if (!records) throw new Error('This browser cannot keep offline punches');
    return records;
  }

  /** The records, opened once; null where IndexedDB is missing or refused outright. */
  private store(): OfflinePunchRecords | null {
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

const DATABASE = 'timbrature-offline-punches';
const PUNCHES = 'punches';
const META = 'meta';
const COUNTER = 'counter';

/** The queue in IndexedDB (see the header); null without IndexedDB. */
export function indexedDbPunchRecords(factory: IDBFactory | undefined): OfflinePunchRecords | null {
  if (!factory) return null;
  const open = openDatabaseOnce(factory, DATABASE, (database) => {
    database.createObjectStore(PUNCHES, { keyPath: 'counter' });
    database.createObjectStore(META);
  });
  /** Runs `work` in one transaction; resolves with what it produced once the transaction has committed. */
  const run = async <T>(storeName: string, mode: IDBTransactionMode, work: (store: IDBObjectStore, done: (value: T) => void) => void): Promise<T> => {
    const transaction = (await open()).transaction(storeName, mode);
    let result: T | undefined;
    work(transaction.objectStore(storeName), (value) => {
      result = value;
    });
    return new Promise<T>((resolve, reject) => {
      transaction.oncomplete = () => resolve(result as T);
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  };
  return {
    nextCounter: () =>
      run<number>(META, 'readwrite', (store, done) => {
        const read = store.get(COUNTER);
        read.onsuccess = () => {
          const last = typeof read.result === 'number' ? read.result : 0;
          store.put(last + 1, COUNTER);
          done(last + 1);
        };
      }),
    add: (punch) => run<void>(PUNCHES, 'readwrite', (store) => void store.add(punch)),
    all: () =>
      run<QueuedPunch[]>(PUNCHES, 'readonly', (store, done) => {
        const read = store.getAll();
        read.onsuccess = () => done(read.result as QueuedPunch[]);
      }),
    remove: (counter) => run<void>(PUNCHES, 'readwrite', (store) => void store.delete(counter)),
  };
}
