import { activityFiltersFromQuery, dayActivitiesQuery } from '../../../../src/core/use-cases';

describe("'Vedi timbrature': from an employee's day of the attendance report to 'Attività Sistema'", () => {
  it('names the employee and the one day', () => {
    expect(dayActivitiesQuery(5, '2026-11-03')).toBe('?user_id=5&start_date=2026-11-03&end_date=2026-11-03');
  });

  it('is read back by the activities page as its filters', () => {
    expect(activityFiltersFromQuery(dayActivitiesQuery(5, '2026-11-03'))).toEqual({
      startDate: '2026-11-03',
      endDate: '2026-11-03',
      entryType: 'ALL',
      userId: 5,
      groupId: null,
    });
    expect(activityFiltersFromQuery('?gruppo=3&entry_type=OUT')).toEqual({ startDate: null, endDate: null, entryType: 'OUT', userId: null, groupId: 3 });
  });

  it('ignores what is not an id, a real day or a type, and an address without filters names none', () => {
    expect(activityFiltersFromQuery('')).toBeNull();
    expect(activityFiltersFromQuery('?foo=bar')).toBeNull();
    expect(activityFiltersFromQuery('?user_id=abc&start_date=2026-02-30&entry_type=X&gruppo=-1&end_date=%E0')).toBeNull();
    expect(activityFiltersFromQuery('?user_id=0012&end_date=2026-11-04')).toEqual({
      startDate: null,
      endDate: '2026-11-04',
      entryType: 'ALL',
      userId: null,
      groupId: null,
    });
  });
});
