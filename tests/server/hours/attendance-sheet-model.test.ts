/**
 * The monthly attendance sheet as data (docs/behaviour.md, "Monthly attendance sheet"): what each line says, before
 * any drawing, from worked days written by hand.
 */
import type { DayPunch, WorkedDay } from '../../../src/core/contract';
import { buildAttendanceSheet, italianMonth } from '../../../server/hours/attendance-sheet.model';
import { winAnsiText } from '../../../server/pdf/a4-page';

const EMPLOYEE = { id: 7, username: 'mrossi', full_name: 'Mario Rossi', employee_id: 'E-7' };
const NO_FLAGS = { missing_check_out: false, invalid: false, off_site: false, corrected: false };

let nextId = 1;
function punch(entry_type: 'IN' | 'OUT', timestamp: string, extra: Partial<DayPunch> = {}): DayPunch {
  return { id: nextId++, entry_type, timestamp, original_timestamp: null, is_added: false, is_valid: true, off_site: false, location_name: 'Sede', offline_delay_seconds: null, position_signals: [], auto_closed: false, ...extra };
}
function day(date: string, worked_minutes: number, punches: DayPunch[], extra: Partial<WorkedDay> = {}): WorkedDay {
  return { date, worked_minutes, first_in: null, last_out: null, in_progress: false, flags: NO_FLAGS, punches, ...extra };
}

it('has a line per calendar day, leap February included, with the Italian weekday and the weekend marked', () => {
  const sheet = buildAttendanceSheet(EMPLOYEE, '2028-02', [], 'Europe/Rome');
  expect(sheet.month_label).toBe('febbraio 2028');
  expect(sheet.lines).toHaveLength(29);
  expect(sheet.lines.slice(0, 7).map((line) => [line.day, line.weekday, line.weekend])).toEqual([
    [1, 'mar', false],
    [2, 'mer', false],
    [3, 'gio', false],
    [4, 'ven', false],
    [5, 'sab', true],
    [6, 'dom', true],
    [7, 'lun', false],
  ]);
  expect(sheet.lines.every((line) => line.times === '' && line.worked === '' && line.notes.length === 0)).toBe(true);
  expect(sheet.totals).toEqual({ days_worked: 0, worked_minutes: 0, anomaly_days: 0 });
});

it('names the months in Italian', () => {
  expect(['2026-01', '2026-06', '2026-12'].map(italianMonth)).toEqual(['gennaio 2026', 'giugno 2026', 'dicembre 2026']);
});

it('writes the pairs on the business clock, and a missing time as a dash', () => {
  const days = [
    // Rome is UTC+1 in November.
    day('2026-11-02', 483, [punch('IN', '2026-11-02T07:58:00Z'), punch('OUT', '2026-11-02T11:30:00Z'), punch('IN', '2026-11-02T12:31:00Z'), punch('OUT', '2026-11-02T17:02:00Z')]),
    day('2026-11-03', 240, [punch('IN', '2026-11-03T07:00:00Z'), punch('IN', '2026-11-03T12:00:00Z'), punch('OUT', '2026-11-03T16:00:00Z')], {
      flags: { ...NO_FLAGS, missing_check_out: true },
    }),
    day('2026-11-04', 0, [punch('OUT', '2026-11-04T11:00:00Z')]),
  ];
  const rome = buildAttendanceSheet(EMPLOYEE, '2026-11', days, 'Europe/Rome');
  expect(rome.lines.slice(1, 4).map((line) => [line.times, line.worked])).toEqual([
    ['08:58–12:30, 13:31–18:02', '8:03'],
    ['08:00 – —, 13:00–17:00', '4:00'],
    ['— – 12:00', '0:00'],
  ]);
  expect(rome.totals).toEqual({ days_worked: 2, worked_minutes: 723, anomaly_days: 1 });
  const utc = buildAttendanceSheet(EMPLOYEE, '2026-11', days, 'UTC');
  expect(utc.lines[1]!.times).toBe('07:58–11:30, 12:31–17:02');
});

