/**
 * 'Offline' and 'Posizione sospetta' where worked days are reviewed (docs/behaviour.md, "Attendance report", "Monthly
 * attendance sheet"): each punch of an employee's days says how it arrived and its position signals, and the monthly
 * sheet notes them on the day. Shown for review only: they are no flag of the day and change no total.
 *
 * The punches are ordinary ones through the API; how they arrived is then written straight into the database, as the
 * server's punch code records it (docs/behaviour.md, "Offline punches", "Position signals").
 */
import { ApiPaths, type WorkedDays } from '../../../src/core/contract';
import { api } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { businessNow, checkIn, checkOut, createLocation, employee, northOf, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A check-in and a check-out today, through the API; their ids. */
async function workedToday(): Promise<{ who: Employee; inId: number; outId: number }> {
  const site = await createLocation(server);
  const who = await employee(server);
  const checkedIn = await checkIn(who, northOf(site, 5), { location_id: site.id });
  expect(checkedIn.status).toBe(201);
  const checkedOut = await checkOut(who, northOf(site, 15), { location_id: site.id });
  expect(checkedOut.status).toBe(201);
  return { who, inId: checkedIn.body.id, outId: checkedOut.body.id };
}

/** What the server's punch code records: the delay of an offline punch (null: online) and the position signals. */
async function setOrigin(id: number, offlineDelaySeconds: number | null, signals: string[]): Promise<void> {
  await server.db.query('UPDATE timesheet_entries SET offline_delay_seconds = $2, position_signals = $3::jsonb WHERE id = $1', [
    id,
    offlineDelaySeconds,
    JSON.stringify(signals),
  ]);
}

const adminDays = async (userId: number, day: string): Promise<WorkedDays> => {
  const response = await api(server.url).get<WorkedDays>(`${ApiPaths.adminAttendanceDays(userId)}?start_date=${day}&end_date=${day}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body;
};

async function sheetText(userId: number, month: string): Promise<string> {
  const response = await fetch(`${server.url}${ApiPaths.adminAttendanceSheet}?month=${month}&user_id=${userId}`, {
    headers: { authorization: `Bearer ${server.adminToken}` },
  });
  expect(response.status).toBe(200);
  // The notes' column is narrow: a note may wrap onto the next text line.
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text.replace(/\s+/g, ' ');
}

it("lists each punch of a day with how it arrived and its position signals, and leaves the day's flags and totals alone", async () => {
  const { who, inId, outId } = await workedToday();
  await setOrigin(inId, 8100, ['repeated_fix', 'stale_fix']);
  await setOrigin(outId, null, []);
  const { today } = await businessNow(server);

  const { days, totals } = await adminDays(who.id, today);

  expect(days.map((day) => day.punches.map((punch) => [punch.id, punch.offline_delay_seconds, punch.position_signals]))).toEqual([
    [
      [inId, 8100, ['repeated_fix', 'stale_fix']],
      [outId, null, []],
    ],
  ]);
  expect(days[0]!.flags).toEqual({ missing_check_out: false, invalid: false, off_site: false, corrected: false });
  expect(totals.anomaly_days).toBe(0);
  // The employee's own month ('Le mie ore') reads the same days.
  const own = await api(server.url).get<WorkedDays>(`${ApiPaths.myHours}?month=${today.slice(0, 7)}`, who.token);
  expect(own.body.days.find((day) => day.date === today)!.punches.map((punch) => punch.offline_delay_seconds)).toEqual([8100, null]);
});

it("notes on the monthly sheet each offline punch with its delay and the day's suspicious position once", async () => {
  const { who, inId, outId } = await workedToday();
  await setOrigin(inId, 2 * 3600 + 15 * 60 + 30, ['zero_accuracy']);
  await setOrigin(outId, 600, ['impossible_travel']);
  const { today } = await businessNow(server);

  const text = await sheetText(who.id, today.slice(0, 7));

  expect(text).toContain('Offline (+2 h 15 min); Offline (+10 min); Posizione sospetta');
  expect(text.match(/Posizione sospetta/g)).toHaveLength(1);
});

it('notes nothing of the kind for punches sent online with a clean position', async () => {
  const { who } = await workedToday();
  const { today } = await businessNow(server);

  const text = await sheetText(who.id, today.slice(0, 7));

  expect(text).not.toContain('Offline');
  expect(text).not.toContain('Posizione sospetta');
});
