/**
 * The administrators' 'Promemoria' tab (docs/behaviour.md, "Reminders"): its store, one per panel mount, bound with
 * the admin panel's bindings (composition/modules/reminders.module.ts).
 */
import { token } from '../../shared/token';
import type { ReminderSettingsStore } from './reminder-settings.store';

export const ReminderSettingsToken = {
  ReminderSettingsStore: token<ReminderSettingsStore>('ReminderSettingsStore'),
} as const;
