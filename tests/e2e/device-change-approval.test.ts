/**
 * Device changes approved by an administrator (docs/behaviour.md, "Device changes approved by an administrator"): the
 * server runs with DEVICE_CHANGE_APPROVAL=admin. Phone A binds the account; phone B's reassociation only files a
 * request ('Richiesta inviata…') and its login waits; the administrator approves it in 'Notifiche cambio
 * dispositivo'; phone B then logs in and checks in, and phone A is refused.
 */
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, submitLogin } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, onPath, see } from './support/ui';

const PENDING_TEXT = 'Richiesta inviata: un amministratore deve approvare il nuovo dispositivo.';

describeE2E(
  'device changes approved by an administrator',
  (e2e) => {
    let employee: SeededUser;

    beforeAll(async () => {
      await e2e.seed.createLocation('Sede Centrale', ROME);
      employee = await e2e.seed.createUser('Giulia', 'Neri');
    });

    e2e.test('phone B asks, the administrator approves, phone B punches and phone A is refused', async () => {
      const phoneA = await e2e.phone({ at: ROME, label: 'phone-a' });
      const phoneB = await e2e.phone({ at: ROME, label: 'phone-b' });
      const requester = `Giulia Neri (${employee.username})`;

      /** The administrator signs in on `page` and finds the request in the panel (screenshot of it). */
      const showPendingRequest = async (page: Page): Promise<Locator> => {
        await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
        await page.goto('/dashboard_admin');
        const item = page.getByRole('region', { name: /^Richieste di nuovo dispositivo/ }).getByRole('listitem').filter({ hasText: requester });
        await see(item, 'Dispositivo: iPhone');
        await item.scrollIntoViewIfNeeded();
        await e2e.screenshot(page, 'admin-device-change-request');
        return item;
      };

      await e2e.step('phone A logs in and binds the account', async () => {
        await logIn(phoneA, employee.username, employee.password);
        await see(phoneA, 'Fuori Servizio');
      });

      await e2e.step("phone B is refused, reassociates, and is told 'Richiesta inviata…'", async () => {
        const refusal = answerOf(phoneB, '/api/auth/login/');
        await submitLogin(phoneB, employee.username, employee.password);
        expect(await refusal).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
        const reassociation = dialog(phoneB, 'Riassociazione Device');
        await reassociation.waitFor();
        const filed = answerOf(phoneB, '/api/auth/reassociate-device/');
        await button(reassociation, 'Riassocia Device').click();
        expect(await filed).toMatchObject({ status: 202, body: { status: 'pending_approval' } });
        await see(phoneB, PENDING_TEXT);
        expect(new URL(phoneB.url()).pathname).toBe('/login');
      });

      await e2e.step('while the request waits, phone B cannot log in and phone A goes on', async () => {
        await phoneB.goto('/login');
        const pending = answerOf(phoneB, '/api/auth/login/');
        await submitLogin(phoneB, employee.username, employee.password);
        expect(await pending).toMatchObject({ status: 403, body: { code: 'DEVICE_CHANGE_PENDING' } });
        await see(phoneB, PENDING_TEXT);

        await phoneA.reload();
        await onPath(phoneA, '/dashboard');
        await see(phoneA, 'Fuori Servizio');
      });

      await e2e.step("an administrator on a phone sees the request in 'Notifiche cambio dispositivo', within 360 px", async () => {
        const adminPhone = await e2e.phone({ at: ROME, label: 'admin-phone' });
        const item = await showPendingRequest(adminPhone);

        await adminPhone.setViewportSize({ width: 360, height: 780 });
        await see(item, requester);
        const widths = await adminPhone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
        for (const name of ['Approva', 'Rifiuta']) {
          const box = await button(item, name).boundingBox();
          expect(box?.height).toBeGreaterThanOrEqual(48);
          expect(box!.x + box!.width).toBeLessThanOrEqual(360);
        }
      });

      await e2e.step("the administrator at the desktop approves it: 'Approva', confirmed", async () => {
        const admin = await e2e.desktop({ at: ROME, label: 'admin' });
        const item = await showPendingRequest(admin);

        await button(item, 'Approva').click();
        const confirm = dialog(admin, /^Approvare il nuovo dispositivo di Giulia Neri/);
        await confirm.waitFor();
        await button(confirm, 'Approva').click();
        await see(admin, "Richiesta approvata: il nuovo dispositivo è associato all'account.");
        await item.waitFor({ state: 'detached' });
      });

      await e2e.step('phone B logs in and checks in', async () => {
        await logIn(phoneB, employee.username, employee.password);
        await see(phoneB, 'Sistema pronto');
        await button(phoneB, 'Check In').click();
        await see(phoneB, 'Check-in effettuato con successo');
        await see(phoneB, 'In Servizio');
      });

      await e2e.step('phone A is signed out and its login refused', async () => {
        await phoneA.reload();
        await onPath(phoneA, '/login');
        await see(phoneA, 'Sessione scaduta. Effettua nuovamente il login per continuare.');
        const refusal = answerOf(phoneA, '/api/auth/login/');
        await submitLogin(phoneA, employee.username, employee.password);
        expect(await refusal).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
        expect(new URL(phoneA.url()).pathname).toBe('/login');
      });
    });
  },
  { serverEnv: { DEVICE_CHANGE_APPROVAL: 'admin' } },
);

/** The status and JSON body of the page's next answer on `path`. */
async function answerOf(page: Page, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path);
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}
