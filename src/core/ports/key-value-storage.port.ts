/**
 * The keys the client persists: the tokens, the device id and fingerprint, and the signed-in user's profile, kept for a returning visit
 * (docs/behaviour.md, "Start-up and session").
 */
export type StorageKey =
  | 'accessToken'
  | 'refreshToken'
  | 'deviceId'
  | 'deviceFingerprint'
  | 'userProfile'
  /** The refused offline punches the employee dismissed on this phone (docs/behaviour.md, "Offline punches"). */
  | 'dismissedOfflineRefusals';

export const KeyValueStorage = Symbol('KeyValueStorage');
export interface KeyValueStorage {
  /** The stored value, or null when absent or storage is unavailable. */
  get(key: StorageKey): string | null;
  set(key: StorageKey, value: string): void;
  remove(key: StorageKey): void;
}
