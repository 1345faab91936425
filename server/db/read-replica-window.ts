/**
 * Read-your-writes with a read replica (docs/behaviour.md, "Read replica"): the users who wrote lately, whose report
 * and list reads go to the primary until their window ends, so that a list reloaded after an edit shows the edit even
 * while the replica lags behind. Kept in this server's memory only: behind a load balancer without sticky sessions,
 * a read served by another server is not covered.
 */

/** Seconds of replication lag covered: a streaming replica is usually well under a second behind. */
const READ_YOUR_WRITES_WINDOW_MS = 10_000;

/** Writers remembered at most: past it the oldest window ends early (that user reads the replica again). */
const MAX_WRITERS = 10_000;

export class RecentWriters {
  /** User id → when their window ends; in the order the windows end (each write moves its user to the end). */
  private readonly windows = new Map<number, number>();

  constructor(
    private readonly windowMs = READ_YOUR_WRITES_WINDOW_MS,
    private readonly maxWriters = MAX_WRITERS,
  ) {}

  /** `userId` has just written: their reads go to the primary for the window. */
  wrote(userId: number, now = Date.now()): void {
    this.windows.delete(userId);
    this.windows.set(userId, now + this.windowMs);
    this.forgetEnded(now);
    if (this.windows.size > this.maxWriters) this.windows.delete(this.windows.keys().next().value as number);
  }

  /** Whether `userId`'s window is still open. */
  wroteLately(userId: number, now = Date.now()): boolean {
    const end = this.windows.get(userId);
    return end !== undefined && now < end;
  }

  get size(): number {
    return this.windows.size;
  }

  /** Every window has the same length, so the ended ones are at the front of the map. */
  private forgetEnded(now: number): void {
    for (const [userId, end] of this.windows) {
      if (now < end) return;
      this.windows.delete(userId);
    }
  }
}
