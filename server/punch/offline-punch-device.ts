/**
 * The device an offline punch comes from (docs/behaviour.md, "Offline punches", "The device key"). No challenge can be
 * fetched offline, so only the key can vouch for it: the account's bound device must have a key, the punch must name
 * that device, and its signature over offlinePunchRequestMessage(...) must verify with that key, whatever the account's
 * 'Autenticazione a due fattori' says. Anything else is not the phone's punch: 403 as for an online punch from another
 * device, and nothing is stored.
 */
import type { DevicePublicKey, OfflinePunchRequest } from '../../src/core/contract';
import { offlinePunchRequestMessage } from '../../src/core/domain/offline-punch-proof';
import { isSignedBy } from '../devices/device-signature';
import type { PunchContext } from './punch-context.query';
import { notTheBoundDevice } from './punch-device';

/** The bound key that signed the punch; throws 403 DEVICE_NOT_AUTHORIZED (ADMIN_DEVICE_NOT_LATEST for an administrator). */
export function offlinePunchKey(
  ctx: Pick<PunchContext, 'username' | 'isAdmin' | 'boundDeviceId' | 'boundPublicKey'>,
  request: OfflinePunchRequest,
): DevicePublicKey {
  const key = ctx.boundPublicKey;
  if (!key || ctx.boundDeviceId !== request.device_id) throw notTheBoundDevice(ctx);
  const message = offlinePunchRequestMessage(request, ctx.username);
  if (!isSignedBy(key, message, request.signature)) throw notTheBoundDevice(ctx);
  return key;
}
