/**
 * The administrators' users list at a real workplace's size (docs/behaviour.md, "Admin panel"): search, filters,
 * orderings and pages over 1,200 users, on PGlite or, with DATABASE_URL, PostgreSQL.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

const BULK = 1200;
/** Few first names, so that ordering by first name has long runs of ties. */
const FIRST_NAMES = ['Anna', 'Luca', 'Marco', 'Giulia', 'Paolo'];

interface Row {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  employee_id: string;
  email: string;
  is_active: boolean;
  gruppo_id: number | null;
}

let server: TestServer;
let client: ApiClient;
let groupA: number;
let groupB: number;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  const groups = await server.db.query<{ id: number }>(`INSERT INTO gruppi (descrizione) VALUES ('Magazzino'), ('Uffici') RETURNING id`);
  [groupA, groupB] = groups.rows.map((row) => row.id);
  // Plain ASCII letters and zero-padded numbers, so that the expected orders below are the same under any collation.
  // Every 40th user is deactivated; every 3rd is in group A, every 7th (not 3rd) in group B.
  await server.db.query(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, is_active, gruppo_id)
     SELECT 'bulk' || lpad(g::text, 4, '0'),
            'mail' || lpad(((g * 7) % $1)::text, 4, '0') || '@ditta.test',
            ($2::text[])[1 + g % 5],
            'Cognome' || lpad(((g * 13) % $1)::text, 4, '0'),
            'E' || lpad(((g * 11) % $1)::text, 5, '0'),
            'not-a-hash', g % 40 <> 0,
            CASE WHEN g % 3 = 0 THEN $3::int WHEN g % 7 = 0 THEN $4::int END
       FROM generate_series(1, $1::int) AS g`,
    [BULK, FIRST_NAMES, groupA, groupB],
  );
  await server.db.query(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash) VALUES
       ('zquag', 'z.quaglieri@fornitore.example', 'Zelinda', 'Quaglieri', 'MATR-77Q', 'x'),
       ('nfabbri', 'nf@ditta.test', 'Niccolò', 'FÀBBRI', 'X-1', 'x'),
       ('under_score', 'us@ditta.test', 'Under', 'Score', 'X-2', 'x'),
       ('per%cento', 'pc@ditta.test', 'Per', 'Cento', 'X-3', 'x'),
       ('back\\slash', 'bs@ditta.test', 'Back', 'Slash', 'X-4', 'x'),
       ('underxscore', 'ux@ditta.test', 'Underx', 'Scorex', 'X-5', 'x')`,
  );
});
afterAll(() => server.close());

const list = (query: string, token = server.adminToken) => client.get(`${ApiPaths.users}?${query}`, token);

async function rows(where = 'true'): Promise<Row[]> {
  return (await server.db.query<Row>(`SELECT id, username, first_name, last_name, employee_id, email, is_active, gruppo_id FROM users u WHERE ${where}`)).rows;
}

/** Every page of `query`, following `next`, checking each page's count and size. */
async function walk(query: string, pageSize = 100): Promise<number[]> {
  const ids: number[] = [];
  let page: number | null = 1;
  let count: number | undefined;
  while (page !== null) {
    const response = await list(`${query}&page_size=${pageSize}&page=${page}`);
    expect(response.status).toBe(200);
    count ??= response.body.count;
    expect(response.body.count).toBe(count);
    expect(response.body.results.length).toBe(response.body.next === null ? count! - (page - 1) * pageSize : pageSize);
    ids.push(...response.body.results.map((user: { id: number }) => user.id));
    expect(page).toBeLessThan(100); // a `next` that never ends
    page = response.body.next;
  }
  expect(ids).toHaveLength(count!);
  return ids;
}

const searchIds = async (search: string) => {
  const response = await list(`search=${encodeURIComponent(search)}&page_size=100`);
  expect(response.status).toBe(200);
  return response.body.results.map((user: { username: string }) => user.username).sort();
};

describe('pages', () => {
  it('cover every active user exactly once, in one statement a page, by default ordered by username', async () => {
    const active = await rows('is_active');
    expect(active.length).toBeGreaterThan(1000);
    const ids = await walk('');
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(active.map((row) => row.id).sort((a, b) => a - b));
    const byId = new Map(active.map((row) => [row.id, row.username.toLowerCase()]));
    const names = ids.map((id) => byId.get(id)!);
    const bulk = names.filter((name) => /^bulk\d+$/.test(name));
    expect(bulk).toEqual([...bulk].sort());

    const before = server.db.statementCount;
    await list('page=2&page_size=100');
    expect(server.db.statementCount - before).toBe(1);
  });

  it('are stable across ties (many users share a first name)', async () => {
    const ids = await walk('ordering=-first_name', 37);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('past the end: no results, the total, no next page', async () => {
    const response = await list('page=999&page_size=100');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: (await rows('is_active')).length, next: null, results: [] });
  });

  it('page_size defaults to 100; over 100 is refused with 400, as are page 0 and non-numbers', async () => {
    const first = await list('');
    expect(first.body.results).toHaveLength(100);
    expect(first.body.next).toBe(2);
    for (const query of ['page_size=101', 'page_size=0', 'page=0', 'page=abc', 'page_size=1e2']) expect((await list(query)).status).toBe(400);
  });
});

