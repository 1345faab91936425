import { ApiPaths } from '../../../../src/core/contract';
import { LoadStatus, StatusAutoRefresh } from '../../../../src/core/use-cases';
import { Deferred, ok } from '../../../fakes';
import { PositionMother, StatusMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';
import { countsAfter } from '../support/counts-after';

function setup() {
  const h = createCoreHarness({ accessToken: 'A' });
  h.http.on('GET', ApiPaths.status, ok(StatusMother.checkedIn()));
  const loadStatus = new LoadStatus(h.api);
  const auto = new StatusAutoRefresh(h.clock, h.lifecycle, h.positions, h.logger);
  const refresh = () => loadStatus.execute().then(() => undefined);
  return { h, auto, refresh };
}

describe('StatusAutoRefresh', () => {
  it('refreshes every 120000 ms until stopped', async () => {
    const { h, auto, refresh } = setup();
    const refreshes = () => h.http.sent('GET', ApiPaths.status).length;
    auto.start(refresh);

    expect(await countsAfter(h.clock, refreshes, [119_999, 1, 120_000])).toEqual([0, 1, 2]);
    auto.stop();
    expect(await countsAfter(h.clock, refreshes, [600_000])).toEqual([2]);
    expect(h.lifecycle.listenerCount()).toBe(0);
  });

  it('refreshes when the window regains focus', async () => {
    const { h, auto, refresh } = setup();
    auto.start(refresh);
    h.lifecycle.focus();
    await h.clock.advance(0);
    expect(h.http.sent('GET', ApiPaths.status)).toHaveLength(1);
  });

  it('does not start a second refresh while one is running', async () => {
    const { h, auto } = setup();
    const slow = new Deferred<void>();
    let calls = 0;
    auto.start(() => {
      calls++;
      return slow.promise;
    });
    h.lifecycle.focus();
    h.lifecycle.focus();
    await h.clock.advance(0);
    expect(calls).toBe(1);
    slow.resolve();
    await h.clock.advance(0);
    h.lifecycle.focus();
    await h.clock.advance(0);
    expect(calls).toBe(2);
  });

  it('logs a failing refresh and keeps going', async () => {
    const { h, auto } = setup();
    auto.start(() => Promise.reject(new Error('offline')));
    await h.clock.advance(240_000);
    expect(h.logger.warnings).toHaveLength(2);
  });

  it('back from /timesheets: refreshes now and reports a position older than 300 s as stale', async () => {
    const { h, auto, refresh } = setup();
    h.geolocation.willAnswer(PositionMother.at(h.clock.now()));
    await h.positions.getCurrentPosition();
    auto.start(refresh);

    await expect(auto.returnedFromHistory()).resolves.toEqual({ locationStale: false });
    expect(h.http.sent('GET', ApiPaths.status)).toHaveLength(1);

    await h.clock.advance(300_000);
    await expect(auto.returnedFromHistory()).resolves.toEqual({ locationStale: true });
  });

  it('does nothing when not started', async () => {
    const { h, auto } = setup();
    await expect(auto.returnedFromHistory()).resolves.toEqual({ locationStale: true });
    expect(h.http.requests).toHaveLength(0);
  });
});
