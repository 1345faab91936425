/**
 * The live position (docs/behaviour.md, "Position"): watched while the page is visible, not while hidden nor after
 * stop or logout; only the fixes the eye would notice reach the state, at most once a second; errors as described
 * in position-tracking.ts.
 */
import { PositionError, type Position, type PositionErrorKind } from '../../../../src/core/ports';
import { PositionTracking } from '../../../../src/core/use-cases';
import { PositionMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

/** About one metre of latitude, in degrees (earth radius 6 371 000 m). */
const METRE = 180 / (Math.PI * 6371000);

function trackingWorld() {
  const h = createCoreHarness();
  const tracking = new PositionTracking(h.geolocation, h.lifecycle, h.positions, h.clock, h.clock);
  const failures: PositionErrorKind[] = [];
  const shown: Array<Position | null> = [];
  h.positions.subscribe((state) => shown.push(state.position));
  /** A fix `metresNorth` of the start, taken now. */
  const fixAt = (metresNorth: number, overrides: Partial<Position> = {}) =>
    PositionMother.at(h.clock.now(), { latitude: 45.46425 + metresNorth * METRE, ...overrides });
  const start = () => tracking.start((kind) => failures.push(kind));
  return { ...h, tracking, failures, shown, fixAt, start };
}

describe('PositionTracking', () => {
  it('watches with high accuracy, no cached fix and the 15 s timeout while the page is visible', () => {
    const w = trackingWorld();
    w.start();

    expect(w.geolocation.activeWatches()).toBe(1);
    expect(w.geolocation.watchCalls).toEqual([{ enableHighAccuracy: true, timeoutMs: 15000, maximumAgeMs: 0 }]);
    expect(w.tracking.isWatching).toBe(true);
  });

  it('stops watching when the page is hidden and watches again when it is shown', () => {
    const w = trackingWorld();
    w.start();

    w.lifecycle.becomeHidden();
    expect(w.geolocation.activeWatches()).toBe(0);
    expect(w.tracking.isWatching).toBe(false);
    w.geolocation.move(w.fixAt(50));
    expect(w.positions.current().position).toBeNull();

    w.lifecycle.becomeVisible();
    expect(w.geolocation.activeWatches()).toBe(1);
    expect(w.geolocation.watchCalls).toHaveLength(2);
    const fix = w.fixAt(50);
    w.geolocation.move(fix);
    expect(w.positions.current()).toEqual({ status: 'success', position: fix, error: null });
  });

  it('does not watch when started on a hidden page, until it is shown', () => {
    const w = trackingWorld();
    w.lifecycle.becomeHidden();
    w.start();
    expect(w.geolocation.activeWatches()).toBe(0);

    w.lifecycle.becomeVisible();
    expect(w.geolocation.activeWatches()).toBe(1);
  });

  it('stop ends the watch and the page listeners: showing the page again starts nothing', () => {
    const w = trackingWorld();
    w.start();

    w.tracking.stop();
    expect(w.geolocation.activeWatches()).toBe(0);
    expect(w.lifecycle.visibleListenerCount()).toBe(0);
    expect(w.lifecycle.hiddenListenerCount()).toBe(0);
    w.lifecycle.becomeVisible();
    expect(w.geolocation.activeWatches()).toBe(0);
  });

  it('logout (PositionService.reset) ends the watch for good', () => {
    const w = trackingWorld();
    w.start();

    w.positions.reset();
    expect(w.geolocation.activeWatches()).toBe(0);
    w.lifecycle.becomeHidden();
    w.lifecycle.becomeVisible();
    expect(w.geolocation.activeWatches()).toBe(0);
  });

  it('starting again replaces the previous watch instead of adding one', () => {
    const w = trackingWorld();
    w.start();
    w.start();
    expect(w.geolocation.activeWatches()).toBe(1);
    expect(w.lifecycle.visibleListenerCount()).toBe(1);
  });

  it('watches nothing without geolocation (the one-off acquisition already says why)', () => {
    const w = trackingWorld();
    w.geolocation.availabilityValue = 'insecure-context';
    w.start();
    expect(w.geolocation.activeWatches()).toBe(0);
  });

  it('shows the first fix, then only moves of 10 m or more', async () => {
    const w = trackingWorld();
    w.start();
    const first = w.fixAt(0);
    w.geolocation.move(first);
    expect(w.positions.current().position).toBe(first);

    await w.clock.advance(2000);
    w.geolocation.move(w.fixAt(9));
    expect(w.positions.current().position).toBe(first);

    await w.clock.advance(2000);
    const moved = w.fixAt(12);
    w.geolocation.move(moved);
    expect(w.positions.current().position).toBe(moved);
    expect(w.shown).toEqual([first, moved]);
  });

  it('shows a fix whose accuracy changed by 10 m or more, even in the same place', async () => {
    const w = trackingWorld();
    w.start();
    w.geolocation.move(w.fixAt(0, { accuracy: 8 }));
    await w.clock.advance(2000);
    w.geolocation.move(w.fixAt(0, { accuracy: 17 }));
    expect(w.positions.current().position?.accuracy).toBe(8);

    await w.clock.advance(2000);
    w.geolocation.move(w.fixAt(0, { accuracy: 40 }));
    expect(w.positions.current().position?.accuracy).toBe(40);
  });

  it('renews a still fix every 30 s, so the one on screen stays fresh', async () => {
    const w = trackingWorld();
    w.start();
    const first = w.fixAt(0);
    w.geolocation.move(first);

    await w.clock.advance(29_999);
    w.geolocation.move(w.fixAt(1));
    expect(w.positions.current().position).toBe(first);

    await w.clock.advance(1);
    const renewed = w.fixAt(1);
    w.geolocation.move(renewed);
    expect(w.positions.current().position).toBe(renewed);
  });

  it('ignores a fix taken before the one on screen (a late answer does not move the user back)', async () => {
    const w = trackingWorld();
    w.start();
    const older = w.fixAt(100);
    await w.clock.advance(3000);
    const newer = w.fixAt(0);
    w.geolocation.move(newer);
    await w.clock.advance(2000);

    w.geolocation.move(older);
    expect(w.positions.current().position).toBe(newer);
  });

  it('shows at most one fix a second: a quicker one waits for its turn and the newest waiting one wins', async () => {
    const w = trackingWorld();
    w.start();
    const first = w.fixAt(0);
    w.geolocation.move(first);

    await w.clock.advance(300);
    w.geolocation.move(w.fixAt(20));
    await w.clock.advance(300);
    const newest = w.fixAt(40);
    w.geolocation.move(newest);
    expect(w.positions.current().position).toBe(first);

    await w.clock.advance(399);
    expect(w.positions.current().position).toBe(first);
    await w.clock.advance(1);
    expect(w.positions.current().position).toBe(newest);
    expect(w.shown).toEqual([first, newest]);
  });

  it('a waiting fix is dropped when a later one shows the user back where the screen has them', async () => {
    const w = trackingWorld();
    w.start();
    const first = w.fixAt(0);
    w.geolocation.move(first);
    await w.clock.advance(300);
    w.geolocation.move(w.fixAt(20));
    await w.clock.advance(300);
    w.geolocation.move(w.fixAt(2));

    await w.clock.advance(5000);
    expect(w.shown).toEqual([first]);
  });

  it('hiding the page drops the fix waiting for its turn', async () => {
    const w = trackingWorld();
    w.start();
    const first = w.fixAt(0);
    w.geolocation.move(first);
    await w.clock.advance(300);
    w.geolocation.move(w.fixAt(20));

    w.lifecycle.becomeHidden();
    await w.clock.advance(5000);
    expect(w.shown).toEqual([first]);
    expect(w.clock.pendingTimers()).toBe(0);
  });

  it('keeps the fix on screen through a timeout or an unavailable fix, and keeps watching', async () => {
    const w = trackingWorld();
    w.start();
    const fix = w.fixAt(0);
    w.geolocation.move(fix);

    w.geolocation.failWatches(new PositionError('timeout'));
    w.geolocation.failWatches(new PositionError('unavailable'));

    expect(w.positions.current()).toEqual({ status: 'success', position: fix, error: null });
    expect(w.geolocation.activeWatches()).toBe(1);
    expect(w.failures).toEqual([]);
  });

  it('without any fix a transient failure shows as a failed acquisition would, and the next fix clears it', async () => {
    const w = trackingWorld();
    w.start();

    w.geolocation.failWatches(new PositionError('timeout'));
    expect(w.positions.current()).toEqual({ status: 'error', position: null, error: 'timeout' });
    expect(w.geolocation.activeWatches()).toBe(1);

    const fix = w.fixAt(0);
    w.geolocation.move(fix);
    expect(w.positions.current()).toEqual({ status: 'success', position: fix, error: null });
  });

  it('leaves a one-off acquisition in progress alone when the watch times out', async () => {
    const w = trackingWorld();
    w.start();
    const acquiring = w.positions.getCurrentPosition(); // never answered before the watch fails
    expect(w.positions.current().status).toBe('loading');

    w.geolocation.failWatches(new PositionError('timeout'));
    expect(w.positions.current().status).toBe('loading');
    await expect(acquiring).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('permission denied ends the watch, shows the error and tells the dashboard once', async () => {
    const w = trackingWorld();
    w.start();
    const fix = w.fixAt(0);
    w.geolocation.move(fix);

    w.geolocation.failWatches(new PositionError('permission-denied'));
    expect(w.geolocation.activeWatches()).toBe(0);
    expect(w.positions.current()).toEqual({ status: 'error', position: fix, error: 'permission-denied' });
    expect(w.failures).toEqual(['permission-denied']);

    // Back on the page (the user may have allowed it meanwhile): it tries again; still denied, no second message.
    w.lifecycle.becomeHidden();
    w.lifecycle.becomeVisible();
    expect(w.geolocation.activeWatches()).toBe(1);
    w.geolocation.failWatches(new PositionError('permission-denied'));
    expect(w.failures).toEqual(['permission-denied']);
    expect(w.geolocation.activeWatches()).toBe(0);
  });
});
