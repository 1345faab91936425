/**
 * The business clock of the CSV and the sheet (server/hours/wall-clock.ts) reads the zone's offset once per hour: it
 * must still say what Intl's formatter says at every minute, the hours in which the clocks change included.
 */
import { WallClock } from '../../../server/hours/wall-clock';

function reference(timezone: string, ms: number): string {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  const p = Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

it.each([
  // Rome's two changes of 2026, Lord Howe's half-hour change, and a 5:45 offset.
  ['Europe/Rome', Date.UTC(2026, 2, 28, 22), Date.UTC(2026, 2, 29, 4)],
  ['Europe/Rome', Date.UTC(2026, 9, 24, 22), Date.UTC(2026, 9, 25, 4)],
  ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 12), Date.UTC(2026, 3, 4, 18)],
  ['Asia/Kathmandu', Date.UTC(2026, 0, 1, 0), Date.UTC(2026, 0, 1, 6)],
])('reads %s as Intl does, minute by minute across its changes', (timezone, from, to) => {
  const clock = new WallClock(timezone);
  for (let ms = from; ms < to; ms += 60_000 + 1_000) {
    const instant = new Date(ms);
    expect(`${clock.date(instant)} ${clock.time(instant.toISOString())}`).toBe(reference(timezone, ms));
  }
  expect(clock.italianDate(new Date(from))).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});

it('is one clock per time zone for the process (WallClock.of), each zone reading its own wall', () => {
  const rome = WallClock.of('Europe/Rome');
  expect(WallClock.of('Europe/Rome')).toBe(rome);
  const instant = new Date(Date.UTC(2026, 6, 1, 10, 0));
  expect(rome.time(instant)).toBe('12:00');
  expect(WallClock.of('Asia/Kathmandu').time(instant)).toBe('15:45');
});
