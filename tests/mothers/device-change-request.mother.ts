import type { DeviceChangeRequest } from '../../src/core/contract';

/** An iPhone's user agent, as the reassociation sends it in device_info. */
export const IPHONE_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** A device change awaiting an administrator (docs/behaviour.md, "Device changes approved by an administrator"). */
export const DeviceChangeRequestMother = {
  create(overrides: Partial<DeviceChangeRequest> = {}): DeviceChangeRequest {
    return {
      id: 11,
      user_id: 7,
      username: 'mario.rossi',
      full_name: 'Mario Rossi',
      device_id: 'new-phone',
      device_name: null,
      user_agent: IPHONE_USER_AGENT,
      requested_at: '2025-01-15T08:00:00Z',
      status: 'pending',
      decided_by: null,
      decided_at: null,
      ...overrides,
    };
  },
};
