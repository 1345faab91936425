/**
 * The device key (docs/behaviour.md, "The device key"): a phone enrols its key at login and proves its punches with
 * it; a second browser given a copy of that phone's stored session (the same tokens and device id, but not the key,
 * which never leaves the first phone's IndexedDB) is refused when it punches and when it logs in, while the phone goes
 * on punching.
 */
import { ApiPaths } from '../../src/core/contract/paths';
import { copyWithoutDeviceKey, keptDeviceKey, nextAnswer, nextRequestBody } from './support/device-key';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, storedValue, submitLogin } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, onPath, see } from './support/ui';

const NOT_AUTHORIZED =
  'Dispositivo non autorizzato per questo account. Contatta un amministratore per reimpostare la registrazione del dispositivo.';

describeE2E('the device key', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    // With confirmation required, a different device is refused rather than bound in place of the phone.
    employee = await e2e.seed.createUser('Luca', 'Ferri', { require_device_change_confirmation: true });
  });

  e2e.test('a phone enrols its key and punches; a copy of its storage without the key is refused', async () => {
    const phone = await e2e.phone({ at: ROME, label: 'phone' });

    const phoneKey = await e2e.step('the phone logs in, presenting its new key with a proof', async () => {
      const sent = nextRequestBody(phone, ApiPaths.login);
      await logIn(phone, employee.username, employee.password);
      const body = await sent;
      expect(body.public_key).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
      expect(body.device_proof).toEqual({ nonce: expect.any(String), signature: expect.stringMatching(/^[A-Za-z0-9_-]{86}$/) });
      await see(phone, 'Fuori Servizio');
      // The private half is kept where script cannot read it out.
      expect(await keptDeviceKey(phone)).toEqual({ curve: 'P-256', privateExtractable: false, usages: ['sign'] });
      return body.public_key;
    });

    await e2e.step("Check In with a proof → 'Check-in effettuato con successo'", async () => {
      const sent = nextRequestBody(phone, ApiPaths.checkIn);
      await button(phone, 'Check In').click();
      expect((await sent).device_proof).toEqual({ nonce: expect.any(String), signature: expect.any(String) });
      await see(phone, 'Check-in effettuato con successo');
      await see(phone, 'In Servizio');
    });

    const copy = await copyWithoutDeviceKey(e2e, phone, ROME);
    try {
      await e2e.step('the copy has the same session and device id, but no key', async () => {
        await copy.page.goto('/dashboard');
        await see(copy.page, 'In Servizio');
        expect(await storedValue(copy.page, 'deviceId')).toBe(await storedValue(phone, 'deviceId'));
        expect(await keptDeviceKey(copy.page)).toBeNull();
      });

      await e2e.step('its check-out is refused: 403 DEVICE_NOT_AUTHORIZED, and the phone says why', async () => {
        const answer = nextAnswer(copy.page, ApiPaths.checkOut);
        await button(copy.page, 'Check Out').click();
        expect(await answer).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
        await see(copy.page, NOT_AUTHORIZED);
        await see(copy.page, 'In Servizio');
      });

      await e2e.step('its login is refused too, though it sends the same device id', async () => {
        // Signed out locally only: a logout would end the session it shares with the phone.
        await copy.page.evaluate(() => ['accessToken', 'refreshToken', 'userProfile'].forEach((key) => localStorage.removeItem(key)));
        await copy.page.goto('/login');
        const sent = nextRequestBody(copy.page, ApiPaths.login);
        const answer = nextAnswer(copy.page, ApiPaths.login);
        await submitLogin(copy.page, employee.username, employee.password);
        const body = await sent;
        expect(body.device_id).toBe(await storedValue(phone, 'deviceId'));
        expect(body.public_key).not.toEqual(phoneKey);
        expect(await answer).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
        await see(copy.page, NOT_AUTHORIZED);
        await dialog(copy.page, 'Riassociazione Device').waitFor();
        await onPath(copy.page, '/login');
      });
    } finally {
      await copy.close();
    }

    await e2e.step("the phone itself goes on: Check Out → 'Check-out effettuato con successo'", async () => {
      await button(phone, 'Check Out').click();
      await see(phone, 'Check-out effettuato con successo');
      await see(phone, 'Fuori Servizio');
    });
  });
});
