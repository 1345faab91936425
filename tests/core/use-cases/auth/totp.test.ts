/** An administrator's own verification code (docs/behaviour.md, "Administrators' verification code"). */
import { ApiPaths } from '../../../../src/core/contract';
import {
  groupSecret,
  isRecoveryCode,
  isTotpCode,
  ManageTotp,
  svgImageSource,
} from '../../../../src/core/use-cases/auth/totp.use-case';
import { ok, status } from '../../../fakes';
import { RefusalMother, UserMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';

function setup() {
  const h = createCoreHarness({ accessToken: 'A', refreshToken: 'R' });
  return { h, totp: new ManageTotp(h.api) };
}

describe('ManageTotp', () => {
  it('reads from the server, not the remembered profile, whether the code is on', async () => {
    const { h, totp } = setup();
    h.http.on('GET', ApiPaths.profile, ok(UserMother.admin({ totp_enabled: true })), ok(UserMother.admin({ totp_enabled: false })));

    await expect(totp.isEnabled()).resolves.toBe(true);
    await expect(totp.isEnabled()).resolves.toBe(false);
    expect(h.http.last('GET', ApiPaths.profile).headers).toMatchObject({ Authorization: 'Bearer A' });
  });

  it('sets up a new secret: the key in groups of four and the QR code as an image source', async () => {
    const { h, totp } = setup();
    h.http.on(
      'POST',
      ApiPaths.totpSetup,
      ok({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/Timbrature:admin?secret=JBSW', qr_svg: SVG }),
    );

    const result = await totp.setup();

    expect(result).toEqual({
      kind: 'ready',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      groupedSecret: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
      otpauthUri: 'otpauth://totp/Timbrature:admin?secret=JBSW',
      qrImage: expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/),
    });
    expect(decodeURIComponent((result as { qrImage: string }).qrImage.split(',')[1]!)).toBe(SVG);
  });

  it("a refused setup (not an administrator) is the server's Italian text", async () => {
    const { h, totp } = setup();
    h.http.on('POST', ApiPaths.totpSetup, RefusalMother.of(403, 'TOTP_NOT_AVAILABLE'));

    await expect(totp.setup()).resolves.toEqual({ kind: 'error', message: { key: 'errors.totpNotAvailable' } });
  });

  it('confirms with the code typed (blanks dropped) and answers the recovery codes', async () => {
    const { h, totp } = setup();
    const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFG${i}`);
    h.http.on('POST', ApiPaths.totpEnable, ok({ recovery_codes: codes }));

    await expect(totp.enable(' 123 456 ')).resolves.toEqual({ kind: 'success', recoveryCodes: codes });
    expect(h.http.last('POST', ApiPaths.totpEnable).body).toEqual({ code: '123456' });
  });

  it('tells a refused code apart from other failures', async () => {
    const { h, totp } = setup();
    h.http.on(
      'POST',
      ApiPaths.totpEnable,
      RefusalMother.of(400, 'TOTP_INVALID'),
      RefusalMother.of(409, 'TOTP_SETUP_REQUIRED'),
      status(500, {}),
    );

    await expect(totp.enable('000000')).resolves.toEqual({ kind: 'invalidCode', message: { key: 'errors.totpInvalid' } });
    await expect(totp.enable('000000')).resolves.toEqual({ kind: 'error', message: { key: 'errors.totpSetupRequired' } });
    await expect(totp.enable('000000')).resolves.toEqual({ kind: 'error', message: { key: 'errors.serverError' } });
  });

  it('turns it off with a current code (204), or says the code was refused', async () => {
    const { h, totp } = setup();
    h.http.on('POST', ApiPaths.totpDisable, status(204, null), RefusalMother.of(400, 'TOTP_INVALID'));

    await expect(totp.disable('654321')).resolves.toEqual({ kind: 'success' });
    expect(h.http.last('POST', ApiPaths.totpDisable).body).toEqual({ code: '654321' });
    await expect(totp.disable('654321')).resolves.toEqual({ kind: 'invalidCode', message: { key: 'errors.totpInvalid' } });
  });
});

describe('verification code helpers', () => {
  it('accepts six digits, spaces ignored, and nothing else as an app code', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('accepts what the contract calls a recovery code', () => {
    expect(isRecoveryCode('ABCD-EFGH')).toBe(true);
    expect(isRecoveryCode(' abcd-efgh-1234 ')).toBe(true);
    expect(isRecoveryCode('ABC')).toBe(false);
    expect(isRecoveryCode('ABCD EFGH!')).toBe(false);
  });

  it('groups a key by four and makes an SVG an image source', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(svgImageSource('<svg/>')).toBe('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E');
  });
});
