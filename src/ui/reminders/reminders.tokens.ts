/**
 * 'Promemoria' in the profile (docs/behaviour.md, "Reminders"): its store, one per dashboard mount, bound with the
 * dashboards' bindings (composition/modules/reminders.module.ts). Only the lazy chunks that use it import this file.
 */
import { token } from '../shared/token';
import type { MyRemindersStore } from './my-reminders.store';

export const RemindersToken = {
  MyRemindersStore: token<MyRemindersStore>('MyRemindersStore'),
} as const;
