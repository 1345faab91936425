/**
 * The offline punch queue's adapter with its IndexedDB records replaced by memory (the records themselves run in real
 * Chromium in tests/e2e/offline-punch.test.ts): the queue's order, and a browser that cannot keep it.
 */
import { IndexedDbOfflinePunchStore, type OfflinePunchRecords } from '../../src/adapters/indexeddb-offline-punch-store';
import type { QueuedPunch } from '../../src/core/ports';

function memoryRecords(): OfflinePunchRecords {
  const punches = new Map<number, QueuedPunch>();
  let last = 0;
  return {
    async nextCounter() {
      last += 1;
      return last;
    },
    async add(punch) {
      punches.set(punch.counter, punch);
    },
    // IndexedDB's getAll answers in key order; the store does not rely on it.
    async all() {
      return [...punches.values()].reverse();
    },
    async remove(counter) {
      punches.delete(counter);
    },
  };
}

const punch = (counter: number): QueuedPunch => ({
  counter,
  username: 'mario.rossi',
  request: {
    action: 'check_in',
    device_id: 'dev-1',
    counter,
    device_time: '2025-01-15T09:00:00.000Z',
    latitude: null,
    longitude: null,
    accuracy: null,
    fix_age_seconds: null,
    location_id: null,
    position_signals: [],
    signature: 'x'.repeat(86),
  },
});

describe('IndexedDbOfflinePunchStore', () => {
  it('hands out counters, keeps punches and lists them in counter order until removed', async () => {
    const store = new IndexedDbOfflinePunchStore(memoryRecords);
    const counters = [await store.takeCounter(), await store.takeCounter(), await store.takeCounter()];
    await store.add(punch(counters[0]!));
    await store.add(punch(counters[2]!));

    expect(counters).toEqual([1, 2, 3]);
    expect((await store.list()).map((kept) => kept.counter)).toEqual([1, 3]);
    await store.remove(1);
    expect((await store.list()).map((kept) => kept.counter)).toEqual([3]);
  });

  it('without IndexedDB nothing can be kept: the list is empty and keeping a punch rejects', async () => {
    for (const store of [new IndexedDbOfflinePunchStore(() => null), new IndexedDbOfflinePunchStore(() => { throw new Error('SecurityError'); })]) {
      await expect(store.list()).resolves.toEqual([]);
      await expect(store.takeCounter()).rejects.toThrow();
      await expect(store.add(punch(1))).rejects.toThrow();
    }
  });

  it('a database that fails to answer lists nothing rather than failing the dashboard', async () => {
    const store = new IndexedDbOfflinePunchStore(() => ({ ...memoryRecords(), all: () => Promise.reject(new Error('UnknownError')) }));
    await expect(store.list()).resolves.toEqual([]);
  });
});
