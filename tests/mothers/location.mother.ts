import type { Location, NearbyLocation } from '../../src/core/contract';

/** The Milan office, as both the admin's list and the nearby search describe it. */
const MILAN_OFFICE = {
  id: 1,
  name: 'Sede Milano',
  address: 'Via Roma 1, Milano',
  latitude: 45.4642,
  longitude: 9.19,
  tolerance_radius: 50,
};

/** Work places: the Milan office by default. */
export const LocationMother = {
  create(overrides: Partial<Location> = {}): Location {
    return {
      ...MILAN_OFFICE,
      work_hours_start: '09:00',
      work_hours_end: '18:00',
      is_active: true,
      ...overrides,
    };
  },
};

/** Places as the nearby/authorized calls answer them, with distance and within_tolerance. */
export const NearbyLocationMother = {
  inTolerance(overrides: Partial<NearbyLocation> = {}): NearbyLocation {
    return {
      ...MILAN_OFFICE,
      distance: 12,
      within_tolerance: true,
      ...overrides,
    };
  },

  outOfTolerance(overrides: Partial<NearbyLocation> = {}): NearbyLocation {
    return NearbyLocationMother.inTolerance({ id: 9, name: 'Magazzino Lodi', distance: 640, within_tolerance: false, ...overrides });
  },
};
