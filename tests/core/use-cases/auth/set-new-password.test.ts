import { ApiPaths } from '../../../../src/core/contract';
import { SetNewPassword } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { RefusalMother, UserMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

function setup() {
  const h = createCoreHarness({ deviceId: 'dev-1' });
  return { h, setNewPassword: new SetNewPassword(h.api, h.tokens, h.identity, h.vibration) };
}

const given = { username: '  mario.rossi ', password: 'Data-dall-admin-1' };

describe('SetNewPassword', () => {
  it('sends the account, the password the administrator gave, the new one and this device, as a login does', async () => {
    const { h, setNewPassword } = setup();
    h.http.on('POST', ApiPaths.setNewPassword, ok({ access: 'A', refresh: 'R', user: UserMother.create() }));

    await setNewPassword.execute(given, ' Mia-password-8 ');

    const body = h.http.last('POST', ApiPaths.setNewPassword).body as Record<string, string>;
    expect(body).toMatchObject({
      username: 'mario.rossi',
      current_password: 'Data-dall-admin-1',
      new_password: ' Mia-password-8 ',
      device_id: 'dev-1',
    });
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('on success is signed in as after a login: tokens, profile, device remembered, 100 ms vibration', async () => {
    const { h, setNewPassword } = setup();
    const user = UserMother.create();
    h.http.on('POST', ApiPaths.setNewPassword, ok({ access: 'A', refresh: 'R', user }));

    await expect(setNewPassword.execute(given, 'Mia-password-8')).resolves.toEqual({ kind: 'success', user });

    expect(h.storage.entries()).toMatchObject({ accessToken: 'A', refreshToken: 'R' });
    expect(JSON.parse(h.storage.get('userProfile') ?? 'null')).toEqual(user);
    expect(h.storage.get('deviceFingerprint')).toMatch(/^[0-9a-f]{64}$/);
    expect(h.vibration.patterns).toEqual([100]);
  });

  it('a new password the policy refuses comes back for its field, with the configured minimum, and nothing is stored', async () => {
    const { h, setNewPassword } = setup();
    h.http.on(
      'POST',
      ApiPaths.setNewPassword,
      RefusalMother.of(400, 'PASSWORD_TOO_SHORT', { errors: { new_password: ['Password too short'] }, min_length: 8 }),
    );

    await expect(setNewPassword.execute(given, 'corta7')).resolves.toEqual({
      kind: 'newPasswordRefused',
      message: { key: 'errors.passwordTooShort', params: { count: 8 } },
    });
    expect(h.storage.get('accessToken')).toBeNull();
    expect(h.vibration.patterns).toEqual([[100, 50, 100]]);
  });

  it('a refused device ends as the login’s: reassociation offered for the account the server names', async () => {
    const { h, setNewPassword } = setup();
    h.http.on('POST', ApiPaths.setNewPassword, RefusalMother.deviceNotAuthorized('mario.rossi'));

    await expect(setNewPassword.execute(given, 'Mia-password-8')).resolves.toEqual({
      kind: 'deviceNotAuthorized',
      message: { key: 'errors.deviceNotAuthorized' },
      canReassociate: true,
      username: 'mario.rossi',
    });
  });

  it('wrong credentials, or an account with no password to replace, are the form’s error', async () => {
    const { h, setNewPassword } = setup();
    h.http.on(
      'POST',
      ApiPaths.setNewPassword,
      RefusalMother.of(401, 'INVALID_CREDENTIALS'),
      RefusalMother.of(403, 'PASSWORD_CHANGE_NOT_REQUIRED'),
    );

    await expect(setNewPassword.execute(given, 'Mia-password-8')).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.invalidCredentials' },
    });
    await expect(setNewPassword.execute(given, 'Mia-password-8')).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.passwordChangeNotRequired' },
    });
    // A 401 here is about the credentials: the client never tried a token refresh.
    expect(h.http.sent('POST', ApiPaths.refresh)).toEqual([]);
  });
});
