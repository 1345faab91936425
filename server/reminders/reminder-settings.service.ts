/**
 * 'Promemoria' in the administration panel (docs/behaviour.md, "Reminders"): the company's settings, with what the
 * server's configuration decides beside them. Saved whole and audited (REMINDER_SETTINGS_CHANGED, each field changed
 * with its old and new value). The digest's minute must fall outside the quiet hours: it would never go out at it.
 */
import type { CompanyReminderSettings, ReminderSettingsView } from '../../src/core/contract';
import { writeAudit, type AuditAction } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors } from '../http/http-error';
import { countPeopleWithPush } from './push-subscription.repository';
import { isQuietMinute } from './reminder-due.rules';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.repository';

export const REMINDER_SETTINGS_CHANGED = 'REMINDER_SETTINGS_CHANGED' satisfies AuditAction;

export const DIGEST_IN_QUIET_HOURS = 'The digest must go out outside the quiet hours';

export interface ServerReminderConfig {
  emailConfigured: boolean;
  autoCheckoutAfterHours: number | null;
}

export async function reminderSettingsView(db: Queryable, server: ServerReminderConfig): Promise<ReminderSettingsView> {
  const [settings, peopleWithPush] = await Promise.all([readReminderSettings(db), countPeopleWithPush(db)]);
  return {
    settings,
    email_configured: server.emailConfigured,
    auto_checkout_after_hours: server.autoCheckoutAfterHours,
    people_with_push: peopleWithPush,
  };
}

export async function updateReminderSettings(
  db: Database,
  input: CompanyReminderSettings,
  adminId: number,
  server: ServerReminderConfig,
): Promise<ReminderSettingsView> {
  if (isQuietMinute(input.digest_minute, input)) throw fieldErrors({ digest_minute: DIGEST_IN_QUIET_HOURS });
  await db.transaction(async (tx) => {
    const current = await readReminderSettings(tx);
    const changes = (Object.keys(input) as Array<keyof CompanyReminderSettings>)
      .filter((field) => current[field] !== input[field])
      .map((field) => ({ field, from: current[field], to: input[field] }));
    if (changes.length === 0) return;
    await saveReminderSettings(tx, input, adminId);
    await writeAudit(tx, { action: REMINDER_SETTINGS_CHANGED, actorId: adminId, details: { changes } });
  });
  return reminderSettingsView(db, server);
}
