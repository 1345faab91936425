/**
 * The read replica (DATABASE_READ_URL; docs/behaviour.md, "Read replica"): reports, exports and lists read from it,
 * punches, sign-ins and writes from the primary, a writer's own list reads from the primary for a few seconds, and a
 * replica that fails answers 503 on a report while punches go on.
 *
 * On PostgreSQL a second schema stands in for the replica: migrated like the primary's, and given rows the primary has
 * not got (and missing the primary's), so every answer says which of the two it came from. The server's connections to
 * it are read-only, as a hot standby's are: a write sent there by mistake would fail.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { AbsencePaths, ApiPaths, MonthClosePaths } from '../../../src/core/contract';
import type { Database } from '../../../server/db/database.port';
import { migrate } from '../../../server/db/migrator';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { isReplicaFailure } from '../../../server/db/read-replica-failure';
import { RecentWriters } from '../../../server/db/read-replica-window';
import { hashPassword } from '../../../server/passwords/passwords';
import { api, type ApiResponse } from '../support/api';
import { describeOnPostgres } from '../support/database-only';
import { businessInstant, checkIn, createLocation, download, employee, insertPunchAt, northOf } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the read-your-writes window', () => {
  it("sends the writer's reads to the primary until the window ends, and nobody else's", () => {
    const writers = new RecentWriters(10_000);
    writers.wrote(7, 1_000);
    expect(writers.wroteLately(7, 1_000)).toBe(true);
    expect(writers.wroteLately(7, 10_999)).toBe(true);
    expect(writers.wroteLately(8, 1_000)).toBe(false);
    expect(writers.wroteLately(7, 11_000)).toBe(false);
  });

  it('opens the window again at each write, and forgets the windows that ended', () => {
    const writers = new RecentWriters(10_000);
    writers.wrote(1, 0);
    writers.wrote(2, 5_000);
    writers.wrote(1, 8_000);
    expect(writers.wroteLately(1, 17_000)).toBe(true);
    writers.wrote(3, 16_000); // user 2's window ended at 15 000
    expect(writers.size).toBe(2);
  });

  it('remembers a bounded number of writers, ending the oldest window early', () => {
    const writers = new RecentWriters(10_000, 3);
    for (const userId of [1, 2, 3, 4]) writers.wrote(userId, 100);
    expect(writers.size).toBe(3);
    expect(writers.wroteLately(1, 100)).toBe(false);
    expect([2, 3, 4].every((userId) => writers.wroteLately(userId, 100))).toBe(true);
  });
});

describe('which failures of the replica answer 503', () => {
  const withCode = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });
  it.each([
    ['the connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })],
    ['the connection cut', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
    ['the statement timeout', withCode('57014')],
    ['a standby starting up', withCode('57P03')],
    ['a conflict with the replication applied', withCode('40001')],
    ['too many connections', withCode('53300')],
  ])('%s is the replica failing', (_what, error) => {
    expect(isReplicaFailure(error)).toBe(true);
  });

  it.each([
    ['a missing table', withCode('42P01')],
    ['a duplicate key', withCode('23505')],
    ['no error at all', 'a string'],
  ])("%s is the statement's own error (a 500, as on the primary)", (_what, error) => {
    expect(isReplicaFailure(error)).toBe(false);
  });
});

/** The month of the punches only the replica has. */
const SEPTEMBER = 'start_date=2026-09-01&end_date=2026-09-30';

