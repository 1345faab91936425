import {
  areFiltersActive,
  currentMonthRange,
  defaultHistoryFilters,
  quickFilterRange,
} from '../../../src/core/domain/history-filters';

describe('history filters (spec §2 Filtri Ricerca, §4 History)', () => {
  it('defaults to the current month, every type', () => {
    expect(defaultHistoryFilters('2024-02-10')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
      entryType: 'ALL',
    });
    expect(currentMonthRange('2023-02-10')).toEqual({ startDate: '2023-02-01', endDate: '2023-02-28' });
  });

  describe('quick filters', () => {
    it("'Oggi' is today only", () => {
      expect(quickFilterRange('today', '2024-06-05')).toEqual({ startDate: '2024-06-05', endDate: '2024-06-05' });
    });

    it("'Questa settimana' runs Sunday to Saturday, across a month boundary", () => {
      // Wednesday 2024-07-03: the week began on Sunday 30 June.
      expect(quickFilterRange('thisWeek', '2024-07-03')).toEqual({ startDate: '2024-06-30', endDate: '2024-07-06' });
    });

    it("'Questa settimana' on a Sunday starts that day, on a Saturday ends that day", () => {
      expect(quickFilterRange('thisWeek', '2024-06-30')).toEqual({ startDate: '2024-06-30', endDate: '2024-07-06' });
      expect(quickFilterRange('thisWeek', '2024-07-06')).toEqual({ startDate: '2024-06-30', endDate: '2024-07-06' });
    });

    it("'Questa settimana' across a year boundary", () => {
      expect(quickFilterRange('thisWeek', '2025-01-01')).toEqual({ startDate: '2024-12-29', endDate: '2025-01-04' });
    });

    it("'Questo mese' is the current month", () => {
      expect(quickFilterRange('thisMonth', '2024-04-30')).toEqual({ startDate: '2024-04-01', endDate: '2024-04-30' });
    });

    it("'Mese scorso' in January is December of the year before", () => {
      expect(quickFilterRange('lastMonth', '2024-01-15')).toEqual({ startDate: '2023-12-01', endDate: '2023-12-31' });
    });

    it("'Mese scorso' in March of a leap year ends on 29 February", () => {
      expect(quickFilterRange('lastMonth', '2024-03-31')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    });

    it("'Ultimi 30 giorni' spans from 30 days ago to today", () => {
      expect(quickFilterRange('last30Days', '2024-03-15')).toEqual({ startDate: '2024-02-14', endDate: '2024-03-15' });
    });
  });

  describe('areFiltersActive', () => {
    const today = '2024-05-20';
    const defaults = defaultHistoryFilters(today);

    it('is off for the defaults', () => {
      expect(areFiltersActive(defaults, today)).toBe(false);
    });

    it('is on when the start date differs', () => {
      expect(areFiltersActive({ ...defaults, startDate: '2024-05-02' }, today)).toBe(true);
    });

    it('is on when the end date differs', () => {
      expect(areFiltersActive({ ...defaults, endDate: '2024-05-30' }, today)).toBe(true);
    });

    it('is on when the type is not ALL', () => {
      expect(areFiltersActive({ ...defaults, entryType: 'IN' }, today)).toBe(true);
      expect(areFiltersActive({ ...defaults, entryType: 'OUT' }, today)).toBe(true);
    });

    it("is on for 'Questo mese' of last month once the month has changed", () => {
      const mayFilters = defaultHistoryFilters('2024-05-31');
      expect(areFiltersActive(mayFilters, '2024-06-01')).toBe(true);
    });
  });
});
