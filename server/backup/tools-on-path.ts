import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { BackupRefusal } from './refusals';

export class MissingToolError extends BackupRefusal {}

/**
 * The full path of PostgreSQL's `tool` (pg_dump, psql) on PATH, or a MissingToolError naming the package to install.
 * Looked up before anything starts, so that a missing tool stops the command with that message and nothing half done.
 */
export function postgresTool(tool: 'pg_dump' | 'psql', path = process.env.PATH ?? ''): string {
  for (const folder of path.split(delimiter).filter(Boolean)) {
    const candidate = join(folder, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* not in this folder */
    }
  }
  throw new MissingToolError(
    `${tool} was not found on PATH: it comes with PostgreSQL's client programs. On Debian or Ubuntu install the package ` +
      `postgresql-client (apt-get install postgresql-client), of the server's major version or newer, then try again.`,
  );
}

/** pg_dump or psql ended with an error: its own message follows. */
export class ProgramFailed extends Error {}