describeOnPostgres('a read replica: a second PostgreSQL schema standing in for it', () => {
  const url = process.env.DATABASE_URL!;
  const replicaSchema = `test_replica_${randomBytes(6).toString('hex')}`;
  let replica: Database;
  let server: TestServer;
  /** A user, and their punches of 10 September 2026 (09:00-11:00), that only the replica has. */
  const onlyInReplica = { id: 0, username: `solo_replica_${randomBytes(3).toString('hex')}`, password: 'replica-only-9q' };
  /** The replica's URL as the server is given it: every transaction read-only (`url` may go through a proxy). */
  const standbyLike = (through: string) => {
    const standby = new URL(through);
    standby.searchParams.set('options', `-c search_path=${replicaSchema} -c default_transaction_read_only=on`);
    return standby.toString();
  };

  beforeAll(async () => {
    replica = await openPostgresDatabase({ url, schema: replicaSchema, poolSize: 2 });
    await migrate(replica);
    server = await startTestServer({ config: { databaseReadUrl: standbyLike(url), databaseReadSchema: replicaSchema } });
    const { rows } = await replica.query<{ id: number }>(
      `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash)
       VALUES ($1, $2, 'Solo', 'Replica', 'REPL-1', $3) RETURNING id`,
      [onlyInReplica.username, `${onlyInReplica.username}@example.test`, await hashPassword(onlyInReplica.password)],
    );
    onlyInReplica.id = rows[0]!.id;
    const inReplica = { ...server, db: replica };
    await insertPunchAt(inReplica, { userId: onlyInReplica.id, entryType: 'IN', at: await businessInstant(server, '2026-09-10', '09:00') });
    await insertPunchAt(inReplica, { userId: onlyInReplica.id, entryType: 'OUT', at: await businessInstant(server, '2026-09-10', '11:00') });
    // September is closed on the replica only: its payroll export can be made from there alone.
    await replica.query("INSERT INTO month_closures (month, closed_by) VALUES ('2026-09-01', $1)", [onlyInReplica.id]);
  });
  afterAll(async () => {
    await server?.close();
    await replica?.query(`DROP SCHEMA IF EXISTS ${replicaSchema} CASCADE`);
    await replica?.close();
  });

  const get = (path: string, token = server.adminToken) => api(server.url).get(path, token);
  const usernamesOf = (response: ApiResponse) => response.body.results.map((user: { username: string }) => user.username);
  const inPrimary = async (sql: string, params: unknown[]) => (await server.db.query(sql, params)).rows.length;
  const inReplica = async (sql: string, params: unknown[]) => (await replica.query(sql, params)).rows.length;

  it('answers the reports, their exports and the lists from the replica', async () => {
    expect(await inPrimary('SELECT 1 FROM users WHERE username = $1', [onlyInReplica.username])).toBe(0);

    const users = await get(`${ApiPaths.users}?search=${onlyInReplica.username}`);
    expect(users.status).toBe(200);
    expect(usernamesOf(users)).toEqual([onlyInReplica.username]);
    // …and not from the primary, whose administrator the replica has never heard of.
    expect(usernamesOf(await get(`${ApiPaths.users}?search=${server.admin.username}`))).toEqual([]);

    const attendance = await get(`${ApiPaths.adminAttendance}?${SEPTEMBER}`);
    expect(attendance.status).toBe(200);
    expect(attendance.body.results).toEqual([
      expect.objectContaining({ user_id: onlyInReplica.id, totals: expect.objectContaining({ days_worked: 1, worked_minutes: 120 }) }),
    ]);

    // The CSV export reads in one REPEATABLE READ snapshot: on the replica too.
    const csv = await download(server, `${ApiPaths.adminAttendance}?${SEPTEMBER}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`Replica;Solo;${onlyInReplica.username};REPL-1`);

    const activities = await get(`${ApiPaths.adminActivities}?${SEPTEMBER}`);
    expect(activities.body.count).toBe(2);

    const health = await get(ApiPaths.health);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok', replica: 'ok' });
    const readOnly = await server.app.readReplica!.query<{ default_transaction_read_only: string }>('SHOW default_transaction_read_only');
    expect(readOnly.rows[0]!.default_transaction_read_only).toBe('on');
  });

  it('serves every report, export, sheet and list it is given from the read-only replica', async () => {
    const id = onlyInReplica.id;
    const paths = [
      ApiPaths.adminStats,
      `${ApiPaths.adminActivities}?${SEPTEMBER}`,
      `${ApiPaths.adminActivitiesExport}?${SEPTEMBER}`,
      ApiPaths.adminUsers,
      `${ApiPaths.adminReports}?${SEPTEMBER}`,
      `${ApiPaths.adminReports}?${SEPTEMBER}&format=csv`,
      ApiPaths.adminAttendanceDays(id) + `?${SEPTEMBER}`,
      `${ApiPaths.adminAttendanceSheet}?month=2026-09&user_id=${id}`,
      ApiPaths.adminAudit,
      ApiPaths.users,
      AbsencePaths.admin,
      `${AbsencePaths.calendar}?month=2026-09`,
      `${AbsencePaths.userBalances(id)}?year=2026`,
      ApiPaths.adminCorrectionRequests,
      `${MonthClosePaths.payrollExport}?month=2026-09`,
    ];
    const answers = await Promise.all(paths.map(async (path) => [path, (await get(path)).status]));
    expect(answers).toEqual(paths.map((path) => [path, 200]));
    // The payroll export was made from the replica: the primary has no closed September.
    expect(await inPrimary("SELECT 1 FROM month_closures WHERE month = '2026-09-01'", [])).toBe(0);
    const payroll = await download(server, `${MonthClosePaths.payrollExport}?month=2026-09`);
    expect(payroll.text).toContain('REPL-1');
  });

  it('keeps punches, sign-ins and writes on the primary: a punch is in no report of the replica', async () => {
    // A sign-in reads the primary: the replica's user does not exist there.
    const login = await api(server.url).post(ApiPaths.login, {
      username: onlyInReplica.username,
      password: onlyInReplica.password,
      device_id: 'replica-device',
      fingerprint: 'c0ffee42'.repeat(8),
    });
    expect(login.status).toBe(401);

    const site = await createLocation(server);
    const worker = await employee(server);
    const punch = await checkIn(worker, northOf(site, 10), { location_id: site.id });
    expect(punch.status).toBe(201);
    expect(await inPrimary('SELECT 1 FROM timesheet_entries WHERE id = $1 AND user_id = $2', [punch.body.id, worker.id])).toBe(1);
    expect(await inReplica('SELECT 1 FROM timesheet_entries WHERE user_id = $1', [worker.id])).toBe(0);
    // The worker's own status right after the punch reads the primary.
    const status = await api(server.url).get(ApiPaths.status, worker.token);
    expect(status.body).toMatchObject({ is_checked_in: true });

    // Whatever the business day of the punch, it is in these three days.
    const day = (offset: number) => new Date(Date.parse(punch.body.timestamp) + offset * 86_400_000).toISOString().slice(0, 10);
    const activities = await get(`${ApiPaths.adminActivities}?user_id=${worker.id}&start_date=${day(-1)}&end_date=${day(1)}`);
    expect(activities.status).toBe(200);
    expect(activities.body.count).toBe(0);
  });

  it("sends the writer's next list read to the primary, and only the writer's", async () => {
    const writer = await server.createUser({ is_admin: true });
    const writerToken = (await server.loginAs(writer)).access;
    const username = `nuovo_${randomBytes(3).toString('hex')}`;
    const created = await api(server.url).post(
      ApiPaths.users,
      { username, email: `${username}@example.test`, employee_id: `N-${username}`, password: 'Nuova-parola-2026' },
      writerToken,
    );
    expect(created.status).toBe(201);
    expect(await inPrimary('SELECT 1 FROM users WHERE username = $1', [username])).toBe(1);
    expect(await inReplica('SELECT 1 FROM users WHERE username = $1', [username])).toBe(0);

    // The list reloaded after the write: from the primary, which has the new user (and not the replica's).
    expect(usernamesOf(await get(`${ApiPaths.users}?search=${username}`, writerToken))).toEqual([username]);
    expect(usernamesOf(await get(`${ApiPaths.users}?search=${onlyInReplica.username}`, writerToken))).toEqual([]);
    // Another administrator, who wrote nothing, still reads the replica.
    expect(usernamesOf(await get(`${ApiPaths.users}?search=${username}`))).toEqual([]);

    // A write refused (400) wrote nothing: no window.
    const refuser = await server.createUser({ is_admin: true });
    const refuserToken = (await server.loginAs(refuser)).access;
    const refused = await api(server.url).post(ApiPaths.users, { username: '' }, refuserToken);
    expect(refused.status).toBe(400);
    expect(usernamesOf(await get(`${ApiPaths.users}?search=${onlyInReplica.username}`, refuserToken))).toEqual([onlyInReplica.username]);
  });

  describe('a replica that fails', () => {
    let proxy: TcpProxy;
    let cut: TestServer;
    const report = () => api(cut.url).get(`${ApiPaths.adminAttendance}?${SEPTEMBER}`, cut.adminToken);

    beforeAll(async () => {
      // The replica is reached through a proxy the test can cut; down when the server starts.
      const target = new URL(url);
      proxy = new TcpProxy(target.hostname, Number(target.port || 5432), 'reset');
      const port = await proxy.listen();
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      cut = await startTestServer({ config: { databaseReadUrl: standbyLike(proxied.toString()), databaseReadSchema: replicaSchema } });
    });
    afterAll(async () => {
      await cut?.close();
      await proxy?.close();
    });

    const checkInWorks = async () => {
      const site = await createLocation(cut);
      const worker = await employee(cut);
      expect((await checkIn(worker, northOf(site, 10), { location_id: site.id })).status).toBe(201);
    };

    it('lets the server start, answers 503 on a report at once, and takes punches', async () => {
      const started = Date.now();
      const response = await report();
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ code: 'SERVER_ERROR', message: 'Server error' });
      expect(response.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(2_000);
      await checkInWorks();

      const health = await api(cut.url).get(ApiPaths.health);
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: 'ok', replica: 'unreachable' });
    });

    it('reads the replica again once it is back, without a restart', async () => {
      proxy.switchTo('forward');
      const deadline = Date.now() + 15_000;
      let response = await report();
      while (response.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        response = await report();
      }
      expect(response.status).toBe(200);
      expect(response.body.results.map((row: { user_id: number }) => row.user_id)).toEqual([onlyInReplica.id]);
    }, 20_000);

    it('answers 503 when the replica goes down while open', async () => {
      proxy.switchTo('reset');
      const response = await report();
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ code: 'SERVER_ERROR', message: 'Server error' });
      await checkInWorks();
    });

    it('answers 503 within the connection timeout, not never, when the replica stops answering', async () => {
      proxy.switchTo('blackhole');
      const health = await api(cut.url).get(ApiPaths.health);
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', database: 'ok', replica: 'timeout' });

      const started = Date.now();
      const response = await report();
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(8_000);
      await checkInWorks();
    }, 20_000);
  });
});

type ProxyMode = 'forward' | 'reset' | 'blackhole';

/**
 * A TCP proxy to the database that the test switches: 'forward' passes bytes both ways, 'reset' closes every connection
 * (a replica down), 'blackhole' accepts connections and never answers (a replica that hangs). Switching ends the
 * connections already open.
 */
class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private readonly server = net.createServer((socket) => this.accept(socket));

  constructor(
    private readonly host: string,
    private readonly port: number,
    private mode: ProxyMode,
  ) {}

  listen(): Promise<number> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)));
  }

  switchTo(mode: ProxyMode): void {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  close(): Promise<void> {
    this.switchTo('reset');
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    socket.on('error', () => undefined);
    if (this.mode === 'reset') return void socket.destroy();
    this.sockets.add(socket);
    if (this.mode === 'blackhole') return;
    const upstream = net.connect(this.port, this.host);
    this.sockets.add(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  }
}
