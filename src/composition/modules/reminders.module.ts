/**
 * Reminders (docs/behaviour.md, "Reminders"): the person's own 'Promemoria' (the ManageMyReminders use-case, a
 * singleton, and the dialog's store, one per dashboard: the phone's drawer or the desktop's header), bound by the
 * dashboards' module (dashboard.module.ts), since the dialog opens only from a dashboard; and the administrators'
 * 'Promemoria' tab (ManageReminderSettings and the tab's store), bound by the admin panel's module (admin.module.ts).
 * Either module may be loaded alone, so each half is its own function.
 */
import type { ContainerModuleLoadOptions } from 'inversify';
import { detectPlatform } from '../../core/domain/platform';
import { ManageMyReminders, ManageReminderSettings } from '../../core/use-cases/reminders';
import { ReminderSettingsStore } from '../../ui/admin/reminders/reminder-settings.store';
import { ReminderSettingsToken } from '../../ui/admin/reminders/reminder-settings.tokens';
import { MyRemindersStore } from '../../ui/reminders/my-reminders.store';
import { RemindersToken } from '../../ui/reminders/reminders.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

/** This area's use-cases (beside their bindings, so that they stay one file; the stores' tokens are the UI's). */
export const RemindersUseCaseToken = {
  ManageMyReminders: Symbol('ManageMyReminders') as Token<ManageMyReminders>,
  ManageReminderSettings: Symbol('ManageReminderSettings') as Token<ManageReminderSettings>,
} as const;

type Resolve = { get: <T>(token: Token<T>) => T };

export function bindMyReminders(bind: ContainerModuleLoadOptions['bind']): void {
  bind(RemindersUseCaseToken.ManageMyReminders)
    .toDynamicValue(({ get }: Resolve) => {
      const environment = get(PortToken.DeviceEnvironment);
      const isIos = () => detectPlatform(environment.environment()).platform === 'ios';
      return new ManageMyReminders(get(UseCaseToken.ApiClient), get(PortToken.PushNotifications), isIos);
    })
    .inSingletonScope();
  bind(RemindersToken.MyRemindersStore)
    .toDynamicValue(({ get }: Resolve) => new MyRemindersStore(get(RemindersUseCaseToken.ManageMyReminders)))
    .inTransientScope();
}

export function bindReminderSettings(bind: ContainerModuleLoadOptions['bind']): void {
  bind(RemindersUseCaseToken.ManageReminderSettings)
    .toDynamicValue(({ get }: Resolve) => new ManageReminderSettings(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(ReminderSettingsToken.ReminderSettingsStore)
    .toDynamicValue(({ get }: Resolve) => new ReminderSettingsStore(get(RemindersUseCaseToken.ManageReminderSettings), get(PortToken.Scheduler)))
    .inTransientScope();
}
