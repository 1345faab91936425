import type { AdminActivity, AdminStats } from '../../src/core/contract';

export const ActivityMother = {
  create(overrides: Partial<AdminActivity> = {}): AdminActivity {
    return {
      id: 501,
      user_id: 7,
      user: 'mario.rossi',
      user_full_name: 'Mario Rossi',
      action: 'Check-in',
      entry_type: 'IN',
      location_id: 1,
      location: 'Sede Milano',
      timestamp: '2025-01-15T08:58:00.000Z',
      original_timestamp: null,
      notes: '',
      anomaly_note: '',
      has_location_anomaly: false,
      distance_from_location: 12,
      accuracy: 8,
      is_valid: true,
      validation_errors: [],
      offline_delay_seconds: null,
      position_signals: [],
      auto_closed: false,
      ...overrides,
    };
  },
};

export const AdminStatsMother = {
  create(overrides: Partial<AdminStats> = {}): AdminStats {
    return {
      total_users: 12,
      active_users: 10,
      total_locations: 3,
      active_locations: 2,
      total_checkins_today: 8,
      users_checked_in: 5,
      total_checkouts_today: 3,
      recent_activities: [{ id: 501, user: 'mario.rossi', action: 'Check-in', location: 'Sede Milano', timestamp: '2025-01-15T08:58:00.000Z' }],
      ...overrides,
    };
  },
};
