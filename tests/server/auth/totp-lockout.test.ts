import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient, type ApiResponse } from '../support/api';
import { codeAt } from '../support/rfc6238';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

/**
 * Wrong verification codes at sign-in (docs/behaviour.md, "Administrators' verification code"): ten in a row suspend
 * the codes of the authenticator app until a recovery code is used or another administrator unlocks them; and a wrong
 * code gets the very answer of a wrong password. Over HTTP on a fixed clock, as totp.test.ts; the login limits are set
 * high here so that only the count of wrong codes decides.
 */
const WRONG_CODES_LIMIT = 10;
let server: TestServer;
let client: ApiClient;
let now = Date.parse('2026-04-06T09:00:10Z');

beforeAll(async () => {
  server = await startTestServer({ config: { loginFreeFailures: 1000, loginMaxFailuresPerUserPerHour: 1000, loginMaxAttemptsPerIpPerMinute: 10_000 } });
  client = api(server.url);
  jest.spyOn(server.app.totp.clock, 'now').mockImplementation(() => new Date(now));
});
afterAll(() => server.close());

/** The server's clock moves on `steps` 30-second steps. */
const advance = (steps = 1) => {
  now += steps * 30_000;
};

interface Admin {
  user: TestUser;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

type SecondFactor = { totp_code?: string; recovery_code?: string };

const signInBody = (user: TestUser, extra: SecondFactor, password: string) => ({
  username: user.username,
  password,
  device_id: user.deviceId,
  fingerprint: FINGERPRINT,
  ...extra,
});
const login = (user: TestUser, extra: SecondFactor = {}, password = user.password) => client.post(ApiPaths.login, signInBody(user, extra, password));

/** A new administrator, signed in, who turned the codes on (with the code of the current step). */
async function adminWithTotp(): Promise<Admin> {
  const user = await server.createUser({ is_admin: true });
  const token = (await server.loginAs(user)).access;
  const setup = await client.post(ApiPaths.totpSetup, undefined, token);
  expect(setup.status).toBe(200);
  const enabled = await client.post(ApiPaths.totpEnable, { code: codeAt(setup.body.secret, now) }, token);
  expect(enabled.status).toBe(200);
  advance();
  return { user, token, secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
}

/** A code of the app that is not accepted now (five steps ahead). */
const wrongCode = (admin: Admin) => codeAt(admin.secret, now, 5);

const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' };
const answerOf = (response: ApiResponse) => ({ status: response.status, body: response.body });

/** `count` wrong codes, one after the other, each refused as a wrong password is. */
async function wrongCodes(admin: Admin, count: number): Promise<void> {
  for (let i = 0; i < count; i++) expect(answerOf(await login(admin.user, { totp_code: wrongCode(admin) }))).toEqual({ status: 401, body: INVALID_CREDENTIALS });
}

/** Whether the administrators' users list shows the account's app codes suspended. */
async function suspended(user: TestUser): Promise<boolean> {
  const shown = await client.get(ApiPaths.user(user.id), server.adminToken);
  expect(shown.status).toBe(200);
  return shown.body.totp_suspended;
}

async function failures(user: TestUser): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE username_key = lower($1)', [user.username]);
  return rows[0].n;
}

async function auditRows(userId: number, action: string): Promise<Array<{ actor_id: number | null; details: Record<string, unknown> }>> {
  const { rows } = await server.db.query<{ actor_id: number | null; details: string | Record<string, unknown> }>(
    'SELECT actor_id, details FROM audit_log WHERE action = $1 AND target_user_id = $2 ORDER BY id',
    [action, userId],
  );
  return rows.map((row) => ({ actor_id: row.actor_id, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details }));
}

/** The notifications of `kind` about `userId` that the holder of `token` received. */
async function notifications(token: string, kind: string, userId: number): Promise<Array<{ message: string }>> {
  const answer = await client.get(`${ApiPaths.adminNotifications}?page_size=100`, token);
  expect(answer.status).toBe(200);
  return answer.body.results.filter((n: { kind: string; user_id: number }) => n.kind === kind && n.user_id === userId);
}

const unlock = (userId: number, token: string) => client.post(ApiPaths.userUnlockTotp(userId), undefined, token);

describe('ten wrong codes in a row', () => {
  it('suspend the app codes: even the right one is then refused, as a wrong password is; audited, administrators notified', async () => {
    const admin = await adminWithTotp();
    await wrongCodes(admin, WRONG_CODES_LIMIT - 1);
    expect(await suspended(admin.user)).toBe(false);
    await wrongCodes(admin, 1);
    expect(await suspended(admin.user)).toBe(true);

    const right = await login(admin.user, { totp_code: codeAt(admin.secret, now) });
    expect(answerOf(right)).toEqual({ status: 401, body: INVALID_CREDENTIALS });
    // Every refused code still counts against the login limits, as before.
    expect(await failures(admin.user)).toBe(WRONG_CODES_LIMIT + 1);

    expect(await auditRows(admin.user.id, 'TOTP_SUSPENDED')).toEqual([{ actor_id: null, details: { wrong_codes: WRONG_CODES_LIMIT } }]);
    const notified = await notifications(server.adminToken, 'TOTP_SUSPENDED', admin.user.id);
    expect(notified).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          new RegExp(`^L'accesso con i codici dell'app di .*\\(${admin.user.username}\\) è stato sospeso dopo ${WRONG_CODES_LIMIT} codici di verifica errati di seguito`),
        ),
      }),
    ]);

    // More wrong codes: still suspended, and said once.
    await wrongCodes(admin, 3);
    expect(await auditRows(admin.user.id, 'TOTP_SUSPENDED')).toHaveLength(1);
    expect(await notifications(server.adminToken, 'TOTP_SUSPENDED', admin.user.id)).toHaveLength(1);
    advance();
  });

  it('while suspended, the right password alone asks for a code and says the app codes are suspended; a wrong one says nothing', async () => {
    const admin = await adminWithTotp();
    await wrongCodes(admin, WRONG_CODES_LIMIT);
    const asked = await login(admin.user);
    expect(answerOf(asked)).toEqual({
      status: 401,
      body: { code: 'TOTP_REQUIRED', message: 'Verification code required', details: { totp_suspended: true } },
    });
    expect(answerOf(await login(admin.user, {}, 'not-the-password'))).toEqual({ status: 401, body: INVALID_CREDENTIALS });
    // Not suspended: the same TOTP_REQUIRED, without the detail.
    const other = await adminWithTotp();
    expect(answerOf(await login(other.user))).toEqual({ status: 401, body: { code: 'TOTP_REQUIRED', message: 'Verification code required' } });
    advance();
  });

  it('are counted exactly when sent at once', async () => {
    const admin = await adminWithTotp();
    const burst = (count: number) => Promise.all(Array.from({ length: count }, () => login(admin.user, { totp_code: wrongCode(admin) })));
    expect((await burst(WRONG_CODES_LIMIT - 1)).map((r) => r.status)).toEqual(Array(WRONG_CODES_LIMIT - 1).fill(401));
    expect(await suspended(admin.user)).toBe(false);
    await wrongCodes(admin, 1);
    expect(await suspended(admin.user)).toBe(true);

    // A burst across the limit suspends once: one audit row, one notification.
    const other = await adminWithTotp();
    await Promise.all(Array.from({ length: WRONG_CODES_LIMIT + 5 }, () => login(other.user, { totp_code: wrongCode(other) })));
    expect(await suspended(other.user)).toBe(true);
    const { rows } = await server.db.query<{ totp_failed_codes: number }>('SELECT totp_failed_codes FROM users WHERE id = $1', [other.user.id]);
    expect(rows[0].totp_failed_codes).toBe(WRONG_CODES_LIMIT + 5);
    expect(await auditRows(other.user.id, 'TOTP_SUSPENDED')).toHaveLength(1);
    expect(await notifications(server.adminToken, 'TOTP_SUSPENDED', other.user.id)).toHaveLength(1);
    advance();
  });

  it('a right code before the tenth starts the count again', async () => {
    const admin = await adminWithTotp();
    await wrongCodes(admin, WRONG_CODES_LIMIT - 1);
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now) })).status).toBe(200);
    advance();
    await wrongCodes(admin, WRONG_CODES_LIMIT - 1);
    expect(await suspended(admin.user)).toBe(false);
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now) })).status).toBe(200);
    advance();
  });

  it('wrong and used recovery codes count too', async () => {
    const admin = await adminWithTotp();
    expect((await login(admin.user, { recovery_code: admin.recoveryCodes[0] })).status).toBe(200);
    for (let i = 0; i < WRONG_CODES_LIMIT - 1; i++) {
      expect(answerOf(await login(admin.user, { recovery_code: i % 2 ? 'AAAAA-AAAAA' : admin.recoveryCodes[0] }))).toEqual({ status: 401, body: INVALID_CREDENTIALS });
    }
    await wrongCodes(admin, 1);
    expect(await suspended(admin.user)).toBe(true);
    advance();
  });
});

