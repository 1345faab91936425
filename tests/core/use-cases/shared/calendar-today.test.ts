import { calendarDayAt } from '../../../../src/core/use-cases';

describe('calendarDayAt', () => {
  it('converts an instant to the calendar day of the zone', () => {
    const instant = Date.UTC(2025, 2, 30, 22, 30);
    expect(calendarDayAt(instant, 'Europe/Rome')).toBe('2025-03-31');
    expect(calendarDayAt(instant, 'America/New_York')).toBe('2025-03-30');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(calendarDayAt(Date.UTC(2025, 0, 1, 23, 0), 'Not/AZone')).toBe('2025-01-01');
  });
});
