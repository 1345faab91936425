import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { isCalendarDate, type FieldIssue } from '../../src/core/contract';

/**
 * TypeBox validation of every request (docs/behaviour.md, "Validation"): bodies exactly as typed (no coercion of
 * "true" or 42), paths and queries converted from text, but strictly: an integer is read only from its plain decimal
 * text (`2`, not `02`, `+2`, `2.0`, `2e0`, `0x2` or ` 2`), a number only from decimal text. A schema's
 * `errorMessage` replaces TypeBox's wording (a pattern says nothing to a client). Each issue also carries its
 * stable code (FieldIssue: the `keyword`, with `params.limit`), which the error handler sends in `field_codes`.
 */
export const requestValidator: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (value) => {
    const textErrors = httpPart === 'body' ? [] : nonDecimalTexts(schema, value);
    if (textErrors.length > 0) return { error: textErrors };
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (check.Check(converted)) return { value: converted };
    return {
      error: [...check.Errors(converted)].map(nullableCause).map((error) => issue(error.path, messageOf(error), fieldIssueOf(error))),
    };
  };
};

const INTEGER_TEXT = /^(0|-?[1-9][0-9]*)$/;
const NUMBER_TEXT = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?(e[-+]?[0-9]+)?$/;

/** The path or query values that a numeric property of `schema` would read from loose text. */
function nonDecimalTexts(schema: TSchema, value: unknown): FastifySchemaValidationError[] {
  const properties = (schema as { properties?: Record<string, TSchema> }).properties;
  if (!properties || typeof value !== 'object' || value === null) return [];
  const errors: FastifySchemaValidationError[] = [];
  for (const [key, text] of Object.entries(value)) {
    const type = properties[key]?.type;
    if (typeof text !== 'string') continue;
    const notANumber: FieldIssue = { code: 'NOT_A_NUMBER' };
    if (type === 'integer' && !INTEGER_TEXT.test(text)) errors.push(issue(`/${key}`, 'Expected a decimal integer', notANumber));
    if (type === 'number' && !NUMBER_TEXT.test(text)) errors.push(issue(`/${key}`, 'Expected a decimal number', notANumber));
  }
  return errors;
}

/**
 * A value refused by a nullable field (`Nullable(Id)`: a union with null) as its one non-null variant refuses it:
 * `gruppo_id: 'x'` is a wrong type and `gruppo_id: 0` too small, where the union alone would only say INVALID.
 * Other unions (a choice of literals) stay as they are.
 */
function nullableCause(error: ValueError): ValueError {
  if (error.type !== ValueErrorType.Union) return error;
  const variants = (error.schema as { anyOf?: TSchema[] }).anyOf ?? [];
  const nonNull = variants.flatMap((variant, index) => (variant.type === 'null' ? [] : [index]));
  if (variants.length !== 2 || nonNull.length !== 1) return error;
  return error.errors[nonNull[0]!]?.First() ?? error;
}

/** The schema's own wording for a text that breaks its pattern or format; TypeBox's otherwise. */
function messageOf(error: ValueError): string {
  const own = (error.schema as { errorMessage?: string }).errorMessage;
  const textRule = error.type === ValueErrorType.StringPattern || error.type === ValueErrorType.StringFormat;
  return textRule && own ? own : error.message;
}

const FORMAT_CODES: Record<string, string> = { email: 'INVALID_EMAIL', date: 'INVALID_DATE' };

/**
 * The stable code of a refused value (SchemaFieldError), with the limit a length, range or count check names: the
 * SPA words it in Italian ('Massimo 30 caratteri'); the schema's own `errorCode` for its pattern (an exclusive bound, which
 * no contract schema has, is INVALID).
 */
export function fieldIssueOf(error: ValueError): FieldIssue {
  const schema = error.schema as { errorCode?: string; maxLength?: number; minLength?: number; minimum?: number; maximum?: number; maxItems?: number; format?: string };
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return { code: 'REQUIRED' };
    case ValueErrorType.StringMaxLength:
      return { code: 'MAX_LENGTH', limit: schema.maxLength };
    case ValueErrorType.StringMinLength:
      // A required text left empty (at least one character, or an e-mail's three): the field is missing, not short.
      return schema.minLength === 1 || error.value === '' ? { code: 'REQUIRED' } : { code: 'MIN_LENGTH', limit: schema.minLength };
    case ValueErrorType.StringPattern:
      return { code: schema.errorCode ?? 'INVALID_FORMAT' };
    case ValueErrorType.StringFormat:
      // The format's own code: a Text's errorCode speaks of its pattern (control characters), not of an e-mail.
      return { code: FORMAT_CODES[schema.format ?? ''] ?? 'INVALID_FORMAT' };
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return { code: 'TOO_SMALL', limit: schema.minimum };
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return { code: 'TOO_LARGE', limit: schema.maximum };
    case ValueErrorType.ArrayMaxItems:
      return { code: 'TOO_MANY_ITEMS', limit: schema.maxItems };
    case ValueErrorType.String:
    case ValueErrorType.Integer:
    case ValueErrorType.Number:
    case ValueErrorType.Boolean:
    case ValueErrorType.Array:
    case ValueErrorType.Object:
    case ValueErrorType.Null:
      return { code: 'WRONG_TYPE' };
    default:
      return { code: 'INVALID' };
  }
}

function issue(instancePath: string, message: string, field: FieldIssue): FastifySchemaValidationError {
  const params = field.limit === undefined ? {} : { limit: field.limit };
  return { keyword: field.code, instancePath, schemaPath: '', params, message };
}

// The contract's string formats: TypeBox checks only the formats registered. 'email' is a light check (one @, no spaces).
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDate);
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+$/.test(value));
// 'date-time': an RFC 3339 instant with its offset (an offline punch's device_time), on a day that exists.
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isIsoInstant);

function isIsoInstant(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.test(value) &&
    isCalendarDate(value.slice(0, 10)) &&
    !Number.isNaN(Date.parse(value))
  );
}
