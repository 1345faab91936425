/**
 * Administrators' second factor (docs/behaviour.md, "Administrators' verification code"): TOTP (RFC 6238, SHA-1,
 * 30 s, 6 digits) turned on by the administrator for their own account, and ten single-use recovery codes.
 */
import { Type, type Static } from '@sinclair/typebox';

/** A code from the authenticator app: six digits. */
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$', errorMessage: 'Expected a 6-digit verification code' });

/** A recovery code as shown (groups of letters and digits, dashes allowed); compared without dashes or case. */
export const RecoveryCode = Type.String({ pattern: '^[A-Za-z0-9-]{8,24}$', errorMessage: 'Expected a recovery code' });

/** What a login of an account with TOTP on adds to the password: a code, or one of the recovery codes. */
export const SecondFactorFields = {
  totp_code: Type.Optional(TotpCode),
  recovery_code: Type.Optional(RecoveryCode),
};

/** POST /api/auth/totp/setup/ (administrators): a new secret, pending until confirmed by a first code. */
export const TotpSetupResponse = Type.Object({
  /** The secret in base32, to type into the app when the QR code cannot be scanned. */
  secret: Type.String(),
  otpauth_uri: Type.String(),
  /** The QR code of otpauth_uri, as an SVG document. */
  qr_svg: Type.String(),
});
export type TotpSetupResponse = Static<typeof TotpSetupResponse>;

/** POST /api/auth/totp/enable/: the first code confirms the pending secret. */
export const TotpEnableRequest = Type.Object({ code: TotpCode });
export type TotpEnableRequest = Static<typeof TotpEnableRequest>;

/** The ten recovery codes, shown this once. */
export const TotpEnableResponse = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type TotpEnableResponse = Static<typeof TotpEnableResponse>;

/** POST /api/auth/totp/disable/: the administrator turns their own TOTP off with a current code. 204. */
export const TotpDisableRequest = Type.Object({ code: TotpCode });
export type TotpDisableRequest = Static<typeof TotpDisableRequest>;
