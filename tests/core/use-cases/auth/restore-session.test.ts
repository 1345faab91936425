import { ApiPaths } from '../../../../src/core/contract';
import { NetworkError } from '../../../../src/core/ports';
import { RestoreSession } from '../../../../src/core/use-cases';
import { ok, status } from '../../../fakes';
import { UserMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';
import { countsAfter } from '../support/counts-after';

function setup(stored: Parameters<typeof createCoreHarness>[0]) {
  const h = createCoreHarness(stored);
  return { h, restore: new RestoreSession(h.api, h.tokens, h.clock, h.logger) };
}

describe('RestoreSession', () => {
  it('is unauthenticated without a stored access token, without calling the server', async () => {
    const { h, restore } = setup({});
    await expect(restore.execute()).resolves.toEqual({ kind: 'unauthenticated' });
    expect(h.http.requests).toHaveLength(0);
  });

  it('is authenticated with the profile when the token is good, and remembers that profile', async () => {
    const { h, restore } = setup({ accessToken: 'A1' });
    const user = UserMother.create();
    h.http.on('GET', ApiPaths.profile, ok(user));
    await expect(restore.execute()).resolves.toEqual({ kind: 'authenticated', user });
    expect(JSON.parse(h.storage.entries().userProfile ?? 'null')).toEqual(user);
  });

  it('retries a failing profile load 1 s apart and succeeds on the third attempt', async () => {
    const { h, restore } = setup({ accessToken: 'A1' });
    const user = UserMother.create();
    h.http.on('GET', ApiPaths.profile, new NetworkError('down', 'network'), status(502), ok(user));

    const result = restore.execute();

    expect(await countsAfter(h.clock, () => h.http.sent('GET', ApiPaths.profile).length, [999, 1, 1000])).toEqual([1, 2, 3]);
    await expect(result).resolves.toEqual({ kind: 'authenticated', user });
  });

  it('gives up after 3 attempts: unauthenticated, tokens kept', async () => {
    const { h, restore } = setup({ accessToken: 'A1', refreshToken: 'R1' });
    h.http.on('GET', ApiPaths.profile, status(500));

    const result = restore.execute();
    await h.clock.advance(10_000);

    await expect(result).resolves.toEqual({ kind: 'unauthenticated' });
    expect(h.http.sent('GET', ApiPaths.profile)).toHaveLength(3);
    expect(h.storage.entries()).toEqual({ accessToken: 'A1', refreshToken: 'R1' });
  });

  it('clears the tokens on 401 and does not retry', async () => {
    const { h, restore } = setup({ accessToken: 'A1' });
    h.http.on('GET', ApiPaths.profile, status(401));

    await expect(restore.execute()).resolves.toEqual({ kind: 'unauthenticated' });
    expect(h.http.sent('GET', ApiPaths.profile)).toHaveLength(1);
    expect(h.storage.entries()).toEqual({});
  });

  describe('returning visit and offline start', () => {
    const remembered = UserMother.create({ first_name: 'Giulia' });
    const storedSession = { accessToken: 'A1', refreshToken: 'R1', userProfile: JSON.stringify(remembered) };

    it('the browser is offline: signed in at once with the remembered profile, tokens kept', async () => {
      const { h, restore } = setup(storedSession);
      h.http.on('GET', ApiPaths.profile, new NetworkError('offline', 'offline'));

      await expect(restore.execute()).resolves.toEqual({ kind: 'authenticated', user: remembered });
      expect(h.http.sent('GET', ApiPaths.profile)).toHaveLength(1);
      expect(h.storage.entries()).toEqual(storedSession);
    });

    it('no answer on any of the 3 attempts: signed in with the remembered profile after them', async () => {
      const { h, restore } = setup(storedSession);
      h.http.on('GET', ApiPaths.profile, new NetworkError('down', 'network'));

      const result = restore.execute();
      await h.clock.advance(10_000);

      await expect(result).resolves.toEqual({ kind: 'authenticated', user: remembered });
      expect(h.http.sent('GET', ApiPaths.profile)).toHaveLength(3);
    });

    it('the server answers with an error 3 times: still signed in with the remembered profile, tokens kept', async () => {
      const { h, restore } = setup(storedSession);
      h.http.on('GET', ApiPaths.profile, status(503));

      const result = restore.execute();
      await h.clock.advance(10_000);

      await expect(result).resolves.toEqual({ kind: 'authenticated', user: remembered });
      expect(h.http.sent('GET', ApiPaths.profile)).toHaveLength(3);
      expect(h.storage.entries()).toEqual(storedSession);
    });

    it('knows the remembered profile only while there is a stored access token', () => {
      expect(setup(storedSession).restore.remembered()).toEqual(remembered);
      expect(setup({ userProfile: JSON.stringify(remembered) }).restore.remembered()).toBeNull();
      expect(setup({ accessToken: 'A1' }).restore.remembered()).toBeNull();
    });

    it('offline without a remembered profile: the 3 attempts, then unauthenticated', async () => {
      const { h, restore } = setup({ accessToken: 'A1', refreshToken: 'R1' });
      h.http.on('GET', ApiPaths.profile, new NetworkError('offline', 'offline'));

      const result = restore.execute();
      await h.clock.advance(10_000);

      await expect(result).resolves.toEqual({ kind: 'unauthenticated' });
      expect(h.http.sent('GET', ApiPaths.profile)).toHaveLength(3);
    });

    it('an unreadable remembered profile counts as none', async () => {
      const { h, restore } = setup({ ...storedSession, userProfile: '{not json' });
      h.http.on('GET', ApiPaths.profile, new NetworkError('offline', 'offline'));

      const result = restore.execute();
      await h.clock.advance(10_000);

      await expect(result).resolves.toEqual({ kind: 'unauthenticated' });
    });

    it('a 401 forgets the remembered profile with the tokens', async () => {
      const { h, restore } = setup({ accessToken: 'A1', userProfile: JSON.stringify(remembered) });
      h.http.on('GET', ApiPaths.profile, status(401));

      await expect(restore.execute()).resolves.toEqual({ kind: 'unauthenticated' });
      expect(h.storage.entries()).toEqual({});
    });
  });
});
