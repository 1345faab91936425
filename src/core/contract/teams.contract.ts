/**
 * Teams (docs/behaviour.md, "Managers", "Present now", "Importing users"): the managers' groups, who is checked in
 * right now, and accounts imported from a CSV file.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common.contract';

export const TeamPaths = {
  /** 'Presenti ora': who is checked in right now, per place (administrators; managers see their groups' people). */
  presence: '/api/admin/presence/',
  /** The same list as an A4 PDF, for an evacuation's roll call. */
  presencePdf: '/api/admin/presence/print/',
  /** 'Importa utenti' (administrators only): the CSV template, the preview (writes nothing), the import. */
  userImportTemplate: '/api/admin/users/import/template/',
  userImportPreview: '/api/admin/users/import/preview/',
  userImport: '/api/admin/users/import/',
} as const;

/** A person checked in now: their open check-in and its problems. */
export const PresentPerson = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  employee_id: Type.String(),
  gruppo: Nullable(Type.String()),
  /** The open check-in's id and time (ISO 8601). */
  timesheet_id: Type.Integer(),
  checked_in_at: Type.String(),
  /**
   * The open check-in's anomalies: 'location_anomaly' (outside the place's radius or with poor GPS), 'offsite' (no
   * place), 'invalid' (refused rules recorded on the punch), and 'long_open' (open
   * for more than 12 hours: a check-out probably forgotten).
   */
  anomalies: Type.Array(Type.Union([
    Type.Literal('location_anomaly'),
    Type.Literal('offsite'),
    Type.Literal('invalid'),
    Type.Literal('long_open'),
  ])),
  /** The anomaly note the employee wrote at check-in, '' when none. */
  anomaly_note: Type.String(),
});
export type PresentPerson = Static<typeof PresentPerson>;
export type PresenceAnomaly = PresentPerson['anomalies'][number];

/** One place with the people checked in there; `location_id` null gathers the check-ins made off site. */
export const PresencePlace = Type.Object({
  location_id: Nullable(Type.Integer()),
  name: Type.String(),
  address: Type.String(),
  people: Type.Array(PresentPerson),
});
export type PresencePlace = Static<typeof PresencePlace>;

/** GET presence: places by name (off site last), people by last name then first name. */
export const PresenceList = Type.Object({
  /** When the list was read (ISO 8601): the printed roll call shows it. */
  generated_at: Type.String(),
  total: Type.Integer(),
  places: Type.Array(PresencePlace),
});
export type PresenceList = Static<typeof PresenceList>;

/** The CSV file's text, UTF-8 (a byte-order mark is ignored), separated by ';' or ','. */
export const UserImportRequest = Type.Object({ csv: Type.String({ maxLength: 2_000_000 }) });
export type UserImportRequest = Static<typeof UserImportRequest>;

/** Why a line cannot be imported; `field` names the column (the template's header) or is null for the whole line. */
export const UserImportProblemCode = Type.Union([
  Type.Literal('MISSING_FIELD'),
  Type.Literal('BAD_EMAIL'),
  Type.Literal('TOO_LONG'),
  Type.Literal('DUPLICATE_USERNAME'),
  Type.Literal('DUPLICATE_EMAIL'),
  Type.Literal('DUPLICATE_EMPLOYEE_ID'),
  Type.Literal('UNKNOWN_GROUP'),
  Type.Literal('UNKNOWN_PLACE'),
  Type.Literal('BAD_COLUMNS'),
  /** A quoted field whose quotes do not close (or a stray quote after a closing one): the line cannot be read. */
  Type.Literal('BAD_QUOTES'),
  /** A control character (a line break inside quotes, a tab) or text that was not UTF-8 (decoded as U+FFFD). */
  Type.Literal('BAD_CHARACTERS'),
  Type.Literal('BAD_HEADER'),
  Type.Literal('EMPTY_FILE'),
  Type.Literal('TOO_MANY_LINES'),
]);
export type UserImportProblemCode = Static<typeof UserImportProblemCode>;

export const UserImportProblem = Type.Object({
  /** The line of the file, from 1 (the header); 0 for the file as a whole. */
  line: Type.Integer(),
  field: Nullable(Type.String()),
  code: UserImportProblemCode,
  /** The value found, when there is one (the duplicate username, the unknown group…). */
  value: Type.String(),
});
export type UserImportProblem = Static<typeof UserImportProblem>;

/** One account as the file describes it, for the preview's table. */
export const UserImportRow = Type.Object({
  line: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  employee_id: Type.String(),
  gruppo: Type.String(),
  /** The places' names; empty means 'Tutte le sedi'. */
  places: Type.Array(Type.String()),
});
export type UserImportRow = Static<typeof UserImportRow>;

/** POST preview: what the import would do; nothing is written. */
export const UserImportPreview = Type.Object({
  lines: Type.Integer(),
  rows: Type.Array(UserImportRow),
  problems: Type.Array(UserImportProblem),
});
export type UserImportPreview = Static<typeof UserImportPreview>;

/** An account created by the import, with its temporary password: shown once, never stored in clear. */
export const ImportedAccount = Type.Object({
  id: Id,
  username: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  temporary_password: Type.String(),
});
export type ImportedAccount = Static<typeof ImportedAccount>;

/** POST import: 201 with every account created, in the file's order; a file with any problem is 400 and writes nothing. */
export const UserImportResult = Type.Object({ created: Type.Integer(), accounts: Type.Array(ImportedAccount) });
export type UserImportResult = Static<typeof UserImportResult>;
