/**
 * The company's reminder settings (one row, migration 019) and each person's own choices (no row: every reminder on).
 */
import type { CompanyReminderSettings, MyReminderPreferences } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

const SETTINGS_COLUMNS = `check_in_enabled, check_in_after_minutes, check_out_enabled, check_out_after_minutes,
  digest_enabled, digest_minute, quiet_start_minute, quiet_end_minute`;

export async function readReminderSettings(db: Queryable): Promise<CompanyReminderSettings> {
  const { rows } = await db.query<CompanyReminderSettings>(`SELECT ${SETTINGS_COLUMNS} FROM reminder_settings`);
  return rows[0]!;
}

export async function saveReminderSettings(db: Queryable, settings: CompanyReminderSettings, adminId: number): Promise<void> {
  await db.query(
    `UPDATE reminder_settings
        SET check_in_enabled = $1, check_in_after_minutes = $2, check_out_enabled = $3, check_out_after_minutes = $4,
            digest_enabled = $5, digest_minute = $6, quiet_start_minute = $7, quiet_end_minute = $8,
            updated_at = now(), updated_by = $9`,
    [
      settings.check_in_enabled,
      settings.check_in_after_minutes,
      settings.check_out_enabled,
      settings.check_out_after_minutes,
      settings.digest_enabled,
      settings.digest_minute,
      settings.quiet_start_minute,
      settings.quiet_end_minute,
      adminId,
    ],
  );
}

export async function readPreferences(db: Queryable, userId: number): Promise<MyReminderPreferences> {
  const { rows } = await db.query<MyReminderPreferences>('SELECT check_in, check_out, digest FROM reminder_preferences WHERE user_id = $1', [userId]);
  return rows[0] ?? { check_in: true, check_out: true, digest: true };
}

export async function savePreferences(db: Queryable, userId: number, preferences: MyReminderPreferences): Promise<void> {
  await db.query(
    `INSERT INTO reminder_preferences (user_id, check_in, check_out, digest) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET check_in = $2, check_out = $3, digest = $4, updated_at = now()`,
    [userId, preferences.check_in, preferences.check_out, preferences.digest],
  );
}
