import { ApiPaths } from '../../../../src/core/contract';
import { ChangePassword } from '../../../../src/core/use-cases';
import { status } from '../../../fakes';
import { RefusalMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

function setup() {
  const h = createCoreHarness({ accessToken: 'A', refreshToken: 'R' });
  return { h, change: new ChangePassword(h.api) };
}

const passwords = { current_password: ' vecchia ', new_password: 'Nuova-password-9' };

describe('ChangePassword', () => {
  it('sends the current and the new password as typed, with the session’s token, and succeeds on 204', async () => {
    const { h, change } = setup();
    h.http.on('POST', ApiPaths.changePassword, status(204, null));

    await expect(change.execute(passwords)).resolves.toEqual({ kind: 'success' });

    const sent = h.http.last('POST', ApiPaths.changePassword);
    expect(sent.body).toEqual({ current_password: ' vecchia ', new_password: 'Nuova-password-9' });
    expect(sent.headers).toMatchObject({ Authorization: 'Bearer A' });
    expect(h.storage.entries()).toMatchObject({ accessToken: 'A', refreshToken: 'R' });
  });

  it('puts a wrong current password under its field', async () => {
    const { h, change } = setup();
    h.http.on(
      'POST',
      ApiPaths.changePassword,
      RefusalMother.of(400, 'WRONG_CURRENT_PASSWORD', { errors: { current_password: ['The current password is not correct'] } }),
    );

    await expect(change.execute(passwords)).resolves.toEqual({
      kind: 'refused',
      field: 'current_password',
      message: { key: 'errors.wrongCurrentPassword' },
    });
  });

  it('puts the policy’s refusal under the new password, with the minimum the server is configured with', async () => {
    const { h, change } = setup();
    h.http.on(
      'POST',
      ApiPaths.changePassword,
      RefusalMother.of(400, 'PASSWORD_TOO_SHORT', { errors: { new_password: ['Password too short'] }, min_length: 10 }),
    );

    await expect(change.execute(passwords)).resolves.toEqual({
      kind: 'refused',
      field: 'new_password',
      message: { key: 'errors.passwordTooShort', params: { count: 10 } },
    });
  });

  it('a common or unchanged password also goes under the new password', async () => {
    const { h, change } = setup();
    h.http.on(
      'POST',
      ApiPaths.changePassword,
      RefusalMother.of(400, 'PASSWORD_TOO_COMMON', { errors: { new_password: ['Password too common'] }, min_length: 6 }),
      RefusalMother.of(400, 'PASSWORD_UNCHANGED', { errors: { new_password: ['The new password must differ from the current one'] } }),
    );

    await expect(change.execute(passwords)).resolves.toMatchObject({ field: 'new_password', message: { key: 'errors.passwordTooCommon' } });
    await expect(change.execute(passwords)).resolves.toMatchObject({ field: 'new_password', message: { key: 'errors.passwordUnchanged' } });
  });

  it('a failure naming no field is the form’s own message', async () => {
    const { h, change } = setup();
    h.http.on('POST', ApiPaths.changePassword, status(500, {}));

    await expect(change.execute(passwords)).resolves.toEqual({ kind: 'refused', field: null, message: { key: 'errors.serverError' } });
  });
});