it('says the flags in words, a shift in progress, and each correction with its original time', () => {
  const days = [
    day('2026-11-05', 0, [punch('IN', '2026-11-05T08:00:00Z')], { flags: { missing_check_out: true, invalid: true, off_site: true, corrected: false } }),
    day('2026-11-06', 0, [punch('IN', '2026-11-06T08:00:00Z')], { in_progress: true }),
    day('2026-11-09', 540, [punch('IN', '2026-11-09T07:00:00Z'), punch('OUT', '2026-11-09T16:00:00Z', { original_timestamp: '2026-11-09T16:12:00Z' })], {
      flags: { ...NO_FLAGS, corrected: true },
    }),
    day('2026-11-10', 480, [punch('IN', '2026-11-10T07:00:00Z', { original_timestamp: '2026-11-09T22:50:00Z' }), punch('OUT', '2026-11-10T15:00:00Z', { is_added: true })], {
      flags: { ...NO_FLAGS, corrected: true },
    }),
  ];
  const sheet = buildAttendanceSheet(EMPLOYEE, '2026-11', days, 'Europe/Rome');
  const notes = (dayNumber: number) => sheet.lines[dayNumber - 1]!.notes;
  expect(notes(5)).toEqual(['Uscita mancante', 'Timbratura non valida', 'Fuori sede']);
  expect(notes(6)).toEqual(['In corso']);
  expect(notes(9)).toEqual(['Corretta (orig. 17:12)']);
  // Moved from the evening before: the original day is written too.
  expect(notes(10)).toEqual(['Corretta (orig. 09/11 23:50)', 'Uscita aggiunta']);
});

it("notes each offline punch with how late it arrived, and a day's suspicious position once, without counting them as flags", () => {
  const days = [
    day('2026-11-11', 480, [
      punch('IN', '2026-11-11T07:00:00Z', { offline_delay_seconds: 2 * 3600 + 15 * 60, position_signals: ['stale_fix'] }),
      punch('OUT', '2026-11-11T15:00:00Z', { offline_delay_seconds: 40, position_signals: ['zero_accuracy', 'stale_fix'] }),
    ]),
    day('2026-11-12', 480, [punch('IN', '2026-11-12T07:00:00Z', { original_timestamp: '2026-11-12T07:10:00Z' }), punch('OUT', '2026-11-12T15:00:00Z', { position_signals: ['impossible_travel'] })], {
      flags: { ...NO_FLAGS, corrected: true },
    }),
    day('2026-11-13', 480, [punch('IN', '2026-11-13T07:00:00Z'), punch('OUT', '2026-11-13T15:00:00Z')]),
  ];
  const sheet = buildAttendanceSheet(EMPLOYEE, '2026-11', days, 'Europe/Rome');
  const notes = (dayNumber: number) => sheet.lines[dayNumber - 1]!.notes;
  expect(notes(11)).toEqual(['Offline (+2 h 15 min)', 'Offline (+40 s)', 'Posizione sospetta']);
  expect(notes(12)).toEqual(['Corretta (orig. 08:10)', 'Posizione sospetta']);
  expect(notes(13)).toEqual([]);
  // Shown for review only: the days with anomalies are those with a flag (the 12th's correction).
  expect(sheet.totals.anomaly_days).toBe(1);
});

it("notes the time of a check-out the server wrote at the planned end ('Chiusura automatica'), after the invalid day it explains", () => {
  const days = [
    day('2026-11-16', 480, [punch('IN', '2026-11-16T08:00:00Z'), punch('OUT', '2026-11-16T16:00:00Z', { is_valid: false, auto_closed: true })], {
      flags: { ...NO_FLAGS, invalid: true },
    }),
    day('2026-11-17', 480, [punch('IN', '2026-11-17T08:00:00Z'), punch('OUT', '2026-11-17T16:00:00Z')]),
  ];
  const sheet = buildAttendanceSheet(EMPLOYEE, '2026-11', days, 'Europe/Rome');
  expect(sheet.lines[15]!.notes).toEqual(['Timbratura non valida', 'Chiusura automatica (17:00)']);
  expect(sheet.lines[16]!.notes).toEqual([]);
  // An anomaly to review: the day counts among the days with anomalies (its invalid flag).
  expect(sheet.totals.anomaly_days).toBe(1);
});

it("keeps names within the standard font's letters: Italian ones as they are, others without their accent or as '?'", () => {
  expect(winAnsiText('Niccolò Mazzà à è é ì ò ù – €')).toBe('Niccolò Mazzà à è é ì ò ù – €');
  expect(winAnsiText('Ștefan Țurcanu Őrs')).toBe('Stefan Turcanu Ors');
  expect(winAnsiText('Łukasz 李 🙂')).toBe('?ukasz ? ?');
  expect(winAnsiText('Riga uno\nRiga\tdue')).toBe('Riga uno Riga due');
});
