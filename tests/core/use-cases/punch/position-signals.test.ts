/**
 * What every punch says about its fix (docs/behaviour.md, "Position signals"): its age by the phone's clock, and
 * 'jump_and_return' when the phone's recent fixes (one-off reads and the live position's watch, kept in memory only)
 * jumped far away and came back within seconds.
 */
import { ApiPaths } from '../../../../src/core/contract';
import { PositionTracking } from '../../../../src/core/use-cases';
import { PositionMother, NearbyLocationMother } from '../../../mothers';
import { createPunchHarness } from '../support/punch-harness';

const office = NearbyLocationMother.inTolerance();
/** Five kilometres north, in degrees of latitude. */
const FIVE_KM = 5 / 111.2;

function watchedPhone() {
  const p = createPunchHarness();
  const tracking = new PositionTracking(p.geolocation, p.lifecycle, p.positions, p.clock, p.clock);
  tracking.start();
  const move = async (latitudeOffset: number, afterMs: number) => {
    await p.clock.advance(afterMs);
    p.geolocation.move(PositionMother.at(p.clock.now(), { latitude: p.fix.latitude + latitudeOffset }));
    await p.clock.advance(0);
  };
  return { ...p, tracking, move };
}

describe('the fix fields of a punch', () => {
  it("a fix that jumped 5 km away for a few seconds and came back: the punch says 'jump_and_return'", async () => {
    const p = watchedPhone();
    await p.move(0, 1_000);
    await p.move(FIVE_KM, 4_000);
    await p.move(0, 4_000);

    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    expect(p.checkInBody()).toMatchObject({ position_signals: ['jump_and_return'] });
  });

  it('a steady fix says nothing, and a jump older than the phone remembers (2 min) is forgotten', async () => {
    const p = watchedPhone();
    await p.move(0, 1_000);
    await p.move(FIVE_KM, 4_000);
    await p.move(0, 4_000);
    await p.clock.advance(121_000);

    await p.settle(p.checkOut.execute());

    expect(p.checkOutBody()).toMatchObject({ position_signals: [] });
  });

  it("the fix's age is the phone's own: seconds between the fix and the press", async () => {
    const p = createPunchHarness();
    // The device answers with a fix it took 40 s ago.
    p.geolocation.alwaysAnswer(PositionMother.at(p.clock.now() - 40_000));

    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    expect(p.http.last('POST', ApiPaths.checkIn).body).toMatchObject({ fix_age_seconds: 40, position_signals: [] });
  });

  it('logout forgets the fixes: the next account inherits no signal', async () => {
    const p = watchedPhone();
    await p.move(0, 1_000);
    await p.move(FIVE_KM, 1_000);
    await p.move(0, 4_000);
    expect(p.positions.positionSignals()).toEqual(['jump_and_return']);

    p.positions.reset();

    expect(p.positions.positionSignals()).toEqual([]);
  });
});
