/**
 * LocalStorageKeyValueStorage: the KeyValueStorage port over window.localStorage.
 * - Tolerates storage that is missing or throws (private mode, disabled cookies, quota):
 *   reads answer null, writes and removals are silently dropped, so the app keeps working for the page session.
 */
import type { KeyValueStorage, StorageKey } from '../core/ports';

export class LocalStorageKeyValueStorage implements KeyValueStorage {
  constructor(private readonly storage: () => Storage | null = () => globalThis.localStorage ?? null) {}

  get(key: StorageKey): string | null {
    try {
      return this.storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  set(key: StorageKey, value: string): void {
    try {
      this.storage()?.setItem(key, value);
    } catch {
      // Storage full or forbidden: the value lives only as long as the caller keeps it.
    }
  }

  remove(key: StorageKey): void {
    try {
      this.storage()?.removeItem(key);
    } catch {
      // Nothing stored we could remove.
    }
  }
}
