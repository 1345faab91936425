import { areFiltersActive, currentMonthRange, defaultHistoryFilters, quickFilterRange } from '../../../src/core/domain/history-filters';

describe("history filters ('Filtri Ricerca')", () => {
  it('defaults to the current month, every type', () => {
    expect(defaultHistoryFilters('2024-02-10')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
      entryType: 'ALL',
    });
    expect(currentMonthRange('2023-02-10')).toEqual({ startDate: '2023-02-01', endDate: '2023-02-28' });
  });

  describe('quick filters', () => {
    it.each([
      ["'Oggi' is today only", 'today', '2024-06-05', '2024-06-05', '2024-06-05'],
      // Wednesday 2024-07-03: the week began on Sunday 30 June.
      ["'Questa settimana' runs Sunday to Saturday, across a month boundary", 'thisWeek', '2024-07-03', '2024-06-30', '2024-07-06'],
      ["'Questa settimana' on a Sunday starts that day", 'thisWeek', '2024-06-30', '2024-06-30', '2024-07-06'],
      ["'Questa settimana' on a Saturday ends that day", 'thisWeek', '2024-07-06', '2024-06-30', '2024-07-06'],
      ["'Questa settimana' across a year boundary", 'thisWeek', '2025-01-01', '2024-12-29', '2025-01-04'],
      ["'Questo mese' is the current month", 'thisMonth', '2024-04-30', '2024-04-01', '2024-04-30'],
      ["'Mese scorso' in January is December of the year before", 'lastMonth', '2024-01-15', '2023-12-01', '2023-12-31'],
      ["'Mese scorso' in March of a leap year ends on 29 February", 'lastMonth', '2024-03-31', '2024-02-01', '2024-02-29'],
      ["'Ultimi 30 giorni' spans from 30 days ago to today", 'last30Days', '2024-03-15', '2024-02-14', '2024-03-15'],
    ] as const)('%s', (_rule, filter, today, startDate, endDate) => {
      expect(quickFilterRange(filter, today)).toEqual({ startDate, endDate });
    });
  });

  describe('areFiltersActive', () => {
    const today = '2024-05-20';
    const defaults = defaultHistoryFilters(today);

    it('is off for the defaults', () => {
      expect(areFiltersActive(defaults, today)).toBe(false);
    });

    it.each([
      ['the start date differs', { startDate: '2024-05-02' }],
      ['the end date differs', { endDate: '2024-05-30' }],
      ['the type is IN', { entryType: 'IN' }],
      ['the type is OUT', { entryType: 'OUT' }],
    ] as const)('is on when %s', (_why, change) => {
      expect(areFiltersActive({ ...defaults, ...change }, today)).toBe(true);
    });

    it("is on for 'Questo mese' of last month once the month has changed", () => {
      const mayFilters = defaultHistoryFilters('2024-05-31');
      expect(areFiltersActive(mayFilters, '2024-06-01')).toBe(true);
    });
  });
});
