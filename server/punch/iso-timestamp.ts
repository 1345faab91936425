/** Database timestamps reach us as Date (both drivers) or, with custom parsers, as text: answer ISO 8601. */
export function toIsoTimestamp(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toIsoTimestampOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIsoTimestamp(value);
}
