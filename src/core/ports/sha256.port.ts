/** SHA-256 of a text (SubtleCrypto in the browser): the device fingerprint's hash. */
export const Sha256 = Symbol('Sha256');
export interface Sha256 {
  /** Lower-case hex SHA-256 of the UTF-8 text; rejects when secure hashing is unavailable. */
  hex(text: string): Promise<string>;
}
