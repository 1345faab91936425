import { calendarDayAt, ListRefresher, withQuery } from '../../../../src/core/use-cases';
import { FakeClock, FakeLogger } from '../../../fakes';

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

describe('withQuery', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(withQuery('/api/x/', { a: 1, b: undefined, c: null, d: '', e: 'a b&c' })).toBe('/api/x/?a=1&e=a%20b%26c');
    expect(withQuery('/api/x/', {})).toBe('/api/x/');
    expect(withQuery('/api/x/?p=1', { q: 2 })).toBe('/api/x/?p=1&q=2');
  });
});

describe('ListRefresher', () => {
  it('reloads now and once more 1 s later; a late failure is only logged', async () => {
    const clock = new FakeClock();
    const logger = new FakeLogger();
    let reloads = 0;
    const reload = async () => {
      reloads++;
      if (reloads === 2) throw new Error('late failure');
    };

    await new ListRefresher(clock, logger).refresh(reload);
    expect(reloads).toBe(1);
    await clock.advance(999);
    expect(reloads).toBe(1);
    await clock.advance(1);
    expect(reloads).toBe(2);
    expect(logger.warnings).toHaveLength(1);
  });
});
