import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient, type ApiResponse } from '../support/api';
import { codeAt } from '../support/rfc6238';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

/**
 * Administrators' verification codes over HTTP (docs/behaviour.md, "Administrators' verification code"), on a fixed
 * clock: codes are computed by the tests' own RFC 6238 implementation at the server's "now", which only moves forward.
 */
const FREE_FAILURES = 3;
let server: TestServer;
let client: ApiClient;
let now = Date.parse('2026-03-02T08:00:10Z');

beforeAll(async () => {
  server = await startTestServer({ config: { loginFreeFailures: FREE_FAILURES, loginMaxDelaySeconds: 60 } });
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

const login = (user: TestUser, extra: { totp_code?: string; recovery_code?: string } = {}, password = user.password) =>
  client.post(ApiPaths.login, { username: user.username, password, device_id: user.deviceId, fingerprint: FINGERPRINT, ...extra });

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

const errorCode = (response: ApiResponse) => [response.status, response.body.code];

/** The failed logins recorded for the user's name. */
async function failures(user: TestUser): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM login_failures WHERE username_key = lower($1)', [user.username]);
  return rows[0].n;
}

/** As if every recorded failure of the user had just happened: the wait after them starts now, however slow the machine. */
async function failuresJustNow(user: TestUser): Promise<void> {
  await server.db.query('UPDATE login_failures SET failed_at = now() WHERE username_key = lower($1)', [user.username]);
}

async function auditRows(userId: number, action: string): Promise<Array<{ actor_id: number | null; details: Record<string, unknown> }>> {
  const { rows } = await server.db.query<{ actor_id: number | null; details: string | Record<string, unknown> }>(
    'SELECT actor_id, details FROM audit_log WHERE action = $1 AND target_user_id = $2 ORDER BY id',
    [action, userId],
  );
  return rows.map((row) => ({ actor_id: row.actor_id, details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details }));
}

describe('turning the codes on', () => {
  it('setup, then the first code: ten recovery codes, and the account shows it', async () => {
    const user = await server.createUser({ is_admin: true, username: `anna${Date.now()}` });
    const token = (await server.loginAs(user)).access;

    const setup = await client.post(ApiPaths.totpSetup, undefined, token);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.body.otpauth_uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(`otpauth://totp/Timbrature:${user.username}`);
    expect(uri.searchParams.get('secret')).toBe(setup.body.secret);
    expect(setup.body.qr_svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await client.get(ApiPaths.profile, token)).body.totp_enabled).toBe(false);

    const enabled = await client.post(ApiPaths.totpEnable, { code: codeAt(setup.body.secret, now) }, token);
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect((await client.get(ApiPaths.profile, token)).body.totp_enabled).toBe(true);
    expect((await client.get(ApiPaths.user(user.id), server.adminToken)).body.totp_enabled).toBe(true);
    expect(await auditRows(user.id, 'TOTP_ENABLED')).toEqual([{ actor_id: user.id, details: {} }]);
    advance();
  });

  it('is for administrators only', async () => {
    const employee = await server.createUser();
    const token = (await server.loginAs(employee)).access;
    expect(errorCode(await client.post(ApiPaths.totpSetup, undefined, token))).toEqual([403, 'TOTP_NOT_AVAILABLE']);
    expect(errorCode(await client.post(ApiPaths.totpEnable, { code: '123456' }, token))).toEqual([403, 'TOTP_NOT_AVAILABLE']);
    expect((await client.post(ApiPaths.totpSetup)).status).toBe(401);
  });

  it('needs a setup first, refuses a wrong first code, and cannot be turned on twice', async () => {
    const user = await server.createUser({ is_admin: true });
    const token = (await server.loginAs(user)).access;
    expect(errorCode(await client.post(ApiPaths.totpEnable, { code: '123456' }, token))).toEqual([409, 'TOTP_SETUP_REQUIRED']);

    const secret = (await client.post(ApiPaths.totpSetup, undefined, token)).body.secret;
    const wrong = await client.post(ApiPaths.totpEnable, { code: codeAt(secret, now, 5) }, token);
    expect(errorCode(wrong)).toEqual([400, 'TOTP_INVALID']);
    expect(wrong.body.errors).toEqual({ code: ['Verification code not valid'] });
    expect((await client.get(ApiPaths.profile, token)).body.totp_enabled).toBe(false);

    expect((await client.post(ApiPaths.totpEnable, { code: codeAt(secret, now) }, token)).status).toBe(200);
    expect(errorCode(await client.post(ApiPaths.totpSetup, undefined, token))).toEqual([409, 'TOTP_ALREADY_ENABLED']);
    expect(errorCode(await client.post(ApiPaths.totpEnable, { code: codeAt(secret, now, 1) }, token))).toEqual([409, 'TOTP_ALREADY_ENABLED']);
    advance();
  });

  it('a new setup replaces an unconfirmed one: the first secret no longer confirms', async () => {
    const user = await server.createUser({ is_admin: true });
    const token = (await server.loginAs(user)).access;
    const first = (await client.post(ApiPaths.totpSetup, undefined, token)).body.secret;
    const second = (await client.post(ApiPaths.totpSetup, undefined, token)).body.secret;
    expect(second).not.toBe(first);
    expect(errorCode(await client.post(ApiPaths.totpEnable, { code: codeAt(first, now) }, token))).toEqual([400, 'TOTP_INVALID']);
    expect((await client.post(ApiPaths.totpEnable, { code: codeAt(second, now) }, token)).status).toBe(200);
    advance();
  });

  it('keeps the secret sealed in the database, pending or confirmed, and only digests of the recovery codes', async () => {
    const user = await server.createUser({ is_admin: true });
    const token = (await server.loginAs(user)).access;
    const secret = (await client.post(ApiPaths.totpSetup, undefined, token)).body.secret as string;
    const row = async () =>
      (await server.db.query<{ totp_secret: string | null; totp_pending_secret: string | null }>('SELECT totp_secret, totp_pending_secret FROM users WHERE id = $1', [user.id])).rows[0];

    const pending = await row();
    expect(pending.totp_secret).toBeNull();
    expect(pending.totp_pending_secret).toMatch(/^v1:/);
    expect(pending.totp_pending_secret).not.toContain(secret);

    const codes: string[] = (await client.post(ApiPaths.totpEnable, { code: codeAt(secret, now) }, token)).body.recovery_codes;
    const confirmed = await row();
    expect(confirmed.totp_pending_secret).toBeNull();
    expect(confirmed.totp_secret).toMatch(/^v1:/);
    expect(confirmed.totp_secret).not.toContain(secret);

    const { rows } = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(10);
    const stored = rows.map((r) => r.code_hash).join(' ');
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    advance();
  });
});

