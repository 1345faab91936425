import * as domain from '../../../src/core/domain';

describe('business constants', () => {
  it('carry the numbers the rules depend on', () => {
    expect(domain).toMatchObject({
      REQUEST_TIMEOUT_MS: 10000,
      GEO_TIMEOUT_MS: 15000,
      GEO_MAX_AGE_MS: 300000,
      SMART_CACHE_MS: 60000,
      FALLBACK_CACHE_MS: 600000,
      NEARBY_RADIUS_M: 1000,
      POST_ACTION_WAIT_MS: 750,
      STATUS_RETRY_ATTEMPTS: 3,
      STATUS_RETRY_DELAY_MS: 1500,
      STATUS_AUTO_REFRESH_MS: 120000,
      STALE_LOCATION_MS: 300000,
      MIN_TOLERANCE_RADIUS: 1,
      MAX_TOLERANCE_RADIUS: 1000,
      DEFAULT_TOLERANCE_RADIUS: 50,
      PASSWORD_MIN_LENGTH: 6,
      VIBRATION_FAILURE: [100, 50, 100],
      SILENT_POSITION_RETRY_DELAYS_MS: [2000, 3000],
      MOBILE_MAX_WIDTH: 768,
      NEW_USER_DEFAULTS: {
        two_factor_enabled: true,
        can_access_all_locations: true,
        is_admin: false,
        require_device_change_confirmation: true,
      },
    });
  });
});
