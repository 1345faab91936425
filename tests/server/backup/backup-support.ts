/**
 * What the backup tests share: `npm run backup` / `npm run restore` run as an operator runs them (a process of their
 * own, from a given folder), every table's rows summed up to compare two databases, and punches made over HTTP while
 * a backup runs.
 */
import { join } from 'node:path';
import type { Database } from '../../../server/db/database.port';
import { checkIn, checkOut, type Employee, type LocationFixture } from '../support/punch-fixtures';
import { runTsxScript, type ScriptRun } from '../support/tsx-process';

const ROOT = join(__dirname, '..', '..', '..');

/** server/scripts/<script>.ts with `args`, in a process whose environment is exactly `env` (plus HOME), from `cwd`. */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>, cwd = ROOT): Promise<ScriptRun> {
  return runTsxScript(join('server', 'scripts', `${script}.ts`), args, { HOME: process.env.HOME ?? '/tmp', PATH: process.env.PATH ?? '', INIT_CWD: cwd, ...env });
}

/** Every table of the schema in use: its rows' count and an md5 of its rows as text, in order. */
export async function tableFingerprints(db: Database): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() ORDER BY c.relname`,
  );
  const fingerprints: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: number; md5: string }>(
      `SELECT count(*) AS count, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
    );
    fingerprints[name] = `${rows[0].count} rows, md5 ${rows[0].md5}`;
  }
  return fingerprints;
}

export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, fingerprint] of Object.entries(await tableFingerprints(db))) counts[table] = Number.parseInt(fingerprint, 10);
  return counts;
}

/** The counts the backup file's manifest took in its snapshot (its `-- timbrature-backup {…}` line). */
export function manifestRows(dump: string): Record<string, number> {
  const line = dump.split('\n').find((text) => text.startsWith('-- timbrature-backup '));
  if (!line) throw new Error('no manifest line in the backup');
  return (JSON.parse(line.slice('-- timbrature-backup '.length)) as { rows: Record<string, number> }).rows;
}

/**
 * Each employee checks out and in in turn, all at once, until `until` settles; gives every answer's status. The
 * employees must be checked in when it starts; they are checked in again when it ends.
 */
export async function punchWhile(until: Promise<unknown>, employees: Employee[], site: LocationFixture): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const statuses: number[] = [];
  await Promise.all(
    employees.map(async (who) => {
      let inside = true;
      while (!done || !inside) {
        const answer = inside ? await checkOut(who, site, { location_id: site.id }) : await checkIn(who, site, { location_id: site.id });
        statuses.push(answer.status);
        if (answer.status !== 201 && answer.status !== 200) return;
        inside = !inside;
      }
    }),
  );
  return statuses;
}
