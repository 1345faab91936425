export * from './my-reminders.use-case';
export * from './reminder-settings.use-case';
