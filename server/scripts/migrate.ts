import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DataDirUnsafeError } from '../db/data-dir-permissions';
import { migrate } from '../db/migrator';
import { openDatabase } from '../db/open-database';

// As the server (main.ts): what this writes to the data or secrets folder (WAL, a generated JWT secret) is the owner's only.
process.umask(0o077);

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
  console.error(error instanceof DataDirLockedError || error instanceof DataDirUnsafeError ? error.message : error);
  process.exit(1);
});
