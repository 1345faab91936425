import { PositionError } from '../../../../src/core/ports';
import type { PositionState } from '../../../../src/core/use-cases';
import { PositionMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';
import { countsAfter } from '../support/counts-after';

describe('PositionService', () => {
  it('asks for a high-accuracy fix with 15 s timeout and 5 min maximum age', async () => {
    const h = createCoreHarness();
    const fix = PositionMother.at(h.clock.now());
    h.geolocation.willAnswer(fix);

    await expect(h.positions.getCurrentPosition()).resolves.toBe(fix);

    expect(h.geolocation.calls).toEqual([{ enableHighAccuracy: true, timeoutMs: 15000, maximumAgeMs: 300000 }]);
    expect(h.positions.current()).toEqual({ status: 'success', position: fix, error: null });
  });

  it('asks the device for a fix it has not cached (maximum age 0) when fresh, as manual refresh and punches do', async () => {
    const h = createCoreHarness();
    h.geolocation.willAnswer(PositionMother.at(h.clock.now()));

    await h.positions.getCurrentPosition({ fresh: true });

    expect(h.geolocation.calls).toEqual([{ enableHighAccuracy: true, timeoutMs: 15000, maximumAgeMs: 0 }]);
  });

  it('reports loading, then the error kind, to subscribers', async () => {
    const h = createCoreHarness();
    const seen: PositionState['status'][] = [];
    h.positions.subscribe((state) => seen.push(state.status));
    h.geolocation.willAnswer(new PositionError('permission-denied'));

    await expect(h.positions.getCurrentPosition()).rejects.toMatchObject({ kind: 'permission-denied' });

    expect(seen).toEqual(['loading', 'error']);
    expect(h.positions.current().error).toBe('permission-denied');
  });

  it('fails as unsupported without asking when geolocation is unavailable', async () => {
    const h = createCoreHarness();
    h.geolocation.availabilityValue = 'unsupported';
    await expect(h.positions.getCurrentPosition()).rejects.toMatchObject({ kind: 'unsupported' });
    expect(h.geolocation.calls).toHaveLength(0);
  });

  it('falls back to a fix younger than 10 minutes when a new one fails', async () => {
    const h = createCoreHarness();
    const fix = PositionMother.at(h.clock.now());
    h.geolocation.willAnswer(fix, new PositionError('timeout'), new PositionError('timeout'));
    await h.positions.getCurrentPosition();

    await h.clock.advance(599_000);
    await expect(h.positions.getCurrentPosition()).resolves.toBe(fix);

    await h.clock.advance(1_000);
    await expect(h.positions.getCurrentPosition()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('smart lookup reuses a fix younger than 60 s and asks again afterwards', async () => {
    const h = createCoreHarness();
    const first = PositionMother.at(h.clock.now());
    h.geolocation.willAnswer(first);
    await h.positions.getCurrentPosition();

    await h.clock.advance(59_999);
    await expect(h.positions.getSmartPosition()).resolves.toBe(first);
    expect(h.geolocation.calls).toHaveLength(1);

    await h.clock.advance(1);
    const second = PositionMother.at(h.clock.now(), { latitude: 45.5 });
    h.geolocation.willAnswer(second);
    await expect(h.positions.getSmartPosition()).resolves.toBe(second);
  });

  it('retry variant: 3 attempts with 500 ms × attempt between them', async () => {
    const h = createCoreHarness();
    const fix = PositionMother.at(h.clock.now());
    h.geolocation.willAnswer(new PositionError('timeout'), new PositionError('unavailable'), fix);

    const result = h.positions.getPositionWithRetry();

    expect(await countsAfter(h.clock, () => h.geolocation.calls.length, [499, 1, 999, 1])).toEqual([1, 2, 2, 3]);
    await expect(result).resolves.toBe(fix);
  });

  it('retry variant gives up after 3 attempts, and at once when permission is denied', async () => {
    const h = createCoreHarness();
    h.geolocation.alwaysAnswer(new PositionError('timeout'));
    const result = h.positions.getPositionWithRetry();
    result.catch(() => undefined);
    await h.clock.advance(5_000);
    await expect(result).rejects.toMatchObject({ kind: 'timeout' });
    expect(h.geolocation.calls).toHaveLength(3);

    h.geolocation.alwaysAnswer(new PositionError('permission-denied'));
    await expect(h.positions.getPositionWithRetry()).rejects.toMatchObject({ kind: 'permission-denied' });
    expect(h.geolocation.calls).toHaveLength(4);
  });

  it('after login retries silently 2 s and then 3 s later', async () => {
    const h = createCoreHarness();
    const fix = PositionMother.at(h.clock.now() + 5_000);
    h.geolocation.willAnswer(new PositionError('timeout'), new PositionError('timeout'), fix);
    const statuses: string[] = [];
    h.positions.subscribe((s) => statuses.push(s.status));

    const result = h.positions.acquireAfterLogin();

    expect(await countsAfter(h.clock, () => h.geolocation.calls.length, [1_999, 1, 2_999, 1])).toEqual([1, 2, 2, 3]);
    await expect(result).resolves.toBe(fix);
    expect(statuses).toEqual(['loading', 'error', 'success']);
  });

  it('after login resolves null when every try failed, and reset() stops pending retries', async () => {
    const h = createCoreHarness();
    h.geolocation.alwaysAnswer(new PositionError('unavailable'));
    const failing = h.positions.acquireAfterLogin();
    await h.clock.advance(5_000);
    await expect(failing).resolves.toBeNull();
    expect(h.geolocation.calls).toHaveLength(3);

    const stopped = h.positions.acquireAfterLogin();
    await h.clock.advance(0);
    h.positions.reset();
    await h.clock.advance(5_000);
    await expect(stopped).resolves.toBeNull();
    expect(h.geolocation.calls).toHaveLength(4);
    expect(h.positions.current()).toEqual({ status: 'unknown', position: null, error: null });
  });

  it('calls a fix stale after 300 s, or when there is none', async () => {
    const h = createCoreHarness();
    expect(h.positions.isStale()).toBe(true);
    h.geolocation.willAnswer(PositionMother.at(h.clock.now()));
    await h.positions.getCurrentPosition();
    await h.clock.advance(299_999);
    expect(h.positions.isStale()).toBe(false);
    await h.clock.advance(1);
    expect(h.positions.isStale()).toBe(true);
  });

  it('wraps a non-PositionError failure as unavailable', async () => {
    const h = createCoreHarness();
    h.geolocation.getCurrentPosition = () => Promise.reject(new Error('weird'));
    await expect(h.positions.getCurrentPosition()).rejects.toBeInstanceOf(PositionError);
    expect(h.positions.current().error).toBe('unavailable');
  });

  it('unsubscribed listeners hear nothing more', async () => {
    const h = createCoreHarness();
    const seen: unknown[] = [];
    const stop = h.positions.subscribe((s) => seen.push(s));
    stop();
    h.positions.reset();
    expect(seen).toEqual([]);
  });
});
