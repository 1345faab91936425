import { randomUUID } from 'node:crypto';
import { writeAudit } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database.port';
import type { RefreshClaims, TokenService } from './token-service';

export interface IssuedTokens {
  access: string;
  refresh: string;
}

/** The tokens of a new session, and the session (refresh-token family) they belong to. */
export interface StartedSession extends IssuedTokens {
  familyId: string;
}

export interface SessionSettings {
  refreshTtlSeconds: number;
  reuseGraceSeconds: number;
}

/**
 * Refresh tokens ("sessions"): a login starts a family; each refresh rotates the presented token for a
 * new one of the same family (30 days from that moment). Presenting a rotated token again within the
 * grace (a retry over a flaky network) answers the family's current token again; after the grace it is
 * treated as theft and the whole family is revoked.
 */
export class SessionStore {
  constructor(
    private readonly tokens: TokenService,
    private readonly settings: SessionSettings,
  ) {}

  /** A new family for the user (two statements: expired tokens of the user are swept first). */
  async start(q: Queryable, user: { id: number; isAdmin: boolean }): Promise<StartedSession> {
    await q.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < now()', [user.id]);
    const familyId = randomUUID();
    const refresh = await this.insert(q, user.id, familyId);
    return { access: this.tokens.signAccess({ userId: user.id, isAdmin: user.isAdmin, familyId }), refresh, familyId };
  }

  /** New tokens for a valid refresh token, or 'invalid' / 'reused' (the family is then revoked). */
  async refresh(db: Database, claims: RefreshClaims): Promise<IssuedTokens | 'invalid' | 'reused'> {
    return db.transaction(async (tx) => {
      const row = await this.load(tx, claims.tokenId, true);
      if (!row || row.family_id !== claims.familyId || row.user_id !== claims.userId || !row.usable) return 'invalid';
      const access = () => this.tokens.signAccess({ userId: row.user_id, isAdmin: row.is_admin, familyId: row.family_id });

      if (row.rotated_at === null) {
        const refresh = await this.insert(tx, row.user_id, row.family_id, row.id);
        return { access: access(), refresh };
      }
      if (row.in_grace) {
        const current = await this.currentOfFamily(tx, row);
        if (!current) return 'invalid';
        return { access: access(), refresh: this.sign(current) };
      }
      await this.revokeFamily(tx, row.family_id);
      await writeAudit(tx, {
        action: 'REFRESH_TOKEN_REUSED',
        actorId: null,
        targetUserId: row.user_id,
        details: { family_id: row.family_id, token_id: row.id },
      });
      return 'reused';
    });
  }

  /** Ends the family of a refresh token, if it belongs to `userId`. */
  async revokeFamilyOf(q: Queryable, claims: RefreshClaims, userId: number): Promise<void> {
    await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL', [
      claims.familyId,
      userId,
    ]);
  }

  /**
   * Ends every session of the user (logout everywhere, deactivation, demotion, password change, device
   * reset or change), but `exceptFamilyId` when given (the caller's own session). Pair it, after the
   * commit, with TokenService.revokeAccessTokens for the access tokens.
   */
  async revokeAll(q: Queryable, userId: number, exceptFamilyId?: string): Promise<void> {
    await q.query(
      `UPDATE refresh_tokens SET revoked_at = now()
        WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR family_id <> $2::text)`,
      [userId, exceptFamilyId ?? null],
    );
  }

  private async revokeFamily(q: Queryable, familyId: string): Promise<void> {
    await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
  }

  /** Inserts a token row (marking `replaces` rotated) and returns its signed JWT. */
  private async insert(q: Queryable, userId: number, familyId: string, replaces?: string): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.settings.refreshTtlSeconds * 1000);
    await q.query('INSERT INTO refresh_tokens (id, user_id, family_id, expires_at) VALUES ($1, $2, $3, $4)', [
      id,
      userId,
      familyId,
      expiresAt,
    ]);
    if (replaces) {
      await q.query('UPDATE refresh_tokens SET rotated_at = now(), replaced_by = $2 WHERE id = $1', [replaces, id]);
    }
    return this.sign({ id, user_id: userId, family_id: familyId, expires_at: expiresAt });
  }

  /** Follows replaced_by from a just-rotated token to the family's live token (a short chain). */
  private async currentOfFamily(q: Queryable, row: TokenRow): Promise<TokenRow | undefined> {
    let current: TokenRow | undefined = row;
    for (let hops = 0; current?.replaced_by && hops < 10; hops++) current = await this.load(q, current.replaced_by, false);
    return current && current.rotated_at === null && current.usable ? current : undefined;
  }

  private async load(q: Queryable, id: string, lock: boolean): Promise<TokenRow | undefined> {
    const { rows } = await q.query<TokenRow>(
      `SELECT rt.id, rt.user_id, rt.family_id, rt.expires_at, rt.rotated_at, rt.replaced_by, u.is_admin,
              (rt.revoked_at IS NULL AND rt.expires_at > now() AND u.is_active) AS usable,
              (rt.rotated_at IS NOT NULL AND rt.rotated_at > now() - make_interval(secs => $2)) AS in_grace
         FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
        WHERE rt.id = $1 ${lock ? 'FOR UPDATE OF rt' : ''}`,
      [id, this.settings.reuseGraceSeconds],
    );
    return rows[0];
  }

  private sign(row: Pick<TokenRow, 'id' | 'user_id' | 'family_id' | 'expires_at'>): string {
    return this.tokens.signRefresh({ userId: row.user_id, tokenId: row.id, familyId: row.family_id }, row.expires_at);
  }
}

interface TokenRow {
  id: string;
  user_id: number;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  replaced_by: string | null;
  is_admin: boolean;
  usable: boolean;
  in_grace: boolean;
}
