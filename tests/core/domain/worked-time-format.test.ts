import { formatWorkedHoursDecimal, formatWorkedMinutes } from '../../../src/core/domain/worked-time-format';

describe('formatWorkedMinutes', () => {
  it('writes hours and two-digit minutes', () => {
    expect(formatWorkedMinutes(0)).toBe('0:00');
    expect(formatWorkedMinutes(5)).toBe('0:05');
    expect(formatWorkedMinutes(465)).toBe('7:45');
    expect(formatWorkedMinutes(540)).toBe('9:00');
  });

  it('keeps counting hours past a day (monthly totals)', () => {
    expect(formatWorkedMinutes(168 * 60 + 30)).toBe('168:30');
  });
});

describe('formatWorkedHoursDecimal', () => {
  it('writes hours with a decimal comma', () => {
    expect(formatWorkedHoursDecimal(465)).toBe('7,75');
    expect(formatWorkedHoursDecimal(20)).toBe('0,33');
    expect(formatWorkedHoursDecimal(0)).toBe('0,00');
  });
});
