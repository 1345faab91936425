import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { migrate } from '../db/migrator';
import { openDatabase } from '../db/open-database';

/** `npm run migrate`: applies pending migrations to the configured database and exits (the server also does it at start). */
async function run(): Promise<void> {
  const db = await openDatabase(loadConfig());
  try {
    const { applied } = await migrate(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema already up to date.');
  } finally {
    await db.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
