/**
 * GET /api/timesheets/hours/?month=yyyy-MM, 'Le mie ore' (docs/behaviour.md, "My hours"): the signed-in employee's
 * worked days of one month (default: the current one in APP_TIMEZONE) and their totals. Only their own.
 */
import type { WorkedDays } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { hoursTotals } from './hours-totals';
import { currentMonth, monthRange } from './month-range';
import { loadWorkedDays } from './worked-days.query';

export async function loadMyHours(db: Queryable, userId: number, month: string | undefined, timezone: string): Promise<WorkedDays> {
  const range = monthRange(month ?? currentMonth(timezone));
  const days = (await loadWorkedDays(db, [userId], range, timezone)).get(userId) ?? [];
  return { ...range, days, totals: hoursTotals(days) };
}
