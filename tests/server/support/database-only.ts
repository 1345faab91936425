import { usingPostgres } from './test-server';

/**
 * A describe block for one database only; in the other run it is skipped with the reason printed and in its title
 * (each server test file runs twice: on PGlite, and on PostgreSQL when DATABASE_URL is set).
 */
const onlyWhen = (runs: boolean, reason: string) => (title: string, body: () => void) => {
  if (runs) return describe(title, body);
  process.stderr.write(`'${title}' ${reason}\n`);
  return describe.skip(`${title} (${reason})`, body);
};

export const describeOnPostgres = onlyWhen(usingPostgres, 'skipped: DATABASE_URL is not set; .ci/run runs these on the local PostgreSQL');
/**
 * Checks of the embedded database, or of server processes that always run on an embedded folder whatever the run:
 * the PostgreSQL run would repeat them unchanged.
 */
export const describeOnPglite = onlyWhen(
  !usingPostgres,
  'skipped: this run uses PostgreSQL (DATABASE_URL); these run on an embedded PGlite folder whatever the run, and ran in the PGlite run',
);
