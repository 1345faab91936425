/** Timers, so every delay of the screens can be tested without waiting. */
export type TimerHandle = { readonly id: unknown };

export const Scheduler = Symbol('Scheduler');
export interface Scheduler {
  /** Runs once after `ms`. */
  setTimeout(callback: () => void, ms: number): TimerHandle;
  /** Runs every `ms`. */
  setInterval(callback: () => void, ms: number): TimerHandle;
  clear(handle: TimerHandle): void;
  /** Resolves after `ms` (through setTimeout, so fake clocks control it). */
  delay(ms: number): Promise<void>;
}
