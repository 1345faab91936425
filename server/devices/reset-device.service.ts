/**
 * POST /api/users/{id}/reset-device/ (administrators): the user's bound device is forgotten, so their next sign-in
 * binds a new one; audited, and the other administrators notified. A device change waiting for approval is closed.
 */
import type { User } from '../../src/core/contract';
import type { Database } from '../db/database.port';
import { httpError } from '../http/http-error';
import { revokeUserSessions } from '../session-tokens/refresh-token.repository';
import type { TokenService } from '../session-tokens/token.service';
import { findUser, findUsername } from '../users/user.repository';
import { closePendingDeviceChange } from './device-change-request.repository';
import { lockDeviceAccount, removeDevice } from './device.repository';

export async function resetDevice(
  ports: { db: Database; tokens: TokenService },
  userId: number,
  admin: { userId: number; session: string | undefined },
): Promise<User> {
  // An administrator resetting their own device keeps the session making the request.
  const keepSession = userId === admin.userId ? admin.session : undefined;
  const endedSessions = await ports.db.transaction(async (tx) => {
    const account = await lockDeviceAccount(tx, userId);
    if (!account) return undefined;
    const adminName = (await findUsername(tx, admin.userId)) ?? '';
    await removeDevice(
      tx,
      { id: userId, username: account.username, fullName: account.fullName, previousDeviceId: account.boundDeviceId },
      { id: admin.userId, username: adminName },
    );
    await closePendingDeviceChange(tx, userId, admin.userId);
    // The reset is for a lost or replaced device: its sessions end too, or its refresh token could
    // refresh and bind itself again as the "first" device.
    return revokeUserSessions(tx, userId, keepSession);
  });
  if (!endedSessions) throw httpError(404, 'NOT_FOUND');
  ports.tokens.endSessions(endedSessions);
  return (await findUser(ports.db, userId))!;
}
