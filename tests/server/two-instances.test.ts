import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { ApiPaths } from '../../src/core/contract';
import { api, type ApiClient } from './support/api';
import { describeOnPostgres } from './support/database-only';
import { spawnServer, waitUntilHealthy, type ServerProcess } from './support/server-process';
import { FINGERPRINT } from './support/test-server';

/**
 * Two server processes on one PostgreSQL schema, as behind a load balancer (README, "Several servers"): requests
 * alternate between them and they behave as one server.
 */
jest.setTimeout(60_000);

const ADMIN = { username: 'capo', password: 'Capo-password-2026' };
const FREE_FAILURES = 3;

describeOnPostgres('two servers on one database', () => {
  const databaseUrl = process.env.DATABASE_URL!;
  const schema = `two_servers_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  let clients: ApiClient[];
  /** The i-th request goes to server i % 2. */
  const to = (i: number) => clients[i % 2];

  async function sql(text: string, params: unknown[] = []) {
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await client.connect();
    try {
      return (await client.query(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_FREE_FAILURES: String(FREE_FAILURES),
    };
    // Started together: the migrations and the first administrator must happen once.
    servers.push(...(await Promise.all([spawnServer(env), spawnServer(env)])));
    await Promise.all(servers.map((server) => waitUntilHealthy(server)));
    clients = servers.map((server) => api(server.url));
  });

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  const login = (i: number, username: string, password: string, deviceId: string) =>
    to(i).post(ApiPaths.login, { username, password, device_id: deviceId, fingerprint: FINGERPRINT });

  async function adminToken(): Promise<string> {
    const response = await login(0, ADMIN.username, ADMIN.password, 'admin-desk');
    expect(response.status).toBe(200);
    return response.body.access;
  }

  async function newEmployee(token: string, name: string) {
    const password = `Pw-${randomBytes(6).toString('hex')}`;
    const created = await to(1).post(
      ApiPaths.users,
      { username: name, email: `${name}@example.test`, employee_id: name.toUpperCase(), first_name: 'Ada', last_name: 'Rossi', password },
      token,
    );
    expect(created.status).toBe(201);
    await sql('UPDATE users SET must_change_password = false WHERE id = $1', [created.body.id]).catch(() => undefined);
    return { id: created.body.id as number, username: name, password, deviceId: `${name}-phone` };
  }

  it('applied the migrations and created the first administrator once', async () => {
    const admins = await sql('SELECT count(*)::int AS n FROM users WHERE username = $1', [ADMIN.username]);
    expect(admins[0].n).toBe(1);
  });

  it('count failed logins together: alternating servers gives no extra tries', async () => {
    const worker = await newEmployee(await adminToken(), 'alternato');
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await login(i, worker.username, 'wrong-password', 'someone-else')).status).toBe(401);
    }
    const fourth = await login(FREE_FAILURES, worker.username, 'wrong-password', 'someone-else');
    const fifth = await login(FREE_FAILURES + 1, worker.username, 'wrong-password', 'someone-else');
    expect([fourth.status, fifth.status]).toEqual([429, 429]);
  });

  it('end a session on both when it is ended on one', async () => {
    const worker = await newEmployee(await adminToken(), 'uscente');
    const session = await login(0, worker.username, worker.password, worker.deviceId);
    expect(session.status).toBe(200);
    const { access, refresh } = session.body;
    expect((await to(1).get(ApiPaths.profile, access)).status).toBe(200);

    expect((await to(1).post(ApiPaths.logout, { refresh }, access)).status).toBe(204);
    // Server 0 hears it through the database: allow it the few milliseconds NOTIFY takes.
    let status = 200;
    for (const deadline = Date.now() + 2_000; status === 200 && Date.now() < deadline; ) {
      status = (await to(0).get(ApiPaths.profile, access)).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
    expect((await to(0).post(ApiPaths.refresh, { refresh })).status).toBe(401);
  });

  it('record one open IN when parallel check-ins are split across both', async () => {
    const token = await adminToken();
    const place = await to(0).post(
      ApiPaths.locations,
      { name: 'Sede doppia', address: 'Via Roma 1', latitude: 45.07, longitude: 7.68, tolerance_radius: 100 },
      token,
    );
    expect(place.status).toBe(201);
    const worker = await newEmployee(token, 'parallelo');
    const session = await login(1, worker.username, worker.password, worker.deviceId);
    expect(session.status).toBe(200);

    const body = { latitude: 45.07, longitude: 7.68, accuracy: 10, device_id: worker.deviceId, location_id: place.body.id };
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => to(i).post(ApiPaths.checkIn, body, session.body.access)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const open = await sql("SELECT count(*)::int AS n FROM timesheet_entries WHERE user_id = $1 AND entry_type = 'IN'", [worker.id]);
    expect(open[0].n).toBe(1);
  });
});
