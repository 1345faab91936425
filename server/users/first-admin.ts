import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../app-config';
import { hashPassword } from '../auth/passwords';
import { PgErrorCode, pgErrorInfo, type Database } from '../db/database.port';

/**
 * First start with no users: creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * with a generated strong password printed once, in a banner, on stdout (the log's stream). Does nothing once any user exists.
 */
export async function ensureFirstAdmin(db: Database, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.query('SELECT 1 FROM users LIMIT 1');
  if (existing.rows.length > 0) return;
  const username = config.adminUsername ?? 'admin';
  const password = config.adminPassword ?? randomBytes(18).toString('base64url');
  try {
    await db.query(
      `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, is_admin)
       VALUES ($1, $2, 'Amministratore', '', 'ADMIN', $3, true)`,
      [username, `${username}@localhost`, await hashPassword(password)],
    );
  } catch (error) {
    if (pgErrorInfo(error)?.code === PgErrorCode.uniqueViolation) return; // another instance created it first
    throw error;
  }
  log.warn({ username, generatedPassword: !config.adminPassword }, 'first administrator created');
  if (!config.adminPassword) {
    // Plain text on stdout (where the JSON log goes), so the banner stays readable; never logged elsewhere.
    const line = '='.repeat(72);
    process.stdout.write(
      `${line}\n  FIRST ADMINISTRATOR CREATED\n  username: ${username}\n  password: ${password}\n` +
        `  Shown only this once: sign in, then keep it somewhere safe.\n${line}\n`,
    );
  }
}
