/** A fix that jumps far away and comes back within seconds (docs/behaviour.md, "Position signals"). */
import { jumpedAndReturned, type TimedFix } from '../../../src/core/domain';

const OFFICE = { latitude: 45.4642, longitude: 9.19 };
/** About `km` kilometres north of the office. */
const north = (km: number) => ({ latitude: OFFICE.latitude + km / 111.2, longitude: OFFICE.longitude });
const at = (seconds: number, where: { latitude: number; longitude: number }): TimedFix => ({ ...where, timestamp: seconds * 1000 });

describe('jumpedAndReturned', () => {
  it('a fix 5 km away for a few seconds, then back at the office: a jump that came back', () => {
    expect(jumpedAndReturned([at(0, OFFICE), at(5, north(5)), at(12, OFFICE)])).toBe(true);
  });

  it('tells nothing from a steady position or from small wanderings of the fix', () => {
    expect(jumpedAndReturned([at(0, OFFICE), at(5, OFFICE), at(10, north(0.05)), at(15, OFFICE)])).toBe(false);
    expect(jumpedAndReturned([at(0, OFFICE), at(5, north(0.9)), at(10, OFFICE)])).toBe(false);
  });

  it('a real journey is no jump: far away and never back, or back only after much longer than 30 s', () => {
    expect(jumpedAndReturned([at(0, OFFICE), at(60, north(2)), at(120, north(4))])).toBe(false);
    expect(jumpedAndReturned([at(0, OFFICE), at(10, north(3)), at(45, OFFICE)])).toBe(false);
  });

  it('reads the fixes in the order they were taken, whatever order they arrive in', () => {
    expect(jumpedAndReturned([at(12, OFFICE), at(0, OFFICE), at(5, north(5))])).toBe(true);
    expect(jumpedAndReturned([])).toBe(false);
    expect(jumpedAndReturned([at(0, OFFICE)])).toBe(false);
  });
});
