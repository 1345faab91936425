/**
 * The OfflinePunchStore port in memory: one browser profile's IndexedDB. Several queues built over the same fake are
 * page loads (or tabs) of that browser, so a restart while punches wait is a new queue over the same fake.
 * `FakeOfflinePunchStore.unavailable()` is a browser that cannot keep the queue.
 */
import type { OfflinePunchStore, QueuedPunch } from '../../src/core/ports';

export class FakeOfflinePunchStore implements OfflinePunchStore {
  /** Every counter handed out, in order. */
  readonly counters: number[] = [];
  private readonly punches = new Map<number, QueuedPunch>();
  private last = 0;

  private constructor(private readonly canKeep: boolean) {}

  static create(): FakeOfflinePunchStore {
    return new FakeOfflinePunchStore(true);
  }

  static unavailable(): FakeOfflinePunchStore {
    return new FakeOfflinePunchStore(false);
  }

  async takeCounter(): Promise<number> {
    this.check();
    this.last += 1;
    this.counters.push(this.last);
    return this.last;
  }

  async add(punch: QueuedPunch): Promise<void> {
    this.check();
    if (this.punches.has(punch.counter)) throw new Error(`Counter ${punch.counter} already kept`);
    this.punches.set(punch.counter, structuredClone(punch));
  }

  async list(): Promise<QueuedPunch[]> {
    if (!this.canKeep) return [];
    return [...this.punches.values()].sort((a, b) => a.counter - b.counter).map((punch) => structuredClone(punch));
  }

  async remove(counter: number): Promise<void> {
    this.check();
    this.punches.delete(counter);
  }

  /** The punches kept now (synchronously, for assertions). */
  kept(): QueuedPunch[] {
    return [...this.punches.values()].sort((a, b) => a.counter - b.counter);
  }

  private check(): void {
    if (!this.canKeep) throw new Error('This browser cannot keep offline punches');
  }
}
