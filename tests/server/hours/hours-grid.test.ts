/**
 * One computation of worked time, every view the same (docs/behaviour.md, "Worked time"): for every case of the grid
 * (night shifts, a missing check-out, a correction, off-site work, several pairs a day, the DST days in Europe/Rome)
 * 'Le mie ore', the attendance report's JSON (days and totals) and its CSV lines show the same numbers.
 */
import { ApiPaths, type AttendancePage, type DayFlags, type WorkedDays } from '../../../src/core/contract';
import { formatWorkedHoursDecimal, formatWorkedMinutes } from '../../../src/core/domain';
import { api } from '../support/api';
import { expectedDaysOf, GRID_TIMEZONE, romeTime, seedHoursGrid, type ExpectedGridDay, type GridPerson } from '../support/hours-fixtures';
import { download } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let grid: GridPerson[];
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: GRID_TIMEZONE } });
  grid = await seedHoursGrid(server);
});
afterAll(() => server.close());

/** What every view shows of a day, as text. */
interface ShownDay {
  date: string;
  worked: string;
  first_in: string;
  last_out: string;
  flags: string;
}

const FLAG_NAMES: Array<[keyof DayFlags, string]> = [
  ['missing_check_out', 'Uscita mancante'],
  ['invalid', 'Timbratura non valida'],
  ['off_site', 'Fuori sede'],
  ['corrected', 'Corretta'],
];
const flagText = (flags: DayFlags) => FLAG_NAMES.filter(([key]) => flags[key]).map(([, name]) => name).join(', ');

function expected(day: ExpectedGridDay): ShownDay {
  return {
    date: day.date,
    worked: formatWorkedMinutes(day.worked_minutes),
    first_in: day.first_in ?? '',
    last_out: day.last_out ?? '',
    flags: flagText(day.flags),
  };
}

function fromJson(days: WorkedDays['days']): ShownDay[] {
  return days.map((day) => ({
    date: day.date,
    worked: formatWorkedMinutes(day.worked_minutes),
    first_in: day.first_in ? romeTime(day.first_in) : '',
    last_out: day.last_out ? romeTime(day.last_out) : '',
    flags: flagText(day.flags),
  }));
}

/** The CSV's lines (header dropped), with the decimal hours checked against the h:mm on the same line. */
function fromCsv(text: string): ShownDay[] {
  const [header, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
  const columns = header!.split(';');
  return lines.map((line) => {
    const cell = Object.fromEntries(line.split(';').map((value, i) => [columns[i], value]));
    const [day, month, year] = cell['Data']!.split('/');
    const [hours, minutes] = cell['Ore lavorate']!.split(':').map(Number);
    expect(cell['Ore (decimali)']).toBe(formatWorkedHoursDecimal(hours! * 60 + minutes!));
    return {
      date: `${year}-${month}-${day}`,
      worked: cell['Ore lavorate']!,
      first_in: cell['Prima entrata']!,
      last_out: cell['Ultima uscita']!,
      flags: FLAG_NAMES.filter(([, name]) => cell[name] === 'Sì').map(([, name]) => name).join(', '),
    };
  });
}

it("shows the same worked time and flags for every grid day in 'Le mie ore', the report's JSON and its CSV", async () => {
  let checked = 0;
  for (const person of grid) {
    for (const month of person.months) {
      const want = expectedDaysOf(person, month);
      const own = await api(server.url).get<WorkedDays>(`${ApiPaths.myHours}?month=${month}`, person.employee.token);
      const range = `start_date=${own.body.start_date}&end_date=${own.body.end_date}&user_id=${person.employee.id}`;
      const days = await api(server.url).get<WorkedDays>(
        `${ApiPaths.adminAttendanceDays(person.employee.id)}?start_date=${own.body.start_date}&end_date=${own.body.end_date}`,
        server.adminToken,
      );
      const summary = await api(server.url).get<AttendancePage>(`${ApiPaths.adminAttendance}?${range}`, server.adminToken);
      const csv = await download(server, `${ApiPaths.adminAttendance}?${range}&format=csv`);

      const shown = want.map(expected);
      expect({ month, view: "'Le mie ore'", days: fromJson(own.body.days) }).toEqual({ month, view: "'Le mie ore'", days: shown });
      expect({ month, view: 'report days', days: fromJson(days.body.days) }).toEqual({ month, view: 'report days', days: shown });
      expect({ month, view: 'CSV', days: fromCsv(csv.text) }).toEqual({ month, view: 'CSV', days: shown });
      expect(summary.body.results.map((s) => s.totals)).toEqual([own.body.totals]);
      expect(own.body.totals.worked_minutes).toBe(want.reduce((sum, day) => sum + day.worked_minutes, 0));
      checked += want.length;
    }
  }
  expect(checked).toBe(grid.reduce((sum, person) => sum + person.days.length, 0));
});
