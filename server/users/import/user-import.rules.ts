/**
 * The checks of an 'Importa utenti' file (docs/user-import.md), pure: the header's columns, each line's fields (the
 * users form's limits, values trimmed as the form trims them), duplicates inside the file, and, given what the
 * database holds, the duplicates of existing accounts and the unknown groups and places. Each problem names its line
 * (1 is the header; 0 the whole file) and its column (the template's header).
 */
import type { UserImportProblem, UserImportProblemCode, UserImportRow } from '../../../src/core/contract';
import { USER_IMPORT_COLUMNS, USER_IMPORT_MAX_LENGTH, type UserImportColumn } from '../../../src/core/domain/user-import-columns';

const REQUIRED: readonly UserImportColumn[] = ['username', 'email', 'nome', 'cognome', 'id_dipendente'];

/** The most accounts one file may describe. */
export const USER_IMPORT_MAX_LINES = 5000;

/** Places are separated by '|' in the 'sedi' column; none means 'Tutte le sedi'. */
export const PLACE_SEPARATOR = '|';

/** The users form's e-mail check (src/core/domain/validation/user-form.validation.ts): something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Control characters (the contract's texts refuse them) and U+FFFD, which a file not saved as UTF-8 decodes into. */
const BAD_CHARACTER = /[\u0000-\u001f\u007f-\u009f\ufffd]/;

/** One line of the file as an account: the preview's row, with the phone number the preview does not show. */
export interface ImportLine extends UserImportRow {
  phone_number: string;
}

/** What the database holds that the file's lines are checked against, every name and e-mail in lower case. */
export interface ImportReferences {
  groups: Map<string, number>;
  /** An active place's ids by its lower-case name (two places may share a name: both are authorised). */
  places: Map<string, number[]>;
  usernames: Set<string>;
  emails: Set<string>;
  employeeIds: Set<string>;
}

/** Where each template column is in the file (index by column), or the header's problems. */
export type HeaderReading = { columns: Map<UserImportColumn, number>; problems: [] } | { columns: undefined; problems: UserImportProblem[] };

/**
 * Header names are matched case-insensitively and trimmed. A required column missing, a column twice or a column the
 * template does not have (a misspelt 'gruppo' would otherwise be ignored without a word) is BAD_HEADER.
 */
export function readHeader(cells: string[]): HeaderReading {
  const columns = new Map<UserImportColumn, number>();
  const problems: UserImportProblem[] = [];
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    const column = USER_IMPORT_COLUMNS.find((known) => known === name);
    if (!column) problems.push(problem(1, null, 'BAD_HEADER', cell.trim()));
    else if (columns.has(column)) problems.push(problem(1, column, 'BAD_HEADER', cell.trim()));
    else columns.set(column, index);
  });
  for (const column of REQUIRED) if (!columns.has(column)) problems.push(problem(1, column, 'BAD_HEADER', ''));
  return problems.length ? { columns: undefined, problems } : { columns, problems: [] };
}

