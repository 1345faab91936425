/**
 * 'Posizione in uso' (docs/behaviour.md, "Position" and "Employee dashboard"): while a dashboard is open, the live
 * position says whether the device's position is being read, by its watch (page visible) or by a one-off read (the
 * first fix, 'Aggiorna Posizione', a punch), and says nothing is read when neither runs.
 */
import { PositionError, type Position, type PositionOptions } from '../../../../src/core/ports';
import { PositionService, PositionTracking } from '../../../../src/core/use-cases';
import { Deferred, FakeGeolocation } from '../../../fakes';
import { PositionMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

/** A device whose one-off reads answer only when the test says, as a real GPS takes seconds. */
class SlowGeolocation extends FakeGeolocation {
  private readonly pending: Deferred<Position>[] = [];

  override getCurrentPosition(options: PositionOptions): Promise<Position> {
    this.calls.push(options);
    const answer = new Deferred<Position>();
    this.pending.push(answer);
    return answer.promise;
  }

  /** The oldest one-off read still waiting gets its fix (or fails). */
  async answer(outcome: Position | PositionError): Promise<void> {
    const next = this.pending.shift();
    if (!next) throw new Error('no one-off read is waiting');
    if (outcome instanceof PositionError) next.reject(outcome);
    else next.resolve(outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

function inUseWorld() {
  const h = createCoreHarness();
  const geolocation = new SlowGeolocation();
  const positions = new PositionService(geolocation, h.clock, h.clock);
  const tracking = new PositionTracking(geolocation, h.lifecycle, positions, h.clock, h.clock);
  const heard: boolean[] = [];
  tracking.onReadingChange((reading) => heard.push(reading));
  const fix = () => PositionMother.at(h.clock.now());
  return { ...h, geolocation, positions, tracking, heard, fix };
}

describe('PositionTracking: is the position being read?', () => {
  it('says no before the dashboard opens, yes once it watches a visible page', () => {
    const w = inUseWorld();
    expect(w.tracking.isReading).toBe(false);

    w.tracking.start();

    expect(w.tracking.isReading).toBe(true);
    expect(w.heard).toEqual([true]);
  });

  it('says no while the page is hidden and yes again when it is shown', () => {
    const w = inUseWorld();
    w.tracking.start();

    w.lifecycle.becomeHidden();
    expect(w.tracking.isReading).toBe(false);
    w.lifecycle.becomeVisible();
    expect(w.tracking.isReading).toBe(true);

    expect(w.heard).toEqual([true, false, true]);
  });

  it('says yes during a one-off read even without the watch, and no once the fix (or the failure) arrives', async () => {
    const w = inUseWorld();
    w.lifecycle.becomeHidden();
    w.tracking.start();
    expect(w.tracking.isReading).toBe(false);

    const asked = w.positions.getCurrentPosition({ fresh: true });
    expect(w.tracking.isReading).toBe(true);
    await w.geolocation.answer(w.fix());
    await asked;
    expect(w.tracking.isReading).toBe(false);

    const failing = w.positions.getCurrentPosition({ fresh: true }).catch(() => undefined);
    expect(w.tracking.isReading).toBe(true);
    await w.geolocation.answer(new PositionError('timeout'));
    await failing;
    expect(w.tracking.isReading).toBe(false);

    expect(w.heard).toEqual([true, false, true, false]);
  });

  it('keeps saying yes, without repeating itself, while a one-off read overlaps the watch or another read', async () => {
    const w = inUseWorld();
    w.tracking.start();
    const first = w.positions.getCurrentPosition();
    const second = w.positions.getCurrentPosition({ fresh: true });

    await w.geolocation.answer(w.fix());
    await first;
    w.lifecycle.becomeHidden();
    expect(w.tracking.isReading).toBe(true); // the second read still runs
    await w.geolocation.answer(w.fix());
    await second;

    expect(w.tracking.isReading).toBe(false);
    expect(w.heard).toEqual([true, false]);
  });

  it('counts the read the dashboard started before its watch (the first fix after sign-in)', async () => {
    const w = inUseWorld();
    w.lifecycle.becomeHidden();
    const firstFix = w.positions.getCurrentPosition();

    w.tracking.start();
    expect(w.tracking.isReading).toBe(true);

    await w.geolocation.answer(w.fix());
    await firstFix;
    expect(w.tracking.isReading).toBe(false);
  });

  it('says no when the dashboard closes, and then reports no later one-off read', async () => {
    const w = inUseWorld();
    w.tracking.start();

    w.tracking.stop();
    expect(w.tracking.isReading).toBe(false);
    const later = w.positions.getCurrentPosition();
    expect(w.tracking.isReading).toBe(false);
    await w.geolocation.answer(w.fix());
    await later;

    expect(w.heard).toEqual([true, false]);
  });

  it('says no after logout, and after a refused permission ends the watch', () => {
    const loggedOut = inUseWorld();
    loggedOut.tracking.start();
    loggedOut.positions.reset();
    expect(loggedOut.tracking.isReading).toBe(false);

    const refused = inUseWorld();
    refused.tracking.start();
    refused.geolocation.failWatches(new PositionError('permission-denied'));
    expect(refused.tracking.isReading).toBe(false);
    expect(refused.heard).toEqual([true, false]);
  });

  it('reads nothing, and says so, where the browser has no geolocation', () => {
    const w = inUseWorld();
    w.geolocation.availabilityValue = 'unsupported';

    w.tracking.start();
    void w.positions.getCurrentPosition().catch(() => undefined);

    expect(w.tracking.isReading).toBe(false);
    expect(w.heard).toEqual([]);
  });
});
