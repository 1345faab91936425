/** Authentication and device binding: login, device reassociation, token refresh, logout, profile (/api/auth/*). */
import { Type, type Static } from '@sinclair/typebox';
import { User } from './users.contract';

/** The profile returned at login and by GET /api/auth/profile/: the whole user. */
export const UserProfile = User;
export type UserProfile = Static<typeof UserProfile>;

/** Who signs in, and from which device (its id and fingerprint hash). */
const SignIn = {
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 256 }),
  device_id: Type.String({ minLength: 1, maxLength: 100 }),
  fingerprint: Type.Optional(Type.String({ maxLength: 128 })),
};

export const LoginRequest = Type.Object(SignIn);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({ access: Type.String(), refresh: Type.String(), user: UserProfile });
export type LoginResponse = Static<typeof LoginResponse>;

export const RefreshRequest = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 2048 }) });
export type RefreshRequest = Static<typeof RefreshRequest>;
export const RefreshResponse = Type.Object({ access: Type.String(), refresh: Type.Optional(Type.String()) });
export type RefreshResponse = Static<typeof RefreshResponse>;

/** POST /api/auth/logout/ : the refresh token to revoke (optional; without it every session of the user ends). */
export const LogoutRequest = Type.Object({ refresh: Type.Optional(Type.String({ maxLength: 2048 })) });
export type LogoutRequest = Static<typeof LogoutRequest>;

export const DeviceInfo = Type.Object({
  userAgent: Type.String({ maxLength: 1000 }),
  language: Type.String({ maxLength: 50 }),
  screen: Type.String({ maxLength: 50 }),
  timezone: Type.String({ maxLength: 100 }),
});
export type DeviceInfo = Static<typeof DeviceInfo>;

export const ReassociateRequest = Type.Object({ ...SignIn, device_info: Type.Optional(DeviceInfo) });
export type ReassociateRequest = Static<typeof ReassociateRequest>;

/** POST /api/auth/register-device/ (authenticated): binds this device when the account has none. */
export const RegisterDeviceRequest = Type.Object({
  device_id: Type.String({ minLength: 1, maxLength: 100 }),
  fingerprint: Type.Optional(Type.String({ maxLength: 128 })),
  device_name: Type.Optional(Type.String({ maxLength: 100 })),
  device_type: Type.Optional(Type.String({ maxLength: 20 })),
  device_info: Type.Optional(DeviceInfo),
});
export type RegisterDeviceRequest = Static<typeof RegisterDeviceRequest>;
