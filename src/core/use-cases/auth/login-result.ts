import { DEVICE_NOT_AUTHORIZED, type UserProfile } from '../../contract';
import type { DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import { errorBodyOf } from '../api';

/** What a login or a reassociation attempt ends in (spec §4 Login and device reassociation). */
export type LoginResult =
  | { kind: 'success'; user: UserProfile }
  | {
      kind: 'deviceNotAuthorized';
      message: DisplayMessage;
      /** Offer the reassociation dialog: the server asked for it and the user is not (known to be) an administrator. */
      canReassociate: boolean;
      /** Prefill of the dialog: the username of the error details, else the typed one. */
      username: string;
    }
  | { kind: 'error'; message: DisplayMessage };

/** Shown when the server refuses the device without a message of its own. */
export const DEVICE_NOT_AUTHORIZED_DEFAULT_KEY = 'auth.deviceNotAuthorizedDefault';

/** Turns a failed login/reassociation into its result: the device refusal, or a plain error. */
export function loginFailure(error: unknown, typedUsername: string): LoginResult {
  const body = errorBodyOf(error);
  const refusedDevice =
    body.code === DEVICE_NOT_AUTHORIZED || body.error === DEVICE_NOT_AUTHORIZED || body.showDeviceReassociation === true;
  if (!refusedDevice) return { kind: 'error', message: toDisplayMessage(error) };

  const details = (typeof body.details === 'object' && body.details !== null ? body.details : {}) as Record<string, unknown>;
  // The body may not say whether the account is an administrator: unknown counts as non-admin.
  const isAdmin = details.is_admin === true || body.is_admin === true;
  const hasServerMessage = typeof body.message === 'string' && body.message.trim() !== '';
  return {
    kind: 'deviceNotAuthorized',
    message: hasServerMessage ? toDisplayMessage(error) : { key: DEVICE_NOT_AUTHORIZED_DEFAULT_KEY },
    canReassociate: body.showDeviceReassociation === true && !isAdmin,
    username: typeof details.username === 'string' && details.username ? details.username : typedUsername,
  };
}
