/** The SQL prefilter must contain every point of the circle, including at the poles and the antimeridian. */
import { haversineDistance } from '../../../src/core/domain/geo';
import { boundingBox } from '../../../server/locations/bounding-box';
import { allowedDistance, isInRange } from '../../../server/locations/range-allowance';

describe('boundingBox', () => {
  it.each([
    [{ latitude: 45.4642, longitude: 9.19 }, 1100],
    [{ latitude: -33.86, longitude: 151.2 }, 500],
    [{ latitude: 69.65, longitude: 18.96 }, 1100],
  ])('contains the points at the radius in every direction around %j', (centre, radius) => {
    const box = boundingBox(centre, radius);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const b = (bearing * Math.PI) / 180;
      // A point slightly inside the circle in this direction (flat approximation, then checked exactly).
      const dLat = ((radius * 0.999 * Math.cos(b)) / 6371000) * (180 / Math.PI);
      const dLng = ((radius * 0.999 * Math.sin(b)) / (6371000 * Math.cos((centre.latitude * Math.PI) / 180))) * (180 / Math.PI);
      const point = { latitude: centre.latitude + dLat, longitude: centre.longitude + dLng };
      expect(haversineDistance(centre, point)).toBeLessThanOrEqual(radius);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
    }
  });

  it('is narrow: about ±0.01° of latitude for 1.1 km', () => {
    const box = boundingBox({ latitude: 45, longitude: 9 }, 1100);
    expect(box.maxLatitude - 45).toBeCloseTo(0.0099, 3);
  });

  it('widens to every longitude across the antimeridian and near a pole', () => {
    expect(boundingBox({ latitude: 0, longitude: 179.999 }, 1000)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
    expect(boundingBox({ latitude: 89.999, longitude: 10 }, 1000)).toMatchObject({ maxLatitude: 90, minLongitude: -180, maxLongitude: 180 });
  });
});

describe('the accuracy allowance', () => {
  it('adds the reported accuracy to the tolerance, capped', () => {
    expect(allowedDistance(50, 40, 100)).toBe(90);
    expect(allowedDistance(50, 400, 100)).toBe(150);
    expect(allowedDistance(50, null, 100)).toBe(50);
    expect(allowedDistance(50, -5, 100)).toBe(50);
  });

  it('includes the boundary', () => {
    expect(isInRange(90, 50, 40, 100)).toBe(true);
    expect(isInRange(91, 50, 40, 100)).toBe(false);
  });
});
