/**
 * Offline punches in real Chromium (docs/behaviour.md, "Offline punches"): with the network cut (Playwright's
 * setOffline), a check-in inside a place is saved on the phone, signed by its device key in IndexedDB, and shown
 * 'In attesa di invio' with the status it leads to; the network back, the phone sends it by itself and the
 * administrator's 'Attività Sistema' shows it flagged 'Offline', at the time of the tap, beside another employee's
 * punches flagged 'Posizione sospetta' ("Position signals": a fix claiming 0 m of accuracy, then a check-out at the very
 * same coordinates). The request the phone sent, replayed as it was, leaves one punch. The screenshots of the waiting
 * state and of the list go to docs/screenshots/.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { ApiPaths, OfflinePaths, type ActivitiesPage, type OfflinePunchResult, type TimesheetPage } from '../../src/core/contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { REPO_ROOT, SCREENSHOTS_DIR } from './support/paths';
import type { SeededUser } from './support/seed-api';
import { button, escapeRegExp, onPath, see, seeNoMore, tableRows } from './support/ui';

const DOCS_SCREENSHOTS = join(REPO_ROOT, 'docs/screenshots');

describeE2E('offline punches', (e2e) => {
  let employee: SeededUser;
  let replayer: SeededUser;
  let deskWorker: SeededUser;
  let suspicious: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    // Sent online, through the API: a check-in whose fix claims an accuracy of 0 m, a check-out at the same coordinates.
    suspicious = await e2e.seed.createUser('Luca', 'Bianchi');
    await e2e.seed.checkIn(suspicious, 'e2e-suspicious-phone', ROME, 0);
    await e2e.seed.checkOut(suspicious, 'e2e-suspicious-phone', ROME);
    employee = await e2e.seed.createUser('Chiara', 'Offline');
    replayer = await e2e.seed.createUser('Marco', 'Replay');
    // At a desk only administrators get the dashboard (employees are sent to 'Accesso Limitato').
    deskWorker = await e2e.seed.createAdmin('Elena', 'Scrivania');
  });

  e2e.test("phone: offline check-in waits ('In attesa di invio'), is sent when the network returns, and shows 'Offline' to the administrator at the time of the tap", async () => {
    const page = await e2e.phone({ at: ROME });
    await readyToPunch(page, employee);

    const tap = await e2e.step("cut the network, Check In → 'In attesa di invio', 'In Servizio'", async () => {
      await page.context().setOffline(true);
      await see(page, 'Offline');
      const before = Date.now();
      await button(page, 'Check In').click();
      await see(page, 'In attesa di invio');
      const after = Date.now();
      await see(page, 'In Servizio');
      await see(page, 'Check Out');
      await see(page, 'Check-in salvato sul dispositivo: in attesa di invio');
      await e2e.screenshot(page, 'dashboard-offline-punch-waiting');
      // The narrowest phone the app supports scrolls no sideways with the waiting card on it.
      await page.setViewportSize({ width: 360, height: 740 });
      await see(page, 'In attesa di invio');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 390, height: 844 });
      return { before, after };
    });

    const sent = await e2e.step('some seconds later the network returns: the phone sends the punch by itself', async () => {
      await page.waitForTimeout(6_000);
      const request = page.waitForRequest((candidate) => isOfflinePunch(candidate));
      await page.context().setOffline(false);
      const answer = await (await (await request).response())!.json() as OfflinePunchResult;
      await seeNoMore(page, 'In attesa di invio');
      await see(page, 'In Servizio');
      return answer;
    });

    await e2e.step('the server kept it accepted, at the time of the tap, flagged offline with the delay', async () => {
      expect(sent).toMatchObject({ outcome: 'accepted', refusal: null, replayed: false });
      const timestamp = Date.parse(sent.entry!.timestamp);
      expect(timestamp).toBeGreaterThanOrEqual(tap.before - 1_000);
      expect(timestamp).toBeLessThanOrEqual(tap.after + 1_000);
      expect(sent.delay_seconds).toBeGreaterThanOrEqual(5);
      const activities = await e2e.seed.get<ActivitiesPage>(`${ApiPaths.adminActivities}?user_id=${employee.id}`);
      expect(activities.results.map((activity) => [activity.entry_type, activity.timestamp, activity.offline_delay_seconds])).toEqual([
        ['IN', sent.entry!.timestamp, sent.delay_seconds],
      ]);
    });

    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    await e2e.step("the administrator's 'Attività Sistema' flags it 'Offline'", async () => {
      await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
      await admin.goto(`${e2e.server.url}/dashboard_admin/activities`);
      await onPath(admin, '/dashboard_admin/activities');
      const row = tableRows(admin, `@${employee.username}`).filter({ hasText: 'Check-in' });
      await see(row, /Offline/);
      await see(row, new RegExp(escapeRegExp(formatRomeTime(sent.entry!.timestamp))));
      expect(await row.getByText('Posizione sospetta', { exact: true }).count()).toBe(0);
      await e2e.screenshot(admin, 'admin-activities-offline-punch');
    });

    await e2e.step("the punches whose positions look wrong are tagged 'Posizione sospetta', with their reasons", async () => {
      await admin.setViewportSize({ width: 1440, height: 900 });
      const punchOf = (type: string) => tableRows(admin, `@${suspicious.username}`).filter({ hasText: type });
      await see(punchOf('Check-out'), 'Posizione sospetta');
      await punchOf('Check-in').getByText('Posizione sospetta', { exact: true }).hover();
      await see(admin.getByRole('tooltip'), 'Posizione sospetta: precisione dichiarata di 0 m');
      await admin.screenshot({ path: join(DOCS_SCREENSHOTS, 'activities-offline-desktop.png') });
      await punchOf('Check-out').getByText('Posizione sospetta', { exact: true }).hover();
      await see(admin.getByRole('tooltip').filter({ hasText: 'identica' }), 'Posizione sospetta: posizione identica alla timbratura precedente');
    });
  }, 180_000);

  e2e.test('phone: the queued request replayed as it was sent leaves one punch', async () => {
    const page = await e2e.phone({ at: ROME });
    await readyToPunch(page, replayer);

    const captured = await e2e.step('offline check-in, the network back: capture the request the phone sends', async () => {
      await page.context().setOffline(true);
      await see(page, 'Offline');
      await button(page, 'Check In').click();
      await see(page, 'In attesa di invio');
      const request = page.waitForRequest((candidate) => isOfflinePunch(candidate));
      await page.context().setOffline(false);
      const sent = await request;
      await seeNoMore(page, 'In attesa di invio');
      return { body: sent.postData()!, authorization: (await sent.allHeaders()).authorization! };
    });

    await e2e.step('the same request again: the first answer, replayed; still one punch', async () => {
      const replay = await fetch(`${e2e.server.url}${OfflinePaths.offlinePunch}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: captured.authorization },
        body: captured.body,
      });
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ outcome: 'accepted', replayed: true });
      const own = await fetch(`${e2e.server.url}${ApiPaths.timesheets}?limit=100`, { headers: { Authorization: captured.authorization } });
      const punches = (await own.json()) as TimesheetPage;
      expect(punches.results.map((entry) => entry.entry_type)).toEqual(['IN']);
    });
  });

  e2e.test("desktop: an offline check-in waits, 'In attesa di invio' under the offline banner", async () => {
    const page = await e2e.desktop({ at: ROME });
    await e2e.step('log in at the desk', async () => {
      await logIn(page, deskWorker.username, deskWorker.password);
      await see(page, 'Stato Attuale');
      await see(page, 'Disponibile');
    });
    await e2e.step("cut the network, 'Check-in' → 'In attesa di invio'", async () => {
      await page.context().setOffline(true);
      await see(page, 'Modalità offline attiva. I dati verranno sincronizzati quando la connessione sarà ripristinata.');
      await button(page, 'Check-in').click();
      await see(page, 'In attesa di invio');
      await see(page, 'In Servizio');
      await e2e.screenshot(page, 'dashboard-offline-punch-waiting');
    });
    await e2e.step('the network back: sent, the waiting line goes', async () => {
      await page.context().setOffline(false);
      await seeNoMore(page, 'In attesa di invio');
      await see(page, 'In Servizio');
    });
    // The pictures of the waiting state, for the docs.
    mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
    for (const kind of ['phone', 'desktop']) {
      try {
        copyFileSync(join(SCREENSHOTS_DIR, `dashboard-offline-punch-waiting--${kind}.png`), join(DOCS_SCREENSHOTS, `dashboard-offline-punch-waiting-${kind}.png`));
      } catch {
        // The phone's picture exists only when its journey ran in this file's run.
      }
    }
  });
});

/** Logs in on the phone and waits until 'Check In' is offered at the place. */
async function readyToPunch(page: Page, user: SeededUser): Promise<void> {
  await logIn(page, user.username, user.password);
  await see(page, 'Fuori Servizio');
  await see(page, 'Sistema pronto');
  await see(page, 'Check In');
}

function isOfflinePunch(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === OfflinePaths.offlinePunch;
}

/** HH:mm in Rome, as the activities list shows a time. */
function formatRomeTime(iso: string): string {
  return new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));
}
