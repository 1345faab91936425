import { createHash } from 'node:crypto';
import { ApiPaths } from '../../../../src/core/contract';
import { Login } from '../../../../src/core/use-cases';
import { ok, status } from '../../../fakes';
import { RefusalMother, UserMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

function setup() {
  const h = createCoreHarness({ deviceId: 'dev-1' });
  return { h, login: new Login(h.api, h.tokens, h.identity, h.vibration) };
}

describe('Login', () => {
  it('sends the trimmed username, the password as typed, the device id and the fingerprint hash', async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, ok({ access: 'A', refresh: 'R', user: UserMother.create() }));

    await login.execute({ username: '  mario.rossi ', password: ' pw with spaces ' });

    const body = h.http.last('POST', ApiPaths.login).body as Record<string, string>;
    expect(body).toMatchObject({ username: 'mario.rossi', password: ' pw with spaces ', device_id: 'dev-1' });
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('on success stores the tokens and the profile, remembers the device, vibrates 100 ms and returns the user', async () => {
    const { h, login } = setup();
    const user = UserMother.create();
    h.http.on('POST', ApiPaths.login, ok({ access: 'A', refresh: 'R', user }));

    await expect(login.execute({ username: 'mario.rossi', password: 'secret' })).resolves.toEqual({ kind: 'success', user });

    expect(h.storage.entries()).toMatchObject({ accessToken: 'A', refreshToken: 'R' });
    expect(JSON.parse(h.storage.get('userProfile') ?? 'null')).toEqual(user);
    expect(h.storage.get('deviceFingerprint')).toMatch(/^[0-9a-f]{64}$/);
    expect(h.vibration.patterns).toEqual([100]);
  });

  it('on wrong credentials returns the translated error and vibrates 100-50-100', async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, RefusalMother.of(401, 'INVALID_CREDENTIALS'));

    const result = await login.execute({ username: 'mario', password: 'bad' });

    expect(result).toEqual({ kind: 'error', message: { key: 'errors.invalidCredentials' } });
    expect(h.vibration.patterns).toEqual([[100, 50, 100]]);
    expect(h.storage.get('accessToken')).toBeNull();
  });

  it("translates by the code only: an answer without a known code is a failed operation, whatever its text", async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, status(400, { message: 'Account sospeso' }));

    await expect(login.execute({ username: 'mario', password: 'x' })).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.operationFailed' },
    });
  });

  it("offers reassociation for a refused device, with the server's message, prefilled with the account it names", async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, RefusalMother.deviceNotAuthorized('mario.rossi'));

    const result = await login.execute({ username: 'MARIO', password: 'x' });

    expect(result).toEqual({
      kind: 'deviceNotAuthorized',
      message: { key: 'errors.deviceNotAuthorized' },
      canReassociate: true,
      username: 'mario.rossi',
    });
    expect(h.vibration.patterns).toEqual([[100, 50, 100]]);
  });

  it('a right password an administrator set asks for a new one, for the account the server names, with no session', async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, RefusalMother.of(403, 'PASSWORD_CHANGE_REQUIRED', { details: { username: 'mario.rossi' } }));

    const result = await login.execute({ username: 'MARIO.ROSSI', password: 'Data-dall-admin-1' });

    expect(result).toEqual({ kind: 'passwordChangeRequired', message: { key: 'errors.passwordChangeRequired' }, username: 'mario.rossi' });
    expect(h.storage.get('accessToken')).toBeNull();
  });

  it('does not offer reassociation when the refusal names an administrator', async () => {
    const { h, login } = setup();
    const refusal = RefusalMother.deviceNotAuthorized('admin');
    h.http.on('POST', ApiPaths.login, { ...refusal, body: { ...refusal.body, details: { username: 'admin', is_admin: true } } });

    await expect(login.execute({ username: 'admin', password: 'x' })).resolves.toMatchObject({ canReassociate: false });
  });

  it('hashes the fingerprint with SHA-256 over userAgent, screen, platform, canvas and webgl', async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, ok({ access: 'A', refresh: 'R', user: UserMother.create() }));

    await login.execute({ username: 'mario', password: 'x' });

    const env = h.environment.env;
    const expected = createHash('sha256')
      .update(JSON.stringify({ userAgent: env.userAgent, screen: env.screen, platform: env.platform, canvas: h.fingerprint.canvasValue, webgl: h.fingerprint.webglValue }))
      .digest('hex');
    expect((h.http.last('POST', ApiPaths.login).body as { fingerprint: string }).fingerprint).toBe(expected);
  });

  describe("an administrator's verification code", () => {
    it('a right password of an account with TOTP on asks for the code, without a failure vibration, and signs nobody in', async () => {
      const { h, login } = setup();
      h.http.on('POST', ApiPaths.login, RefusalMother.of(401, 'TOTP_REQUIRED'));

      await expect(login.execute({ username: 'admin', password: 'pw' })).resolves.toEqual({
        kind: 'secondFactorRequired',
        message: { key: 'errors.totpRequired' },
        invalid: false,
        suspended: false,
      });
      expect(h.vibration.patterns).toEqual([]);
      expect(h.storage.get('accessToken')).toBeNull();
    });

    it("while the app's codes are suspended, asks for a recovery code and says why", async () => {
      const { h, login } = setup();
      h.http.on('POST', ApiPaths.login, RefusalMother.of(401, 'TOTP_REQUIRED', { details: { totp_suspended: true } }));

      await expect(login.execute({ username: 'admin', password: 'pw' })).resolves.toEqual({
        kind: 'secondFactorRequired',
        message: { key: 'errors.totpSuspended' },
        invalid: false,
        suspended: true,
      });
      expect(h.vibration.patterns).toEqual([]);
    });

    it('sends the code again with the login (without the spaces the app shows), and signs in', async () => {
      const { h, login } = setup();
      h.http.on('POST', ApiPaths.login, ok({ access: 'A', refresh: 'R', user: UserMother.admin() }));

      await expect(login.execute({ username: 'admin', password: 'pw' }, { totpCode: ' 123 456 ' })).resolves.toMatchObject({ kind: 'success' });

      const body = h.http.last('POST', ApiPaths.login).body as Record<string, unknown>;
      expect(body).toMatchObject({ username: 'admin', password: 'pw', totp_code: '123456' });
      expect(body).not.toHaveProperty('recovery_code');
    });

    it('or a recovery code instead', async () => {
      const { h, login } = setup();
      h.http.on('POST', ApiPaths.login, ok({ access: 'A', refresh: 'R', user: UserMother.admin() }));

      await login.execute({ username: 'admin', password: 'pw' }, { recoveryCode: ' ABCD-EFGH-JKLM ' });

      const body = h.http.last('POST', ApiPaths.login).body as Record<string, unknown>;
      expect(body).toMatchObject({ recovery_code: 'ABCD-EFGH-JKLM' });
      expect(body).not.toHaveProperty('totp_code');
    });

    it('a wrong or used code, answered as a wrong password, asks again, marked invalid, and vibrates as a failure', async () => {
      const { h, login } = setup();
      h.http.on('POST', ApiPaths.login, RefusalMother.of(401, 'INVALID_CREDENTIALS'), RefusalMother.of(401, 'INVALID_CREDENTIALS'));

      const refused = { kind: 'secondFactorRequired', message: { key: 'errors.totpInvalid' }, invalid: true, suspended: false };
      await expect(login.execute({ username: 'admin', password: 'pw' }, { totpCode: '000000' })).resolves.toEqual(refused);
      await expect(login.execute({ username: 'admin', password: 'pw' }, { recoveryCode: 'AAAAA-AAAAA' })).resolves.toEqual(refused);
      expect(h.vibration.patterns).toEqual([
        [100, 50, 100],
        [100, 50, 100],
      ]);
    });

    it('a TOTP_INVALID (a server before codes were answered as passwords) is a refused code too', async () => {
      const { h, login } = setup();
      h.http.on('POST', ApiPaths.login, RefusalMother.of(401, 'TOTP_INVALID'));

      await expect(login.execute({ username: 'admin', password: 'pw' }, { totpCode: '000000' })).resolves.toMatchObject({
        kind: 'secondFactorRequired',
        message: { key: 'errors.totpInvalid' },
        invalid: true,
      });
    });
  });

  it('a login from a device whose change awaits an administrator is an error saying so', async () => {
    const { h, login } = setup();
    h.http.on('POST', ApiPaths.login, RefusalMother.of(403, 'DEVICE_CHANGE_PENDING'));

    await expect(login.execute({ username: 'mario.rossi', password: 'pw' })).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.deviceChangePending' },
    });
  });
});
