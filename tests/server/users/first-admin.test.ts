/**
 * The first administrator (README, "Two commands"): created at start-up while no active administrator exists, so
 * `npm run seed:demo` run on a new installation before the first `npm start` (employees only) does not
 * leave it without one; and restored when ADMIN_USERNAME names an existing account that is not an active administrator
 * (docs/behaviour.md, "Roles and permissions"). Each test starts from that state: the test server's own
 * administrator is demoted.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ApiPaths } from '../../../src/core/contract';
import { DEMO_EMPLOYEES, DEMO_PASSWORD, seedDemoData } from '../../../server/scripts/demo-data';
import { ensureFirstAdmin } from '../../../server/users/first-admin.service';
import { api } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.db.query('UPDATE users SET is_admin = false');
  await seedDemoData(server.db); // what `npm run seed:demo` leaves: demo employees, no administrator
});

function recordingLogger() {
  const calls: Array<{ level: string; message: string }> = [];
  const at = (level: string) => (_fields: unknown, message: string) => calls.push({ level, message });
  const log = { error: at('error'), warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger;
  return { log, calls };
}

async function administrators(): Promise<string[]> {
  const { rows } = await server.db.query<{ username: string }>('SELECT username FROM users WHERE is_admin AND is_active ORDER BY id');
  return rows.map((row) => row.username);
}

function logIn(username: string, password: string) {
  return api(server.url).post(ApiPaths.login, { username, password, device_id: `device-${username}`, fingerprint: FINGERPRINT });
}

it('is created after the demo seed, from ADMIN_USERNAME / ADMIN_PASSWORD, and can sign in as administrator', async () => {
  const { log } = recordingLogger();

  await ensureFirstAdmin(server.db, { ...server.config, adminUsername: 'titolare', adminPassword: 'Registro-Presenze-123' }, log);

  expect(await administrators()).toEqual(['titolare']);
  const login = await logIn('titolare', 'Registro-Presenze-123');
  expect(login.status).toBe(200);
  expect(login.body.user).toMatchObject({ username: 'titolare', is_admin: true });
  // The demo employees are still there and sign in as employees.
  const demo = await logIn(DEMO_EMPLOYEES[0]!.username, DEMO_PASSWORD);
  expect(demo.body.user).toMatchObject({ is_admin: false });

  // The next start finds an administrator and creates nothing.
  await ensureFirstAdmin(server.db, { ...server.config, adminUsername: 'altro', adminPassword: 'Altra-456' }, log);
  expect(await administrators()).toEqual(['titolare']);
});

it("without ADMIN_PASSWORD generates the password and prints it once; it signs in as 'admin'", async () => {
  const printed: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    await ensureFirstAdmin(server.db, { ...server.config, adminUsername: undefined, adminPassword: undefined }, recordingLogger().log);
    await ensureFirstAdmin(server.db, { ...server.config, adminUsername: undefined, adminPassword: undefined }, recordingLogger().log);
  } finally {
    write.mockRestore();
  }

  expect(printed).toHaveLength(1);
  const password = /password: (\S+)/.exec(printed[0]!)?.[1];
  expect(password).toMatch(/^[\w-]{24}$/);
  expect(await administrators()).toEqual(['admin']);
  expect((await logIn('admin', password!)).body.user).toMatchObject({ username: 'admin', is_admin: true });
});

it('refuses an ADMIN_PASSWORD the password policy refuses, naming the variable and the rule, and creates nobody', async () => {
  const { log } = recordingLogger();
  const config = { ...server.config, adminUsername: 'titolare', passwordPolicy: { minLength: 12 } };

  await expect(ensureFirstAdmin(server.db, { ...config, adminPassword: 'Corta-12345' }, log)).rejects.toThrow(
    /ADMIN_PASSWORD .*at least 12 characters.*PASSWORD_MIN_LENGTH/,
  );
  await expect(ensureFirstAdmin(server.db, { ...config, adminPassword: 'forzajuventus2024' }, log)).rejects.toThrow(/ADMIN_PASSWORD .*common/);
  expect(await administrators()).toEqual([]);
});

it('generates a password at least as long as PASSWORD_MIN_LENGTH', async () => {
  const printed: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    const config = { ...server.config, adminUsername: 'custode', adminPassword: undefined, passwordPolicy: { minLength: 40 } };
    await ensureFirstAdmin(server.db, config, recordingLogger().log);
  } finally {
    write.mockRestore();
  }
  const password = /password: (\S+)/.exec(printed.join(''))?.[1] ?? '';
  expect(password.length).toBeGreaterThanOrEqual(40);
  expect((await logIn('custode', password)).body.user).toMatchObject({ username: 'custode', is_admin: true });
});

async function restorationsOf(userId: number): Promise<Array<{ action: string; actor_id: number | null; details: Record<string, unknown> }>> {
  const { rows } = await server.db.query<{ action: string; actor_id: number | null; details: Record<string, unknown> }>(
    "SELECT action, actor_id, details FROM audit_log WHERE target_user_id = $1 AND action = 'ADMINISTRATOR_RESTORED' ORDER BY id",
    [userId],
  );
  return rows;
}

async function idOf(username: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return rows[0]!.id;
}

it('makes the existing account ADMIN_USERNAME names (here a demo employee) an active administrator with ADMIN_PASSWORD, audited, logged once', async () => {
  const { log, calls } = recordingLogger();
  const username = DEMO_EMPLOYEES[1]!.username;
  const id = await idOf(username);
  const liveSessions = async () =>
    (await server.db.query('SELECT 1 FROM refresh_tokens WHERE user_id = $1 AND revoked_at IS NULL', [id])).rows.length;
  expect((await logIn(username, DEMO_PASSWORD)).status).toBe(200);
  expect(await liveSessions()).toBeGreaterThan(0);

  await ensureFirstAdmin(server.db, { ...server.config, adminUsername: username.toUpperCase(), adminPassword: 'Registro-Presenze-123' }, log);
  await ensureFirstAdmin(server.db, { ...server.config, adminUsername: username, adminPassword: 'Registro-Presenze-123' }, log);

  expect(await administrators()).toEqual([username]);
  // Its sessions ended with the change.
  expect(await liveSessions()).toBe(0);
  expect(calls).toEqual([{ level: 'warn', message: expect.stringMatching(/made an active administrator again/) }]);
  expect(await restorationsOf(id)).toEqual([
    {
      action: 'ADMINISTRATOR_RESTORED',
      actor_id: null,
      details: { username, was_admin: false, was_active: true, password_changed: true },
    },
  ]);
  // The account's own password no longer signs in (it may be known to others); ADMIN_PASSWORD does, as administrator.
  expect((await logIn(username, DEMO_PASSWORD)).status).toBe(401);
  expect((await logIn(username, 'Registro-Presenze-123')).body.user).toMatchObject({ id, is_admin: true });
});

it('reactivates a deactivated administrator without ADMIN_PASSWORD: a generated password, printed once', async () => {
  const former = await server.createUser({ username: 'Direttrice', is_admin: true });
  await server.db.query('UPDATE users SET is_admin = false, is_active = false WHERE id = $1', [former.id]);
  const printed: string[] = [];
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    const config = { ...server.config, adminUsername: 'direttrice', adminPassword: undefined };
    await ensureFirstAdmin(server.db, config, recordingLogger().log);
    await ensureFirstAdmin(server.db, config, recordingLogger().log);
  } finally {
    write.mockRestore();
  }

  expect(printed).toHaveLength(1);
  expect(printed[0]).toMatch(/ADMINISTRATOR RESTORED\n  username: direttrice\n/);
  const password = /password: (\S+)/.exec(printed[0]!)?.[1];
  expect(password).toMatch(/^[\w-]{24}$/);
  expect(await administrators()).toEqual(['Direttrice']);
  expect((await restorationsOf(former.id)).map((row) => row.details)).toEqual([
    { username: 'Direttrice', was_admin: false, was_active: false, password_changed: true },
  ]);
  expect((await logIn('Direttrice', password!)).body.user).toMatchObject({ id: former.id, is_admin: true });
});

it('says why when ADMIN_USERNAME is free but its e-mail is taken, instead of failing the start', async () => {
  const { log, calls } = recordingLogger();
  await server.createUser({ username: 'omonimo', email: 'contabile@localhost' });

  await ensureFirstAdmin(server.db, { ...server.config, adminUsername: 'contabile', adminPassword: 'Registro-Presenze-123' }, log);

  expect(await administrators()).toEqual([]);
  expect(calls).toEqual([{ level: 'error', message: expect.stringMatching(/NOT created.*ADMIN_USERNAME/) }]);
});
