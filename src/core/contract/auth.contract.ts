/**
 * Authentication and device binding: login, device reassociation, token refresh, logout, profile, password changes
 * (/api/auth/*).
 */
import { Type, type Static } from '@sinclair/typebox';
import { NonBlankText, Text } from './common.contract';
import { DeviceKeyFields, DeviceProofField } from './device-key.contract';
import { SecondFactorFields } from './totp.contract';
import { User } from './users.contract';

/** The profile returned at login and by GET /api/auth/profile/: the whole user. */
export const UserProfile = User;
export type UserProfile = Static<typeof UserProfile>;

/**
 * The device fingerprint the client computes: lower-case hex of SHA-256 (64 digits), or of the 32-bit fallback hash
 * (8 digits) where SubtleCrypto is missing (src/core/use-cases/device/device-identity.ts).
 */
export const Fingerprint = Type.String({
  pattern: '^([0-9a-f]{8}|[0-9a-f]{64})$',
  errorMessage: 'Expected the device fingerprint (8 or 64 lower-case hex digits)',
});

/** The device's id as the client stores it (a UUID): not blank. */
const DeviceId = NonBlankText({ maxLength: 100 });

/**
 * Who signs in, and from which device: its id and fingerprint hash, its public key and a proof by the device key
 * (docs/behaviour.md, "The device key"), and, for an administrator with TOTP on, the verification code.
 */
const SignIn = {
  username: NonBlankText({ maxLength: 150 }),
  password: Text({ minLength: 1, maxLength: 256 }),
  device_id: DeviceId,
  fingerprint: Fingerprint,
  ...DeviceKeyFields,
  ...SecondFactorFields,
};

export const LoginRequest = Type.Object(SignIn);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({ access: Type.String(), refresh: Type.String(), user: UserProfile });
export type LoginResponse = Static<typeof LoginResponse>;

/** A refresh from a keyed device carries a proof by its key (action 'refresh'). */
export const RefreshRequest = Type.Object({ refresh: Text({ minLength: 1, maxLength: 2048 }), ...DeviceProofField });
export type RefreshRequest = Static<typeof RefreshRequest>;
export const RefreshResponse = Type.Object({ access: Type.String(), refresh: Type.Optional(Type.String()) });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** POST /api/auth/logout/ : the refresh token to revoke (optional; without it every session of the user ends). */
export const LogoutRequest = Type.Object({ refresh: Type.Optional(Text({ maxLength: 2048 })) });
export type LogoutRequest = Static<typeof LogoutRequest>;

export const DeviceInfo = Type.Object({
  userAgent: Text({ maxLength: 1000 }),
  language: Text({ maxLength: 50 }),
  screen: Text({ maxLength: 50 }),
  timezone: Text({ maxLength: 100 }),
});
export type DeviceInfo = Static<typeof DeviceInfo>;

export const ReassociateRequest = Type.Object({ ...SignIn, device_info: Type.Optional(DeviceInfo) });
export type ReassociateRequest = Static<typeof ReassociateRequest>;

/** POST /api/auth/register-device/ (authenticated): binds this device when the account has none. */
export const RegisterDeviceRequest = Type.Object({
  device_id: DeviceId,
  fingerprint: Fingerprint,
  device_name: Type.Optional(Text({ maxLength: 100 })),
  device_type: Type.Optional(Text({ maxLength: 20 })),
  device_info: Type.Optional(DeviceInfo),
  ...DeviceKeyFields,
});
export type RegisterDeviceRequest = Static<typeof RegisterDeviceRequest>;

/** A password as typed: any characters but control ones; the password policy judges the new one (too short, too common). */
const Password = Text({ maxLength: 256 });

/** POST /api/auth/change-password/ (authenticated): the user's own password; 204, the caller's session kept. */
export const ChangePasswordRequest = Type.Object({
  current_password: Text({ minLength: 1, maxLength: 256 }),
  new_password: Password,
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * POST /api/auth/set-new-password/ (anonymous): an account whose password an administrator set (login refused with
 * PASSWORD_CHANGE_REQUIRED) replaces it, then signs in as a login does: answers LoginResponse.
 */
export const SetNewPasswordRequest = Type.Object({
  username: SignIn.username,
  current_password: SignIn.password,
  new_password: Password,
  device_id: DeviceId,
  fingerprint: Fingerprint,
  ...DeviceKeyFields,
  ...SecondFactorFields,
});
export type SetNewPasswordRequest = Static<typeof SetNewPasswordRequest>;

/** GET /api/auth/password-policy/ (public): what a new password needs, so the forms can say it before the server refuses. */
export const PasswordPolicyResponse = Type.Object({ min_length: Type.Integer({ minimum: 1 }) });
export type PasswordPolicyResponse = Static<typeof PasswordPolicyResponse>;