/** A line's account and the problems of its own fields (count of columns, missing, too long, characters, e-mail). */
export function readLine(line: number, cells: string[], columns: Map<UserImportColumn, number>, headerLength: number): { row: ImportLine; problems: UserImportProblem[] } {
  const problems: UserImportProblem[] = [];
  // Cells shifted by a missing or extra separator: their columns are unreliable, so nothing else is said of them.
  const shifted = cells.length !== headerLength;
  if (shifted) problems.push(problem(line, null, 'BAD_COLUMNS', String(cells.length)));
  const value = (column: UserImportColumn) => {
    const index = columns.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  for (const column of shifted ? [] : USER_IMPORT_COLUMNS) {
    const text = value(column);
    const max = USER_IMPORT_MAX_LENGTH[column];
    if (text === '') {
      if (REQUIRED.includes(column)) problems.push(problem(line, column, 'MISSING_FIELD', ''));
    } else if (BAD_CHARACTER.test(text)) problems.push(problem(line, column, 'BAD_CHARACTERS', text));
    else if (max !== undefined && text.length > max) problems.push(problem(line, column, 'TOO_LONG', String(text.length)));
    else if (column === 'email' && !EMAIL.test(text)) problems.push(problem(line, column, 'BAD_EMAIL', text));
  }
  const row: ImportLine = {
    line,
    username: value('username'),
    email: value('email'),
    first_name: value('nome'),
    last_name: value('cognome'),
    employee_id: value('id_dipendente'),
    phone_number: value('telefono'),
    gruppo: value('gruppo'),
    places: placeNames(value('sedi')),
  };
  return { row, problems };
}

/** The distinct place names of a 'sedi' cell, trimmed, empty ones dropped (case as written, first spelling kept). */
export function placeNames(cell: string): string[] {
  const names = new Map<string, string>();
  for (const part of cell.split(PLACE_SEPARATOR)) {
    const name = part.trim();
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()];
}

/**
 * The lines that repeat an earlier line's username or e-mail (case-insensitively, as the database's unique indexes
 * compare them) or employee id (exactly): each repetition is reported, the first occurrence is not.
 */
export function duplicatesInFile(rows: ImportLine[]): UserImportProblem[] {
  const problems: UserImportProblem[] = [];
  const checks: [UserImportColumn, UserImportProblemCode, (row: ImportLine) => string][] = [
    ['username', 'DUPLICATE_USERNAME', (row) => row.username.toLowerCase()],
    ['email', 'DUPLICATE_EMAIL', (row) => row.email.toLowerCase()],
    ['id_dipendente', 'DUPLICATE_EMPLOYEE_ID', (row) => row.employee_id],
  ];
  for (const [column, code, key] of checks) {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = key(row);
      if (value === '') continue;
      if (seen.has(value)) problems.push(problem(row.line, column, code, displayed(row, column)));
      seen.add(value);
    }
  }
  return problems;
}

/** The problems against the database: a username, e-mail or employee id an existing account holds; an unknown group or place. */
export function referenceProblems(rows: ImportLine[], references: ImportReferences): UserImportProblem[] {
  const problems: UserImportProblem[] = [];
  for (const row of rows) {
    if (row.username && references.usernames.has(row.username.toLowerCase())) problems.push(problem(row.line, 'username', 'DUPLICATE_USERNAME', row.username));
    if (row.email && references.emails.has(row.email.toLowerCase())) problems.push(problem(row.line, 'email', 'DUPLICATE_EMAIL', row.email));
    if (row.employee_id && references.employeeIds.has(row.employee_id)) problems.push(problem(row.line, 'id_dipendente', 'DUPLICATE_EMPLOYEE_ID', row.employee_id));
    if (row.gruppo && !references.groups.has(row.gruppo.toLowerCase())) problems.push(problem(row.line, 'gruppo', 'UNKNOWN_GROUP', row.gruppo));
    for (const place of row.places) {
      if (!references.places.has(place.toLowerCase())) problems.push(problem(row.line, 'sedi', 'UNKNOWN_PLACE', place));
    }
  }
  return problems;
}

/** The file's problems in reading order: by line, then by the template's column order (the whole line first). */
export function inFileOrder(problems: UserImportProblem[]): UserImportProblem[] {
  const rank = (field: string | null) => (field === null ? -1 : USER_IMPORT_COLUMNS.indexOf(field as UserImportColumn));
  return [...problems].sort((a, b) => a.line - b.line || rank(a.field) - rank(b.field));
}

export function problem(line: number, field: string | null, code: UserImportProblemCode, value: string): UserImportProblem {
  return { line, field, code, value };
}

function displayed(row: ImportLine, column: UserImportColumn): string {
  return column === 'username' ? row.username : column === 'email' ? row.email : row.employee_id;
}