describe('the way back', () => {
  it('a recovery code signs in while suspended and ends the suspension (audited): the app codes work again', async () => {
    const admin = await adminWithTotp();
    await wrongCodes(admin, WRONG_CODES_LIMIT);
    const recovered = await login(admin.user, { recovery_code: admin.recoveryCodes[1] });
    expect(recovered.status).toBe(200);
    expect(recovered.body.user).toMatchObject({ id: admin.user.id, totp_enabled: true, totp_suspended: false });
    expect(await suspended(admin.user)).toBe(false);
    expect(await auditRows(admin.user.id, 'TOTP_UNLOCKED')).toEqual([{ actor_id: admin.user.id, details: { by_administrator: false } }]);

    // The count starts again from nothing: nine wrong codes do not suspend.
    await wrongCodes(admin, WRONG_CODES_LIMIT - 1);
    expect(await suspended(admin.user)).toBe(false);
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now) })).status).toBe(200);
    // A recovery code of an account not suspended unlocks nothing: no TOTP_UNLOCKED row.
    expect((await login(admin.user, { recovery_code: admin.recoveryCodes[2] })).status).toBe(200);
    expect(await auditRows(admin.user.id, 'TOTP_UNLOCKED')).toHaveLength(1);
    advance();
  });

  it('another administrator unlocks them: audited, the others notified, the app code signs in again', async () => {
    const locked = await adminWithTotp();
    await wrongCodes(locked, WRONG_CODES_LIMIT);
    const colleague = await server.createUser({ is_admin: true });
    const colleagueToken = (await server.loginAs(colleague)).access;

    const answer = await unlock(locked.user.id, colleagueToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: locked.user.id, totp_enabled: true, totp_suspended: false });
    expect((await login(locked.user, { totp_code: codeAt(locked.secret, now) })).status).toBe(200);
    expect(await auditRows(locked.user.id, 'TOTP_UNLOCKED')).toEqual([{ actor_id: colleague.id, details: { by_administrator: true } }]);
    expect(await notifications(server.adminToken, 'TOTP_UNLOCKED', locked.user.id)).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(new RegExp(`^L'accesso con i codici dell'app di .*\\(${locked.user.username}\\) è stato sbloccato da ${colleague.username}\\.$`)),
      }),
    ]);
    expect(await notifications(colleagueToken, 'TOTP_UNLOCKED', locked.user.id)).toEqual([]);
    expect(answerOf(await unlock(locked.user.id, colleagueToken))).toEqual({
      status: 409,
      body: { code: 'TOTP_NOT_SUSPENDED', message: "The authenticator app's codes of this account are not suspended" },
    });
    advance();
  });

  it('the unlock is for administrators only, not for one’s own account, and not for a user who does not exist', async () => {
    const locked = await adminWithTotp();
    await wrongCodes(locked, WRONG_CODES_LIMIT);
    const employee = await server.createUser();
    const employeeToken = (await server.loginAs(employee)).access;
    expect(answerOf(await unlock(locked.user.id, employeeToken)).status).toBe(403);
    expect((await unlock(locked.user.id, employeeToken)).body.code).toBe('ADMIN_REQUIRED');
    // The suspended administrator's own session (opened before) cannot lift it.
    expect((await unlock(locked.user.id, locked.token)).body.code).toBe('PERMISSION_DENIED');
    expect((await unlock(999_999, server.adminToken)).body.code).toBe('NOT_FOUND');
    expect(await suspended(locked.user)).toBe(true);
    advance();
  });

  it('turning the codes off (another administrator) ends the suspension too', async () => {
    const locked = await adminWithTotp();
    await wrongCodes(locked, WRONG_CODES_LIMIT);
    expect((await client.post(ApiPaths.userDisableTotp(locked.user.id), undefined, server.adminToken)).status).toBe(200);
    expect(await suspended(locked.user)).toBe(false);
    expect((await login(locked.user)).status).toBe(200);
  });
});