describe('signing in with the codes on', () => {
  it('asks for the code after the right password, accepts it, and refuses the same code again', async () => {
    const admin = await adminWithTotp();
    expect(errorCode(await login(admin.user))).toEqual([401, 'TOTP_REQUIRED']);
    // A wrong password is still just a wrong password: nothing said about codes.
    expect(errorCode(await login(admin.user, {}, 'not-the-password'))).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(errorCode(await login(admin.user, { totp_code: codeAt(admin.secret, now) }, 'not-the-password'))).toEqual([401, 'INVALID_CREDENTIALS']);

    const code = codeAt(admin.secret, now);
    const accepted = await login(admin.user, { totp_code: code });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ id: admin.user.id, totp_enabled: true });
    expect(errorCode(await login(admin.user, { totp_code: code }))).toEqual([401, 'INVALID_CREDENTIALS']);
    advance();
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now) })).status).toBe(200);
  });

  it('accepts the code of the step before or after, not two steps away', async () => {
    const admin = await adminWithTotp();
    advance(10);
    expect(errorCode(await login(admin.user, { totp_code: codeAt(admin.secret, now, -2) }))).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(errorCode(await login(admin.user, { totp_code: codeAt(admin.secret, now, 2) }))).toEqual([401, 'INVALID_CREDENTIALS']);
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now, -1) })).status).toBe(200);
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now, 1) })).status).toBe(200);
    // The current step's code comes after a later one was used: refused.
    expect(errorCode(await login(admin.user, { totp_code: codeAt(admin.secret, now) }))).toEqual([401, 'INVALID_CREDENTIALS']);
    advance(2);
  });

  it('one code, or one recovery code, sent twice at once opens one session', async () => {
    const admin = await adminWithTotp();
    const code = codeAt(admin.secret, now);
    const byCode = await Promise.all([login(admin.user, { totp_code: code }), login(admin.user, { totp_code: code })]);
    expect(byCode.map((r) => r.status).sort()).toEqual([200, 401]);
    const recovery = admin.recoveryCodes[3];
    const byRecovery = await Promise.all([login(admin.user, { recovery_code: recovery }), login(admin.user, { recovery_code: recovery })]);
    expect(byRecovery.map((r) => r.status).sort()).toEqual([200, 401]);
    advance();
  });

  it('the code that turned the codes on does not sign in', async () => {
    const user = await server.createUser({ is_admin: true });
    const token = (await server.loginAs(user)).access;
    const secret = (await client.post(ApiPaths.totpSetup, undefined, token)).body.secret;
    const code = codeAt(secret, now);
    expect((await client.post(ApiPaths.totpEnable, { code }, token)).status).toBe(200);
    expect(errorCode(await login(user, { totp_code: code }))).toEqual([401, 'INVALID_CREDENTIALS']);
    advance();
  });

  it('accepts each recovery code once, as typed in any case and without the dash', async () => {
    const admin = await adminWithTotp();
    const [first, second] = admin.recoveryCodes;
    expect((await login(admin.user, { recovery_code: first })).status).toBe(200);
    expect(errorCode(await login(admin.user, { recovery_code: first }))).toEqual([401, 'INVALID_CREDENTIALS']);
    expect((await login(admin.user, { recovery_code: second.replace('-', '').toLowerCase() })).status).toBe(200);
    expect(errorCode(await login(admin.user, { recovery_code: 'AAAAA-AAAAA' }))).toEqual([401, 'INVALID_CREDENTIALS']);
    expect((await auditRows(admin.user.id, 'TOTP_RECOVERY_CODE_USED')).map((row) => row.details)).toEqual([{ remaining: 9 }, { remaining: 8 }]);
  });

  it('counts wrong codes as failed logins, but not a login that only lacks the code', async () => {
    const admin = await adminWithTotp();
    for (let i = 0; i < FREE_FAILURES + 2; i++) expect(errorCode(await login(admin.user))).toEqual([401, 'TOTP_REQUIRED']);
    expect(await failures(admin.user)).toBe(0);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(errorCode(await login(admin.user, { totp_code: codeAt(admin.secret, now, 5) }))).toEqual([401, 'INVALID_CREDENTIALS']);
    }
    expect(await failures(admin.user)).toBe(FREE_FAILURES);
    await failuresJustNow(admin.user);
    const throttled = await login(admin.user, { totp_code: codeAt(admin.secret, now) });
    expect(errorCode(throttled)).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The code was not even looked at: once the wait is over, it still signs in.
    await server.db.query("UPDATE login_failures SET failed_at = failed_at - interval '1 hour' WHERE username_key = lower($1)", [admin.user.username]);
    expect((await login(admin.user, { totp_code: codeAt(admin.secret, now) })).status).toBe(200);
    advance();
  });

  it('asks for a code at set-new-password too, and the password is not changed without one', async () => {
    const admin = await adminWithTotp();
    await server.db.query('UPDATE users SET must_change_password = true WHERE id = $1', [admin.user.id]);
    expect(errorCode(await login(admin.user))).toEqual([401, 'TOTP_REQUIRED']);
    expect(errorCode(await login(admin.user, { totp_code: codeAt(admin.secret, now) }))).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);

    const newPassword = (extra: Record<string, string>) =>
      client.post(ApiPaths.setNewPassword, {
        username: admin.user.username,
        current_password: admin.user.password,
        new_password: 'Girasole-di-marzo-84',
        device_id: admin.user.deviceId,
        fingerprint: FINGERPRINT,
        ...extra,
      });
    expect(errorCode(await newPassword({}))).toEqual([401, 'TOTP_REQUIRED']);
    advance();
    const changed = await newPassword({ totp_code: codeAt(admin.secret, now) });
    expect(changed.status).toBe(200);
    expect(changed.body.user.totp_enabled).toBe(true);
    advance();
    expect(errorCode(await login(admin.user, {}, 'Girasole-di-marzo-84'))).toEqual([401, 'TOTP_REQUIRED']);
  });

  it('does not ask for a code to change the password when signed in', async () => {
    const admin = await adminWithTotp();
    const session = (await login(admin.user, { totp_code: codeAt(admin.secret, now) })).body;
    const changed = await client.post(ApiPaths.changePassword, { current_password: admin.user.password, new_password: 'Castagne-arrosto-17' }, session.access);
    expect(changed.status).toBe(204);
    advance();
  });
});

