/**
 * The grid of worked-time cases (docs/behaviour.md, "Worked time"): punches written in the past, in Europe/Rome,
 * and what every view of them (the JSON days, 'Le mie ore', the attendance CSV, the monthly sheet) must say of each
 * day. One computation on the server; these expectations are worked out by hand, independently of it.
 */
import type { DayFlags, WorkedDay } from '../../../src/core/contract';
import { api } from './api';
import { businessInstant, createLocation, employee, type Employee } from './punch-fixtures';
import type { TestServer } from './test-server';

/** The grid is written in Rome's wall-clock times and its DST days are Rome's: the test server must run there. */
export const GRID_TIMEZONE = 'Europe/Rome';

/** What one day of the grid must show. */
export interface ExpectedGridDay {
  /** The case, for failure messages. */
  label: string;
  date: string;
  worked_minutes: number;
  /** HH:MM in Europe/Rome, or null. */
  first_in: string | null;
  last_out: string | null;
  /** How many punches the day lists (a night shift's OUT is listed with the day it started). */
  punch_count: number;
  flags: DayFlags;
}

/** One employee of the grid, the months their cases fall in, and their expected days in date order. */
export interface GridPerson {
  employee: Employee;
  months: string[];
  days: ExpectedGridDay[];
}

const NO_FLAGS: DayFlags = { missing_check_out: false, invalid: false, off_site: false, corrected: false };

interface GridPunch {
  date: string;
  time: string;
  type: 'IN' | 'OUT';
  offSite?: boolean;
  /** A validation issue code: the punch is recorded not valid with it. */
  issue?: string;
}

/**
 * Seeds the grid for two new employees (a night shift across the October change cannot share its night with the
 * DST day's early shift) and answers what each of their days must show. The corrected case goes through the
 * administrator's edit (PATCH /api/timesheets/{id}/), so its original time is kept as in real use.
 */
export async function seedHoursGrid(server: TestServer): Promise<GridPerson[]> {
  if (server.config.timezone !== GRID_TIMEZONE) throw new Error(`The hours grid needs APP_TIMEZONE=${GRID_TIMEZONE}`);
  const site = await createLocation(server);
  const main = await employee(server, { first_name: 'Griglia', last_name: 'Principale' });
  const night = await employee(server, { first_name: 'Griglia', last_name: 'Notturno' });
  const punch = (who: Employee, p: GridPunch) => insertGridPunch(server, who.id, p.offSite ? null : site.id, p);

  // Clocks forward at 02:00: 00:30 → 05:30 is 4 hours.
  await punch(main, { date: '2026-03-29', time: '00:30', type: 'IN' });
  await punch(main, { date: '2026-03-29', time: '05:30', type: 'OUT' });
  // Three pairs in a day: 4:00 + 4:30 + 0:45.
  for (const [from, to] of [['08:00', '12:00'], ['13:00', '17:30'], ['18:00', '18:45']] as const) {
    await punch(main, { date: '2026-10-05', time: from, type: 'IN' });
    await punch(main, { date: '2026-10-05', time: to, type: 'OUT' });
  }
  // A night shift counts on the day it started, its OUT listed with that day; the next day has a pair of its own.
  await punch(main, { date: '2026-10-06', time: '22:00', type: 'IN' });
  await punch(main, { date: '2026-10-07', time: '06:00', type: 'OUT' });
  await punch(main, { date: '2026-10-07', time: '14:00', type: 'IN' });
  await punch(main, { date: '2026-10-07', time: '15:00', type: 'OUT' });
  // A forgotten check-out, closed by the next day's check-in as the server does it (not valid, MISSING_CHECKOUT).
  await punch(main, { date: '2026-10-08', time: '08:00', type: 'IN', issue: 'MISSING_CHECKOUT' });
  await punch(main, { date: '2026-10-09', time: '08:00', type: 'IN' });
  await punch(main, { date: '2026-10-09', time: '12:00', type: 'OUT' });
  // An OUT at 16:00 that an administrator moves to 17:15.
  await punch(main, { date: '2026-10-12', time: '08:00', type: 'IN' });
  const wrongOut = await punch(main, { date: '2026-10-12', time: '16:00', type: 'OUT' });
  const edit = await api(server.url).patch(`/api/timesheets/${wrongOut}/`, { timestamp: '2026-10-12T17:15' }, server.adminToken);
  if (edit.status !== 200) throw new Error(`The grid's correction failed: ${edit.status} ${JSON.stringify(edit.body)}`);
  // Off-site work ('Fuori sede').
  await punch(main, { date: '2026-10-13', time: '09:00', type: 'IN', offSite: true });
  await punch(main, { date: '2026-10-13', time: '13:00', type: 'OUT', offSite: true });
  // A check-in recorded not valid (a GPS fix too coarse).
  await punch(main, { date: '2026-10-14', time: '08:00', type: 'IN', issue: 'LOW_GPS_ACCURACY' });
  await punch(main, { date: '2026-10-14', time: '12:00', type: 'OUT' });
  // Clocks back at 03:00: 00:30 → 05:30 is 6 hours.
  await punch(main, { date: '2026-10-25', time: '00:30', type: 'IN' });
  await punch(main, { date: '2026-10-25', time: '05:30', type: 'OUT' });
  // A night shift across the October change: 22:00 → 06:00 is 9 hours, on the 24th.
  await punch(night, { date: '2026-10-24', time: '22:00', type: 'IN' });
  await punch(night, { date: '2026-10-25', time: '06:00', type: 'OUT' });

  const day = (
    label: string,
    date: string,
    worked_minutes: number,
    first_in: string | null,
    last_out: string | null,
    punch_count: number,
    flags: Partial<DayFlags> = {},
  ): ExpectedGridDay => ({ label, date, worked_minutes, first_in, last_out, punch_count, flags: { ...NO_FLAGS, ...flags } });
  return [
    {
      employee: main,
      months: ['2026-03', '2026-10'],
      days: [
        day('clocks forward', '2026-03-29', 240, '00:30', '05:30', 2),
        day('several pairs', '2026-10-05', 555, '08:00', '18:45', 6),
        day('night shift', '2026-10-06', 480, '22:00', '06:00', 2),
        day('day after the night shift', '2026-10-07', 60, '14:00', '15:00', 2),
        day('missing check-out', '2026-10-08', 0, '08:00', null, 1, { missing_check_out: true }),
        day('day after the missing check-out', '2026-10-09', 240, '08:00', '12:00', 2),
        day('corrected', '2026-10-12', 555, '08:00', '17:15', 2, { corrected: true }),
        day('off-site', '2026-10-13', 240, '09:00', '13:00', 2, { off_site: true }),
        day('invalid punch', '2026-10-14', 240, '08:00', '12:00', 2, { invalid: true }),
        day('clocks back', '2026-10-25', 360, '00:30', '05:30', 2),
      ],
    },
    {
      employee: night,
      months: ['2026-10'],
      days: [day('night shift across the clocks going back', '2026-10-24', 540, '22:00', '06:00', 2)],
    },
  ];
}

