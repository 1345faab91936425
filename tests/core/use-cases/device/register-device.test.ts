import { ApiPaths } from '../../../../src/core/contract';
import { RegisterDevice } from '../../../../src/core/use-cases';
import { ok } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

describe('RegisterDevice', () => {
  it('posts the device record and device_info, then remembers the hash', async () => {
    const h = createCoreHarness({ accessToken: 'A', deviceId: 'dev-1' });
    h.http.on('POST', ApiPaths.registerDevice, ok());

    await new RegisterDevice(h.api, h.identity, h.environment).execute();

    expect(h.http.last('POST', ApiPaths.registerDevice).body).toMatchObject({
      device_id: 'dev-1',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      device_name: 'iPhone',
      device_type: 'mobile',
      device_info: { screen: '390x844', language: 'it-IT', timezone: 'Europe/Rome' },
    });
    await expect(h.identity.isRecognized()).resolves.toBe(true);
  });
});
