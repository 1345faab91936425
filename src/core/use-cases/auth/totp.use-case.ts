import {
  ApiPaths,
  TOTP_INVALID,
  type TotpDisableRequest,
  type TotpEnableRequest,
  type TotpEnableResponse,
  type TotpSetupResponse,
  type UserProfile,
} from '../../contract';
import type { DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import { errorBodyOf, type ApiClient } from '../api';

/**
 * An administrator's own verification code (docs/behaviour.md, "Administrators' verification code"): whether it is
 * on, a new secret to scan (pending on the server until a first code confirms it), confirming it (which answers the
 * ten recovery codes, shown this once) and turning it off with a current code.
 */
export class ManageTotp {
  constructor(private readonly api: ApiClient) {}

  /** Whether the signed-in account has it on now: the profile kept since sign-in may be older than the last change. */
  async isEnabled(): Promise<boolean> {
    const profile = await this.api.get<UserProfile>(ApiPaths.profile);
    return profile.totp_enabled === true;
  }

  /** A new secret; a pending one not yet confirmed is replaced. */
  async setup(): Promise<TotpSetupResult> {
    try {
      const answer = await this.api.post<TotpSetupResponse>(ApiPaths.totpSetup);
      return {
        kind: 'ready',
        secret: answer.secret,
        groupedSecret: groupSecret(answer.secret),
        otpauthUri: answer.otpauth_uri,
        qrImage: svgImageSource(answer.qr_svg),
      };
    } catch (error) {
      return { kind: 'error', message: toDisplayMessage(error) };
    }
  }

  /** Confirms the pending secret with the app's first code; on success the recovery codes. */
  async enable(code: string): Promise<TotpCodeResult<{ recoveryCodes: string[] }>> {
    const request: TotpEnableRequest = { code: normalizeTotpCode(code) };
    try {
      const answer = await this.api.post<TotpEnableResponse>(ApiPaths.totpEnable, request);
      return { kind: 'success', recoveryCodes: answer.recovery_codes };
    } catch (error) {
      return codeRefusal(error);
    }
  }

  /** Turns it off; the server asks a current code of the app (a recovery code is for signing in only). */
  async disable(code: string): Promise<TotpCodeResult> {
    const request: TotpDisableRequest = { code: normalizeTotpCode(code) };
    try {
      await this.api.post<null>(ApiPaths.totpDisable, request);
      return { kind: 'success' };
    } catch (error) {
      return codeRefusal(error);
    }
  }
}

export type TotpSetupResult =
  | {
      kind: 'ready';
      /** Base32, as the server gives it (what an app wants typed). */
      secret: string;
      /** The same in groups of four, easier to read and type. */
      groupedSecret: string;
      otpauthUri: string;
      /** The QR code as an image source (a data: URI of the server's SVG: shown in an <img>, it runs nothing). */
      qrImage: string;
    }
  | { kind: 'error'; message: DisplayMessage };

/** A code sent to the server: accepted, refused as a code (its message goes under the field), or another failure. */
export type TotpCodeResult<Success extends object = object> =
  | ({ kind: 'success' } & Success)
  | { kind: 'invalidCode'; message: DisplayMessage }
  | { kind: 'error'; message: DisplayMessage };

function codeRefusal(error: unknown): { kind: 'invalidCode' | 'error'; message: DisplayMessage } {
  const message = toDisplayMessage(error);
  return { kind: errorBodyOf(error).code === TOTP_INVALID ? 'invalidCode' : 'error', message };
}

/** The app's code as typed: digits only (apps show it as '123 456', some users type the space). */
export function normalizeTotpCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** Whether the typed text is a whole code of the app: six digits. */
export function isTotpCode(typed: string): boolean {
  return /^[0-9]{6}$/.test(normalizeTotpCode(typed));
}

/** A recovery code as typed, without surrounding or inner blanks (the server ignores dashes and case). */
export function normalizeRecoveryCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

/** Whether the typed text can be a recovery code (the contract's RecoveryCode: 8 to 24 letters, digits, dashes). */
export function isRecoveryCode(typed: string): boolean {
  return /^[A-Za-z0-9-]{8,24}$/.test(normalizeRecoveryCode(typed));
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string, size = 4): string {
  return (secret.replace(/\s+/g, '').match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}

/** An SVG document as an <img> source. Percent-encoded rather than base64: no btoa needed, and as short for SVG. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
