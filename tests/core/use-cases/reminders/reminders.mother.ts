import type { MyReminders, ReminderSettingsView } from '../../../../src/core/contract';

/** The server's answers about reminders, as it sends them (the migration's defaults unless told otherwise). */
export const RemindersMother = {
  mine(overrides: Partial<MyReminders> = {}): MyReminders {
    return {
      preferences: { check_in: true, check_out: true, digest: true },
      company: { check_in_enabled: true, check_in_after_minutes: 15, check_out_enabled: true, check_out_after_minutes: 30, digest_enabled: true },
      receives_digest: false,
      push_public_key: `B${'k'.repeat(86)}`,
      push_subscriptions: 0,
      email: null,
      ...overrides,
    };
  },

  settingsView(overrides: Partial<ReminderSettingsView> = {}): ReminderSettingsView {
    return {
      settings: {
        check_in_enabled: true,
        check_in_after_minutes: 15,
        check_out_enabled: true,
        check_out_after_minutes: 30,
        digest_enabled: true,
        digest_minute: 480,
        quiet_start_minute: 1320,
        quiet_end_minute: 420,
      },
      email_configured: false,
      auto_checkout_after_hours: null,
      people_with_push: 0,
      ...overrides,
    };
  },
};
