/** The 'Modifica Data/Ora' dialog (docs/behaviour.md, "Validation"): a non-empty datetime-local value. */
import { isCalendarDate } from '../calendar-date';
import { isBlank, ValidationKey, type FieldErrors } from './validation-keys';

/** What an <input type="datetime-local"> yields: 'yyyy-MM-ddTHH:mm' with optional seconds. */
const DATE_TIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;

export function validateEditTime(value: string): FieldErrors<'timestamp'> {
  if (isBlank(value)) return { timestamp: ValidationKey.required };
  const match = DATE_TIME_LOCAL.exec(value.trim());
  if (!match || !isCalendarDate(match[1]!)) return { timestamp: ValidationKey.dateTimeInvalid };
  return {};
}