describe('a wrong password and a wrong code get the same answer', () => {
  /** The raw answer: status and body as bytes. */
  const raw = async (path: string, body: unknown) => {
    const response = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: await response.text() };
  };

  it('at login and at reassociation', async () => {
    const admin = await adminWithTotp();
    for (const path of [ApiPaths.login, ApiPaths.reassociateDevice]) {
      const wrongPassword = await raw(path, signInBody(admin.user, { totp_code: codeAt(admin.secret, now) }, 'not-the-password'));
      const wrongCode = await raw(path, signInBody(admin.user, { totp_code: codeAt(admin.secret, now, 5) }, admin.user.password));
      const wrongRecovery = await raw(path, signInBody(admin.user, { recovery_code: 'AAAAA-AAAAA' }, admin.user.password));
      expect(wrongPassword).toEqual({ status: 401, body: JSON.stringify(INVALID_CREDENTIALS) });
      expect(wrongCode).toEqual(wrongPassword);
      expect(wrongRecovery).toEqual(wrongPassword);
    }
    advance();
  });

  it('at set-new-password', async () => {
    const admin = await adminWithTotp();
    await server.db.query('UPDATE users SET must_change_password = true WHERE id = $1', [admin.user.id]);
    const body = (password: string, extra: SecondFactor) => ({
      username: admin.user.username,
      current_password: password,
      new_password: 'Girasole-di-marzo-84',
      device_id: admin.user.deviceId,
      fingerprint: FINGERPRINT,
      ...extra,
    });
    const wrongPassword = await raw(ApiPaths.setNewPassword, body('not-the-password', { totp_code: codeAt(admin.secret, now) }));
    const wrongCode = await raw(ApiPaths.setNewPassword, body(admin.user.password, { totp_code: codeAt(admin.secret, now, 5) }));
    expect(wrongPassword).toEqual({ status: 401, body: JSON.stringify(INVALID_CREDENTIALS) });
    expect(wrongCode).toEqual(wrongPassword);
    advance();
  });

  it('and the refusals of one’s own codes, signed in, keep their 400 TOTP_INVALID', async () => {
    const admin = await adminWithTotp();
    const refused = await client.post(ApiPaths.totpDisable, { code: codeAt(admin.secret, now, 5) }, admin.token);
    expect([refused.status, refused.body.code]).toEqual([400, 'TOTP_INVALID']);
    advance();
  });
});
