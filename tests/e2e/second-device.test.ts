/**
 * The same account on a second device (docs/behaviour.md, "The bound device"). The account
 * requires confirmation of a device change, so the second phone meets DEVICE_NOT_AUTHORIZED and the
 * 'Riassociazione Device' dialog; after reassociating, the administrator sees the notification and the first
 * phone is refused.
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, submitLogin } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, escapeRegExp, onPath, see } from './support/ui';

describeE2E('the same account on a second device', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    employee = await e2e.seed.createUser('Chiara', 'Galli', { require_device_change_confirmation: true });
  });

  e2e.test('is refused, reassociated through the dialog, notified to the admin, and the first phone is refused', async () => {
    const firstPhone = await e2e.phone({ at: ROME, label: 'first-phone' });
    const secondPhone = await e2e.phone({ at: ROME, label: 'second-phone' });

    await e2e.step('the first phone logs in and binds the account', async () => {
      await logIn(firstPhone, employee.username, employee.password);
      await see(firstPhone, 'Fuori Servizio');
    });

    await e2e.step('the second phone is refused with DEVICE_NOT_AUTHORIZED and offered the dialog', async () => {
      const refusal = waitForLoginAnswer(secondPhone);
      await submitLogin(secondPhone, employee.username, employee.password);
      const answer = await refusal;
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'DEVICE_NOT_AUTHORIZED', showDeviceReassociation: true });

      const reassociation = dialog(secondPhone, 'Riassociazione Device');
      await reassociation.waitFor();
      await see(reassociation, 'Device non autorizzato rilevato');
      await see(reassociation, /il dispositivo precedente non potrà più effettuare l'accesso/);
      await see(reassociation, /gli amministratori riceveranno una notifica/);
      // Prefilled from the error details and the typed password.
      expect(await reassociation.getByLabel('Username', { exact: true }).inputValue()).toBe(employee.username);
      expect(await reassociation.getByLabel('Password', { exact: true }).inputValue()).toBe(employee.password);
      await button(reassociation, 'Annulla').waitFor();
      await e2e.screenshot(secondPhone, 'login-device-reassociation');
    });

    await e2e.step("'Riassocia Device' → success, the second phone is in", async () => {
      const reassociation = dialog(secondPhone, 'Riassociazione Device');
      await button(reassociation, 'Riassocia Device').click();
      await onPath(secondPhone, '/dashboard');
      await see(secondPhone, 'Device riassociato con successo. Gli amministratori sono stati notificati.');
      await see(secondPhone, 'Fuori Servizio');
    });

    await e2e.step('the administrator sees the notification of the device change', async () => {
      const admin = await e2e.desktop({ at: ROME, label: 'admin' });
      await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
      await admin.goto('/dashboard_admin');
      await see(admin, 'Pannello Amministratore');
      await admin.getByRole('heading', { name: /^Notifiche cambio dispositivo/ }).waitFor();
      const notifications = admin.locator('.ant-card').filter({ has: admin.getByRole('heading', { name: /^Notifiche cambio dispositivo/ }) });
      const aboutEmployee = notifications.getByRole('listitem').filter({ hasText: `(${employee.username})` });
      await see(aboutEmployee, new RegExp(escapeRegExp(`Chiara Galli (${employee.username}) ha riassociato il proprio account a un nuovo dispositivo`)));
      await see(aboutEmployee, 'Da leggere');
      await e2e.screenshot(admin, 'admin-stats-notifications');
    });

    await e2e.step('the first phone is refused from now on', async () => {
      await refusedOnNextLogin(firstPhone, employee);
    });
  });
});

/** The JSON answer of the next POST /api/auth/login/. */
async function waitForLoginAnswer(page: Page): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/auth/login/');
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/**
 * The reassociation ended the old phone's session on the server: reopened, it lands on the login screen with
 * 'Sessione scaduta…', and its next login is refused with the reassociation offer, not let in.
 */
async function refusedOnNextLogin(page: Page, employee: SeededUser): Promise<void> {
  await page.reload();
  await onPath(page, '/login');
  await see(page, 'Sessione scaduta. Effettua nuovamente il login per continuare.');
  const refusal = waitForLoginAnswer(page);
  await submitLogin(page, employee.username, employee.password);
  const answer = await refusal;
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ code: 'DEVICE_NOT_AUTHORIZED' });
  await dialog(page, 'Riassociazione Device').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
}
