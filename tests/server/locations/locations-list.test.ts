/**
 * The places list at a real company's size (docs/behaviour.md, "Admin panel"): pages, search, orderings and the
 * active filter over 300 places, for administrators and employees, on PGlite or, with DATABASE_URL, PostgreSQL.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { employee, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const BULK = 300;

interface Row {
  id: number;
  name: string;
  address: string;
  tolerance_radius: number;
  is_active: boolean;
}

let server: TestServer;
let client: ApiClient;
let worker: Employee;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  // Plain ASCII and zero-padded numbers, so that the expected orders below are the same under any collation. Names
  // repeat every 250 places, addresses every 97 and radii every 7: long runs of ties. Every 10th place is inactive.
  await server.db.query(
    `INSERT INTO locations (name, address, latitude, longitude, tolerance_radius, is_active)
     SELECT 'Filiale ' || lpad(((g * 37) % 250)::text, 4, '0'), 'Via Bench ' || lpad(((g * 13) % 97)::text, 3, '0'),
            45 + g / 1000.0, 9, 10 + (g % 7) * 10, g % 10 <> 0
       FROM generate_series(1, $1::int) AS g`,
    [BULK],
  );
  await server.db.query(
    `INSERT INTO locations (name, address, latitude, longitude, is_active) VALUES
       ('Città di Castello', 'Piazza Gabriotti 1', 43.46, 12.24, true),
       ('Sede di FORLÌ', 'Corso della Repubblica 5, Forlì', 44.22, 12.04, true),
       ('Deposito Nord', 'Via Niccolò Tommaseo 3, Città Studi', 45.47, 9.23, false),
       ('Magazzino 100%', 'Via Percentuale 1', 45.1, 9.1, true),
       ('Magazzino_B', 'Via Sottolineato 2', 45.2, 9.2, true),
       ('MagazzinoxB', 'Via Lettera 3', 45.3, 9.3, true)`,
  );
  worker = await employee(server);
});
afterAll(() => server.close());

const asAdmin = (query: string, path: string = ApiPaths.locations) => client.get(`${path}?${query}`, server.adminToken);
const asEmployee = (query: string) => client.get(`${ApiPaths.locations}?${query}`, worker.token);

async function rows(where = 'true'): Promise<Row[]> {
  return (await server.db.query<Row>(`SELECT id, name, address, tolerance_radius, is_active FROM locations WHERE ${where}`)).rows;
}

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);
const sortedIds = (list: { id: number }[]) => ascending(list.map((row) => row.id));

/** Every page of `query`, following `next`, checking each page's count and size. */
async function walk(query: string, pageSize = 100, get = asAdmin): Promise<number[]> {
  const ids: number[] = [];
  let page: number | null = 1;
  let count: number | undefined;
  while (page !== null) {
    const response = await get(`${query}&page_size=${pageSize}&page=${page}`);
    expect(response.status).toBe(200);
    count ??= response.body.count;
    expect(response.body.count).toBe(count);
    expect(response.body.results.length).toBe(response.body.next === null ? count! - (page - 1) * pageSize : pageSize);
    ids.push(...response.body.results.map((place: { id: number }) => place.id));
    expect(page).toBeLessThan(100); // a `next` that never ends
    page = response.body.next;
  }
  expect(ids).toHaveLength(count!);
  return ids;
}

const searchNames = async (search: string, get = asAdmin) => {
  const response = await get(`search=${encodeURIComponent(search)}`);
  expect(response.status).toBe(200);
  return response.body.results.map((place: { name: string }) => place.name).sort();
};

describe('pages', () => {
  it('cover every place exactly once, one statement a page, by default ordered by name', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThanOrEqual(250);
    const ids = await walk('', 37);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ascending(ids)).toEqual(sortedIds(all));
    const byId = new Map(all.map((row) => [row.id, row.name.toLowerCase()]));
    const bulk = ids.map((id) => byId.get(id)!).filter((name) => name.startsWith('filiale'));
    expect(bulk).toEqual([...bulk].sort());

    const before = server.db.statementCount;
    await asAdmin('page=2&page_size=100');
    expect(server.db.statementCount - before).toBe(1);
  });

  it('page_size defaults to 100; over 100 is refused with 400, as are page 0 and non-numbers', async () => {
    const first = await asAdmin('');
    expect(first.body.results).toHaveLength(100);
    expect(first.body.next).toBe(2);
    for (const query of ['page_size=101', 'page_size=0', 'page=0', 'page=abc', 'page_size=1e2']) {
      expect((await asAdmin(query)).status).toBe(400);
      expect((await asEmployee(query)).status).toBe(400);
    }
  });

  it('past the end: no results, the total, no next page', async () => {
    const response = await asAdmin('page=999&page_size=100');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ count: (await rows()).length, next: null, results: [] });
  });

  it('answer the contract shape of each place', async () => {
    const response = await asAdmin('search=castello');
    expect(response.body).toEqual({
      count: 1,
      next: null,
      results: [
        {
          id: expect.any(Number),
          name: 'Città di Castello',
          address: 'Piazza Gabriotti 1',
          latitude: 43.46,
          longitude: 12.24,
          tolerance_radius: 50,
          work_hours_start: '09:00',
          work_hours_end: '18:00',
          is_active: true,
        },
      ],
    });
  });
});

