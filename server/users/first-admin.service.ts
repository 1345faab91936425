import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../app-config';
import { adminPasswordRefusal } from '../auth/password-policy.rules';
import { hashPassword } from '../auth/passwords';
import { PgErrorCode, pgErrorInfo, type Database } from '../db/database.port';
import { hasActiveAdministrator, insertFirstAdministrator } from './user.repository';

/**
 * Start-up with no active administrator (a new installation, maybe already seeded with demo employees):
 * creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD, or with a generated strong password
 * printed once, in a banner, on stdout (the log's stream). Does nothing once an administrator exists.
 * ADMIN_PASSWORD must pass the password policy (loadConfig already refuses to start otherwise; checked again here
 * for a configuration built in code).
 */
export async function ensureFirstAdmin(db: Database, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  if (await hasActiveAdministrator(db)) return;
  const username = config.adminUsername ?? 'admin';
  const refusal = config.adminPassword === undefined ? undefined : adminPasswordRefusal(config.adminPassword, config.passwordPolicy);
  if (refusal) throw new Error(refusal);
  // Random, so never a common one; 24 characters, or more when PASSWORD_MIN_LENGTH asks for more.
  const password = config.adminPassword ?? randomBytes(Math.max(18, config.passwordPolicy.minLength)).toString('base64url');
  try {
    await insertFirstAdministrator(db, username, await hashPassword(password));
  } catch (error) {
    if (pgErrorInfo(error)?.code !== PgErrorCode.uniqueViolation) throw error;
    // Another instance starting at the same time created it first: nothing to do.
    if (await hasActiveAdministrator(db)) return;
    // The name (or its e-mail, username@localhost) belongs to an account that is not an active administrator.
    log.error({ username }, 'first administrator NOT created: the username is already taken; set ADMIN_USERNAME to a free name and restart');
    return;
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
