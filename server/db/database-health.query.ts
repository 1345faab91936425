import type { Queryable } from './database.port';

/** Resolves when the database answers the smallest statement there is; rejects with the driver's error otherwise. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
