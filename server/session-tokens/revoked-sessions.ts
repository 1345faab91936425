/**
 * The sessions ended before their access tokens expire (docs/behaviour.md, "Tokens and sign-in limits"): logout,
 * a stolen refresh token, a password or device change, a deactivation. Every access token names its session (the
 * refresh-token family), and the guard refuses one whose session is here: a lookup in memory, no query on the
 * check-in path. Each server learns the sessions ended by the others at once through PostgreSQL's NOTIFY (sent in
 * the same transaction as the revocation, so only when it commits), and reloads the recent ones from the database at
 * start-up and after losing its listening connection.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.port';
import { findRecentlyRevokedFamilies } from './refresh-token.repository';

export class RevokedSessions {
  /** familyId → when it can be forgotten (every access token of it has expired by then). */
  private readonly until = new Map<string, number>();

  constructor(
    private readonly accessTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  has(familyId: string): boolean {
    const until = this.until.get(familyId);
    return until !== undefined && until > this.now();
  }

  add(familyIds: Iterable<string>): void {
    const until = this.now() + this.accessTtlMs;
    for (const id of familyIds) this.until.set(id, until);
    this.forgetExpired();
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [id, until] of this.until) if (until <= now) this.until.delete(id);
  }
}

/**
 * The NOTIFY channel of one installation: servers sharing a database but not a schema (DATABASE_SCHEMA) do not hear
 * each other. The SQL side computes the same name from current_schema() (refresh-token.repository.ts).
 */
export function revocationChannel(schema: string): string {
  return `tb_revoked_${createHash('md5').update(schema).digest('hex').slice(0, 16)}`;
}

/** Wait before trying again to follow revocations when the database could not be reached. */
const RETRY_FOLLOW_MS = 5_000;

/**
 * Fills `revoked` from the database now, and keeps it informed of every revocation from here on. When the database
 * cannot be reached at start (the server then answers 503 on /api/health and fails every query anyway), it keeps
 * trying in the background. Resolves after the first try; the function it gives stops following.
 */
export async function followRevocations(
  db: Database,
  revoked: RevokedSessions,
  accessTtlSeconds: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<() => Promise<void>> {
  let stopListening: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const reload = async () => revoked.add(await findRecentlyRevokedFamilies(db, accessTtlSeconds));
  const follow = async (): Promise<void> => {
    try {
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const stop = await db.listen(
        revocationChannel(rows[0].schema),
        (familyId) => revoked.add([familyId]),
        () => void reload().catch(() => undefined), // the next reconnection tries again
      );
      if (stopped) return void (await stop());
      stopListening = stop;
      await reload();
    } catch (error) {
      log.warn({ err: error }, 'cannot follow session revocations yet; trying again');
      await stopListening?.().catch(() => undefined);
      stopListening = undefined;
      if (stopped) return;
      retry = setTimeout(() => void follow(), RETRY_FOLLOW_MS);
      retry.unref();
    }
  };
  await follow();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await stopListening?.();
  };
}
