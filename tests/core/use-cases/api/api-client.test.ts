import { ApiPaths } from '../../../../src/core/contract';
import { ApiRequestError } from '../../../../src/core/errors';
import { NetworkError } from '../../../../src/core/ports';
import { Deferred, ok, status, type FakeResponse } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const PROFILE = ApiPaths.profile;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('ApiClient', () => {
  it('sends the stored access token as a Bearer header, with the 10 s timeout', async () => {
    const h = createCoreHarness({ accessToken: 'A1' });
    h.http.on('GET', PROFILE, ok({ id: 7 }));

    await expect(h.api.get(PROFILE)).resolves.toEqual({ id: 7 });

    expect(h.http.last('GET', PROFILE)).toMatchObject({ headers: bearer('A1'), timeoutMs: 10000, responseType: 'json' });
  });

  it('sends no Authorization header when no token is stored, and passes the body of writes', async () => {
    const h = createCoreHarness();
    h.http.on('PUT', ApiPaths.location(3), ok({ id: 3 }));

    await h.api.put(ApiPaths.location(3), { name: 'Sede' });

    expect(h.http.last('PUT', ApiPaths.location(3))).toMatchObject({ headers: {}, body: { name: 'Sede' } });
  });

  it('turns a non-2xx answer into ApiRequestError carrying status and body', async () => {
    const h = createCoreHarness({ accessToken: 'A1' });
    h.http.on('PATCH', ApiPaths.timesheet(5), status(400, { message: 'Validation error' }));

    const error = await h.api.patch(ApiPaths.timesheet(5), { timestamp: '' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, body: { message: 'Validation error' } });
  });

  it('lets a NetworkError of the transport pass through unchanged', async () => {
    const h = createCoreHarness({ accessToken: 'A1' });
    const offline = new NetworkError('Failed to fetch', 'offline');
    h.http.on('DELETE', ApiPaths.user(4), offline);

    await expect(h.api.delete(ApiPaths.user(4))).rejects.toBe(offline);
  });

  it('reads the CSV export as text', async () => {
    const h = createCoreHarness({ accessToken: 'A1' });
    h.http.on('GET', ApiPaths.adminActivitiesExport, ok('id;user\n1;mario'));

    await expect(h.api.getText(ApiPaths.adminActivitiesExport)).resolves.toBe('id;user\n1;mario');
    expect(h.http.last('GET', ApiPaths.adminActivitiesExport).responseType).toBe('text');
  });

  it("reads the monthly sheet's PDF as bytes", async () => {
    const h = createCoreHarness({ accessToken: 'A1' });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    h.http.on('GET', ApiPaths.adminAttendanceSheet, ok(pdf));

    await expect(h.api.getBytes(`${ApiPaths.adminAttendanceSheet}?month=2026-11&user_id=5`)).resolves.toBe(pdf);
    expect(h.http.last('GET', ApiPaths.adminAttendanceSheet).responseType).toBe('bytes');
  });

  describe('on 401', () => {
    it('refreshes once, stores the new tokens and retries once with the new access token', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1' });
      h.http.on('GET', PROFILE, status(401, { message: 'Token expired' }), ok({ id: 7 }));
      h.http.on('POST', ApiPaths.refresh, ok({ access: 'new', refresh: 'R2' }));

      await expect(h.api.get(PROFILE)).resolves.toEqual({ id: 7 });

      expect(h.http.last('POST', ApiPaths.refresh)).toMatchObject({ body: { refresh: 'R1' }, headers: {} });
      expect(h.http.sent('GET', PROFILE).map((r) => r.headers)).toEqual([bearer('old'), bearer('new')]);
      expect(h.storage.entries()).toMatchObject({ accessToken: 'new', refreshToken: 'R2' });
    });

    it('keeps the refresh token when the refresh answers only a new access token', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1' });
      h.http.on('GET', PROFILE, status(401), ok({}));
      h.http.on('POST', ApiPaths.refresh, ok({ access: 'new' }));

      await h.api.get(PROFILE);

      expect(h.storage.entries()).toMatchObject({ accessToken: 'new', refreshToken: 'R1' });
    });

    it('does not refresh a second time when the retry is answered 401 again', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1' });
      h.http.on('GET', PROFILE, status(401, { message: 'Token invalid' }));
      h.http.on('POST', ApiPaths.refresh, ok({ access: 'new' }));

      await expect(h.api.get(PROFILE)).rejects.toMatchObject({ status: 401 });

      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(1);
      expect(h.http.sent('GET', PROFILE)).toHaveLength(2);
      expect(h.sessionEvents.emitted).toEqual([]);
    });

    it('makes ONE refresh call for two parallel requests that both meet a 401', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1' });
      const refreshAnswer = new Deferred<FakeResponse>();
      h.http.on('GET', PROFILE, (r) => (r.headers?.Authorization === 'Bearer new' ? ok({ id: 7 }) : status(401)));
      h.http.on('GET', ApiPaths.status, (r) => (r.headers?.Authorization === 'Bearer new' ? ok({ status: 'IN' }) : status(401)));
      h.http.on('POST', ApiPaths.refresh, () => refreshAnswer.promise);

      const both = Promise.all([h.api.get(PROFILE), h.api.get(ApiPaths.status)]);
      await h.clock.advance(0);
      refreshAnswer.resolve(ok({ access: 'new' }));

      await expect(both).resolves.toEqual([{ id: 7 }, { status: 'IN' }]);
      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(1);
    });

    it('when the shared refresh fails, both requests fail, the session ends once and the tokens are gone', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1', deviceId: 'dev-1' });
      const refreshAnswer = new Deferred<FakeResponse>();
      h.http.on('GET', PROFILE, status(401));
      h.http.on('GET', ApiPaths.status, status(401));
      h.http.on('POST', ApiPaths.refresh, () => refreshAnswer.promise);

      const both = Promise.allSettled([h.api.get(PROFILE), h.api.get(ApiPaths.status)]);
      await h.clock.advance(0);
      refreshAnswer.resolve(status(401, { message: 'Token invalid' }));

      const outcomes = await both;
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(1);
      expect(h.sessionEvents.emitted).toEqual(['auth-token-expired']);
      expect(h.storage.entries()).toEqual({ deviceId: 'dev-1' });
    });

    it('retries with the token another request already refreshed instead of refreshing again', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1' });
      const lateAnswer = new Deferred<FakeResponse>();
      h.http.on('GET', ApiPaths.status, () => lateAnswer.promise, ok({ status: 'IN' }));
      h.http.on('GET', PROFILE, status(401), ok({ id: 7 }));
      h.http.on('POST', ApiPaths.refresh, ok({ access: 'new' }));

      const slow = h.api.get(ApiPaths.status);
      await h.api.get(PROFILE);
      lateAnswer.resolve(status(401));

      await expect(slow).resolves.toEqual({ status: 'IN' });
      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(1);
      expect(h.http.last('GET', ApiPaths.status).headers).toEqual(bearer('new'));
    });

    it('on refresh failure removes both tokens, emits auth-token-expired and rejects', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1', deviceId: 'dev-1' });
      h.http.on('GET', PROFILE, status(401));
      h.http.on('POST', ApiPaths.refresh, status(401, { message: 'Token invalid' }));

      await expect(h.api.get(PROFILE)).rejects.toMatchObject({ status: 401, body: { message: 'Token invalid' } });

      expect(h.storage.entries()).toEqual({ deviceId: 'dev-1' });
      expect(h.sessionEvents.emitted).toEqual(['auth-token-expired']);
      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(1);
    });

    it('passes the 401 on when no refresh token is stored', async () => {
      const h = createCoreHarness({ accessToken: 'old' });
      h.http.on('GET', PROFILE, status(401, { message: 'Token expired' }));

      await expect(h.api.get(PROFILE)).rejects.toMatchObject({ status: 401 });

      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(0);
      expect(h.sessionEvents.emitted).toEqual([]);
      expect(h.storage.entries()).toEqual({ accessToken: 'old' });
    });

    it('does not refresh for a call made with skipRefresh (a login refused for wrong credentials)', async () => {
      const h = createCoreHarness({ accessToken: 'old', refreshToken: 'R1' });
      h.http.on('POST', ApiPaths.login, status(401, { message: 'Invalid credentials' }));

      await expect(h.api.post(ApiPaths.login, {}, { skipRefresh: true })).rejects.toMatchObject({ status: 401 });
      expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(0);
    });
  });
});
