/**
 * 'Importa utenti' (docs/user-import.md): the preview of a CSV file (its accounts and every line's problems; nothing
 * written) and the import, all or nothing: a file with any problem is refused (400 IMPORT_INVALID with the problems)
 * and one transaction creates every account with a temporary password the user must change at the first sign-in.
 * The passwords are hashed before the transaction opens (argon2id is slow by design), a few at a time; the
 * transaction checks the file again, so an account created meanwhile is still a refusal, never a half import.
 */
import { randomInt } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { ImportedAccount, UserImportPreview, UserImportProblem, UserImportResult } from '../../../src/core/contract';
import { NEW_USER_DEFAULTS } from '../../../src/core/domain/constants';
import type { AppConfig } from '../../app-config';
import { PgErrorCode, pgErrorInfo, type Database, type Queryable } from '../../db/database.port';
import { httpError } from '../../http/http-error';
import { hashPassword } from '../../passwords/passwords';
import { readCsv } from './user-import-csv';
import {
  duplicatesInFile,
  inFileOrder,
  problem,
  readHeader,
  readLine,
  referenceProblems,
  USER_IMPORT_MAX_LINES,
  type ImportLine,
  type ImportReferences,
} from './user-import.rules';
import { auditImportedUsers, insertImportedPlaces, insertImportedUsers, loadImportReferences } from './user-import.repository';

export interface UserImportPorts {
  db: Database;
  config: Pick<AppConfig, 'passwordPolicy'>;
}

/** The file as read and checked: its accounts, its problems, and what the database holds that they name. */
interface Examined {
  lines: number;
  rows: ImportLine[];
  problems: UserImportProblem[];
  references: ImportReferences | undefined;
}

export async function previewUserImport(db: Queryable, csv: string): Promise<UserImportPreview> {
  const examined = await examine(db, csv);
  return { lines: examined.lines, rows: examined.rows.map(previewRow), problems: examined.problems };
}

export async function importUsers(ports: UserImportPorts, csv: string, actorId: number): Promise<UserImportResult> {
  const examined = await examine(ports.db, csv);
  assertNoProblems(examined.problems);
  const passwordLength = Math.max(TEMPORARY_PASSWORD_LENGTH, ports.config.passwordPolicy.minLength);
  const passwords = examined.rows.map(() => temporaryPassword(passwordLength));
  const hashes = await mapConcurrently(passwords, HASH_CONCURRENCY, hashPassword);
  const ids = await ports.db
    .transaction(async (tx) => {
      const again = await examine(tx, csv);
      assertNoProblems(again.problems);
      const references = again.references!;
      const ids = await insertImportedUsers(
        tx,
        again.rows.map((row, index) => ({
          username: row.username,
          email: row.email,
          first_name: row.first_name,
          last_name: row.last_name,
          employee_id: row.employee_id,
          phone_number: row.phone_number,
          password_hash: hashes[index]!,
          gruppo_id: row.gruppo ? references.groups.get(row.gruppo.toLowerCase())! : null,
          can_access_all_locations: row.places.length === 0,
          two_factor_enabled: NEW_USER_DEFAULTS.two_factor_enabled,
          require_device_change_confirmation: NEW_USER_DEFAULTS.require_device_change_confirmation,
        })),
      );
      const pairs = again.rows.flatMap((row, index) =>
        row.places.flatMap((place) => references.places.get(place.toLowerCase())!.map((locationId) => ({ userId: ids[index]!, locationId }))),
      );
      await insertImportedPlaces(tx, pairs);
      await auditImportedUsers(tx, actorId, again.rows.map((row, index) => ({ id: ids[index]!, username: row.username })));
      return ids;
    })
    .catch((error: unknown) => Promise.reject(asImportRefusal(error)));
  const accounts: ImportedAccount[] = examined.rows.map((row, index) => ({
    id: ids[index]!,
    username: row.username,
    full_name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    temporary_password: passwords[index]!,
  }));
  return { created: accounts.length, accounts };
}

/** The file read and checked: the header, each line, the duplicates inside it, then against the database (three reads). */
async function examine(q: Queryable, csv: string): Promise<Examined> {
  const file = readCsv(csv);
  if (!file.header || file.lines.length + file.badQuotes.length === 0) return refused(file.lines.length, [problem(0, null, 'EMPTY_FILE', '')]);
  if (file.lines.length > USER_IMPORT_MAX_LINES) return refused(file.lines.length, [problem(0, null, 'TOO_MANY_LINES', String(file.lines.length))]);
  const header = readHeader(file.header.cells);
  if (!header.columns) return refused(file.lines.length, header.problems);
  const problems = file.badQuotes.map((line) => problem(line, null, 'BAD_QUOTES', ''));
  const rows: ImportLine[] = [];
  for (const { line, cells } of file.lines) {
    const read = readLine(line, cells, header.columns, file.header.cells.length);
    rows.push(read.row);
    problems.push(...read.problems);
  }
  problems.push(...duplicatesInFile(rows));
  const references = await loadImportReferences(q, {
    groups: distinct(rows.map((row) => row.gruppo.toLowerCase())),
    places: distinct(rows.flatMap((row) => row.places.map((place) => place.toLowerCase()))),
    usernames: distinct(rows.map((row) => row.username.toLowerCase())),
    emails: distinct(rows.map((row) => row.email.toLowerCase())),
    employeeIds: distinct(rows.map((row) => row.employee_id)),
  });
  problems.push(...referenceProblems(rows, references));
  return { lines: rows.length, rows, problems: inFileOrder(problems), references };
}

function refused(lines: number, problems: UserImportProblem[]): Examined {
  return { lines, rows: [], problems, references: undefined };
}

function assertNoProblems(problems: UserImportProblem[]): void {
  if (problems.length) throw httpError(400, 'IMPORT_INVALID', { problems });
}

/**
 * An account created by someone else between the check and the commit (PostgreSQL; a unique index refuses it) as the
 * same refusal, naming the column (its line is unknown: 0); any other error as it is.
 */
function asImportRefusal(error: unknown): unknown {
  const info = pgErrorInfo(error);
  if (info?.code !== PgErrorCode.uniqueViolation) return error;
  const byConstraint: Record<string, [string, UserImportProblem['code']]> = {
    users_username_key: ['username', 'DUPLICATE_USERNAME'],
    users_email_key: ['email', 'DUPLICATE_EMAIL'],
    users_employee_id_key: ['id_dipendente', 'DUPLICATE_EMPLOYEE_ID'],
  };
  const match = info.constraint ? byConstraint[info.constraint] : undefined;
  return match ? httpError(400, 'IMPORT_INVALID', { problems: [problem(0, match[0], match[1], '')] }) : error;
}

function previewRow(row: ImportLine) {
  const { phone_number: _phone, ...shown } = row;
  return shown;
}

function distinct(values: string[]): string[] {
  return [...new Set(values.filter((value) => value !== ''))];
}

/** 12 characters (or the configured minimum, if longer) of 55: about 69 bits, crypto-random. */
const TEMPORARY_PASSWORD_LENGTH = 12;
/** No 0/O/o, 1/l/I: read off a printed list and typed on a phone without doubt. */
const UNAMBIGUOUS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function temporaryPassword(length = TEMPORARY_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i++) password += UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)];
  return password;
}

/** A few hashes at once: argon2id runs on libuv's threads, which the rest of the server shares. */
const HASH_CONCURRENCY = Math.min(4, Math.max(1, availableParallelism()));

async function mapConcurrently<T, R>(items: T[], concurrency: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
