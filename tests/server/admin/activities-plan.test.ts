/**
 * The activities list stays fast as punches pile up (a year of a workforce's punches is hundreds of thousands of
 * rows): a page of 10 is read through an index matching its order, never by sorting every punch. Checked on the SQL the endpoint
 * really runs, with the database's own EXPLAIN, over enough punches for the planner to prefer an index.
 */
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const users = await Promise.all(Array.from({ length: 20 }, () => server.createUser()));
  await server.db.query(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, notes)
     SELECT ($1::int[])[1 + g % 20], CASE WHEN g % 2 = 0 THEN 'IN' ELSE 'OUT' END, t.ts, t.ts::date, 'nota ' || g
     FROM generate_series(1, 20000) AS g CROSS JOIN LATERAL (SELECT now() - g * interval '5 minutes' AS ts) AS t`,
    [users.map((user) => user.id)],
  );
  await server.db.query('ANALYZE timesheet_entries');
});
afterAll(() => server.close());

/** The plan of the statement that reads the page (the one with LIMIT) of GET activities?`query`. */
async function pagePlan(query: string): Promise<string> {
  const ran: Array<{ sql: string; params: unknown[] }> = [];
  const original = server.db.query.bind(server.db);
  const spy = jest.spyOn(server.db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
    ran.push({ sql, params: params ?? [] });
    return original(sql, params);
  });
  try {
    const response = await api(server.url).get(`/api/admin/activities/?${query}`, server.adminToken);
    expect(response.status).toBe(200);
    expect(response.body.count).toBeGreaterThan(10);
  } finally {
    spy.mockRestore();
  }
  const page = ran.find((statement) => /\bLIMIT\b/.test(statement.sql))!;
  const { rows } = await server.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${page.sql}`, page.params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** The most rows any single scan of timesheet_entries produced in an EXPLAIN ANALYZE plan. */
function mostPunchesRead(plan: string): number {
  const scans = plan.split('\n').filter((line) => / on timesheet_entries /.test(line));
  return Math.max(...scans.map((line) => Number(/actual rows=(\d+)/.exec(line)?.[1] ?? Infinity)));
}

it.each([
  ['newest first (the default)', 'page=1', 'timesheet_time_idx'],
  ['oldest first, page 3', 'page=3&ordering=timestamp', 'timesheet_time_idx'],
  ['by type', 'page=1&ordering=entry_type', 'timesheet_entry_type_idx'],
  ['one user, newest first', 'page=1&user_id=__USER__', 'timesheet_user_time_idx'],
])('reads a page %s through an index, without scanning every punch', async (_label, query, index) => {
  const { rows } = await server.db.query<{ user_id: number }>('SELECT user_id FROM timesheet_entries LIMIT 1');
  const plan = await pagePlan(query.replace('__USER__', String(rows[0]!.user_id)));

  expect(plan).toContain(index);
  // Page 3 of 10 reads 30 index entries; all 20,000 were read when a window count sat beside the LIMIT.
  expect(mostPunchesRead(plan)).toBeLessThanOrEqual(30);
});
