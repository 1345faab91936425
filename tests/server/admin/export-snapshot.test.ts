/**
 * readInOneSnapshot (docs/behaviour.md, "Admin exports"): on PostgreSQL an export's batches are read in one
 * REPEATABLE READ transaction that lasts only while the client reads; on PGlite without one. Checked on a recording
 * Database, so that the transaction's every step is visible.
 */
import type { Database, Queryable, QueryResult } from '../../../server/db/database.port';
import { readInOneSnapshot } from '../../../server/admin/export-snapshot';

const SNAPSHOT = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY';

/** A Database that answers every statement with no rows and records what ran, BEGIN/COMMIT/ROLLBACK included. */
function recordingDatabase(kind: Database['kind']): { db: Database; ran: string[] } {
  const ran: string[] = [];
  const queryable: Queryable = {
    query: async <Row>(sql: string): Promise<QueryResult<Row>> => {
      ran.push(sql);
      return { rows: [], affectedRows: 0 };
    },
    exec: async (sql) => void ran.push(sql),
  };
  const db: Database = {
    ...queryable,
    kind,
    statementCount: 0,
    close: async () => undefined,
    listen: async () => async () => undefined,
    warmUp: async () => undefined,
    async transaction(work) {
      ran.push('BEGIN');
      try {
        const result = await work(queryable);
        ran.push('COMMIT');
        return result;
      } catch (error) {
        ran.push('ROLLBACK');
        throw error;
      }
    },
  };
  return { db, ran };
}

/** Batches 1…count, each read with a statement of its own; `failAt` throws instead. */
async function* batches(db: Queryable, count: number, failAt?: number): AsyncGenerator<number> {
  for (let n = 1; n <= count; n++) {
    if (n === failAt) throw new Error('connection lost');
    await db.query(`batch ${n}`);
    yield n;
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

it('reads every batch on PostgreSQL in one read-only REPEATABLE READ transaction, then commits', async () => {
  const { db, ran } = recordingDatabase('postgres');
  const read: number[] = [];
  for await (const n of readInOneSnapshot(db, (q) => batches(q, 3))) read.push(n);

  expect(read).toEqual([1, 2, 3]);
  expect(ran).toEqual(['BEGIN', SNAPSHOT, 'batch 1', 'batch 2', 'batch 3', 'COMMIT']);
});

it('reads at most one batch ahead of the client', async () => {
  const { db, ran } = recordingDatabase('postgres');
  const reading = readInOneSnapshot(db, (q) => batches(q, 5));

  expect(await reading.next()).toEqual({ done: false, value: 1 });
  await settle();
  expect(ran).toEqual(['BEGIN', SNAPSHOT, 'batch 1', 'batch 2']);
  await reading.return(undefined);
});

it('rolls the transaction back, before going on, when the client leaves before the end', async () => {
  const { db, ran } = recordingDatabase('postgres');
  const reading = readInOneSnapshot(db, (q) => batches(q, 5));
  await reading.next();

  await reading.return(undefined);

  expect(ran.at(-1)).toBe('ROLLBACK');
  expect(ran).not.toContain('batch 4');
});

it('rolls the transaction back when the client stops reading for the idle limit, and the export then fails', async () => {
  const { db, ran } = recordingDatabase('postgres');
  const reading = readInOneSnapshot(db, (q) => batches(q, 5), { idleLimitMs: 30 });
  await reading.next();

  await new Promise((resolve) => setTimeout(resolve, 100));

  expect(ran.at(-1)).toBe('ROLLBACK');
  await expect(reading.next()).rejects.toThrow('the client read nothing of the CSV export for 30 ms');
});

it('hands a failed read to the client after rolling back', async () => {
  const { db, ran } = recordingDatabase('postgres');
  const read: number[] = [];
  const all = async () => {
    for await (const n of readInOneSnapshot(db, (q) => batches(q, 5, 3))) read.push(n);
  };

  await expect(all()).rejects.toThrow('connection lost');
  expect(read).toEqual([1, 2]);
  expect(ran.at(-1)).toBe('ROLLBACK');
});

it('reads on PGlite without a transaction, which would hold every other request until the download ends', async () => {
  const { db, ran } = recordingDatabase('pglite');
  const read: number[] = [];
  for await (const n of readInOneSnapshot(db, (q) => batches(q, 3))) read.push(n);

  expect(read).toEqual([1, 2, 3]);
  expect(ran).toEqual(['batch 1', 'batch 2', 'batch 3']);
});