describe('turning the codes off', () => {
  it('one’s own, with a current code: then the password alone signs in', async () => {
    const admin = await adminWithTotp();
    const wrong = await client.post(ApiPaths.totpDisable, { code: codeAt(admin.secret, now, 4) }, admin.token);
    expect(errorCode(wrong)).toEqual([400, 'TOTP_INVALID']);
    expect((await client.post(ApiPaths.totpDisable, { code: codeAt(admin.secret, now) }, admin.token)).status).toBe(204);
    expect((await client.get(ApiPaths.profile, admin.token)).body.totp_enabled).toBe(false);
    expect((await login(admin.user)).status).toBe(200);
    expect(errorCode(await client.post(ApiPaths.totpDisable, { code: codeAt(admin.secret, now, 1) }, admin.token))).toEqual([409, 'TOTP_NOT_ENABLED']);
    expect(await auditRows(admin.user.id, 'TOTP_DISABLED')).toEqual([{ actor_id: admin.user.id, details: { by_administrator: false } }]);
    const { rows } = await server.db.query('SELECT 1 FROM totp_recovery_codes WHERE user_id = $1', [admin.user.id]);
    expect(rows).toEqual([]);
    advance();
  });

  it('one’s own: a code already used does not turn it off, and wrong codes count as failed logins', async () => {
    const admin = await adminWithTotp();
    const used = codeAt(admin.secret, now);
    expect((await login(admin.user, { totp_code: used })).status).toBe(200);
    expect(errorCode(await client.post(ApiPaths.totpDisable, { code: used }, admin.token))).toEqual([400, 'TOTP_INVALID']);
    for (let i = 1; i < FREE_FAILURES; i++) {
      expect(errorCode(await client.post(ApiPaths.totpDisable, { code: codeAt(admin.secret, now, 5) }, admin.token))).toEqual([400, 'TOTP_INVALID']);
    }
    expect(await failures(admin.user)).toBe(FREE_FAILURES);
    advance();
    await failuresJustNow(admin.user);
    expect(errorCode(await client.post(ApiPaths.totpDisable, { code: codeAt(admin.secret, now) }, admin.token))).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    // The same limits as a login from this address (the bound device's own attempts are judged apart, as ever).
    const elsewhere = { ...admin.user, deviceId: 'another-browser' };
    expect(errorCode(await login(elsewhere, { totp_code: codeAt(admin.secret, now) }))).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect((await client.get(ApiPaths.profile, admin.token)).body.totp_enabled).toBe(true);
  });

  it('a colleague’s, by another administrator: audited, the others notified, the password alone signs in', async () => {
    const locked = await adminWithTotp();
    const colleague = await server.createUser({ is_admin: true, username: `colleague${Date.now()}` });
    const colleagueToken = (await server.loginAs(colleague)).access;

    const answer = await client.post(ApiPaths.userDisableTotp(locked.user.id), undefined, colleagueToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: locked.user.id, username: locked.user.username, totp_enabled: false });
    expect((await login(locked.user)).status).toBe(200);
    expect(await auditRows(locked.user.id, 'TOTP_DISABLED')).toEqual([{ actor_id: colleague.id, details: { by_administrator: true } }]);

    const notified = (token: string) => client.get(ApiPaths.adminNotifications, token).then((r) => r.body.results.filter((n: { kind: string }) => n.kind === 'TOTP_DISABLED'));
    const seen = await notified(server.adminToken);
    expect(seen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          user_id: locked.user.id,
          message: expect.stringMatching(new RegExp(`^La verifica in due passaggi di .*\\(${locked.user.username}\\) è stata disattivata da ${colleague.username}\\.$`)),
        }),
      ]),
    );
    expect(await notified(colleagueToken)).toEqual([]);
    expect(errorCode(await client.post(ApiPaths.userDisableTotp(locked.user.id), undefined, colleagueToken))).toEqual([409, 'TOTP_NOT_ENABLED']);
  });

  it('a colleague’s: administrators only, not one’s own, and not a user who does not exist', async () => {
    const admin = await adminWithTotp();
    const employee = await server.createUser();
    const employeeToken = (await server.loginAs(employee)).access;
    expect(errorCode(await client.post(ApiPaths.userDisableTotp(admin.user.id), undefined, employeeToken))).toEqual([403, 'ADMIN_REQUIRED']);
    expect(errorCode(await client.post(ApiPaths.userDisableTotp(admin.user.id), undefined, admin.token))).toEqual([403, 'PERMISSION_DENIED']);
    expect(errorCode(await client.post(ApiPaths.userDisableTotp(999_999), undefined, server.adminToken))).toEqual([404, 'NOT_FOUND']);
    expect(errorCode(await login(admin.user))).toEqual([401, 'TOTP_REQUIRED']);
  });
});
