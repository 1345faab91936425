/**
 * @jest-environment node
 */
/**
 * 'Verifica in due passaggi' driven without React (docs/behaviour.md, "Administrators' verification code"): the real
 * container and use-case over fake HTTP, signed in as an administrator.
 */
import { ApiPaths } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { DashboardToken } from '../../../src/ui/dashboard/dashboard.tokens';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { RefusalMother, UserMother } from '../../mothers';
import { adminWorld, type AdminWorld } from '../admin/admin-world';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Timbrature:admin?secret=JBSWY3DPEHPK3PXP', qr_svg: '<svg/>' };
const CODES = Array.from({ length: 10 }, (_, i) => `K7Q2M-X9P4${i}`);

/** The dialog's store, bound with the dashboards that open it. */
function totpStore(world: AdminWorld) {
  installBindings(world.container, dashboardModule);
  return world.get(DashboardToken.TotpStore);
}

/** An administrator whose code is off (or on), the dialog's store opened and its first requests answered. */
async function opened({ on = false } = {}) {
  const world = adminWorld(UserMother.admin({ totp_enabled: on }));
  world.http.on('POST', ApiPaths.totpSetup, ok(SETUP));
  await world.signIn();
  const store = totpStore(world);
  store.show();
  await world.clock.advance(0);
  return { world, store };
}

describe('TotpStore', () => {
  it('off: opening sets up a new secret, shown as a QR image and as a key in groups of four', async () => {
    const { world, store } = await opened();

    expect(store.open).toBe(true);
    expect(store.phase).toBe('setup');
    expect(store.setup).toMatchObject({ secret: 'JBSWY3DPEHPK3PXP', groupedSecret: 'JBSW Y3DP EHPK 3PXP' });
    expect(store.setup!.qrImage).toMatch(/^data:image\/svg\+xml/);
    expect(world.http.sent('POST', ApiPaths.totpSetup)).toHaveLength(1);
  });

  it('on (whatever the profile kept since sign-in says): opening asks for a code to turn it off, no new secret', async () => {
    const world = adminWorld(UserMother.admin({ totp_enabled: false }));
    await world.signIn();
    world.http.on('GET', ApiPaths.profile, ok(UserMother.admin({ totp_enabled: true })));
    const store = totpStore(world);

    store.show();
    await world.clock.advance(0);

    expect(store.phase).toBe('enabled');
    expect(world.http.sent('POST', ApiPaths.totpSetup)).toHaveLength(0);
  });

  it('keeps digits only in the code, six at most, and confirms only a whole code', async () => {
    const { store } = await opened();
    expect(store.canSubmit).toBe(false);

    store.setCode('12a 34');
    expect(store.code).toBe('1234');
    expect(store.canSubmit).toBe(false);

    store.setCode('123 4567');
    expect(store.code).toBe('123456');
    expect(store.canSubmit).toBe(true);
  });

  it('a right first code turns it on and shows the ten recovery codes, which only the explicit close leaves', async () => {
    const { world, store } = await opened();
    world.http.on('POST', ApiPaths.totpEnable, ok({ recovery_codes: CODES }));

    store.setCode('123456');
    await store.submit();

    expect(world.http.last('POST', ApiPaths.totpEnable).body).toEqual({ code: '123456' });
    expect(store.phase).toBe('recoveryCodes');
    expect(store.recoveryCodes).toEqual(CODES);
    expect(store.setup).toBeNull();
    expect(store.code).toBe('');

    store.close();
    expect(store.open).toBe(false);
    expect(store.recoveryCodes).toEqual([]);
  });

  it('a refused code goes under the field and is emptied; typing again clears the message', async () => {
    const { world, store } = await opened();
    world.http.on('POST', ApiPaths.totpEnable, RefusalMother.of(400, 'TOTP_INVALID'));

    store.setCode('000000');
    await store.submit();

    expect(store.phase).toBe('setup');
    expect(store.codeError).toEqual({ key: 'errors.totpInvalid' });
    expect(store.error).toBeNull();
    expect(store.code).toBe('');

    store.setCode('1');
    expect(store.codeError).toBeNull();
  });

  it('another failure shows above the form and keeps the code typed', async () => {
    const { world, store } = await opened();
    world.http.on('POST', ApiPaths.totpEnable, status(500, {}));

    store.setCode('123456');
    await store.submit();

    expect(store.error).toEqual({ key: 'errors.serverError' });
    expect(store.codeError).toBeNull();
    expect(store.code).toBe('123456');
  });

  it('cannot be closed while a code is being checked', async () => {
    const { world, store } = await opened();
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.totpEnable, () => answer.promise);

    store.setCode('123456');
    const submitting = store.submit();
    expect(store.isSubmitting).toBe(true);
    expect(store.canSubmit).toBe(false);
    store.close();
    expect(store.open).toBe(true);

    answer.resolve(ok({ recovery_codes: CODES }));
    await submitting;
    expect(store.phase).toBe('recoveryCodes');
  });

  it('on: a current code turns it off', async () => {
    const { world, store } = await opened({ on: true });
    world.http.on('POST', ApiPaths.totpDisable, status(204, null));

    store.setCode('654321');
    await store.submit();

    expect(world.http.last('POST', ApiPaths.totpDisable).body).toEqual({ code: '654321' });
    expect(store.phase).toBe('turnedOff');
  });

  it("a failed first request offers 'Riprova', which asks again", async () => {
    const world = adminWorld();
    await world.signIn();
    world.http.on('GET', ApiPaths.profile, status(500, {}), ok(UserMother.admin({ totp_enabled: false })));
    world.http.on('POST', ApiPaths.totpSetup, ok(SETUP));
    const store = totpStore(world);

    store.show();
    await world.clock.advance(0);
    expect(store.phase).toBe('failed');
    expect(store.error).toEqual({ key: 'dashboard.totp.loadError' });

    await store.load();
    expect(store.phase).toBe('setup');
    expect(store.error).toBeNull();
  });

  it('a setup refused by the server shows its text', async () => {
    const world = adminWorld();
    await world.signIn();
    world.http.on('GET', ApiPaths.profile, ok(UserMother.admin({ totp_enabled: false })));
    world.http.on('POST', ApiPaths.totpSetup, RefusalMother.of(403, 'TOTP_NOT_AVAILABLE'));
    const store = totpStore(world);

    store.show();
    await world.clock.advance(0);

    expect(store.phase).toBe('failed');
    expect(store.error).toEqual({ key: 'errors.totpNotAvailable' });
  });

  it('an answer that arrives after the dialog was closed and opened again is dropped', async () => {
    const world = adminWorld();
    await world.signIn();
    const slow = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.profile, () => slow.promise, ok(UserMother.admin({ totp_enabled: true })));
    const store = totpStore(world);

    store.show();
    store.close();
    store.show();
    await world.clock.advance(0);
    expect(store.phase).toBe('enabled');

    slow.resolve(ok(UserMother.admin({ totp_enabled: false })));
    await world.clock.advance(0);
    expect(store.phase).toBe('enabled');
    expect(world.http.sent('POST', ApiPaths.totpSetup)).toHaveLength(0);
  });
});
