/** The 'Modifica Data/Ora' dialog (docs/behaviour.md, "Validation"): a day and a 24-hour time, neither empty. */
import { isCalendarDate } from '../calendar-date';
import { isBlank, ValidationKey, type FieldErrors } from './validation-keys';

/** A 24-hour time as the Italian time field takes it: 'HH:MM'. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The 'Modifica Data/Ora' dialog's two fields, each judged on its own so that its reason shows under it: 'Data' a real
 * day ('yyyy-MM-dd', as the Italian date field gives it), 'Ora' a 24-hour 'HH:MM'.
 */
export function validateEditDayAndTime(date: string, time: string): FieldErrors<'date' | 'time'> {
  const errors: FieldErrors<'date' | 'time'> = {};
  if (isBlank(date)) errors.date = ValidationKey.required;
  else if (!isCalendarDate(date.trim())) errors.date = ValidationKey.dateTimeInvalid;
  if (isBlank(time)) errors.time = ValidationKey.required;
  else if (!TIME_OF_DAY.test(time.trim())) errors.time = ValidationKey.timeFormat;
  return errors;
}
