/** The location dialog (docs/behaviour.md, "Validation"); the radius bounds are the server's. */
import { MAX_TOLERANCE_RADIUS, MIN_TOLERANCE_RADIUS } from '../constants';
import { isBlank, ValidationKey, type FieldErrors } from './validation-keys';

/** Values as the form holds them: inputs give strings, a map pick may give numbers. */
export interface LocationFormValues {
  name: string;
  address?: string;
  latitude: string | number | null;
  longitude: string | number | null;
  tolerance_radius: string | number | null;
  work_hours_start: string;
  work_hours_end: string;
}

export type LocationFormField = Exclude<keyof LocationFormValues, 'address'>;

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A decimal typed by an Italian user may use a comma; null when blank or not a finite number. */
export function parseDecimal(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = (value ?? '').trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

const isMissing = (value: string | number | null | undefined): boolean =>
  typeof value === 'number' ? false : isBlank(value);

function checkNumber(
  value: string | number | null,
  min: number,
  max: number,
  rangeKey: ValidationKey,
  integer = false,
): ValidationKey | null {
  if (isMissing(value)) return ValidationKey.required;
  const n = parseDecimal(value);
  if (n === null) return ValidationKey.notANumber;
  if (n < min || n > max || (integer && !Number.isInteger(n))) return rangeKey;
  return null;
}

function checkTime(value: string): ValidationKey | null {
  if (isBlank(value)) return ValidationKey.required;
  return HOUR_MINUTE.test(value.trim()) ? null : ValidationKey.timeFormat;
}

/** Name, coordinates, work hours and radius are required; the address is optional. */
export function validateLocationForm(form: LocationFormValues): FieldErrors<LocationFormField> {
  const checks: Record<LocationFormField, ValidationKey | null> = {
    name: isBlank(form.name) ? ValidationKey.required : null,
    latitude: checkNumber(form.latitude, -90, 90, ValidationKey.latitudeRange),
    longitude: checkNumber(form.longitude, -180, 180, ValidationKey.longitudeRange),
    tolerance_radius: checkNumber(
      form.tolerance_radius,
      MIN_TOLERANCE_RADIUS,
      MAX_TOLERANCE_RADIUS,
      ValidationKey.toleranceRadiusRange,
      true,
    ),
    work_hours_start: checkTime(form.work_hours_start),
    work_hours_end: checkTime(form.work_hours_end),
  };
  const errors: FieldErrors<LocationFormField> = {};
  for (const [field, key] of Object.entries(checks) as [LocationFormField, ValidationKey | null][]) {
    if (key) errors[field] = key;
  }
  return errors;
}

/** The map tab's address search needs some text. */
export function validateAddressSearch(text: string): string | null {
  return isBlank(text) ? ValidationKey.searchTextRequired : null;
}
