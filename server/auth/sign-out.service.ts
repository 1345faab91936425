/**
 * POST /api/auth/logout/: with the session's refresh token, that session ends; without a usable one (lost, expired,
 * another user's), every session of the user ends, access tokens included, since the one to end cannot be told apart.
 */
import type { Queryable } from '../db/database.port';
import { revokeSessionOf, revokeUserSessions } from '../session-tokens/refresh-token.repository';
import type { TokenService } from '../session-tokens/token.service';

export async function signOut(
  ports: { db: Queryable; tokens: TokenService },
  userId: number,
  presentedRefresh: string | undefined,
): Promise<void> {
  const claims = presentedRefresh ? safeVerifyRefresh(ports.tokens, presentedRefresh) : undefined;
  if (claims && claims.userId === userId) {
    ports.tokens.endSessions(await revokeSessionOf(ports.db, userId, claims.familyId));
  } else {
    ports.tokens.endSessions(await revokeUserSessions(ports.db, userId));
  }
}

function safeVerifyRefresh(tokens: TokenService, token: string) {
  try {
    return tokens.verifyRefresh(token);
  } catch {
    return undefined;
  }
}
