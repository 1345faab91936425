import { CalendarToday, calendarDayAt } from '../../../../src/core/use-cases';
import { FakeDeviceEnvironment } from '../../../fakes';

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

describe('CalendarToday', () => {
  it("is today in the browser's time zone, read at each call", () => {
    const browser = new FakeDeviceEnvironment();
    const today = new CalendarToday({ now: () => Date.UTC(2025, 2, 30, 22, 30) }, browser);
    expect(today.today()).toBe('2025-03-31');
    browser.zone = 'America/New_York';
    expect(today.today()).toBe('2025-03-30');
  });

  it('is the UTC day when the browser cannot tell its zone', () => {
    const browser = new FakeDeviceEnvironment();
    browser.zone = '';
    expect(new CalendarToday({ now: () => Date.UTC(2025, 0, 1, 23, 0) }, browser).today()).toBe('2025-01-01');
  });
});
