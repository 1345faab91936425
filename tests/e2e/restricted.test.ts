/**
 * A non-administrator on a desktop-sized, non-touch browser meets 'Accesso Limitato' (docs/behaviour.md, "Access
 * restricted"), sees the detected device and user agent, and 'Torna al Login' logs out.
 */
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, storedValue } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, eventually, onPath, see } from './support/ui';

describeE2E('access restricted on desktop (non-admin)', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    employee = await e2e.seed.createUser('Giulia', 'Bianchi');
  });

  e2e.test("a non-admin at desktop size meets 'Accesso Limitato'; 'Torna al Login' logs out", async () => {
    const page = await e2e.desktop({ at: ROME });

    await e2e.step("log in on a desktop → 'Accesso Limitato'", async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Accesso Limitato');
      await see(page, "L'accesso a Timbrature è consentito solo da dispositivi mobili iOS e Android.");
      await see(page, 'Utilizza il tuo smartphone o tablet per accedere all\'applicazione');
      await see(page, 'Dispositivo iOS');
      await see(page, 'Dispositivo Android');
    });

    await e2e.step('the detected device is Desktop and the raw user agent is shown', async () => {
      await see(page, 'Desktop');
      const userAgent = await page.evaluate(() => navigator.userAgent);
      await see(page, userAgent);
      // Nothing of the employee dashboard leaks through.
      expect(await page.getByText('Fuori Servizio', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Check In', exact: true }).count()).toBe(0);
      await e2e.screenshot(page, 'access-restricted');
    });

    await e2e.step("'Torna al Login' logs out", async () => {
      await button(page, 'Torna al Login').click();
      await onPath(page, '/login');
      await see(page, 'Accedi al tuo account');
      await eventually('the stored tokens to be removed', async () =>
        (await storedValue(page, 'accessToken')) === null && (await storedValue(page, 'refreshToken')) === null,
      );
    });

    await e2e.step('the session is really over: /dashboard sends back to the login screen', async () => {
      await page.goto('/dashboard');
      await onPath(page, '/login');
      await see(page, 'Accedi al tuo account');
    });
  });
});
