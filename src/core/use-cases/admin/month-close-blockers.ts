/**
 * What 'Chiusura mese' shows of a month (docs/behaviour.md, "Closing the month in the admin panel"): the blockers
 * grouped by kind in a fixed order, and the months around one ('yyyy-MM'). Plain arithmetic on strings, no Date.
 */
import type { MonthCloseBlocker } from '../../contract';
import type { CalendarDate } from '../../domain';

export type BlockerKind = MonthCloseBlocker['kind'];

/** The order the kinds are listed in: what the administrator fixes first (a missing check-out changes the hours). */
export const BLOCKER_KINDS: readonly BlockerKind[] = ['missing_check_out', 'pending_correction', 'pending_absence', 'missing_hours'];

export interface BlockerGroup {
  kind: BlockerKind;
  blockers: MonthCloseBlocker[];
}

/** The blockers by kind (only kinds that have some), each group by employee name then date. */
export function groupBlockers(blockers: readonly MonthCloseBlocker[]): BlockerGroup[] {
  return BLOCKER_KINDS.map((kind) => ({
    kind,
    blockers: blockers
      .filter((blocker) => blocker.kind === kind)
      .sort((a, b) => a.full_name.localeCompare(b.full_name, 'it') || a.username.localeCompare(b.username) || a.date.localeCompare(b.date)),
  })).filter((group) => group.blockers.length > 0);
}

/** The month `delta` months after `month` ('2026-01', -1 → '2025-12'). */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month before the one of `today`: the month an administrator closes (the current one is still running). */
export function monthToClose(today: CalendarDate): string {
  return shiftMonth(today.slice(0, 7), -1);
}
