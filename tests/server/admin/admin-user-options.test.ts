/**
 * GET /api/admin/users/, the options of the activities' user filter (docs/behaviour.md, "Admin activities"): searched
 * as the administrator types, at most `limit` of them, one of them by id; on PGlite or, with DATABASE_URL, PostgreSQL.
 */
import { ADMIN_USER_OPTIONS_DEFAULT_LIMIT, ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

const BULK = 60;

let server: TestServer;
let niccolo: number;
let gone: number;

beforeAll(async () => {
  server = await startTestServer();
  // Last names Cognome01…Cognome60 in reverse of the usernames, so that the order by last name is not the insertion one.
  await server.db.query(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash)
     SELECT 'opt' || lpad(g::text, 2, '0'), 'opt' || g || '@ditta.test', 'Nome', 'Cognome' || lpad((${BULK + 1} - g)::text, 2, '0'),
            'OPT-' || g, 'not-a-hash'
       FROM generate_series(1, ${BULK}) AS g`,
  );
  const { rows } = await server.db.query<{ id: number; username: string }>(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, is_active) VALUES
       ('nfabbri', 'nf@ditta.test', 'Niccolò', 'FÀBBRI', 'MATR-9', 'x', true),
       ('vecchio', 've@ditta.test', 'Aldo', 'Abate', 'MATR-10', 'x', false),
       ('per%cento', 'pc@ditta.test', 'Per', 'Cento', 'MATR-11', 'x', true)
     RETURNING id, username`,
  );
  [niccolo, gone] = rows.map((row) => row.id);
});
afterAll(() => server.close());

const options = async (query = '') => {
  const response = await api(server.url).get(`${ApiPaths.adminUsers}?${query}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body as Array<{ id: number; full_name: string; username: string; is_active: boolean }>;
};
const usernames = async (query: string) => (await options(query)).map((option) => option.username);

it('answers the first options without a query: active users by last name, first name, username, then the deactivated', async () => {
  const first = await options();
  expect(first).toHaveLength(ADMIN_USER_OPTIONS_DEFAULT_LIMIT);
  // 'Cento' < 'Cognome01' (opt60's) < 'Cognome02'…; the administrator of the test server is 'Test User …'.
  expect(first.slice(0, 3).map((option) => option.username)).toEqual(['per%cento', 'opt60', 'opt59']);
  expect(first[1]).toEqual({ id: expect.any(Number), full_name: 'Nome Cognome01', username: 'opt60', is_active: true });
  expect(first.every((option) => option.is_active)).toBe(true);

  const everyone = await options('limit=100');
  expect(everyone.at(-1)).toEqual({ id: gone, full_name: 'Aldo Abate', username: 'vecchio', is_active: false });
});

it('limits the answer to `limit` options (1 to 100)', async () => {
  expect(await usernames('limit=2')).toEqual(['per%cento', 'opt60']);
  expect(await options('search=opt&limit=100')).toHaveLength(BULK);
  for (const limit of ['0', '101', 'tanti']) {
    expect((await api(server.url).get(`${ApiPaths.adminUsers}?limit=${limit}`, server.adminToken)).status).toBe(400);
  }
});

it('searches the fields of the users list, ignoring case and accents, "%" as a plain character', async () => {
  expect(await usernames('search=niccolo%20fabbri')).toEqual(['nfabbri']); // "first last", accents folded
  expect(await usernames('search=FABBRI')).toEqual(['nfabbri']);
  expect(await usernames('search=matr-9')).toEqual(['nfabbri']); // employee id
  expect(await usernames('search=nf%40ditta')).toEqual(['nfabbri']); // e-mail
  expect(await usernames('search=r%25c')).toEqual(['per%cento']);
  expect(await usernames('search=%20%20')).toHaveLength(ADMIN_USER_OPTIONS_DEFAULT_LIMIT); // blank: no search
  expect(await usernames('search=nessuno-si-chiama-cosi')).toEqual([]);
  // A match never spans two fields: the username 'opt01' followed by the first name 'Nome' is not 'opt01nome'.
  expect(await usernames('search=opt01nome')).toEqual([]);
  const tooLong = await api(server.url).get(`${ApiPaths.adminUsers}?search=${'x'.repeat(101)}`, server.adminToken);
  expect(tooLong.status).toBe(400);
});

it('finds deactivated users too, after the active ones, since their punches are still listed', async () => {
  expect(await options('search=abate')).toEqual([{ id: gone, full_name: 'Aldo Abate', username: 'vecchio', is_active: false }]);
  // 'Abate' sorts before every other last name, yet comes after every active match.
  const matches = await options('search=a&limit=100');
  expect(matches.at(-1)!.username).toBe('vecchio');
});

it('finds the same users as the users list search', async () => {
  for (const search of ['fabbri', 'opt1', 'COGNOME0', 'ditta.test']) {
    const listed = await api(server.url).get(`${ApiPaths.users}?search=${search}&page_size=100`, server.adminToken);
    const ids = listed.body.results.map((user: { id: number }) => user.id).sort();
    const optionIds = (await options(`search=${search}&limit=100`)).filter((option) => option.is_active).map((option) => option.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(optionIds.sort()).toEqual(ids);
  }
});

it('answers one option by id, active or not, so that a selected user keeps its label', async () => {
  expect(await options(`id=${niccolo}`)).toEqual([{ id: niccolo, full_name: 'Niccolò FÀBBRI', username: 'nfabbri', is_active: true }]);
  expect(await usernames(`id=${gone}`)).toEqual(['vecchio']);
  expect(await options('id=999999')).toEqual([]);
  expect((await api(server.url).get(`${ApiPaths.adminUsers}?id=0`, server.adminToken)).status).toBe(400);
});