/** The expected days of `month` (yyyy-MM). */
export function expectedDaysOf(person: GridPerson, month: string): ExpectedGridDay[] {
  return person.days.filter((day) => day.date.startsWith(month));
}

/** A worked day as the grid states it (times as HH:MM in Rome), to compare with toEqual. */
export function asGridDay(day: WorkedDay): Omit<ExpectedGridDay, 'label'> {
  return {
    date: day.date,
    worked_minutes: day.worked_minutes,
    first_in: day.first_in === null ? null : romeTime(day.first_in),
    last_out: day.last_out === null ? null : romeTime(day.last_out),
    punch_count: day.punches.length,
    flags: day.flags,
  };
}

/** The grid's days without their labels, to compare with asGridDay's. */
export function withoutLabels(days: ExpectedGridDay[]): Omit<ExpectedGridDay, 'label'>[] {
  return days.map(({ label: _label, ...day }) => day);
}

const ROME_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: GRID_TIMEZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant's HH:MM on Rome's clocks. */
export function romeTime(iso: string): string {
  return ROME_TIME.format(new Date(iso));
}

/** A punch at a wall-clock time of the business time zone, written directly (the punch API records only "now"). */
async function insertGridPunch(server: TestServer, userId: number, locationId: number | null, punch: GridPunch): Promise<number> {
  const at = await businessInstant(server, punch.date, punch.time);
  const issues = punch.issue ? [{ code: punch.issue, message: punch.issue }] : [];
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, location_id, is_offsite, is_valid, validation_errors)
     VALUES ($1, $2, $3::timestamptz, ($3::timestamptz AT TIME ZONE $4::text)::date, $5, $6, $7, $8::jsonb) RETURNING id`,
    [userId, punch.type, at, server.config.timezone, locationId, punch.offSite ?? false, issues.length === 0, JSON.stringify(issues)],
  );
  return rows[0]!.id;
}
