/**
 * The users search stays fast at a workplace of thousands (docs/behaviour.md, "Admin panel"): the rows a search
 * matches are found through the trigram index on search_text (migration 020), not by trying LIKE on every user.
 * Checked on the SQL the endpoint really runs, with the database's own EXPLAIN, on PGlite or, with DATABASE_URL,
 * PostgreSQL; and what it finds is what it found before the index (users-list.test.ts says the rest).
 */
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

const STAFF = 3000;
const LAST_NAMES = ['Rossi', 'Bianchi', 'Esposito', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.db.query(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash)
     SELECT 'staff' || g, 'staff' || g || '@ditta.test', 'Nome' || g, ($2::text[])[1 + g % 10], 'M' || lpad(g::text, 6, '0'), 'x'
       FROM generate_series(1, $1::int) AS g`,
    [STAFF, LAST_NAMES],
  );
  await server.db.query(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash) VALUES
       ('ncantu', 'N.Cantu@Fornitore.example', 'Niccolò', 'CANTÙ', 'EXT-12', 'x')`,
  );
  await server.db.query('ANALYZE users');
});
afterAll(() => server.close());

/** The usernames GET users?search=`search` lists, and the plan of the statement that read them. */
async function search(term: string): Promise<{ usernames: string[]; plan: string }> {
  const ran: Array<{ sql: string; params: unknown[] }> = [];
  const original = server.db.query.bind(server.db);
  const spy = jest.spyOn(server.db, 'query').mockImplementation((sql: string, params?: unknown[]) => {
    ran.push({ sql, params: params ?? [] });
    return original(sql, params);
  });
  let usernames: string[];
  try {
    const response = await api(server.url).get(`${ApiPaths.users}?search=${encodeURIComponent(term)}&page_size=100`, server.adminToken);
    expect(response.status).toBe(200);
    usernames = response.body.results.map((user: { username: string }) => user.username);
  } finally {
    spy.mockRestore();
  }
  const page = ran.find((statement) => /\bsearch_text\b/.test(statement.sql))!;
  const { rows } = await server.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${page.sql}`, page.params);
  return { usernames, plan: rows.map((row) => row['QUERY PLAN']).join('\n') };
}

it.each([
  ['part of the last name, any case', 'CANT', ['ncantu']],
  ['the accented name without its accents', 'niccolo', ['ncantu']],
  ['the plain name with accents the row lacks', 'Cantù', ['ncantu']],
  ['part of the username', 'ncan', ['ncantu']],
  ['part of the e-mail, any case', 'n.cantu@forn', ['ncantu']],
  ['"first last"', 'niccolò cantu', ['ncantu']],
  ['part of the employee id', 'ext-1', ['ncantu']],
  ['a last name shared by a tenth of the staff, first page', 'Rossi', null],
])('finds %s through the trigram index, without reading every user', async (_label, term, expected) => {
  const { usernames, plan } = await search(term as string);

  if (expected) expect(usernames).toEqual(expected);
  else expect(usernames).toHaveLength(100);
  expect(plan).toContain('users_search_text_trgm_idx');
  // LIKE is tried only on the rows the index found (Recheck Cond), never as a filter on a scan of every user.
  expect(plan).toMatch(/Recheck Cond: \(search_text ~~ /);
  expect(plan).not.toMatch(/Filter: .*search_text ~~ /);
});
