/** Random identifiers (crypto.randomUUID in the browser): the device id. */
export const UuidGenerator = Symbol('UuidGenerator');
export interface UuidGenerator {
  /** A random RFC 4122 v4 UUID. */
  next(): string;
}
