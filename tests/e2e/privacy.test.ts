/**
 * What an employee can see of their privacy (docs/behaviour.md, "Privacy notice", "Employee dashboard"):
 * - the notice opens from the login screen without signing in, worded for the settings of the server it came from
 *   (its company, contact and retention periods), and the help guide holds the same notice;
 * - 'Posizione in uso' shows on the dashboards while the page follows the position, and goes, with the watch, when
 *   the page is hidden (the phone locked, another app in front).
 * Headless Chromium keeps every page visible whatever happens to its tab or window, so hiding the page is the
 * browser's own signal played by hand: document.visibilityState turns 'hidden' and 'visibilitychange' fires, which
 * is all the app's AppLifecycle adapter listens to (src/adapters/window-app-lifecycle.ts).
 */
import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, storedValue } from './support/journeys';
import { button, eventually, onPath, see, seeNoMore } from './support/ui';

const COMPANY = 'Caffè Città Alta S.r.l.';
const CONTACT = 'Ufficio personale, privacy@caffecittaalta.example';
const IN_USE = 'Posizione in uso';

describeE2E(
  'privacy an employee can see',
  (e2e) => {
    e2e.test('the notice opens from the login screen, signed out, with the company and contact of this server', async () => {
      const page = await e2e.phone();

      await e2e.step("the login screen links 'Informativa privacy', a full touch target", async () => {
        await page.goto('/login');
        await see(page, 'Accedi al tuo account');
        const link = page.getByRole('link', { name: 'Informativa privacy' });
        const box = await link.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(48);
        await link.click();
        await onPath(page, '/privacy');
      });

      await e2e.step("the notice, worded for this server's settings, with nobody signed in", async () => {
        await page.getByRole('heading', { level: 1, name: 'Informativa privacy' }).waitFor();
        await see(page, `Il titolare del trattamento è ${COMPANY}, il tuo datore di lavoro.`);
        await see(page, `Per domande sui tuoi dati o per esercitare i tuoi diritti scrivi a: ${CONTACT}.`);
        await see(page, /e le correzioni sono conservate per 7 anni, poi vengono cancellate\.$/);
        await see(page, /vengono cancellate 45 giorni dopo essere state lette\.$/);
        await see(page, /^non le coordinate del telefono: servono solo a calcolare la distanza/);
        await see(page, /^Se scegli 'Fuori sede \/ Lavoro da remoto' non viene registrato nulla sulla tua posizione/);
        await see(page, /Garante per la protezione dei dati personali/);
        await see(page, /'Richiedi correzione'/);
        await see(page, /'I miei dati', nel tuo profilo\.$/);
        expect(await storedValue(page, 'accessToken')).toBeNull();
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousViolations(page, 'privacy-notice--phone')).toEqual([]);
        await e2e.screenshot(page, 'privacy-notice');
      });

      await e2e.step('the back button returns to the login screen', async () => {
        await button(page, 'Torna alla pagina precedente').click();
        await onPath(page, '/login');
        await see(page, 'Accedi al tuo account');
      });

      await e2e.step("the help guide's 'Informativa privacy' holds the same notice", async () => {
        await page.goto('/help');
        await button(page, 'Informativa privacy').click();
        await see(page, `Il titolare del trattamento è ${COMPANY}, il tuo datore di lavoro.`);
        expect(await horizontalOverflow(page)).toBe(0);
      });

      await e2e.step('on a desktop too, opened directly', async () => {
        const desktop = await e2e.desktop();
        await desktop.goto('/privacy');
        await see(desktop, `Il titolare del trattamento è ${COMPANY}, il tuo datore di lavoro.`);
        expect(await seriousViolations(desktop, 'privacy-notice--desktop')).toEqual([]);
        await e2e.screenshot(desktop, 'privacy-notice');
      });
    });

    e2e.test("'Posizione in uso' shows while the phone's dashboard follows the position, and goes when the page is hidden", async () => {
      await e2e.seed.createLocation('Sede Centrale', ROME);
      const employee = await e2e.seed.createUser('Chiara', 'Galli');
      const page = await e2e.phone({ at: ROME });
      await countGeolocationWatches(page);

      await e2e.step('the dashboard open and visible: the position is watched, and the header says so', async () => {
        await logIn(page, employee.username, employee.password);
        await see(page, 'Sistema pronto');
        const indicator = await see(page.locator('.mobile-header'), IN_USE);
        expect(await indicator.evaluate((chip) => chip.closest('[role="status"]') !== null)).toBe(true);
        expect(await activeWatches(page)).toBe(1);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await seriousViolations(page, 'dashboard-position-in-use--phone')).toEqual([]);
        await e2e.screenshot(page, 'dashboard-position-in-use');
      });

      await e2e.step('the page hidden: the watch ends and the indicator goes', async () => {
        await setPageVisible(page, false);
        await seeNoMore(page, IN_USE);
        await eventually('the watch to end', async () => (await activeWatches(page)) === 0);
      });

      await e2e.step('the page shown again: watched again, and said again', async () => {
        await setPageVisible(page, true);
        await see(page.locator('.mobile-header'), IN_USE);
        expect(await activeWatches(page)).toBe(1);
      });
    });

    e2e.test("'Posizione in uso' on the desktop dashboard", async () => {
      const admin = await e2e.seed.createAdmin('Paolo', 'Conti');
      const page = await e2e.desktop({ at: ROME });

      await logIn(page, admin.username, admin.password);
      await see(page, 'Stato Attuale');
      await see(page.locator('.desktop-header'), IN_USE);
      await see(page, 'GPS Attivo');
      expect(await seriousViolations(page, 'dashboard-position-in-use--desktop')).toEqual([]);
      await e2e.screenshot(page, 'dashboard-position-in-use');

      await setPageVisible(page, false);
      await seeNoMore(page, IN_USE);
    });
  },
  {
    serverEnv: {
      COMPANY_NAME: COMPANY,
      PRIVACY_CONTACT: CONTACT,
      RETENTION_YEARS: '7',
      READ_NOTIFICATION_RETENTION_DAYS: '45',
    },
  },
);

/** How far the page scrolls sideways (0: it fits its width). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** From the next document on, the page's geolocation watches are counted (watchPosition minus clearWatch). */
async function countGeolocationWatches(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const geolocation = navigator.geolocation;
    const active = new Set<number>();
    const watch = geolocation.watchPosition.bind(geolocation);
    const clear = geolocation.clearWatch.bind(geolocation);
    geolocation.watchPosition = (onFix, onError, options) => {
      const id = watch(onFix, onError, options);
      active.add(id);
      return id;
    };
    geolocation.clearWatch = (id) => {
      active.delete(id);
      clear(id);
    };
    (window as unknown as { activeWatches(): number }).activeWatches = () => active.size;
  });
}

function activeWatches(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { activeWatches(): number }).activeWatches());
}

/** The page hidden or shown as the browser tells it: the visibility state, then 'visibilitychange'. */
async function setPageVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((shown) => {
    if (shown) {
      // The document's own getters (on Document.prototype) answer again.
      delete (document as { visibilityState?: unknown }).visibilityState;
      delete (document as { hidden?: unknown }).hidden;
    } else {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}
