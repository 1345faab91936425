import { ApiPaths } from '../../../../src/core/contract';
import { ReassociateDevice } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { RefusalMother, UserMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

function setup() {
  const h = createCoreHarness({ deviceId: 'dev-2' });
  return { h, reassociate: new ReassociateDevice(h.api, h.tokens, h.identity, h.environment) };
}

describe('ReassociateDevice', () => {
  it('sends credentials, device id, fingerprint and device_info (screen as WxH); stores the tokens and remembers the profile', async () => {
    const { h, reassociate } = setup();
    const user = UserMother.create();
    h.http.on('POST', ApiPaths.reassociateDevice, ok({ access: 'A', refresh: 'R', user }));

    await expect(reassociate.execute({ username: ' mario.rossi ', password: 'secret' })).resolves.toEqual({ kind: 'success', user });

    expect(h.http.last('POST', ApiPaths.reassociateDevice).body).toMatchObject({
      username: 'mario.rossi',
      password: 'secret',
      device_id: 'dev-2',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      device_info: { userAgent: h.environment.env.userAgent, language: 'it-IT', screen: '390x844', timezone: 'Europe/Rome' },
    });
    expect(h.storage.entries()).toMatchObject({ accessToken: 'A', refreshToken: 'R' });
    expect(JSON.parse(h.storage.get('userProfile') ?? 'null')).toEqual(user);
  });

  it('reports a failure as an error for the dialog alert', async () => {
    const { h, reassociate } = setup();
    h.http.on('POST', ApiPaths.reassociateDevice, RefusalMother.of(401, 'INVALID_CREDENTIALS'));

    await expect(reassociate.execute({ username: 'mario', password: 'bad' })).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.invalidCredentials' },
    });
  });

  it('reports a failure that itself asks for reassociation as deviceNotAuthorized (no alert)', async () => {
    const { h, reassociate } = setup();
    h.http.on('POST', ApiPaths.reassociateDevice, RefusalMother.deviceNotAuthorized());

    await expect(reassociate.execute({ username: 'mario', password: 'x' })).resolves.toMatchObject({
      kind: 'deviceNotAuthorized',
      canReassociate: true,
    });
  });

  it('a change that waits for an administrator (202) signs nobody in, says so, and keeps this device id for after the approval', async () => {
    const h = createCoreHarness();
    const reassociate = new ReassociateDevice(h.api, h.tokens, h.identity, h.environment);
    h.http.on('POST', ApiPaths.reassociateDevice, { status: 202, body: { status: 'pending_approval', request_id: 4 } });

    await expect(reassociate.execute({ username: 'mario.rossi', password: 'secret' })).resolves.toEqual({
      kind: 'pendingApproval',
      message: { key: 'errors.deviceChangePending' },
    });
    expect(h.storage.get('accessToken')).toBeNull();
    expect(h.storage.get('deviceId')).toBe('uuid-1');
  });
});
