import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../app-config';
import { writeAudit } from '../audit/audit-log.repository';
import { PgErrorCode, pgErrorInfo, type Database } from '../db/database.port';
import { adminPasswordRefusal } from '../passwords/password-policy.rules';
import { hashPassword } from '../passwords/passwords';
import { revokeUserSessions } from '../session-tokens/refresh-token.repository';
import { hasActiveAdministrator, insertFirstAdministrator, lockAccountByUsername, restoreAdministrator } from './user.repository';

/** The audit action of an account made an active administrator again at start-up (actor: none, the system). */
export const ADMINISTRATOR_RESTORED = 'ADMINISTRATOR_RESTORED';

/**
 * Start-up with no active administrator (a new installation, maybe already seeded with demo employees, or one whose
 * administrators were all demoted or deactivated): the account named by ADMIN_USERNAME (default `admin`) becomes an
 * active administrator. When it exists it is restored (made administrator and active again, its password replaced,
 * its sessions ended, audited); otherwise it is created. Its password is ADMIN_PASSWORD, or a generated strong one
 * printed once, in a banner, on stdout (the log's stream). Does nothing once an administrator exists
 * (docs/behaviour.md, "Roles and permissions").
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
  const passwordHash = await hashPassword(password);
  const generatedPassword = !config.adminPassword;

  const restoration = await restoreNamedAccount(db, username, passwordHash);
  if (restoration === 'not-needed') return;
  if (restoration === 'restored') {
    log.warn({ username, generatedPassword }, 'no active administrator: the ADMIN_USERNAME account was made an active administrator again');
    if (generatedPassword) printPassword('ADMINISTRATOR RESTORED', username, password);
    return;
  }
  try {
    await insertFirstAdministrator(db, username, passwordHash);
  } catch (error) {
    if (pgErrorInfo(error)?.code !== PgErrorCode.uniqueViolation) throw error;
    // Another instance starting at the same time created it first: nothing to do.
    if (await hasActiveAdministrator(db)) return;
    // The name is free but its e-mail, username@localhost, belongs to another account.
    log.error({ username }, 'first administrator NOT created: its e-mail (ADMIN_USERNAME@localhost) is already taken; set ADMIN_USERNAME to another name and restart');
    return;
  }
  log.warn({ username, generatedPassword }, 'first administrator created');
  if (generatedPassword) printPassword('FIRST ADMINISTRATOR CREATED', username, password);
}

type Restoration = 'restored' | 'not-needed' | 'no-account';

/**
 * The named account, when it exists, made an active administrator again, whatever it is now (demoted, deactivated,
 * or an employee the operator chose): naming it in ADMIN_USERNAME while no administrator is left is the operator's
 * decision. Its password is always replaced, since the one it has may be forgotten (why the operator restarts) or
 * known to someone else (a demo employee's); its sessions end with it. One transaction that locks the account's row
 * first: of two servers starting at once, the second waits, then finds the first's administrator ('not-needed').
 */
async function restoreNamedAccount(db: Database, username: string, passwordHash: string): Promise<Restoration> {
  return db.transaction(async (tx) => {
    const account = await lockAccountByUsername(tx, username);
    if (!account) return 'no-account';
    if (await hasActiveAdministrator(tx)) return 'not-needed';
    await restoreAdministrator(tx, account.id, passwordHash);
    await revokeUserSessions(tx, account.id);
    const details = { username: account.username, was_admin: account.is_admin, was_active: account.is_active, password_changed: true };
    await writeAudit(tx, { action: ADMINISTRATOR_RESTORED, actorId: null, targetUserId: account.id, details });
    return 'restored';
  });
}

/** Plain text on stdout (where the JSON log goes), so the banner stays readable; never logged elsewhere. */
function printPassword(title: string, username: string, password: string): void {
  const line = '='.repeat(72);
  process.stdout.write(
    `${line}\n  ${title}\n  username: ${username}\n  password: ${password}\n` +
      `  Shown only this once: sign in, then keep it somewhere safe.\n${line}\n`,
  );
}
