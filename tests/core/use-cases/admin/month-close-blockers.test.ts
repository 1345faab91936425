/** What 'Chiusura mese' lists (docs/behaviour.md, "Closing the month in the admin panel"): blockers by kind, months around one. */
import type { MonthCloseBlocker } from '../../../../src/core/contract';
import { groupBlockers, monthToClose, shiftMonth } from '../../../../src/core/use-cases/admin';

function blocker(kind: MonthCloseBlocker['kind'], full_name: string, date: string, minutes = 0): MonthCloseBlocker {
  return { kind, user_id: full_name.length, username: full_name.toLowerCase().replace(' ', '.'), full_name, date, minutes, request_id: null };
}

describe('groupBlockers', () => {
  it('groups by kind in a fixed order, leaving out kinds without blockers, each by name then date', () => {
    const groups = groupBlockers([
      blocker('missing_hours', 'Mario Rossi', '2026-11-05', 90),
      blocker('missing_check_out', 'Mario Rossi', '2026-11-04'),
      blocker('missing_hours', 'Anna Bianchi', '2026-11-09', 480),
      blocker('missing_hours', 'Mario Rossi', '2026-11-02', 30),
    ]);

    expect(groups.map((group) => [group.kind, group.blockers.map((b) => `${b.full_name} ${b.date}`)])).toEqual([
      ['missing_check_out', ['Mario Rossi 2026-11-04']],
      ['missing_hours', ['Anna Bianchi 2026-11-09', 'Mario Rossi 2026-11-02', 'Mario Rossi 2026-11-05']],
    ]);
  });

  it('answers no group without blockers', () => {
    expect(groupBlockers([])).toEqual([]);
  });
});

describe('months', () => {
  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
  });

  it("offers to close the month before today's", () => {
    expect(monthToClose('2026-12-02')).toBe('2026-11');
    expect(monthToClose('2027-01-15')).toBe('2026-12');
  });
});
