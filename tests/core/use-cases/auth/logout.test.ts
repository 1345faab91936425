import { ApiPaths } from '../../../../src/core/contract';
import { NetworkError } from '../../../../src/core/ports';
import { Logout } from '../../../../src/core/use-cases';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

function setup() {
  const h = createCoreHarness({ accessToken: 'A', refreshToken: 'R', userProfile: '{"id":7}', deviceId: 'dev-1' });
  return { h, logout: new Logout(h.api, h.tokens, h.logger) };
}

describe('Logout', () => {
  it('tells the server which refresh token to revoke, then clears the tokens and the profile (the device id stays)', async () => {
    const { h, logout } = setup();
    h.http.on('POST', ApiPaths.logout, ok());

    await logout.execute();

    expect(h.http.last('POST', ApiPaths.logout)).toMatchObject({ body: { refresh: 'R' }, headers: { Authorization: 'Bearer A' } });
    expect(h.storage.entries()).toEqual({ deviceId: 'dev-1' });
    expect(h.logger.warnings).toHaveLength(0);
  });

  it('clears the tokens even when the server call fails, only logging the failure', async () => {
    const { h, logout } = setup();
    h.http.on('POST', ApiPaths.logout, new NetworkError('down', 'offline'));

    await expect(logout.execute()).resolves.toBeUndefined();

    expect(h.storage.entries()).toEqual({ deviceId: 'dev-1' });
    expect(h.logger.warnings).toHaveLength(1);
  });

  it('does not try a token refresh on a 401 (no session-expired event while logging out)', async () => {
    const { h, logout } = setup();
    h.http.on('POST', ApiPaths.logout, status(401));

    await logout.execute();

    expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(0);
    expect(h.sessionEvents.emitted).toEqual([]);
    expect(h.storage.get('accessToken')).toBeNull();
  });

  it('sends an empty body when no refresh token is stored', async () => {
    const h = createCoreHarness({ accessToken: 'A' });
    h.http.on('POST', ApiPaths.logout, ok());
    await new Logout(h.api, h.tokens, h.logger).execute();
    expect(h.http.last('POST', ApiPaths.logout).body).toEqual({});
  });
});
