/**
 * The administrators' 'Promemoria' tab (docs/behaviour.md, "Reminders"): the company's reminder settings as the form
 * holds them while the administrator types (minutes as text, times as the Italian time field gives them, 'HH:MM'),
 * each field judged on its own so that its reason shows under it, and the settings read and saved. The server checks
 * the same again (and that the digest falls outside the quiet hours): its refusals come back by field.
 */
import { ReminderPaths, type CompanyReminderSettings, type ReminderSettingsView } from '../../contract';
import type { DisplayMessage } from '../../domain/display-message';
import { timeOfDay } from '../../domain/time-of-day';
import { isBlank, ValidationKey } from '../../domain/validation/validation-keys';
import { minutesOfDay } from '../admin/schedule-drafts';
import type { ApiClient } from '../api/api-client';

/** The form's own messages (texts in the UI's reminders catalogue). */
export const ReminderSettingsKey = {
  minutesRange: 'reminders.admin.validation.minutesRange',
  digestInQuietHours: 'reminders.admin.validation.digestInQuietHours',
} as const;

/** How long a reminder may wait after the planned start or end (the contract's limits). */
export const REMINDER_DELAY_RANGE = { min: 0, max: 240 } as const;

/** The form: the contract's fields, minutes and times as typed. */
export interface ReminderSettingsDraft {
  check_in_enabled: boolean;
  check_in_after_minutes: string;
  check_out_enabled: boolean;
  check_out_after_minutes: string;
  digest_enabled: boolean;
  digest_minute: string;
  quiet_start_minute: string;
  quiet_end_minute: string;
}

/** A field's reason, by the contract's field name. */
export type ReminderSettingsErrors = Partial<Record<keyof ReminderSettingsDraft, DisplayMessage>>;

export function draftOfSettings(settings: CompanyReminderSettings): ReminderSettingsDraft {
  return {
    check_in_enabled: settings.check_in_enabled,
    check_in_after_minutes: String(settings.check_in_after_minutes),
    check_out_enabled: settings.check_out_enabled,
    check_out_after_minutes: String(settings.check_out_after_minutes),
    digest_enabled: settings.digest_enabled,
    digest_minute: timeOfDay(settings.digest_minute),
    quiet_start_minute: timeOfDay(settings.quiet_start_minute),
    quiet_end_minute: timeOfDay(settings.quiet_end_minute),
  };
}

/** Whether `minute` falls in the quiet hours from `start` to `end` (across midnight when end < start; none when equal). */
export function isInQuietHours(minute: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The settings to send, or the reason of each refused field (nothing is sent then). */
export function settingsWriteOf(draft: ReminderSettingsDraft): { write: CompanyReminderSettings | null; errors: ReminderSettingsErrors } {
  const errors: ReminderSettingsErrors = {};
  const delay = (field: 'check_in_after_minutes' | 'check_out_after_minutes'): number => {
    const text = draft[field].trim();
    if (isBlank(text)) errors[field] = { key: ValidationKey.required };
    else if (!/^\d{1,3}$/.test(text) || Number(text) > REMINDER_DELAY_RANGE.max) {
      errors[field] = { key: ReminderSettingsKey.minutesRange, params: { min: REMINDER_DELAY_RANGE.min, max: REMINDER_DELAY_RANGE.max } };
    }
    return Number(text);
  };
  const time = (field: 'digest_minute' | 'quiet_start_minute' | 'quiet_end_minute'): number => {
    const text = draft[field];
    const minutes = minutesOfDay(text);
    if (isBlank(text)) errors[field] = { key: ValidationKey.required };
    else if (minutes === null) errors[field] = { key: ValidationKey.timeFormat };
    return minutes ?? 0;
  };
  const write: CompanyReminderSettings = {
    check_in_enabled: draft.check_in_enabled,
    check_in_after_minutes: delay('check_in_after_minutes'),
    check_out_enabled: draft.check_out_enabled,
    check_out_after_minutes: delay('check_out_after_minutes'),
    digest_enabled: draft.digest_enabled,
    digest_minute: time('digest_minute'),
    quiet_start_minute: time('quiet_start_minute'),
    quiet_end_minute: time('quiet_end_minute'),
  };
  const timesOk = !errors.digest_minute && !errors.quiet_start_minute && !errors.quiet_end_minute;
  if (timesOk && isInQuietHours(write.digest_minute, write.quiet_start_minute, write.quiet_end_minute)) {
    errors.digest_minute = { key: ReminderSettingsKey.digestInQuietHours };
  }
  return Object.keys(errors).length > 0 ? { write: null, errors } : { write, errors };
}

export class ManageReminderSettings {
  constructor(private readonly api: Pick<ApiClient, 'get' | 'put'>) {}

  load(): Promise<ReminderSettingsView> {
    return this.api.get<ReminderSettingsView>(ReminderPaths.settings);
  }

  /** Saves the settings; answers the view after them. Rejects with the server's refusal. */
  save(settings: CompanyReminderSettings): Promise<ReminderSettingsView> {
    return this.api.put<ReminderSettingsView>(ReminderPaths.settings, settings);
  }
}
