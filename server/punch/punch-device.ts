/**
 * The device a punch comes from (docs/behaviour.md, "The bound device", "The device key"): with two-factor on, the
 * bound device only: proved by its key when it has one, by its device_id otherwise. With two-factor off the device is
 * not checked. An administrator's binding follows each of their sign-ins, so their refusal says to sign in again from
 * this device (ADMIN_DEVICE_NOT_LATEST) rather than the employees' 'contact an administrator'. Proving reads nothing and writes nothing: the proof's challenge is spent by the punch's own INSERT
 * (timesheet-entry.repository.ts), or by spendRefusedPunchChallenge when the punch is refused, so that each
 * challenge answers one request either way.
 */
import type { CheckInRequest, CheckOutRequest } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import type { DeviceChallenges } from '../devices/device-challenges';
import { provesKey, readDeviceEvidence } from '../devices/device-evidence';
import { markChallengeUsed } from '../devices/used-device-challenge.repository';
import { httpError } from '../http/http-error';
import type { PunchContext } from './punch-context.query';

type PunchDeviceContext = Pick<PunchContext, 'username' | 'isAdmin' | 'twoFactorEnabled' | 'boundDeviceId' | 'boundPublicKey'>;

/** A proved punch's challenge, still to be recorded as used. */
export interface PunchChallenge {
  nonce: string;
  expiresAt: Date;
}

/** The punch's challenge to spend (undefined when the device proves itself without a key, or is not checked); 403 otherwise. */
export function provePunchDevice(
  challenges: DeviceChallenges,
  ctx: PunchDeviceContext,
  punch: { kind: 'check_in'; request: CheckInRequest } | { kind: 'check_out'; request: CheckOutRequest },
): PunchChallenge | undefined {
  if (!ctx.twoFactorEnabled) return undefined;
  const { request } = punch;
  if (!ctx.boundPublicKey) {
    if (ctx.boundDeviceId !== request.device_id) throw notTheBoundDevice(ctx);
    return undefined;
  }
  const where =
    punch.kind === 'check_in'
      ? { locationId: punch.request.location_id ?? null, offsite: punch.request.offsite_work === true }
      : { locationId: null, offsite: false };
  const evidence = readDeviceEvidence(challenges, request, { action: punch.kind, username: ctx.username, ...where });
  if (!provesKey(evidence, ctx.boundPublicKey) || !evidence.proof) throw notTheBoundDevice(ctx);
  return { nonce: evidence.proof.nonce, expiresAt: evidence.proof.expiresAt };
}

/** The refusal of a punch from another device than the bound one: an administrator is told to sign in again from it. */
export function notTheBoundDevice(ctx: Pick<PunchContext, 'isAdmin'>): Error {
  return httpError(403, ctx.isAdmin ? 'ADMIN_DEVICE_NOT_LATEST' : 'DEVICE_NOT_AUTHORIZED');
}

/**
 * A punch refused after its device was proved still uses up its challenge (one statement, off the accepted path): the
 * same signed request sent again is refused as a replay, whatever changed meanwhile.
 */
export async function spendRefusedPunchChallenge(q: Queryable, challenge: PunchChallenge | undefined): Promise<void> {
  if (challenge) await markChallengeUsed(q, challenge.nonce, challenge.expiresAt);
}
