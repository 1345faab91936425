/**
 * @jest-environment node
 */
/**
 * The login screen's store on its own, over a scripted session: the verification code step (docs/behaviour.md,
 * "Administrators' verification code"), a reassociation waiting for approval and the device key warning.
 * The screen tests (second-factor.test.tsx) drive the same through the real container.
 */
import type { Credentials } from '../../../src/core/domain';
import type { LoginResult, SecondFactor, SetNewPasswordResult } from '../../../src/core/use-cases/auth';
import { LoginStore, type LoginSession } from '../../../src/ui/login/login.store';
import { UserMother } from '../../mothers';

const REQUIRED: LoginResult = { kind: 'secondFactorRequired', message: { key: 'errors.totpRequired' }, invalid: false, suspended: false };
const INVALID: LoginResult = { kind: 'secondFactorRequired', message: { key: 'errors.totpInvalid' }, invalid: true, suspended: false };
const SUSPENDED: LoginResult = { kind: 'secondFactorRequired', message: { key: 'errors.totpSuspended' }, invalid: false, suspended: true };
const SUCCESS: LoginResult = { kind: 'success', user: UserMother.admin({ totp_enabled: true }) };

/** A session whose logins, reassociations and new passwords answer the scripted results in order. */
class ScriptedSession implements LoginSession {
  error = null;
  readonly logins: Array<{ credentials: Credentials; secondFactor?: SecondFactor }> = [];
  readonly newPasswords: Array<{ credentials: Credentials; newPassword: string; secondFactor?: SecondFactor }> = [];
  constructor(
    private readonly loginResults: LoginResult[] = [],
    private readonly reassociationResults: LoginResult[] = [],
    private readonly newPasswordResults: SetNewPasswordResult[] = [],
  ) {}
  clearError(): void {}
  async login(credentials: Credentials, secondFactor?: SecondFactor): Promise<LoginResult> {
    this.logins.push({ credentials, ...(secondFactor ? { secondFactor } : {}) });
    return this.loginResults.shift()!;
  }
  async reassociate(): Promise<LoginResult> {
    return this.reassociationResults.shift()!;
  }
  async setNewPassword(credentials: Credentials, newPassword: string, secondFactor?: SecondFactor): Promise<SetNewPasswordResult> {
    this.newPasswords.push({ credentials, newPassword, ...(secondFactor ? { secondFactor } : {}) });
    return this.newPasswordResults.shift()!;
  }
}

async function atCodeStep(...then: LoginResult[]) {
  const session = new ScriptedSession([REQUIRED, ...then]);
  const store = new LoginStore(session);
  store.setUsername('admin');
  store.setPassword('Segreta-lunga-1');
  await store.submit();
  return { session, store };
}

