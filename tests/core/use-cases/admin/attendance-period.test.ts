import {
  attendanceFilterParams,
  attendancePeriodError,
  attendancePresetOf,
  attendancePresetRange,
  defaultAttendanceFilters,
  monthOf,
} from '../../../../src/core/use-cases';

describe("the attendance report's period", () => {
  // Wednesday 15 January 2025.
  const today = '2025-01-15';

  it('is the current month by default, for everyone', () => {
    expect(defaultAttendanceFilters(today)).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31', userId: null, groupId: null });
  });

  it("'Questo mese' and 'Mese scorso' are whole calendar months, across a year and in a leap February", () => {
    expect(attendancePresetRange('thisMonth', today)).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31' });
    expect(attendancePresetRange('lastMonth', today)).toEqual({ startDate: '2024-12-01', endDate: '2024-12-31' });
    expect(attendancePresetRange('lastMonth', '2024-03-31')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
  });

  it("'Questa settimana' runs Monday to Sunday, whatever day today is", () => {
    expect(attendancePresetRange('thisWeek', today)).toEqual({ startDate: '2025-01-13', endDate: '2025-01-19' });
    expect(attendancePresetRange('thisWeek', '2025-01-13')).toEqual({ startDate: '2025-01-13', endDate: '2025-01-19' });
    // A Sunday belongs to the week that started the Monday before, not to the next one.
    expect(attendancePresetRange('thisWeek', '2025-01-19')).toEqual({ startDate: '2025-01-13', endDate: '2025-01-19' });
    // A week across two months and two years.
    expect(attendancePresetRange('thisWeek', '2025-01-01')).toEqual({ startDate: '2024-12-30', endDate: '2025-01-05' });
  });

  it('names the quick range the period is exactly, or none', () => {
    expect(attendancePresetOf({ startDate: '2025-01-01', endDate: '2025-01-31' }, today)).toBe('thisMonth');
    expect(attendancePresetOf({ startDate: '2024-12-01', endDate: '2024-12-31' }, today)).toBe('lastMonth');
    expect(attendancePresetOf({ startDate: '2025-01-13', endDate: '2025-01-19' }, today)).toBe('thisWeek');
    expect(attendancePresetOf({ startDate: '2025-01-02', endDate: '2025-01-31' }, today)).toBeNull();
  });

  it('refuses a period ending before it starts, or with a day that does not exist', () => {
    expect(attendancePeriodError({ startDate: '2025-01-10', endDate: '2025-01-10' })).toBeNull();
    expect(attendancePeriodError({ startDate: '2025-01-10', endDate: '2025-01-09' })).toBe('attendance.period.endBeforeStart');
    expect(attendancePeriodError({ startDate: '', endDate: '2025-01-09' })).toBe('attendance.period.invalid');
    expect(attendancePeriodError({ startDate: '2025-02-30', endDate: '2025-03-09' })).toBe('attendance.period.invalid');
  });

  it("offers the period's month to the monthly sheet", () => {
    expect(monthOf('2025-01-13')).toBe('2025-01');
  });

  it('sends the period always, the user and the group only when chosen', () => {
    expect(attendanceFilterParams(defaultAttendanceFilters(today))).toEqual({
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      user_id: undefined,
      gruppo: undefined,
    });
    expect(attendanceFilterParams({ startDate: '2025-01-01', endDate: '2025-01-07', userId: 5, groupId: 2 })).toMatchObject({ user_id: 5, gruppo: 2 });
  });
});
