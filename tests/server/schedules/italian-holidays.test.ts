/** Italy's national holidays, computed for any year (server/holidays/italian-holidays.ts). */
import { easterSunday, italianHolidays, italianHolidaysBetween } from '../../../server/holidays/italian-holidays';

describe('Easter (the Gregorian computus)', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('the holidays of a year', () => {
  it('2027: Easter Monday is 29 March, San Francesco on 4 October', () => {
    expect(italianHolidays(2027)).toEqual([
      { date: '2027-01-01', name: 'Capodanno' },
      { date: '2027-01-06', name: 'Epifania' },
      { date: '2027-03-28', name: 'Pasqua' },
      { date: '2027-03-29', name: "Lunedì dell'Angelo" },
      { date: '2027-04-25', name: 'Festa della Liberazione' },
      { date: '2027-05-01', name: 'Festa del Lavoro' },
      { date: '2027-06-02', name: 'Festa della Repubblica' },
      { date: '2027-08-15', name: 'Ferragosto' },
      { date: '2027-10-04', name: "San Francesco d'Assisi" },
      { date: '2027-11-01', name: 'Ognissanti' },
      { date: '2027-12-08', name: 'Immacolata Concezione' },
      { date: '2027-12-25', name: 'Natale' },
      { date: '2027-12-26', name: 'Santo Stefano' },
    ]);
  });

  it('4 October is a national holiday from 2026 on, not before (Legge 151/2025)', () => {
    expect(italianHolidays(2025).map((h) => h.date)).not.toContain('2025-10-04');
    expect(italianHolidays(2025)).toHaveLength(12);
    expect(italianHolidays(2026).map((h) => h.date)).toContain('2026-10-04');
  });

  it('Easter Monday 2026 and 2025', () => {
    expect(italianHolidays(2026).find((h) => h.name === "Lunedì dell'Angelo")?.date).toBe('2026-04-06');
    expect(italianHolidays(2025).find((h) => h.name === "Lunedì dell'Angelo")?.date).toBe('2025-04-21');
  });

  it('answers a range across years by date', () => {
    const range = italianHolidaysBetween('2026-12-20', '2027-01-06');
    expect([...range]).toEqual([
      ['2026-12-25', 'Natale'],
      ['2026-12-26', 'Santo Stefano'],
      ['2027-01-01', 'Capodanno'],
      ['2027-01-06', 'Epifania'],
    ]);
  });
});
