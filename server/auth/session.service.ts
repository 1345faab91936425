import { randomUUID } from 'node:crypto';
import type { DeviceProof } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import type { DeviceChallenges } from '../devices/device-challenges';
import { provesKey, readDeviceEvidence, spendChallenge } from '../devices/device-evidence';
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshTokenFamily,
  type RefreshTokenRow,
} from '../session-tokens/refresh-token.repository';
import type { RefreshClaims, TokenService } from '../session-tokens/token.service';

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
  /** A session ends this long after its login, however often it is refreshed (SESSION_MAX_AGE). */
  maxAgeSeconds: number;
}

/**
 * Refresh tokens ("sessions"): a login starts a family; each refresh rotates the presented token for a
 * new one of the same family (30 days from that moment). Presenting a rotated token again within the
 * grace (a retry over a flaky network) answers the family's current token again; after the grace it is
 * treated as theft and the whole family is revoked. A session never outlives SESSION_MAX_AGE from its login: no
 * refresh token expires later than that, and none is honoured after it. An employee whose bound device has a key
 * refreshes only with a proof by that key (docs/behaviour.md, "The device key"): a refresh token copied to another
 * browser is refused ('device'). Ending sessions: server/session-tokens/refresh-token.repository.ts.
 */
export class SessionService {
  constructor(
    private readonly tokens: TokenService,
    private readonly settings: SessionSettings,
    private readonly challenges: DeviceChallenges,
  ) {}

  /** A new family for the user, in one statement that also sweeps the user's expired tokens. */
  async start(q: Queryable, user: { id: number; isAdmin: boolean }): Promise<StartedSession> {
    const familyId = randomUUID();
    const refresh = await this.insert(q, user.id, familyId, new Date(), undefined, { sweepExpired: true });
    return { access: this.tokens.signAccess({ userId: user.id, isAdmin: user.isAdmin, familyId }), refresh, familyId };
  }

  /**
   * New tokens for a valid refresh token, or 'invalid' / 'reused' (the family is then revoked) / 'device' (no proof by
   * the bound device's key).
   */
  async refresh(db: Database, claims: RefreshClaims, proof?: DeviceProof): Promise<IssuedTokens | 'invalid' | 'reused' | 'device'> {
    const outcome = await db.transaction(async (tx): Promise<IssuedTokens | 'invalid' | 'device' | { ended: string[] }> => {
      const row = await findRefreshToken(tx, claims.tokenId, this.limits, true);
      if (!row || row.family_id !== claims.familyId || row.user_id !== claims.userId || !row.usable) return 'invalid';
      if ((row.rotated_at === null || row.in_grace) && !(await this.fromBoundDevice(tx, row, proof))) return 'device';
      const access = () => this.tokens.signAccess({ userId: row.user_id, isAdmin: row.is_admin, familyId: row.family_id });

      if (row.rotated_at === null) {
        const refresh = await this.insert(tx, row.user_id, row.family_id, row.session_started_at, row.id);
        return { access: access(), refresh };
      }
      if (row.in_grace) {
        const current = await this.currentOfFamily(tx, row);
        if (!current) return 'invalid';
        return { access: access(), refresh: this.sign(current) };
      }
      const ended = await revokeRefreshTokenFamily(tx, row.family_id);
      await writeAudit(tx, {
        action: 'REFRESH_TOKEN_REUSED',
        actorId: null,
        targetUserId: row.user_id,
        details: { family_id: row.family_id, token_id: row.id },
      });
      return { ended };
    });
    if (typeof outcome === 'object' && 'ended' in outcome) {
      this.tokens.endSessions(outcome.ended); // after the commit: the family's access tokens stop here at once
      return 'reused';
    }
    return outcome;
  }

  /** True unless the account's device check names a keyed device that this refresh does not prove (the challenge is then spent). */
  private async fromBoundDevice(q: Queryable, row: RefreshTokenRow, proof: DeviceProof | undefined): Promise<boolean> {
    const key = row.bound_public_key;
    if (!row.two_factor_enabled || row.is_admin || !key || !row.bound_device_id) return true;
    const evidence = readDeviceEvidence(this.challenges, { device_id: row.bound_device_id, device_proof: proof }, { action: 'refresh', username: row.username });
    if (!provesKey(evidence, key)) return false;
    await spendChallenge(q, evidence);
    return true;
  }

  private get limits() {
    return { graceSeconds: this.settings.reuseGraceSeconds, sessionMaxAgeSeconds: this.settings.maxAgeSeconds };
  }

  /** Inserts a token row (marking `replaces` rotated) and returns its signed JWT. */
  private async insert(
    q: Queryable,
    userId: number,
    familyId: string,
    sessionStartedAt: Date,
    replaces?: string,
    options: { sweepExpired?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    const expiresAt = new Date(
      Math.min(Date.now() + this.settings.refreshTtlSeconds * 1000, sessionStartedAt.getTime() + this.settings.maxAgeSeconds * 1000),
    );
    await insertRefreshToken(q, { id, userId, familyId, expiresAt, sessionStartedAt }, options);
    if (replaces) await markRefreshTokenRotated(q, replaces, id);
    return this.sign({ id, user_id: userId, family_id: familyId, expires_at: expiresAt });
  }

  /** Follows replaced_by from a just-rotated token to the family's live token (a short chain). */
  private async currentOfFamily(q: Queryable, row: RefreshTokenRow): Promise<RefreshTokenRow | undefined> {
    let current: RefreshTokenRow | undefined = row;
    for (let hops = 0; current?.replaced_by && hops < 10; hops++) {
      current = await findRefreshToken(q, current.replaced_by, this.limits, false);
    }
    return current && current.rotated_at === null && current.usable ? current : undefined;
  }

  private sign(row: Pick<RefreshTokenRow, 'id' | 'user_id' | 'family_id' | 'expires_at'>): string {
    return this.tokens.signRefresh({ userId: row.user_id, tokenId: row.id, familyId: row.family_id }, row.expires_at);
  }
}
