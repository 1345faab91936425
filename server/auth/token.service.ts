import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { httpError } from '../http/http-error';

/** Who an access token speaks for; the guards copy it to request.auth. */
export interface AccessClaims {
  userId: number;
  isAdmin: boolean;
  /** The session (refresh-token family) the access token was issued for; absent in older tokens. */
  familyId?: string;
}

export interface RefreshClaims {
  userId: number;
  /** The refresh_tokens row (its primary key). */
  tokenId: string;
  familyId: string;
}

/**
 * Signs and verifies the two JWTs (HS256, JWT_SECRET). The access token carries is_admin so that the
 * guards need no query: it lives ACCESS_TOKEN_TTL (15 min). Deactivating, deleting or demoting a user
 * revokes their refresh tokens in the database and, for this process at once, their access tokens
 * through `revokeAccessTokens` (an in-memory list; another instance notices when the token expires).
 * A revocation may spare one session (the one being started by the login that rebinds the device).
 */
export class TokenService {
  private readonly signAccessJwt;
  private readonly signRefreshJwt;
  private readonly verifyJwt;
  /** userId → epoch ms: access tokens issued before it (and not of the spared session) are refused. */
  private readonly revokedBefore = new Map<number, { at: number; sparedFamilyId?: string }>();

  constructor(secret: string, private readonly accessTtlSeconds: number) {
    this.signAccessJwt = createSigner({ key: secret, algorithm: 'HS256', expiresIn: accessTtlSeconds * 1000 });
    this.signRefreshJwt = createSigner({ key: secret, algorithm: 'HS256' });
    this.verifyJwt = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  }

  signAccess(claims: AccessClaims): string {
    // Strictly after any revocation of the user, even within the same millisecond.
    const issuedAt = Math.max(Date.now(), (this.revokedBefore.get(claims.userId)?.at ?? 0) + 1);
    return this.signAccessJwt({
      sub: String(claims.userId),
      adm: claims.isAdmin,
      typ: 'access',
      iat_ms: issuedAt,
      ...(claims.familyId ? { fam: claims.familyId } : {}),
    });
  }

  /** A refresh JWT for an existing refresh_tokens row; re-signing the same row gives an equivalent token. */
  signRefresh(claims: RefreshClaims, expiresAt: Date): string {
    return this.signRefreshJwt({
      sub: String(claims.userId),
      jti: claims.tokenId,
      fam: claims.familyId,
      typ: 'refresh',
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  }

  /** Claims of a valid access token, or a 401 HttpError (TOKEN_EXPIRED / TOKEN_INVALID). */
  verifyAccess(token: string): AccessClaims {
    const payload = this.verify(token, 'access');
    const userId = Number(payload.sub);
    const familyId = typeof payload.fam === 'string' ? payload.fam : undefined;
    const revoked = this.revokedBefore.get(userId);
    if (revoked && Number(payload.iat_ms) <= revoked.at && (familyId === undefined || familyId !== revoked.sparedFamilyId)) {
      throw httpError(401, 'TOKEN_INVALID');
    }
    return { userId, isAdmin: payload.adm === true, ...(familyId ? { familyId } : {}) };
  }

  verifyRefresh(token: string): RefreshClaims {
    const payload = this.verify(token, 'refresh');
    return { userId: Number(payload.sub), tokenId: String(payload.jti), familyId: String(payload.fam) };
  }

  /**
   * Refuses from now on every access token this process issued to the user so far, except those of
   * the session `sparedFamilyId` (the caller's own, when a device change ends all the others).
   */
  revokeAccessTokens(userId: number, sparedFamilyId?: string): void {
    this.revokedBefore.set(userId, { at: Date.now(), sparedFamilyId });
    // Entries older than an access token's life protect nothing any more.
    const horizon = Date.now() - this.accessTtlSeconds * 1000;
    for (const [id, { at }] of this.revokedBefore) if (at < horizon) this.revokedBefore.delete(id);
  }

  private verify(token: string, type: 'access' | 'refresh'): Record<string, unknown> {
    let payload: Record<string, unknown>;
    try {
      payload = this.verifyJwt(token) as Record<string, unknown>;
    } catch (error) {
      if (error instanceof TokenError && error.code === TokenError.codes.expired) throw httpError(401, 'TOKEN_EXPIRED');
      throw httpError(401, 'TOKEN_INVALID');
    }
    if (payload.typ !== type || !/^\d+$/.test(String(payload.sub))) throw httpError(401, 'TOKEN_INVALID');
    return payload;
  }
}
