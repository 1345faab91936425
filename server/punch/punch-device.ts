/**
 * The device a punch comes from (docs/behaviour.md, "The bound device", "The device key"): with two-factor on, the
 * bound device only: proved by its key when it has one (the request's challenge is then spent), by its device_id
 * otherwise. With two-factor off the device is not checked.
 */
import type { CheckInRequest, CheckOutRequest } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import type { DeviceChallenges } from '../devices/device-challenges';
import { provesKey, readDeviceEvidence, spendChallenge } from '../devices/device-evidence';
import { httpError } from '../http/http-error';
import type { PunchContext } from './punch-context.query';

type PunchDeviceContext = Pick<PunchContext, 'username' | 'twoFactorEnabled' | 'boundDeviceId' | 'boundPublicKey'>;

export async function assertPunchDevice(
  q: Queryable,
  challenges: DeviceChallenges,
  ctx: PunchDeviceContext,
  punch: { kind: 'check_in'; request: CheckInRequest } | { kind: 'check_out'; request: CheckOutRequest },
): Promise<void> {
  if (!ctx.twoFactorEnabled) return;
  const { request } = punch;
  if (!ctx.boundPublicKey) {
    if (ctx.boundDeviceId !== request.device_id) throw httpError(403, 'DEVICE_NOT_AUTHORIZED');
    return;
  }
  const where =
    punch.kind === 'check_in'
      ? { locationId: punch.request.location_id ?? null, offsite: punch.request.offsite_work === true }
      : { locationId: null, offsite: false };
  const evidence = readDeviceEvidence(challenges, request, { action: punch.kind, username: ctx.username, ...where });
  if (!provesKey(evidence, ctx.boundPublicKey)) throw httpError(403, 'DEVICE_NOT_AUTHORIZED');
  await spendChallenge(q, evidence);
}