describe('search', () => {
  it('looks in the name and the address, ignoring case and accents on either side', async () => {
    for (const term of ['citta', 'CITTA', 'Città', 'cittÀ']) expect(await searchNames(term)).toEqual(['Città di Castello', 'Deposito Nord']);
    for (const term of ['forli', 'FORLÌ', 'forlì']) expect(await searchNames(term)).toEqual(['Sede di FORLÌ']);
    expect(await searchNames('gabriotti')).toEqual(['Città di Castello']);
    expect(await searchNames('niccolo tommaseo')).toEqual(['Deposito Nord']);
  });

  it('never matches across name and address; is trimmed; a blank search lists every place', async () => {
    expect(await searchNames('castellopiazza')).toEqual([]);
    expect(await searchNames('castello piazza')).toEqual([]);
    expect(await searchNames('  gabriotti  ')).toEqual(['Città di Castello']);
    expect((await asAdmin('search=%20%20')).body.count).toBe((await rows()).length);
  });

  it('takes % and _ literally', async () => {
    expect(await searchNames('%')).toEqual(['Magazzino 100%']);
    expect(await searchNames('o_b')).toEqual(['Magazzino_B']);
  });

  it('counts and pages the matches', async () => {
    const bulk = await rows(`name LIKE 'Filiale 000%'`);
    const response = await asAdmin('search=filiale%20000&page_size=5');
    expect(response.body).toMatchObject({ count: bulk.length, next: 2 });
    expect(ascending(await walk('search=filiale%20000', 5))).toEqual(sortedIds(bulk));
  });

  it('refuses over 100 characters and control characters with 400', async () => {
    expect((await asAdmin(`search=${'a'.repeat(100)}`)).status).toBe(200);
    expect((await asAdmin(`search=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await asAdmin('search=a%00b')).status).toBe(400);
    expect((await asEmployee('search=a%0Ab')).status).toBe(400);
  });
});

describe('ordering', () => {
  const columns = ['name', 'address', 'tolerance_radius'] as const;

  it.each(columns.flatMap((column) => [column, `-${column}`]))('by %s, ties broken by id, across pages', async (ordering) => {
    const descending = ordering.startsWith('-');
    const column = ordering.replace('-', '') as (typeof columns)[number];
    const bulk = await rows(`name LIKE 'Filiale%'`);
    const sign = descending ? -1 : 1;
    const key = (row: Row) => (typeof row[column] === 'string' ? (row[column] as string).toLowerCase() : row[column]);
    const expected = [...bulk]
      .sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id))
      .map((row) => row.id);
    expect(await walk(`search=filiale&ordering=${ordering}`, 37)).toEqual(expected);
  });

  it('refuses an unknown ordering with 400', async () => {
    for (const ordering of ['id', 'latitude', 'is_active', '-', '--name', 'name,address', 'NAME']) {
      expect((await asAdmin(`ordering=${encodeURIComponent(ordering)}`)).status).toBe(400);
    }
  });
});

describe('is_active', () => {
  it('administrators: every place when absent, the active or the inactive ones when asked', async () => {
    const active = sortedIds(await rows('is_active'));
    const inactive = sortedIds(await rows('NOT is_active'));
    expect(inactive.length).toBeGreaterThan(BULK / 20);
    expect(ascending(await walk(''))).toEqual(sortedIds(await rows()));
    expect(ascending(await walk('is_active=true'))).toEqual(active);
    expect(ascending(await walk('is_active=false'))).toEqual(inactive);
    expect((await asAdmin('is_active=maybe')).status).toBe(400);
  });

  it('administrators get the same list under /api/admin/locations/', async () => {
    const path = ApiPaths.adminLocations;
    expect((await asAdmin('is_active=false&ordering=-tolerance_radius', path)).body).toEqual(
      (await asAdmin('is_active=false&ordering=-tolerance_radius')).body,
    );
    expect((await asAdmin('page_size=101', path)).status).toBe(400);
    expect((await client.get(path, worker.token)).status).toBe(403);
  });

  it('employees: only the active places, whatever they send', async () => {
    const active = sortedIds(await rows('is_active'));
    for (const filter of ['', 'is_active=true', 'is_active=false']) {
      expect(ascending(await walk(filter, 100, asEmployee))).toEqual(active);
    }
    expect(await searchNames('citta', asEmployee)).toEqual(['Città di Castello']);
  });
});
