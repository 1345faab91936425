/**
 * The batches of a CSV export read in one snapshot of the database where that costs nothing to the others
 * (docs/behaviour.md, "Admin exports").
 *
 * On PostgreSQL the batches run in one REPEATABLE READ, READ ONLY transaction on one pooled connection: every batch
 * sees the database as it was at the first one, so punches written, edited or deleted meanwhile cannot make a line
 * appear twice or go missing. The transaction stays open only while the client reads: a client that stops reading
 * for `idleLimitMs` loses its download instead of holding the connection (and PostgreSQL's clean-up) for ever.
 *
 * PGlite runs one statement at a time for the whole server and its transaction would hold every other request until
 * the download ends, so there each batch is a statement of its own. The export's keyset order (each batch starts
 * after the last row's sort key and id) still writes every punch that exists throughout the export exactly once,
 * in order; a punch added, removed or moved across the point reached during the export may or may not be in it.
 */
import type { Database, Queryable } from '../db/database.port';

export interface SnapshotOptions {
  /** How long the transaction may wait for the client to take the next batch. */
  idleLimitMs?: number;
}

const DEFAULT_IDLE_LIMIT_MS = 60_000;

/** The items of `read(queryable)`, read in one snapshot on PostgreSQL (see above). */
export async function* readInOneSnapshot<T>(
  db: Database,
  read: (queryable: Queryable) => AsyncIterable<T>,
  options: SnapshotOptions = {},
): AsyncGenerator<T> {
  if (db.kind !== 'postgres') {
    yield* read(db);
    return;
  }
  const handoff = new Handoff<T>(options.idleLimitMs ?? DEFAULT_IDLE_LIMIT_MS);
  const reading = db
    .transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      for await (const item of read(tx)) await handoff.give(item);
    })
    .then(
      () => handoff.end(),
      (error: unknown) => handoff.fail(error),
    );
  try {
    for (;;) {
      const next = await handoff.take();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    // The consumer is done, or left early (the client went away): end the transaction before going on.
    handoff.abandon();
    await reading;
  }
}

/** Raised in the transaction when the consumer left or stopped taking batches: it rolls the transaction back. */
class ExportAbandoned extends Error {}

/** One item at a time from the transaction to the consumer, the transaction waiting until it is taken. */
class Handoff<T> {
  private offered: { value: T; taken: () => void; refused: (error: Error) => void; timer: NodeJS.Timeout } | null = null;
  private outcome: { error?: unknown } | null = null;
  private abandoned = false;
  private wakeTaker: (() => void) | null = null;

  constructor(private readonly idleLimitMs: number) {}

  give(value: T): Promise<void> {
    if (this.abandoned) return Promise.reject(new ExportAbandoned('the CSV export was abandoned by its client'));
    return new Promise((taken, refused) => {
      const timer = setTimeout(() => {
        this.offered = null;
        refused(new ExportAbandoned(`the client read nothing of the CSV export for ${this.idleLimitMs} ms`));
      }, this.idleLimitMs);
      this.offered = { value, taken, refused, timer };
      this.wake();
    });
  }

  end(): void {
    this.outcome = {};
    this.wake();
  }

  fail(error: unknown): void {
    this.outcome = { error };
    this.wake();
  }

  async take(): Promise<IteratorResult<T, undefined>> {
    for (;;) {
      const offered = this.offered;
      if (offered) {
        this.offered = null;
        clearTimeout(offered.timer);
        offered.taken();
        return { done: false, value: offered.value };
      }
      if (this.outcome) {
        if ('error' in this.outcome) throw this.outcome.error;
        return { done: true, value: undefined };
      }
      await new Promise<void>((wake) => (this.wakeTaker = wake));
    }
  }

  abandon(): void {
    this.abandoned = true;
    const offered = this.offered;
    this.offered = null;
    if (offered) {
      clearTimeout(offered.timer);
      offered.refused(new ExportAbandoned('the CSV export was abandoned by its client'));
    }
  }

  private wake(): void {
    const wake = this.wakeTaker;
    this.wakeTaker = null;
    wake?.();
  }
}
