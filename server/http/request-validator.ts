import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { isCalendarDate } from '../../src/core/contract';

/**
 * TypeBox validation of every request (docs/behaviour.md, "Validation"): bodies exactly as typed (no coercion of
 * "true" or 42), paths and queries converted from text, but strictly: an integer is read only from its plain decimal
 * text (`2`, not `02`, `+2`, `2.0`, `2e0`, `0x2` or ` 2`), a number only from decimal text. A schema's
 * `errorMessage` replaces TypeBox's wording (a pattern says nothing to a client).
 */
export const requestValidator: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (value) => {
    const textErrors = httpPart === 'body' ? [] : nonDecimalTexts(schema, value);
    if (textErrors.length > 0) return { error: textErrors };
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (check.Check(converted)) return { value: converted };
    return { error: [...check.Errors(converted)].map((error) => issue(error.path, messageOf(error))) };
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
    if (type === 'integer' && !INTEGER_TEXT.test(text)) errors.push(issue(`/${key}`, 'Expected a decimal integer'));
    if (type === 'number' && !NUMBER_TEXT.test(text)) errors.push(issue(`/${key}`, 'Expected a decimal number'));
  }
  return errors;
}

/** The schema's own wording for a text that breaks its pattern or format; TypeBox's otherwise. */
function messageOf(error: ValueError): string {
  const own = (error.schema as { errorMessage?: string }).errorMessage;
  const textRule = error.type === ValueErrorType.StringPattern || error.type === ValueErrorType.StringFormat;
  return textRule && own ? own : error.message;
}

function issue(instancePath: string, message: string): FastifySchemaValidationError {
  return { keyword: 'type', instancePath, schemaPath: '', params: {}, message };
}

// The contract's string formats: TypeBox checks only the formats registered. 'email' is a light check (one @, no spaces).
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isCalendarDate);
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => /^[^\s@]+@[^\s@]+$/.test(value));
