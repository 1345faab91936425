/** The time now, so that what depends on it can be tested at any moment. */
export const Clock = Symbol('Clock');
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}
