/**
 * Storage that throws or is missing (private mode, blocked cookies) is tolerated: reads answer null, writes are
 * dropped.
 */
import { LocalStorageKeyValueStorage } from '../../src/adapters/local-storage-key-value-storage';

describe('LocalStorageKeyValueStorage', () => {
  it('stores, reads and removes values in localStorage', () => {
    const storage = new LocalStorageKeyValueStorage();
    storage.set('deviceId', 'abc');
    expect(window.localStorage.getItem('deviceId')).toBe('abc');
    expect(storage.get('deviceId')).toBe('abc');
    storage.remove('deviceId');
    expect(storage.get('deviceId')).toBeNull();
  });

  it('keeps working when storage throws or is missing', () => {
    const throwing = new LocalStorageKeyValueStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwing.get('accessToken')).toBeNull();
    expect(() => throwing.set('accessToken', 'x')).not.toThrow();
    expect(() => throwing.remove('accessToken')).not.toThrow();
    expect(new LocalStorageKeyValueStorage(() => null).get('accessToken')).toBeNull();
  });
});
