/**
 * The weekly worked minutes the database keeps for the art. 4 average (docs/behaviour.md, "Work schedules";
 * server/db/migrations/015_worked_weeks.sql): after every kind of write to the punches (several at once, one, a
 * moved time, a changed type, a deletion, a note) they equal the weeks paired again from all the punches, as the
 * worked time pairs them (an IN and the next punch, an OUT of the same or the next business day), a night shift from
 * Sunday into Monday counting in its check-in's week. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { plannedDays } from '../../../server/schedules/planned-days.service';
import { businessInstant, insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: 'Europe/Rome' } });
});
afterAll(() => server.close());

/** Each kept week of `userId` with minutes, by its Monday. */
async function keptWeeks(userId: number): Promise<Record<string, number>> {
  const { rows } = await server.db.query<{ week: string; minutes: number }>(
    `SELECT to_char(week_start, 'YYYY-MM-DD') AS week, worked_minutes AS minutes FROM worked_weeks
      WHERE user_id = $1 AND worked_minutes <> 0 ORDER BY week_start`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.week, r.minutes]));
}

/** The same weeks paired again from every punch of `userId`. */
async function pairedWeeks(userId: number): Promise<Record<string, number>> {
  const { rows } = await server.db.query<{ week: string; minutes: number }>(
    `SELECT to_char(p.business_date - (extract(isodow FROM p.business_date)::int - 1), 'YYYY-MM-DD') AS week,
            sum(floor(extract(epoch FROM p.next_timestamp - p."timestamp") / 60))::int AS minutes
       FROM (SELECT e.entry_type, e.business_date, e."timestamp", lead(e.entry_type) OVER w AS next_type,
                    lead(e."timestamp") OVER w AS next_timestamp, lead(e.business_date) OVER w AS next_date
               FROM timesheet_entries e WHERE e.user_id = $1
             WINDOW w AS (ORDER BY e."timestamp", e.id)) p
      WHERE p.entry_type = 'IN' AND p.next_type = 'OUT' AND p.next_date <= p.business_date + 1
      GROUP BY 1 HAVING sum(floor(extract(epoch FROM p.next_timestamp - p."timestamp") / 60)) <> 0 ORDER BY 1`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.week, r.minutes]));
}

const at = (date: string, time: string) => businessInstant(server, date, time);

test('the kept weeks follow every write to the punches', async () => {
  const user = await server.createUser();
  const other = await server.createUser();
  // Several at once: Monday 2 to Friday 6 November 2026, 09:00–13:00 and 14:00–18:00, for two people.
  await server.db.query(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date)
     SELECT u.id, p.type, (d.day + p.at) AT TIME ZONE 'Europe/Rome', d.day
       FROM unnest($1::int[]) AS u (id)
      CROSS JOIN (SELECT '2026-11-02'::date + n AS day FROM generate_series(0, 4) AS n) AS d
      CROSS JOIN (VALUES ('IN', time '09:00'), ('OUT', time '13:00'), ('IN', time '14:00'), ('OUT', time '18:00')) AS p (type, at)`,
    [`{${user.id},${other.id}}`],
  );
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2400 });
  expect(await keptWeeks(user.id)).toEqual(await pairedWeeks(user.id));

  // One at a time: a night shift from Sunday 8 into Monday 9 counts in the week of its check-in.
  await insertPunchAt(server, { userId: user.id, entryType: 'IN', at: await at('2026-11-08', '22:00') });
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2400 });
  await insertPunchAt(server, { userId: user.id, entryType: 'OUT', at: await at('2026-11-09', '06:00') });
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2880 });
  // Appended punches that close no pair: an OUT after an OUT, an IN after a forgotten IN, an OUT two days later.
  await insertPunchAt(server, { userId: user.id, entryType: 'OUT', at: await at('2026-11-09', '06:10') });
  await insertPunchAt(server, { userId: user.id, entryType: 'IN', at: await at('2026-11-10', '09:00') });
  await insertPunchAt(server, { userId: user.id, entryType: 'IN', at: await at('2026-11-11', '09:00') });
  await insertPunchAt(server, { userId: user.id, entryType: 'OUT', at: await at('2026-11-13', '09:00') });
  expect(await keptWeeks(user.id)).toEqual(await pairedWeeks(user.id));
  await server.db.query(`DELETE FROM timesheet_entries WHERE user_id = $1 AND business_date > '2026-11-09'`, [user.id]);
  await server.db.query(`DELETE FROM timesheet_entries WHERE user_id = $1 AND "timestamp" = $2`, [user.id, await at('2026-11-09', '06:10')]);
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2880 });

  // A moved time (an administrator's correction), and a punch of the next day inserted between a pair.
  await server.db.query(
    `UPDATE timesheet_entries SET "timestamp" = "timestamp" + interval '30 minutes'
      WHERE user_id = $1 AND entry_type = 'OUT' AND business_date = '2026-11-09'`,
    [user.id],
  );
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2910 });
  await insertPunchAt(server, { userId: user.id, entryType: 'OUT', at: await at('2026-11-09', '02:00') });
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2640 });
  expect(await keptWeeks(user.id)).toEqual(await pairedWeeks(user.id));

  // A changed type, a deletion: Wednesday's morning OUT becomes an IN (its pair is gone), Friday's last OUT removed.
  await server.db.query(
    `UPDATE timesheet_entries SET entry_type = 'IN' WHERE user_id = $1 AND business_date = '2026-11-04' AND "timestamp" = $2`,
    [user.id, await at('2026-11-04', '13:00')],
  );
  await server.db.query(`DELETE FROM timesheet_entries WHERE user_id = $1 AND business_date = '2026-11-06' AND "timestamp" = $2`, [
    user.id,
    await at('2026-11-06', '18:00'),
  ]);
  expect(await keptWeeks(user.id)).toEqual(await pairedWeeks(user.id));
  expect(await keptWeeks(user.id)).toEqual({ '2026-11-02': 2640 - 240 - 240 });

  // A write that changes no pair (a note) leaves the weeks as they are; the other person's never moved.
  await server.db.query(`UPDATE timesheet_entries SET notes = 'visto' WHERE user_id = $1`, [user.id]);
  expect(await keptWeeks(user.id)).toEqual(await pairedWeeks(user.id));
  expect(await keptWeeks(other.id)).toEqual({ '2026-11-02': 2400 });

  // The day computation reads them: the week's worked minutes as kept.
  const [planned] = await plannedDays(server.db, [user.id], '2026-11-02', '2026-11-08', 'Europe/Rome');
  expect(planned!.weeks).toEqual([{ week_start: '2026-11-02', worked_minutes: 2160, average_minutes: expect.any(Number), over_average_limit: false }]);
});
