import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { httpError } from '../http/http-error';
import { RevokedSessions } from './revoked-sessions';

/** Who an access token speaks for; the guards copy it to request.auth. */
export interface AccessClaims {
  userId: number;
  isAdmin: boolean;
  /** The session (refresh-token family) the access token was issued for. */
  familyId: string;
}

export interface RefreshClaims {
  userId: number;
  /** The refresh_tokens row (its primary key). */
  tokenId: string;
  familyId: string;
}

/**
 * Signs and verifies the two JWTs (HS256, JWT_SECRET). The access token carries is_admin and its session, so that the
 * guards need no query: it lives ACCESS_TOKEN_TTL (15 min). A session that ends before (logout, deactivation,
 * demotion, password or device change, a stolen refresh token) is refused at once through `revoked`
 * (revoked-sessions.ts), which every server keeps in step.
 */
export class TokenService {
  private readonly signAccessJwt;
  private readonly signRefreshJwt;
  private readonly verifyJwt;
  readonly revoked: RevokedSessions;

  constructor(secret: string, accessTtlSeconds: number) {
    this.signAccessJwt = createSigner({ key: secret, algorithm: 'HS256', expiresIn: accessTtlSeconds * 1000 });
    this.signRefreshJwt = createSigner({ key: secret, algorithm: 'HS256' });
    this.verifyJwt = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
    this.revoked = new RevokedSessions(accessTtlSeconds * 1000);
  }

  signAccess(claims: AccessClaims): string {
    return this.signAccessJwt({ sub: String(claims.userId), adm: claims.isAdmin, typ: 'access', fam: claims.familyId });
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

  /** Claims of a valid access token of a live session, or a 401 HttpError (TOKEN_EXPIRED / TOKEN_INVALID). */
  verifyAccess(token: string): AccessClaims {
    const payload = this.verify(token, 'access');
    const familyId = payload.fam;
    if (typeof familyId !== 'string' || this.revoked.has(familyId)) throw httpError(401, 'TOKEN_INVALID');
    return { userId: Number(payload.sub), isAdmin: payload.adm === true, familyId };
  }

  verifyRefresh(token: string): RefreshClaims {
    const payload = this.verify(token, 'refresh');
    return { userId: Number(payload.sub), tokenId: String(payload.jti), familyId: String(payload.fam) };
  }

  /**
   * Refuses from now on, on this server, the access tokens of sessions just revoked in the database (the revoking
   * functions of refresh-token.repository.ts return them; call this after the commit). The other servers hear it.
   */
  endSessions(familyIds: readonly string[]): void {
    if (familyIds.length) this.revoked.add(familyIds);
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
