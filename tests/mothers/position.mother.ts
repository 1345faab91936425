import type { Position } from '../../src/core/ports';

/** GPS fixes near the Milan office; pass the fake clock's now() as `timestamp` for a fresh fix. */
export const PositionMother = {
  at(timestamp: number, overrides: Partial<Position> = {}): Position {
    return {
      latitude: 45.46425,
      longitude: 9.19012,
      accuracy: 8,
      altitude: null,
      altitudeAccuracy: null,
      heading: null,
      speed: null,
      timestamp,
      ...overrides,
    };
  },
};
