import { EARTH_RADIUS_M, formatCoordinate, haversineDistance, isWithinTolerance } from '../../../src/core/domain/geo';

const ROME = { latitude: 41.9028, longitude: 12.4964 };
const MILAN = { latitude: 45.4642, longitude: 9.19 };
const NAPLES = { latitude: 40.8518, longitude: 14.2681 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };

describe('haversineDistance', () => {
  it('uses the earth radius 6371000 m', () => {
    expect(EARTH_RADIUS_M).toBe(6371000);
  });

  it.each([
    ['Rome–Milan', ROME, MILAN, 477_000],
    ['Rome–Naples', ROME, NAPLES, 189_000],
    ['Paris–London', PARIS, LONDON, 344_000],
  ])('%s ≈ its known great-circle distance', (_pair, a, b, metres) => {
    expect(Math.abs(haversineDistance(a, b) - metres)).toBeLessThan(1_500);
  });

  it('is symmetric and zero for the same point', () => {
    expect(haversineDistance(ROME, MILAN)).toBe(haversineDistance(MILAN, ROME));
    expect(haversineDistance(ROME, ROME)).toBe(0);
  });

  it('rounds to whole metres', () => {
    // 0.0001° of latitude is about 11.1 m.
    const north = { latitude: ROME.latitude + 0.0001, longitude: ROME.longitude };
    expect(haversineDistance(ROME, north)).toBe(11);
  });

  it('handles antipodal points (half the circumference)', () => {
    const antipode = { latitude: -ROME.latitude, longitude: ROME.longitude - 180 };
    expect(haversineDistance(ROME, antipode)).toBe(Math.round(Math.PI * EARTH_RADIUS_M));
  });
});

describe('isWithinTolerance', () => {
  it('includes the circle edge and excludes beyond it', () => {
    expect(isWithinTolerance(49, 50)).toBe(true);
    expect(isWithinTolerance(50, 50)).toBe(true);
    expect(isWithinTolerance(51, 50)).toBe(false);
  });
});

describe('formatCoordinate', () => {
  it('shows 6 decimals', () => {
    expect(formatCoordinate(41.9028)).toBe('41.902800');
    expect(formatCoordinate(-0.12781234)).toBe('-0.127812');
  });
});
