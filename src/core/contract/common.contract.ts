/**
 * Shapes shared by every call: errors, pagination, ids.
 * TypeBox schemas: the server validates with them, the SPA imports only their static types.
 */
import { Type, type Static, type StringOptions, type TSchema } from '@sinclair/typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The largest id the database's integer columns hold (PostgreSQL int4). */
export const MAX_ID = 2147483647;

/**
 * An id, in a path, a query or a body: a positive integer within int4 (docs/behaviour.md, "Validation"). In a path or
 * a query only its plain decimal text is read as a number (no `0x2`, `02`, `2.0`, `+2`, `2e0`).
 */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** The ASCII control characters, NUL included (a PostgreSQL text cannot hold NUL). */
const CONTROL = '\\u0000-\\u001f\\u007f';
/** The same without tab, line feed and carriage return, which a multi-line note may hold. */
const CONTROL_BUT_LINE_BREAKS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f';

/**
 * One character of text, for a pattern: any but the `refused` ones and the UTF-16 surrogates, or a surrogate pair
 * (high then low: an emoji, any character beyond U+FFFF). A lone surrogate, which JSON's "\ud800" parses to, is no
 * character: UTF-8, and so PostgreSQL, cannot hold it and would store U+FFFD instead; it is refused as a control
 * character is (docs/behaviour.md, "Validation"). The pattern means the same compiled with or without the `u` flag:
 * without it (TypeBox's TypeCompiler, the server's validator) a string is UTF-16 code units and a pair is matched by
 * the second branch; with it (ajv's default) a pair is one code point beyond the surrogate range, matched by the
 * first, and a lone surrogate a code point inside that range, matched by neither. The two branches never start
 * with the same character, so matching stays linear in the length of the text.
 */
const textCharacter = (refused: string) => `(?:[^${refused}\\ud800-\\udfff]|[\\ud800-\\udbff][\\udc00-\\udfff])`;

/** One line of text, no control characters nor lone surrogates (docs/behaviour.md, "Validation"). */
export const Text = (options: StringOptions = {}) =>
  Type.String({ ...options, pattern: `^${textCharacter(CONTROL)}*$`, errorMessage: 'Must not contain control characters', errorCode: 'CONTROL_CHARACTERS' });

/** Text that may span lines (notes): tabs and line breaks allowed, other control characters and lone surrogates not. */
export const MultilineText = (options: StringOptions = {}) =>
  Type.String({
    ...options,
    pattern: `^${textCharacter(CONTROL_BUT_LINE_BREAKS)}*$`,
    errorMessage: 'Must not contain control characters',
    errorCode: 'CONTROL_CHARACTERS',
  });

/** A name or identifier (username, device id, …): one line, not blank nor only spaces. */
export const NonBlankText = (options: StringOptions = {}) =>
  Type.String({
    minLength: 1,
    ...options,
    pattern: `^(?=[^${CONTROL}]*[^\\s${CONTROL}])${textCharacter(CONTROL)}*$`,
    errorMessage: 'Must not be blank nor contain control characters',
    errorCode: 'BLANK_OR_CONTROL_CHARACTERS',
  });

/**
 * yyyy-MM-dd, a real calendar day in the business time zone ('date' format: 2026-02-30 is refused; the server
 * registers the format with isCalendarDate).
 */
export const IsoDate = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  format: 'date',
  errorMessage: 'Expected a calendar day as YYYY-MM-DD',
  errorCode: 'INVALID_DATE',
});

/** True when `text` is YYYY-MM-DD naming a day that exists (leap years included). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** HH:MM (24 h). */
export const HourMinute = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$' });

export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/**
 * Every error the API answers. `code` is stable, and the client translates by it alone; `message` is English, for
 * programs and logs. Field errors sit under `errors` (English texts) and, with a VALIDATION_ERROR, their codes under
 * `field_codes` (FieldIssue: `{ code, limit? }`, e.g. `{ phone_number: { code: 'MAX_LENGTH', limit: 30 } }`);
 * the check-in/out refusals also carry the keys the anomaly dialogs read (location, anomaly_note, location_anomaly), and
 * a refused password the configured minimum length (min_length).
 */
export const ErrorBody = Type.Object({
  code: Type.String(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  field_codes: Type.Optional(
    Type.Record(Type.String(), Type.Object({ code: Type.String(), limit: Type.Optional(Type.Number()) })),
  ),
  location: Type.Optional(Type.String()),
  anomaly_note: Type.Optional(Type.String()),
  location_anomaly: Type.Optional(
    Type.Object({
      message: Type.String(),
      nearest_location: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), distance: Type.Integer() })),
    }),
  ),
  showDeviceReassociation: Type.Optional(Type.Boolean()),
  details: Type.Optional(
    Type.Object({
      username: Type.Optional(Type.String()),
      /** With TOTP_REQUIRED: the app's codes of the account are suspended, only a recovery code signs in. */
      totp_suspended: Type.Optional(Type.Boolean()),
    }),
  ),
  /** A refused password (PASSWORD_TOO_SHORT / PASSWORD_TOO_COMMON): the configured minimum, for the message. */
  min_length: Type.Optional(Type.Integer()),
  /** IMPORT_INVALID: each line's problems (UserImportProblem of teams.contract.ts), nothing having been written. */
  problems: Type.Optional(
    Type.Array(Type.Object({ line: Type.Integer(), field: Nullable(Type.String()), code: Type.String(), value: Type.String() })),
  ),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** A page of a list: the items asked for and how many there are in all. */
export const Page = <T extends TSchema>(item: T) => Type.Object({ count: Type.Integer(), results: Type.Array(item) });

/** The paging parameters of a list's query, spread into each query schema. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