describe('search', () => {
  it('matches username, first name, last name, "first last", employee id and e-mail', async () => {
    for (const term of ['zquag', 'Zelinda', 'quaglieri', 'zelinda quag', 'matr-77q', 'fornitore.example', 'z.quaglieri@']) {
      expect(await searchIds(term)).toEqual(['zquag']);
    }
    // Bulk users are found by each of their fields too (mail0007 belongs to bulk0001: 7 × 1).
    expect(await searchIds('mail0007@')).toEqual(['bulk0001']);
    expect(await searchIds('cognome0013')).toEqual(['bulk0001']);
    expect(await searchIds('e00011')).toEqual(['bulk0001']);
  });

  it('ignores case and accents, on either side', async () => {
    for (const term of ['niccolo', 'NICCOLO', 'Niccolò', 'niccolò fàbbri', 'fabbri', 'FABBRI', 'Fàbbrì']) {
      expect(await searchIds(term)).toEqual(['nfabbri']);
    }
  });

  it('takes % _ and \\ literally', async () => {
    expect(await searchIds('_')).toEqual(['under_score']);
    expect(await searchIds('r_s')).toEqual(['under_score']);
    expect(await searchIds('%')).toEqual(['per%cento']);
    expect(await searchIds('\\')).toEqual(['back\\slash']);
    expect(await searchIds('k\\s')).toEqual(['back\\slash']);
  });

  it('is trimmed; a blank search lists everyone; a match never straddles two fields', async () => {
    expect(await searchIds('  zquag  ')).toEqual(['zquag']);
    expect((await list('search=%20%20')).body.count).toBe((await rows('is_active')).length);
    expect(await searchIds('quaglierimatr')).toEqual([]);
  });

  it('counts and pages the matches', async () => {
    const response = await list('search=bulk00&page_size=50');
    expect(response.body).toMatchObject({ count: 99 - 2, next: 2 }); // bulk0001–bulk0099 but 40 and 80 deactivated
  });

  it('refuses over 100 characters and control characters with 400', async () => {
    expect((await list(`search=${'a'.repeat(100)}`)).status).toBe(200);
    expect((await list(`search=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await list('search=a%00b')).status).toBe(400);
    expect((await list('search=a%0Ab')).status).toBe(400);
  });
});

describe('ordering', () => {
  const columns = ['username', 'last_name', 'first_name', 'employee_id', 'email'] as const;

  it.each(columns.flatMap((column) => [column, `-${column}`]))('by %s, ties broken by id, across pages', async (ordering) => {
    const descending = ordering.startsWith('-');
    const column = ordering.replace('-', '') as (typeof columns)[number];
    const bulk = await rows(`is_active AND username LIKE 'bulk%'`);
    const sign = descending ? -1 : 1;
    const key = (row: Row) => row[column].toLowerCase();
    const expected = [...bulk]
      .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))
      .map((row) => row.id);
    expect(await walk(`search=bulk&ordering=${ordering}`)).toEqual(expected);
  });

  it('refuses an unknown ordering with 400', async () => {
    for (const ordering of ['password_hash', 'id', '-', '--username', 'username,email', 'USERNAME']) {
      expect((await list(`ordering=${encodeURIComponent(ordering)}`)).status).toBe(400);
    }
  });
});

describe('filters', () => {
  it('is_active: active users by default, only the deactivated ones with false', async () => {
    const inactive = (await rows('NOT is_active')).map((row) => row.id).sort((a, b) => a - b);
    expect(inactive).toHaveLength(BULK / 40);
    expect((await walk('is_active=false')).sort((a, b) => a - b)).toEqual(inactive);
    expect((await list('is_active=true')).body.count).toBe((await list('')).body.count);
    expect((await list('is_active=maybe')).status).toBe(400);
  });

  it('gruppo: only its members, combined with the other filters and the search', async () => {
    const members = (await rows(`is_active AND gruppo_id = ${groupA}`)).map((row) => row.id).sort((a, b) => a - b);
    expect((await walk(`gruppo=${groupA}`)).sort((a, b) => a - b)).toEqual(members);
    const inB = await list(`gruppo=${groupB}&is_active=false&page_size=100`);
    expect(inB.body.results.map((user: { id: number }) => user.id).sort()).toEqual(
      (await rows(`NOT is_active AND gruppo_id = ${groupB}`)).map((row) => row.id).sort(),
    );
    expect(inB.body.results.every((user: { gruppo: { id: number } }) => user.gruppo.id === groupB)).toBe(true);
    expect(await searchIds('bulk000')).toEqual(['bulk0001', 'bulk0002', 'bulk0003', 'bulk0004', 'bulk0005', 'bulk0006', 'bulk0007', 'bulk0008', 'bulk0009']);
    const searched = await list(`gruppo=${groupA}&search=bulk000`);
    expect(searched.body.results.map((user: { username: string }) => user.username)).toEqual(['bulk0003', 'bulk0006', 'bulk0009']);
    expect((await list('gruppo=999999')).body).toEqual({ count: 0, next: null, results: [] });
    for (const gruppo of ['abc', '0', '-1', '1.5']) expect((await list(`gruppo=${gruppo}`)).status).toBe(400);
  });
});

describe('access', () => {
  it('is for administrators only', async () => {
    const employee = await server.createUser();
    const token = (await server.loginAs(employee)).access;
    expect((await list('search=bulk', token)).status).toBe(403);
    expect((await list('search=bulk', '')).status).toBe(401);
  });
});
