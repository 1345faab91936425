/** PostgreSQL's unique_violation on the one-open-IN-per-user index: a simultaneous check-in won the race. */
export function isOpenInConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code !== '23505') return false;
  const index = 'timesheet_one_open_in_per_user';
  return constraint === index || (typeof message === 'string' && message.includes(index));
}
