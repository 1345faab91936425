/**
 * A virtual clock and scheduler (the Clock and Scheduler ports). Nothing waits for real:
 * `advance(ms)` moves time forward and runs every timer that falls due, in due order, letting the
 * promise continuations of each run (and the timers they schedule) happen before the next one.
 */
import type { Clock, Scheduler, TimerHandle } from '../../src/core/ports';

interface Timer {
  id: number;
  due: number;
  callback: () => void;
  /** Set for intervals: the period. */
  every: number | null;
}

/** Lets every pending promise continuation run (one macrotask turn drains the microtask queue). */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export class FakeClock implements Clock, Scheduler {
  private time: number;
  private timers: Timer[] = [];
  private sequence = 0;

  /** Starts at 2025-01-15T09:00:00Z unless told otherwise. */
  constructor(start: number = Date.UTC(2025, 0, 15, 9, 0, 0)) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, null);
  }

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, Math.max(1, ms));
  }

  clear(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle.id);
  }

  delay(ms: number): Promise<void> {
    return new Promise((resolve) => this.setTimeout(resolve, ms));
  }

  /** Moves virtual time forward by `ms`, running due timers in order. */
  async advance(ms: number): Promise<void> {
    const target = this.time + ms;
    await flushPromises();
    for (;;) {
      const next = this.nextDue();
      if (!next || next.due > target) break;
      this.time = next.due;
      if (next.every === null) this.timers = this.timers.filter((timer) => timer !== next);
      else next.due += next.every;
      next.callback();
      await flushPromises();
    }
    this.time = target;
    await flushPromises();
  }

  /** Runs timers until none is left (intervals excluded), up to `limitMs` of virtual time. */
  async runAll(limitMs = 3_600_000): Promise<void> {
    const end = this.time + limitMs;
    await flushPromises();
    for (;;) {
      const next = this.timers.filter((timer) => timer.every === null).sort(byDue)[0];
      if (!next || next.due > end) break;
      await this.advance(next.due - this.time);
    }
  }

  /** Timers still waiting (intervals included). */
  pendingTimers(): number {
    return this.timers.length;
  }

  private add(callback: () => void, ms: number, every: number | null): TimerHandle {
    const id = ++this.sequence;
    this.timers.push({ id, due: this.time + Math.max(0, ms), callback, every });
    return { id };
  }

  private nextDue(): Timer | undefined {
    return [...this.timers].sort(byDue)[0];
  }
}

const byDue = (a: Timer, b: Timer): number => a.due - b.due || a.id - b.id;
