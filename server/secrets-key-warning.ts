/**
 * SECRETS_KEY unset while administrators' verification-code secrets are stored: the key sealing them is then derived
 * from the JWT secret (secret-box.ts), so whoever holds that secret (a copy of the secrets folder, an old backup that
 * still carried it) can read every one of them. One warning at start-up, none when there is nothing to protect.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './app-config';
import type { Queryable } from './db/database.port';

export const SEALED_TOTP_SECRET_EXISTS =
  'SELECT EXISTS (SELECT 1 FROM users WHERE totp_secret IS NOT NULL OR totp_pending_secret IS NOT NULL) AS sealed';

export async function warnWhenSecretsKeyUnset(
  db: Queryable,
  config: Pick<AppConfig, 'secretsKey'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (config.secretsKey !== undefined) return;
  const { rows } = await db.query<{ sealed: boolean }>(SEALED_TOTP_SECRET_EXISTS);
  if (!rows[0]?.sealed) return;
  log.warn(
    'SECRETS_KEY is not set: the verification-code secrets in the database are sealed under a key derived from the JWT ' +
      'secret, which anyone holding that secret can derive too. Set SECRETS_KEY, kept apart from every backup ' +
      '(README, "Configuration"); the codes already set up then stop working: another administrator turns them off ' +
      'and each administrator sets theirs up again',
  );
}
