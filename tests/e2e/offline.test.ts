/**
 * Cutting the network shows the offline indicators (the mobile header's 'Offline' badge, the desktop
 * banner 'Modalità offline attiva…'); restoring it clears them. A returning employee whose phone has no network
 * still gets the dashboard: the service worker answers with the app it cached, and the session starts offline with
 * the remembered profile (docs/behaviour.md, "Start-up and session"). Online, the reopened dashboard's
 * page announces the dashboard's files, which the browser then fetches once, with the entry (docs/behaviour.md,
 * "First load").
 */
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import type { SeededUser } from './support/seed-api';
import { see, seeNoMore } from './support/ui';

const OFFLINE_BANNER = 'Modalità offline attiva. I dati verranno sincronizzati quando la connessione sarà ripristinata.';

describeE2E('offline indicators', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    employee = await e2e.seed.createUser('Luca', 'Verdi');
  });

  e2e.test("phone: going offline shows the 'Offline' badge; back online it disappears", async () => {
    const page = await e2e.phone({ at: ROME });
    await e2e.step('log in online: no badge', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
      expect(await page.getByText('Offline', { exact: true }).count()).toBe(0);
    });
    await e2e.step("cut the network → 'Offline'", async () => {
      await page.context().setOffline(true);
      await see(page, 'Offline');
      await e2e.screenshot(page, 'dashboard-offline');
    });
    await e2e.step('restore the network → the badge goes', async () => {
      await page.context().setOffline(false);
      await seeNoMore(page, 'Offline');
    });
  });

  e2e.test('desktop: going offline shows the offline banner; back online it disappears', async () => {
    const page = await e2e.desktop({ at: ROME });
    await e2e.step('an administrator logs in on a desktop: no banner', async () => {
      await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
      await see(page, 'Stato Attuale');
      expect(await page.getByText(OFFLINE_BANNER, { exact: true }).count()).toBe(0);
    });
    await e2e.step('cut the network → the banner', async () => {
      await page.context().setOffline(true);
      await see(page, OFFLINE_BANNER);
      await e2e.screenshot(page, 'dashboard-offline');
    });
    await e2e.step('restore the network → the banner goes', async () => {
      await page.context().setOffline(false);
      await seeNoMore(page, OFFLINE_BANNER);
    });
  });

  e2e.test('phone: a returning visit with the network cut shows the dashboard from the service worker', async () => {
    const page = await e2e.phone({ at: ROME, serviceWorker: true });
    await e2e.step('first visit online: log in, the service worker takes control', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    });
    await e2e.step('network cut, the employee opens the app again: the dashboard, marked offline', async () => {
      const dashboard = page.url();
      await page.context().setOffline(true);
      await page.goto('about:blank');
      await page.goto(dashboard); // as from the home screen icon
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await see(page, 'Luca Verdi');
      await see(page, 'Offline');
      await see(page, 'Sedi Disponibili');
      await see(page, 'Ultime Timbrature');
      expect(await page.getByText('Accedi al tuo account').count()).toBe(0);
      await e2e.screenshot(page, 'dashboard-offline-start');
    });
    await e2e.step('network back: the status loads from the server again', async () => {
      await page.context().setOffline(false);
      await seeNoMore(page, 'Offline');
      await page.reload();
      await see(page, 'Fuori Servizio');
    });
  });

  e2e.test("phone: reopening the dashboard, the page announces the dashboard's files and each is fetched once", async () => {
    const page = await e2e.phone({ at: ROME });
    await e2e.step('log in', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
    });
    await e2e.step('open /dashboard again: the announced files are the mobile dashboard’s, each fetched once', async () => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const answer = await page.goto(page.url());
      await see(page, 'Fuori Servizio');
      await see(page, 'Ultime Timbrature');
      const announced = [...(answer?.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]);
      expect(announced.length).toBeGreaterThan(0);
      expect(announced.some((file) => /^\/mobile-dashboard\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
      expect(announced.some((file) => file.endsWith('.css'))).toBe(true);
      for (const file of announced) expect(fetched.filter((path) => path === file)).toHaveLength(1);
    });
  });
});
