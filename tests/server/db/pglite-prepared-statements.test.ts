/**
 * Named prepared statements on PGlite (server/db/pglite-prepared-statements.ts): the same rows as PGlite's own
 * query(), never inside another caller's transaction, and a failed statement leaves the connection usable.
 */
import { IN_MEMORY } from '../../../server/config';
import type { Database } from '../../../server/db/database.port';
import { openPgliteDatabase } from '../../../server/db/pglite-database';

let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase(IN_MEMORY);
  await db.exec(`CREATE TABLE sample (id bigserial PRIMARY KEY, label text UNIQUE NOT NULL, day date NOT NULL,
    at timestamptz NOT NULL, data jsonb NOT NULL, ids int[] NOT NULL)`);
});
afterAll(() => db.close());

const INSERT = 'INSERT INTO sample (label, day, at, data, ids) VALUES ($1, $2, $3, $4, $5) RETURNING *';
const labels = async () => (await db.query<{ label: string }>('SELECT label FROM sample ORDER BY id')).rows.map((row) => row.label);

it('answers the same rows and values as an unprepared statement', async () => {
  const values = ['first', '2026-03-29', new Date('2026-03-29T07:30:00Z'), JSON.stringify({ code: 'TOO_FAR' }), [3, 1]];
  const prepared = await db.query(INSERT, values, { prepareAs: 'sample_insert' });
  const plain = await db.query('SELECT * FROM sample WHERE label = $1', ['first']);

  expect(prepared.rows).toEqual(plain.rows);
  expect(prepared.affectedRows).toBe(1);
  expect(prepared.rows[0]).toEqual({ id: 1, label: 'first', day: '2026-03-29', at: new Date('2026-03-29T07:30:00Z'), data: { code: 'TOO_FAR' }, ids: [3, 1] });
  expect((await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements')).rows.map((row) => row.name)).toContain('sample_insert');
});

it('waits for a transaction in flight and is not undone with it', async () => {
  let inside!: () => void;
  const started = new Promise<void>((resolve) => (inside = resolve));
  const rolledBack = db
    .transaction(async (tx) => {
      await tx.query('INSERT INTO sample (label, day, at, data, ids) VALUES ($1, current_date, now(), $2, $3)', ['in the transaction', '{}', []]);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('the caller gives up');
    })
    .catch((error: Error) => error.message);
  await started;
  const beside = db.query(INSERT, ['beside it', '2026-03-30', new Date(), '{}', []], { prepareAs: 'sample_insert' });

  expect(await rolledBack).toBe('the caller gives up');
  expect((await beside).rows[0]).toMatchObject({ label: 'beside it' });
  expect(await labels()).toEqual(['first', 'beside it']);
});

it('refuses a statement the database refuses, with its code, and the next one runs', async () => {
  await expect(db.query(INSERT, ['first', '2026-03-31', new Date(), '{}', []], { prepareAs: 'sample_insert' })).rejects.toMatchObject({
    code: '23505',
  });
  await db.query(INSERT, ['after the refusal', '2026-03-31', new Date(), '{}', []], { prepareAs: 'sample_insert' });
  expect(await labels()).toEqual(['first', 'beside it', 'after the refusal']);
});