describe('LoginStore: the verification code', () => {
  it('opens the code step after the right password, with no error, keeping username and password', async () => {
    const { store } = await atCodeStep();

    expect(store.secondFactorOpen).toBe(true);
    expect(store.error).toBeNull();
    expect(store.secondFactor.error).toBeNull();
    expect(store.username).toBe('admin');
    expect(store.password).toBe('Segreta-lunga-1');
  });

  it('sends the login again with the six digits, and nothing until they are all there', async () => {
    const { session, store } = await atCodeStep(SUCCESS);

    store.secondFactor.setCode('12 3');
    expect(store.secondFactor.code).toBe('123');
    expect(store.canSubmitSecondFactor).toBe(false);
    await store.submitSecondFactor();
    expect(session.logins).toHaveLength(1);

    store.secondFactor.setCode('123456');
    await store.submitSecondFactor();

    expect(session.logins[1]).toEqual({ credentials: { username: 'admin', password: 'Segreta-lunga-1' }, secondFactor: { totpCode: '123456' } });
  });

  it('a refused code: its message under the field, the field emptied, the step still open', async () => {
    const { store } = await atCodeStep(INVALID);
    store.secondFactor.setCode('000000');

    await store.submitSecondFactor();

    expect(store.secondFactorOpen).toBe(true);
    expect(store.secondFactor.error).toEqual({ key: 'errors.totpInvalid' });
    expect(store.secondFactor.code).toBe('');
    expect(store.error).toBeNull();
  });

  it('a recovery code instead, without its blanks', async () => {
    const { session, store } = await atCodeStep(SUCCESS);

    store.secondFactor.toggleRecoveryCode();
    store.secondFactor.setCode(' K7Q2M-X9P4D ');
    await store.submitSecondFactor();

    expect(session.logins[1]!.secondFactor).toEqual({ recoveryCode: 'K7Q2M-X9P4D' });
  });

  it("'Annulla' goes back to the form with what was typed; the next login starts without a code", async () => {
    const { session, store } = await atCodeStep(REQUIRED);
    store.secondFactor.setCode('123');

    store.cancelSecondFactor();
    expect(store.secondFactorOpen).toBe(false);
    expect(store.secondFactor.code).toBe('');
    expect(store.username).toBe('admin');

    await store.submit();
    expect(session.logins[1]).toEqual({ credentials: { username: 'admin', password: 'Segreta-lunga-1' } });
    expect(store.secondFactorOpen).toBe(true);
  });

  it("suspended app codes: the code step asks for a recovery code only, with the notice saying why", async () => {
    const session = new ScriptedSession([SUSPENDED, SUCCESS]);
    const store = new LoginStore(session);
    store.setUsername('admin');
    store.setPassword('Segreta-lunga-1');
    await store.submit();

    expect(store.secondFactorOpen).toBe(true);
    expect(store.secondFactor.useRecoveryCode).toBe(true);
    expect(store.secondFactor.appCodesSuspended).toBe(true);
    expect(store.secondFactor.notice).toEqual({ key: 'errors.totpSuspended' });
    expect(store.secondFactor.error).toBeNull();
    expect(store.error).toBeNull();
    store.secondFactor.toggleRecoveryCode(); // no way back to the app's code
    expect(store.secondFactor.useRecoveryCode).toBe(true);

    store.secondFactor.setCode('K7Q2M-X9P4D');
    await store.submitSecondFactor();
    expect(session.logins[1]!.secondFactor).toEqual({ recoveryCode: 'K7Q2M-X9P4D' });

    store.cancelSecondFactor();
    expect(store.secondFactor.appCodesSuspended).toBe(false);
    expect(store.secondFactor.notice).toBeNull();
  });

  it('suspended app codes met at the new password ask there for a recovery code', async () => {
    const session = new ScriptedSession(
      [REQUIRED, { kind: 'passwordChangeRequired', message: { key: 'errors.passwordChangeRequired' }, username: 'admin' }],
      [],
      [SUSPENDED],
    );
    const store = new LoginStore(session);
    store.setUsername('admin');
    store.setPassword('Data-da-un-collega-1');
    await store.submit();
    store.secondFactor.setCode('111111');
    await store.submitSecondFactor();
    const state = store.newPassword;
    state.setNewPassword('Girasoli-sul-balcone-42');
    state.setConfirmation('Girasoli-sul-balcone-42');
    state.secondFactor.setCode('222222');
    await store.submitNewPassword();

    expect(state.secondFactor.useRecoveryCode).toBe(true);
    expect(state.secondFactor.notice).toEqual({ key: 'errors.totpSuspended' });
    expect(state.secondFactor.code).toBe('');
  });

  it('an account that must choose its own password gives a new code with it', async () => {
    const session = new ScriptedSession(
      [REQUIRED, { kind: 'passwordChangeRequired', message: { key: 'errors.passwordChangeRequired' }, username: 'admin' }],
      [],
      [INVALID, SUCCESS],
    );
    const store = new LoginStore(session);
    store.setUsername('admin');
    store.setPassword('Data-da-un-collega-1');
    await store.submit();
    store.secondFactor.setCode('111111');
    await store.submitSecondFactor();

    expect(store.secondFactorOpen).toBe(false);
    const state = store.newPassword;
    expect(state.open).toBe(true);
    expect(state.asksCode).toBe(true);
    state.setNewPassword('Girasoli-sul-balcone-42');
    state.setConfirmation('Girasoli-sul-balcone-42');
    expect(state.canSubmit).toBe(false); // the code is missing
    state.secondFactor.setCode('222222');
    await store.submitNewPassword();
    expect(state.secondFactor.error).toEqual({ key: 'errors.totpInvalid' });
    expect(state.open).toBe(true);

    state.secondFactor.setCode('333333');
    await store.submitNewPassword();
    expect(session.newPasswords.map((call) => call.secondFactor)).toEqual([{ totpCode: '222222' }, { totpCode: '333333' }]);
    expect(session.newPasswords[1]!.credentials).toEqual({ username: 'admin', password: 'Data-da-un-collega-1' });
    expect(state.open).toBe(false);
  });
});

describe('LoginStore: other outcomes', () => {
  it('a reassociation waiting for an administrator closes the dialog and leaves a message that is not an error', async () => {
    const refused: LoginResult = { kind: 'deviceNotAuthorized', message: { key: 'errors.deviceNotAuthorized' }, canReassociate: true, username: 'mario.rossi' };
    const pending: LoginResult = { kind: 'pendingApproval', message: { key: 'errors.deviceChangePending' } };
    const store = new LoginStore(new ScriptedSession([refused], [pending]));
    store.setUsername('mario.rossi');
    store.setPassword('segreta');
    await store.submit();
    expect(store.reassociation.open).toBe(true);

    await store.submitReassociation();

    expect(store.reassociation.open).toBe(false);
    expect(store.reassociation.password).toBe('');
    expect(store.error).toBeNull();
    expect(store.info).toEqual({ key: 'errors.deviceChangePending' });
  });

  it('warns when the browser cannot keep a device key, and not when it can', async () => {
    const without = new LoginStore(new ScriptedSession(), { execute: async () => false });
    without.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(without.deviceKeyWarning).toEqual({ key: 'errors.deviceKeyUnavailable' });

    const withKey = new LoginStore(new ScriptedSession(), { execute: async () => true });
    withKey.start();
    await Promise.resolve();
    await Promise.resolve();
    expect(withKey.deviceKeyWarning).toBeNull();
  });
});
