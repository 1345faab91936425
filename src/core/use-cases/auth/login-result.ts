import { DEVICE_NOT_AUTHORIZED, INVALID_CREDENTIALS, PASSWORD_CHANGE_REQUIRED, TOTP_INVALID, TOTP_REQUIRED, type UserProfile } from '../../contract';
import type { DisplayMessage } from '../../domain';
import { ErrorKey, toDisplayMessage } from '../../errors';
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

/** Whether a sign-in sends a code along (sign-in-request.ts drops blank ones). */
export function hasCode(secondFactor: SecondFactor | undefined): boolean {
  return Boolean(secondFactor?.totpCode?.replace(/\s+/g, '') || secondFactor?.recoveryCode?.trim());
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
       * keeping username and password. `invalid`: a code was sent and refused (wrong or already used). `suspended`:
       * the app's codes are suspended after too many wrong ones, only a recovery code signs in (`message` says so).
       */
      kind: 'secondFactorRequired';
      message: DisplayMessage;
      invalid: boolean;
      suspended: boolean;
    }
  | {
      /** The reassociation waits for an administrator's approval (DEVICE_CHANGE_APPROVAL=admin): nobody is signed in. */
      kind: 'pendingApproval';
      message: DisplayMessage;
    }
  | { kind: 'error'; message: DisplayMessage };

/**
 * Turns a failed login/reassociation into its result: the device refusal (DEVICE_NOT_AUTHORIZED), the password an
 * administrator set (PASSWORD_CHANGE_REQUIRED), the verification code asked for (TOTP_REQUIRED, perhaps with the app's
 * codes suspended) or refused, or a plain error (a pending device change, DEVICE_CHANGE_PENDING, among them: its text
 * says so). `codeSent`: the attempt carried a code, which only happens at the code step, after the server said the
 * password was right; the server answers a wrong code as it answers a wrong password (INVALID_CREDENTIALS, so that a
 * guess never learns the password was right), and here that answer is the code's refusal ('Codice di verifica non
 * valido o già usato.'; docs/behaviour.md, "Administrators' verification code").
 */
export function loginFailure(error: unknown, typedUsername: string, codeSent = false): LoginResult {
  const body = errorBodyOf(error);
  const message = toDisplayMessage(error);
  if (body.code === TOTP_REQUIRED) {
    const suspended = body.details?.totp_suspended === true;
    return { kind: 'secondFactorRequired', message: suspended ? { key: ErrorKey.totpSuspended } : message, invalid: false, suspended };
  }
  if (body.code === TOTP_INVALID || (codeSent && body.code === INVALID_CREDENTIALS)) {
    return { kind: 'secondFactorRequired', message: { key: ErrorKey.totpInvalid }, invalid: true, suspended: false };
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
