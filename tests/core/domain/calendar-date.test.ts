import {
  addDays,
  calendarDate,
  daysInMonth,
  firstDayOfMonth,
  isCalendarDate,
  lastDayOfMonth,
  previousMonthOf,
  italianDate,
  weekdayOf,
} from '../../../src/core/domain/calendar-date';

describe('calendar days as yyyy-MM-dd', () => {
  it('adds and subtracts days across month and year boundaries', () => {
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-05-15', 0)).toBe('2024-05-15');
  });

  it('counts across many years like the Gregorian calendar', () => {
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // divisible by 400: leap
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01'); // divisible by 100: not leap
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('1969-12-31', 1)).toBe('1970-01-01');
  });

  it('knows the weekday (0 = Sunday)', () => {
    expect(weekdayOf('1970-01-01')).toBe(4); // Thursday
    expect(weekdayOf('2024-06-02')).toBe(0); // Sunday
    expect(weekdayOf('2024-06-08')).toBe(6); // Saturday
    expect(weekdayOf('1969-12-28')).toBe(0); // before the epoch
  });

  it('finds the first and last day of a month and the month before', () => {
    expect(firstDayOfMonth('2024-02-17')).toBe('2024-02-01');
    expect(lastDayOfMonth('2024-02-17')).toBe('2024-02-29');
    expect(lastDayOfMonth('2024-04-03')).toBe('2024-04-30');
    expect(previousMonthOf('2024-01-15').slice(0, 7)).toBe('2023-12');
  });

  it('has the right number of days per month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2023, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });

  it('validates and builds the text form', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(calendarDate(2024, 3, 5)).toBe('2024-03-05');
  });

  it('refuses text that is not a day', () => {
    expect(() => addDays('31/01/2024', 1)).toThrow(RangeError);
  });
});

describe('italianDate', () => {
  it('writes a calendar day as dd/MM/yyyy', () => {
    expect(italianDate('2026-03-09')).toBe('09/03/2026');
  });
});
