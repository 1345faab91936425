/**
 * The password policy on the users administration over HTTP (docs/behaviour.md, "Passwords"): a new or changed
 * password too short for PASSWORD_MIN_LENGTH or too common is refused with its code, the minimum and nothing written;
 * the SPA reads the minimum from GET /api/auth/password-policy/.
 */
import { verifyPassword } from '../../../server/passwords/passwords';
import { ApiPaths } from '../../../src/core/contract';
import { IN_MEMORY, loadConfig } from '../../../server/config';
import { api, type ApiClient } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

/** A server configured as with PASSWORD_MIN_LENGTH=10 in the environment. */
const TEN = loadConfig({ DATA_DIR: IN_MEMORY, PASSWORD_MIN_LENGTH: '10' }).passwordPolicy;

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ config: { passwordPolicy: TEN } });
  client = api(server.url);
});
afterAll(() => server.close());

let n = 0;
const newUser = (password: string) => {
  n++;
  return { username: `policy${n}`, email: `policy${n}@example.test`, employee_id: `P${n}`, password };
};

async function userCount(username: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE username = $1', [username]);
  return rows[0]!.n;
}

async function auditCount(): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
  return rows[0]!.n;
}

async function storedPasswordIs(username: string, password: string): Promise<boolean> {
  const { rows } = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [username]);
  return verifyPassword(rows[0]?.password_hash, password);
}


describe('GET /api/auth/password-policy/', () => {
  it('answers the configured minimum without a token', async () => {
    const response = await client.get(ApiPaths.passwordPolicy);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ min_length: 10 });
  });
});

describe('creating a user', () => {
  it('refuses 9 characters when PASSWORD_MIN_LENGTH is 10, with the minimum, and writes nothing', async () => {
    const audits = await auditCount();
    const body = newUser('bx7-qv-zz');
    const response = await client.post(ApiPaths.users, body, server.adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password too short',
      errors: { password: ['Password too short'] },
      min_length: 10,
    });
    expect(await userCount(body.username)).toBe(0);
    expect(await auditCount()).toBe(audits);
  });

  it('accepts 10 characters that are not common, and stores them', async () => {
    const body = newUser('bx7-qv-zz1');
    expect((await client.post(ApiPaths.users, body, server.adminToken)).status).toBe(201);
    expect(await storedPasswordIs(body.username, 'bx7-qv-zz1')).toBe(true);
  });

  it('refuses a common password, also with a year after it, and writes nothing', async () => {
    for (const password of ['password1234', 'Juventus1897', 'Francesca1990!']) {
      const body = newUser(password);
      const response = await client.post(ApiPaths.users, body, server.adminToken);
      expect([password, response.status, response.body.code, response.body.errors]).toEqual([
        password,
        400,
        'PASSWORD_TOO_COMMON',
        { password: ['Password too common'] },
      ]);
      expect(await userCount(body.username)).toBe(0);
    }
  });

  it('still asks for a password first', async () => {
    const { password: _none, ...body } = newUser('');
    const response = await client.post(ApiPaths.users, body, server.adminToken);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { password: ['This field is required'] } });
  });
});

describe('editing a user', () => {
  it('refuses a new password too short or too common and changes nothing: the old password and the session stay', async () => {
    const user = await server.createUser({ password: 'vecchia-password-77' });
    const session = await server.loginAs(user);
    const base = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}`, first_name: 'Cambiato' };
    const audits = await auditCount();

    const short = await client.put(ApiPaths.user(user.id), { ...base, password: 'corta-123' }, server.adminToken);
    expect([short.status, short.body.code, short.body.min_length]).toEqual([400, 'PASSWORD_TOO_SHORT', 10]);
    const common = await client.put(ApiPaths.user(user.id), { ...base, password: 'forzanapoli2024' }, server.adminToken);
    expect([common.status, common.body.code, common.body.errors]).toEqual([400, 'PASSWORD_TOO_COMMON', { password: ['Password too common'] }]);

    expect((await client.get(ApiPaths.user(user.id), server.adminToken)).body.first_name).toBe('Test');
    expect(await auditCount()).toBe(audits);
    expect((await client.get(ApiPaths.profile, session.access)).status).toBe(200);
    expect(await storedPasswordIs(user.username, 'vecchia-password-77')).toBe(true);
  });

  it('keeps the password when none is given, whatever the policy', async () => {
    const user = await server.createUser({ password: 'corta1' });
    const body = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}`, password: '' };
    expect((await client.put(ApiPaths.user(user.id), body, server.adminToken)).status).toBe(200);
    expect(await storedPasswordIs(user.username, 'corta1')).toBe(true);
  });
});
