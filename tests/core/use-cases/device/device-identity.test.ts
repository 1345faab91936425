import { simpleHash } from '../../../../src/core/use-cases';
import { createCoreHarness } from '../support/core-harness';

describe('DeviceIdentity', () => {
  it('keeps the stored device id', () => {
    const h = createCoreHarness({ deviceId: 'stored-id' });
    expect(h.identity.deviceId()).toBe('stored-id');
  });

  it('creates a UUID when none is stored and reuses it; a sign-in (save) stores it where the browser keeps a key', async () => {
    const h = createCoreHarness();
    expect(h.identity.deviceId()).toBe('uuid-1');
    expect(h.identity.deviceId()).toBe('uuid-1');
    expect(h.storage.get('deviceId')).toBeNull();

    await h.identity.save();

    expect(h.storage.get('deviceId')).toBe('uuid-1');
  });

  it('builds the device record from the environment, with device name and type', async () => {
    const h = createCoreHarness({ deviceId: 'dev-1' });
    const record = await h.identity.fingerprint();
    expect(record).toMatchObject({
      deviceId: 'dev-1',
      deviceName: 'iPhone',
      deviceType: 'mobile',
      userAgent: h.environment.env.userAgent,
      screen: { width: 390, height: 844, colorDepth: 24, pixelDepth: 24 },
      timezone: 'Europe/Rome',
      language: 'it-IT',
      platform: 'iPhone',
      cookieEnabled: true,
      doNotTrack: null,
      canvas: 'data:image/png;base64,CANVAS',
      webgl: expect.stringContaining('Apple GPU'),
    });
    expect(record.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('computes the fingerprint once per page session', async () => {
    const h = createCoreHarness();
    const first = await h.identity.fingerprint();
    const second = await h.identity.fingerprint();
    expect(second).toBe(first);
    expect(h.sha256.calls).toBe(1);
  });

  it('uses empty strings when canvas or WebGL fingerprinting fails', async () => {
    const h = createCoreHarness();
    h.fingerprint.canvasValue = new Error('no canvas');
    h.fingerprint.webglValue = new Error('no webgl');
    await expect(h.identity.fingerprint()).resolves.toMatchObject({ canvas: '', webgl: '' });
  });

  it('falls back to the simple hash when SHA-256 fails', async () => {
    const h = createCoreHarness();
    h.sha256.failing = true;
    const env = h.environment.env;
    const expected = simpleHash(
      JSON.stringify({ userAgent: env.userAgent, screen: env.screen, platform: env.platform, canvas: h.fingerprint.canvasValue, webgl: h.fingerprint.webglValue }),
    );
    await expect(h.identity.fingerprint()).resolves.toMatchObject({ fingerprint: expected });
    expect(expected).toMatch(/^[0-9a-f]{8}$/);
  });

  it('logs and rethrows any other failure, and tries again next time', async () => {
    const h = createCoreHarness();
    const broken = new Error('navigator gone');
    const environment = h.environment.environment.bind(h.environment);
    h.environment.environment = () => {
      throw broken;
    };

    await expect(h.identity.fingerprint()).rejects.toBe(broken);
    expect(h.logger.errors).toHaveLength(1);

    h.environment.environment = environment;
    await expect(h.identity.fingerprint()).resolves.toMatchObject({ deviceId: 'uuid-1' });
  });

  it('recognises the device only after its hash was saved, and only while it matches', async () => {
    const h = createCoreHarness();
    await expect(h.identity.isRecognized()).resolves.toBe(false);

    await h.identity.save();
    await expect(h.identity.isRecognized()).resolves.toBe(true);

    h.storage.set('deviceFingerprint', 'other-hash');
    await expect(h.identity.isRecognized()).resolves.toBe(false);
  });

  it('clear() removes hash, device id and device key and drops the cached record', async () => {
    const h = createCoreHarness();
    await h.identity.save();
    const before = await h.identity.fingerprint();

    await h.identity.clear();

    expect(h.storage.entries()).toEqual({});
    await expect(h.deviceKeys.publicKey()).resolves.toBeNull();
    const after = await h.identity.fingerprint();
    expect(after).not.toBe(before);
    expect(after.deviceId).toBe('uuid-2');
  });
});
