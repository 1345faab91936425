import type { KeyValueStorage, StorageKey } from '../../src/core/ports';

/** KeyValueStorage in a Map; `entries()` shows what was stored. */
export class FakeKeyValueStorage implements KeyValueStorage {
  private readonly values = new Map<StorageKey, string>();

  constructor(initial: Partial<Record<StorageKey, string>> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key as StorageKey, value as string);
  }

  get(key: StorageKey): string | null {
    return this.values.get(key) ?? null;
  }

  set(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }

  remove(key: StorageKey): void {
    this.values.delete(key);
  }

  entries(): Partial<Record<StorageKey, string>> {
    return Object.fromEntries(this.values);
  }
}
