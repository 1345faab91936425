import { DEVICE_NOT_AUTHORIZED, PASSWORD_CHANGE_REQUIRED, TOTP_INVALID, TOTP_REQUIRED, type UserProfile } from '../../contract';
import type { DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import { errorBodyOf } from '../api';

/**
 * The verification code an administrator with TOTP on adds to a sign-in, once the 'secondFactorRequired' result asked
 * for it (docs/behaviour.md, "Administrators' verification code").
 */
export interface SecondFactor {
  /** The six digits of the authenticator app (the space the app shows them with is dropped). */
  totpCode?: string;
  /** One of the recovery codes given at activation, instead of the app's code. */
  recoveryCode?: string;
}

/**
 * What a login or a reassociation attempt ends in (docs/behaviour.md, "The bound device", "Passwords",
 * "Administrators' verification code", "Device changes approved by an administrator").
 */
export type LoginResult =
  | { kind: 'success'; user: UserProfile }
  | {
      kind: 'deviceNotAuthorized';
      message: DisplayMessage;
      /** Offer the reassociation dialog: the server asks for it, and the account is not an administrator's. */
      canReassociate: boolean;
      /** Prefill of the dialog: the username the server names in its details, else the typed one. */
      username: string;
    }
  | {
      /** The password was right but an administrator set it: the user must choose their own before signing in. */
      kind: 'passwordChangeRequired';
      message: DisplayMessage;
      /** The account's name as the server gives it, else the typed one. */
      username: string;
    }
  | {
      /**
       * The password was right and the account has TOTP on: ask for 'Codice di verifica' and sign in again with it,
       * keeping username and password. `invalid`: a code was sent and refused (wrong or already used).
       */
      kind: 'secondFactorRequired';
      message: DisplayMessage;
      invalid: boolean;
    }
  | {
      /** The reassociation waits for an administrator's approval (DEVICE_CHANGE_APPROVAL=admin): nobody is signed in. */
      kind: 'pendingApproval';
      message: DisplayMessage;
    }
  | { kind: 'error'; message: DisplayMessage };

/**
 * Turns a failed login/reassociation into its result: the device refusal (DEVICE_NOT_AUTHORIZED), the password an
 * administrator set (PASSWORD_CHANGE_REQUIRED), the verification code asked for or refused (TOTP_REQUIRED,
 * TOTP_INVALID), or a plain error (a pending device change, DEVICE_CHANGE_PENDING, among them: its text says so).
 */
export function loginFailure(error: unknown, typedUsername: string): LoginResult {
  const body = errorBodyOf(error);
  const message = toDisplayMessage(error);
  if (body.code === TOTP_REQUIRED || body.code === TOTP_INVALID) {
    return { kind: 'secondFactorRequired', message, invalid: body.code === TOTP_INVALID };
  }
  if (body.code === PASSWORD_CHANGE_REQUIRED) {
    return { kind: 'passwordChangeRequired', message, username: body.details?.username || typedUsername };
  }
  if (body.code !== DEVICE_NOT_AUTHORIZED) return { kind: 'error', message };
  // Reassociation is not for administrators. Our server never refuses their device (it binds the new one), so a
  // refusal naming one does not come from it; the check guards the rule all the same.
  const isAdmin = (body.details as { is_admin?: unknown } | undefined)?.is_admin === true;
  return {
    kind: 'deviceNotAuthorized',
    message,
    canReassociate: body.showDeviceReassociation === true && !isAdmin,
    username: body.details?.username || typedUsername,
  };
}
