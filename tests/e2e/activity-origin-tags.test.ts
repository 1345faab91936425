/**
 * 'Attività Sistema' at a desk shows how punches arrived and what their positions look like (docs/behaviour.md,
 * "Offline punches", "Position signals"): 'Offline' with the delay beside the time, 'Posizione sospetta' beside the
 * GPS chip with its reasons as tooltip. The screenshot of the docs is taken here
 * (docs/screenshots/activities-offline-desktop.png).
 *
 * The punches are real ones through the API. The journey's server runs in its own process (on PGlite, a database
 * nobody else may open), so how they arrived cannot be written into it; the browser's copy of the list gets the two
 * fields instead (the server's side, the columns and the listing, is tested in tests/server/admin and
 * tests/server/hours). Every row's fields are set, so that the picture does not depend on what the server's punch
 * code made of these punches.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { AdminActivity } from '../../src/core/contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import { REPO_ROOT } from './support/paths';
import { onPath, see, tableRows } from './support/ui';

const DOCS_SCREENSHOTS = join(REPO_ROOT, 'docs/screenshots');

/** How each employee's check-in arrived, by username; their check-outs were sent online with a clean position. */
const ORIGINS: Record<string, Pick<AdminActivity, 'offline_delay_seconds' | 'position_signals'>> = {
  'giulia.neri': { offline_delay_seconds: 2 * 3600 + 15 * 60, position_signals: [] },
  'luca.bianchi': { offline_delay_seconds: null, position_signals: ['zero_accuracy', 'repeated_fix'] },
  'anna.esposito': { offline_delay_seconds: 40 * 60, position_signals: ['impossible_travel'] },
};
const ONLINE = { offline_delay_seconds: null, position_signals: [] };

describeE2E("'Offline' and 'Posizione sospetta' in 'Attività Sistema' (desktop)", (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME, { address: 'Via del Corso 1, Roma' });
    const people = [
      await e2e.seed.createUser('Giulia', 'Neri', { username: 'giulia.neri' }),
      await e2e.seed.createUser('Luca', 'Bianchi', { username: 'luca.bianchi' }),
      await e2e.seed.createUser('Anna', 'Esposito', { username: 'anna.esposito' }),
      await e2e.seed.createUser('Paolo', 'Ferrari', { username: 'paolo.ferrari' }),
    ];
    for (const [n, person] of people.entries()) {
      await e2e.seed.checkIn(person, `e2e-origin-${n}`, offset(ROME, 10 * n));
      await e2e.seed.checkOut(person, `e2e-origin-${n}`, offset(ROME, 10 * n + 5));
    }
  });

  e2e.test("tags the offline check-ins with their delay and the suspicious ones with their reasons", async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    await admin.setViewportSize({ width: 1440, height: 900 });
    await originsInTheList(admin);

    await e2e.step("log in and open 'Attività Sistema'", async () => {
      await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
      await admin.goto(`${e2e.server.url}/dashboard_admin/activities`);
      await onPath(admin, '/dashboard_admin/activities');
      await see(admin, 'Mostrando 8 di 8 attività');
    });

    await e2e.step("'Offline' and its delay beside the time, 'Posizione sospetta' beside the GPS chip", async () => {
      const checkInOf = (username: string) => tableRows(admin, `@${username}`).filter({ hasText: 'Check-in' });
      await see(checkInOf('giulia.neri'), 'Offline +2 h 15 min');
      expect(await checkInOf('giulia.neri').getByText('Posizione sospetta', { exact: true }).count()).toBe(0);
      await see(checkInOf('luca.bianchi'), 'Posizione sospetta');
      await see(checkInOf('anna.esposito'), 'Offline +40 min');
      await see(checkInOf('anna.esposito'), 'Posizione sospetta');
      expect(await tableRows(admin, '@paolo.ferrari').getByText(/Offline|Posizione sospetta/).count()).toBe(0);
      expect(await tableRows(admin).filter({ hasText: 'Check-out' }).getByText(/Offline|Posizione sospetta/).count()).toBe(0);
    });

    await e2e.step('pointing at the tag shows the reasons', async () => {
      await checkInTag(admin, 'luca.bianchi', 'Posizione sospetta').hover();
      const tooltip = admin.getByRole('tooltip');
      await see(tooltip, 'Posizione sospetta: precisione dichiarata di 0 m; posizione identica alla timbratura precedente');
      await admin.screenshot({ path: join(DOCS_SCREENSHOTS, 'activities-offline-desktop.png') });
      await e2e.screenshot(admin, 'admin-activities-origin');
    });
  });
});

/** The list as the browser receives it, with each punch's origin set from ORIGINS (check-ins) or ONLINE. */
async function originsInTheList(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/admin/activities/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { results: AdminActivity[] };
      const results = body.results.map((activity) => ({ ...activity, ...(activity.entry_type === 'IN' ? (ORIGINS[activity.user] ?? ONLINE) : ONLINE) }));
      await route.fulfill({ response, json: { ...body, results } });
    },
  );
}

/** The tag reading `text` on the check-in row of `username`. */
function checkInTag(page: Page, username: string, text: string) {
  return tableRows(page, `@${username}`).filter({ hasText: 'Check-in' }).locator('.ant-tag', { hasText: text });
}
