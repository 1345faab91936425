import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DataDirUnsafeError } from '../db/data-dir-permissions';
import { migrate } from '../db/migrator';
import { openDatabase } from '../db/open-database';
import { hasActiveAdministrator } from '../users/user.repository';
import { DEMO_EMPLOYEES, DEMO_LOCATIONS, DEMO_PASSWORD, seedDemoData } from './demo-data';

// As the server (main.ts): what this writes to the data or secrets folder (WAL, a generated JWT secret) is the owner's only.
process.umask(0o077);

/** `npm run seed:demo`: adds the demo data (server/scripts/demo-data.ts). Never run by the server. */
async function seed(): Promise<void> {
  const db = await openDatabase(loadConfig());
  try {
    await migrate(db);
    await seedDemoData(db);
    console.log(`Demo data ready: ${DEMO_LOCATIONS.length} locations in Italy; employees (password "${DEMO_PASSWORD}"):`);
    for (const person of DEMO_EMPLOYEES) {
      console.log(`  ${person.username}  ${person.all ? '(all locations)' : `(only ${DEMO_LOCATIONS[0].name})`}`);
    }
    if (!(await hasActiveAdministrator(db))) {
      console.log(
        'No administrator yet: the server creates one at its next start (ADMIN_USERNAME / ADMIN_PASSWORD, ' +
          'or user "admin" with a generated password printed once in its log).',
      );
    }
  } finally {
    await db.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError || error instanceof DataDirUnsafeError ? error.message : error);
  process.exit(1);
});
