/**
 * 'Promemoria' (docs/behaviour.md, "Reminders"): an employee on the phone opens 'Profilo' → 'Promemoria', with the
 * notifications granted taps 'Attiva promemoria', sees 'Promemoria attivi su questo dispositivo', and the server has
 * the subscription (the administrators' 'Promemoria' tab counts one person with push); 'Uscita non timbrata' turned
 * off stays off after a reload. The administrator's tab keeps a refused value on screen with its reason, then saves.
 * Touch targets of 48 px, nothing scrolls sideways at 360 px. The screenshots of the docs are taken here
 * (docs/screenshots/reminders-phone.png, reminders-desktop.png, reminders-admin-desktop.png, reminders-admin-phone.png).
 *
 * Headless Chromium here cannot reach a push service (no network but localhost), so its real
 * PushManager.subscribe fails. The test tries it first; when it fails, a stand-in for PushManager.prototype.subscribe
 * and getSubscription (an init script) answers a subscription as a push service would: an https endpoint on a host
 * the server is told to allow (PUSH_SERVICE_HOSTS), a real P-256 public key and a 16-byte auth secret, kept in
 * localStorage so that a reload finds it. Everything else (the permission, the service worker's registration, the
 * app's calls, the server) is real. A push message is delivered to the service worker through DevTools, as a push
 * service would: the notification it shows is read back from the registration.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ReminderPaths, type ReminderSettingsView } from '../../src/core/contract';
import { assertNoFindings, seriousViolations } from './support/axe';
import { describeE2E } from './support/e2e-suite';
import { apiCall, openAdminTab } from './support/hours';
import { logIn, ROME } from './support/journeys';
import { REPO_ROOT, SCREENSHOTS_DIR } from './support/paths';
import type { SeededUser } from './support/seed-api';
import { button, dialog, see } from './support/ui';

const DOCS_SCREENSHOTS = join(REPO_ROOT, 'docs/screenshots');
/** The stand-in push service's host: allowed by this suite's server, reached by nobody (no push is due here). */
const PUSH_HOST = 'push.e2e.example';

describeE2E(
  "'Promemoria': Web Push from the browser",
  (e2e) => {
    let sara: SeededUser;
    let elena: SeededUser;

    beforeAll(async () => {
      await e2e.seed.createLocation('Sede Centrale', ROME);
      sara = await e2e.seed.createUser('Sara', 'Conti', { username: 'sara.conti' });
      // The desktop dashboard is the staff's (employees are sent to their phone): an administrator, who also gets the digest.
      elena = await e2e.seed.createAdmin('Elena', 'Ferri');
    });

    e2e.test("phone: 'Attiva promemoria' subscribes this browser, the server has it; a switch turned off stays off", async () => {
      const phone = await e2e.phone({ at: ROME, serviceWorker: true });
      await phone.context().grantPermissions(['notifications']);
      const reminders = dialog(phone, 'Promemoria');

      await e2e.step('log in at 360 px; the service worker is active', async () => {
        await phone.setViewportSize({ width: 360, height: 780 });
        await logIn(phone, sara.username, sara.password);
        await phone.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      });

      await e2e.step('a real subscription where a push service answers; else the stand-in', async () => {
        if (await realSubscribeWorks(phone)) return;
        await phone.context().addInitScript(PUSH_MANAGER_STAND_IN, standInSubscription());
        await phone.reload();
        await see(phone, 'Sara Conti');
        // Named in the journal, so that a failure report says which way this run went.
        await e2e.step('(the stand-in answers PushManager: no push service reachable)', async () => undefined);
      });

      await e2e.step("'Profilo' → 'Promemoria': 'Attiva promemoria', the switches with the company's minutes", async () => {
        await openReminders(phone);
        await see(reminders, "15 minuti dopo l'inizio previsto");
        await see(reminders, '30 minuti dopo la fine prevista');
        // The suite's server has no SMTP_URL: no e-mail either, nothing carries the reminders yet.
        await see(reminders, 'Per ora non ricevi promemoria: attivali su questo dispositivo.');
      });

      await e2e.step("'Attiva promemoria': active on this device, and the server counts one person with push", async () => {
        await button(reminders, 'Attiva promemoria').click();
        await see(reminders, 'Promemoria attivi su questo dispositivo');
        await see(reminders, 'Disattiva su questo dispositivo');
        const view = await apiCall<ReminderSettingsView>(e2e.seed.baseUrl, e2e.seed.adminToken, 'GET', ReminderPaths.settings);
        expect(view.people_with_push).toBe(1);
      });

      await e2e.step('48 px targets, nothing sideways at 360 px, no serious axe finding; screenshot', async () => {
        // antd's opening animation ends before the measures and the picture.
        await phone.waitForTimeout(500);
        const layout = await phone.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          width: document.documentElement.clientWidth,
          targets: [...document.querySelectorAll('.ant-modal-footer button, .reminders-dialog__section .ant-btn, .reminders-dialog__choice')].map((element) => ({
            name: element.textContent,
            height: Math.round(element.getBoundingClientRect().height),
          })),
        }));
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
        expect(layout.targets.length).toBeGreaterThanOrEqual(4);
        expect(layout.targets.filter((target) => target.height < 48)).toEqual([]);
        await screenshotForDocs(e2e, phone, 'reminders', 'reminders-phone.png');
        assertNoFindings(await seriousViolations(phone, 'reminders--phone'), 'reminders-phone');
      });

      await e2e.step('a push reaches the service worker: it shows the reminder as a notification, replacing one of its tag', async () => {
        const payload = { kind: 'check_in', title: "Non hai ancora timbrato l'ingresso", body: 'Turno dalle 09:00', url: '/dashboard', tag: 'check_in' };
        await deliverPush(phone, { ...payload, body: 'prima' });
        await deliverPush(phone, payload);
        const shown = await phone.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const notifications = await registration.getNotifications({ tag: 'check_in' });
          return notifications.map((notification) => ({ title: notification.title, body: notification.body, data: notification.data as unknown }));
        });
        expect(shown).toEqual([{ title: "Non hai ancora timbrato l'ingresso", body: 'Turno dalle 09:00', data: { url: '/dashboard' } }]);
      });

      await e2e.step("'Uscita non timbrata' off, saved at once; after a reload still off, and this device still on", async () => {
        const checkOut = reminders.getByRole('switch', { name: /Uscita non timbrata/ });
        const saved = phone.waitForResponse((response) => response.url().endsWith(ReminderPaths.myReminders) && response.request().method() === 'PUT');
        await checkOut.click();
        expect((await saved).status()).toBe(200);
        await phone.reload();
        await see(phone, 'Sara Conti');
        await openReminders(phone);
        await see(reminders, 'Promemoria attivi su questo dispositivo');
        await expectSwitch(reminders.getByRole('switch', { name: /Uscita non timbrata/ }), false);
        await expectSwitch(reminders.getByRole('switch', { name: /Ingresso non timbrato/ }), true);
      });
    });

    e2e.test("desktop: the header's 'Promemoria' shows the same dialog, with 'Riepilogo del mattino' for an administrator", async () => {
      const desktop = await e2e.desktop({ at: ROME, serviceWorker: true });
      await desktop.context().grantPermissions(['notifications']);
      await logIn(desktop, elena.username, elena.password);
      await e2e.step("'Promemoria' in the header: the dialog; screenshot", async () => {
        await button(desktop, 'Promemoria').click();
        const reminders = dialog(desktop, 'Promemoria');
        await see(reminders, 'Quali promemoria');
        await see(reminders, 'Riepilogo del mattino');
        await desktop.waitForTimeout(500);
        await screenshotForDocs(e2e, desktop, 'reminders', 'reminders-desktop.png');
      });
    });

    e2e.test("administrator: the 'Promemoria' tab keeps a refused value with its reason, then saves", async () => {
      const admin = await e2e.desktop({ at: ROME, label: 'admin' });
      await openAdminTab(admin, 'Promemoria');
      const tab = admin.getByRole('tabpanel', { name: 'Promemoria' });
      const minutes = tab.getByLabel('Minuti dopo la fine prevista');

      await e2e.step('the settings and what the server decides', async () => {
        await see(tab, 'Dalla configurazione del server');
        await see(tab, /^E-mail (non )?configurata/);
        await see(tab, /Chiusura automatica/);
        expect(await minutes.inputValue()).toBe('30');
      });

      await e2e.step("300 minutes: refused under the field, the value kept; 45: 'Impostazioni dei promemoria salvate.'", async () => {
        await minutes.fill('300');
        await button(tab, 'Salva').click();
        await see(tab, 'Inserisci un numero di minuti da 0 a 240');
        expect(await minutes.inputValue()).toBe('300');
        await minutes.fill('45');
        await button(tab, 'Salva').click();
        await see(tab, 'Impostazioni dei promemoria salvate.');
        const view = await apiCall<ReminderSettingsView>(e2e.seed.baseUrl, e2e.seed.adminToken, 'GET', ReminderPaths.settings);
        expect(view.settings.check_out_after_minutes).toBe(45);
        // The picture from the top: the message, the title and the first groups.
        await admin.evaluate(() => window.scrollTo(0, 0));
        await admin.waitForTimeout(300);
        await screenshotForDocs(e2e, admin, 'reminders-admin', 'reminders-admin-desktop.png');
        assertNoFindings(await seriousViolations(admin, 'reminders-admin--desktop'), 'reminders-admin-desktop');
      });

      await e2e.step('on a 360 px phone the tab fits without sideways scrolling', async () => {
        const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
        await phone.setViewportSize({ width: 360, height: 780 });
        await openAdminTab(phone, 'Promemoria');
        const phoneTab = phone.getByRole('tabpanel', { name: 'Promemoria' });
        await see(phoneTab, 'Ore di silenzio');
        const widths = await phone.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
        expect(widths.scrollWidth).toBeLessThanOrEqual(widths.width);
        await screenshotForDocs(e2e, phone, 'reminders-admin', 'reminders-admin-phone.png');
      });
    });
  },
  { serverEnv: { PUSH_SERVICE_HOSTS: `fcm.googleapis.com,${PUSH_HOST}` } },
);

async function openReminders(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Profilo' }).click();
  const item = button(page, 'Promemoria');
  await item.waitFor();
  // The drawer's sliding in ends before the tap.
  await page.waitForTimeout(400);
  await item.click();
  await see(dialog(page, 'Promemoria'), 'Quali promemoria');
}

async function expectSwitch(control: ReturnType<Page['getByRole']>, on: boolean): Promise<void> {
  expect(await control.getAttribute('aria-checked')).toBe(String(on));
}

/** The suite's screenshot, copied to docs/screenshots under the docs' name. */
async function screenshotForDocs(e2e: { screenshot(page: Page, screen: string): Promise<void> }, page: Page, screen: string, docsName: string): Promise<void> {
  await e2e.screenshot(page, screen);
  const kind = page.viewportSize()!.width >= 768 ? 'desktop' : 'phone';
  mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
  copyFileSync(join(SCREENSHOTS_DIR, `${screen}--${kind}.png`), join(DOCS_SCREENSHOTS, docsName));
}

/**
 * A push message as a push service would deliver it to the app's service worker (DevTools' ServiceWorker domain: the
 * worker's 'push' event, with `data` as its text), then the notifications it shows have settled.
 */
async function deliverPush(page: Page, data: object): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolvePromise) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(new URL(page.url()).origin));
      if (ours) resolvePromise(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registrationId, data: JSON.stringify(data) });
  await cdp.detach();
  // The worker shows the notification in its own time: wait until one has this body. Polled here, with page.evaluate
  // (which awaits the page's promise): waitForFunction would take the predicate's promise itself for a truthy answer.
  const body = (data as { body: string }).body;
  const deadline = Date.now() + 10_000;
  const shown = () =>
    page.evaluate(async (wanted) => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).some((notification) => notification.body === wanted);
    }, body);
  while (!(await shown())) {
    if (Date.now() > deadline) throw new Error(`no notification with the body '${body}' after 10 s`);
    await page.waitForTimeout(100);
  }
}

/** Whether the browser's own PushManager can subscribe (it needs its push service, out of reach here), 15 s at most. */
async function realSubscribeWorks(page: Page): Promise<boolean> {
  const key = standInSubscription().applicationServerKeyForProbe;
  return page.evaluate(async (applicationServerKey) => {
    try {
      const registration = await navigator.serviceWorker.ready;
      const attempt = registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 15_000));
      const subscription = await Promise.race([attempt, timeout]);
      // The probe's key is not the server's: the app subscribes again with the right one.
      await subscription.unsubscribe();
      return true;
    } catch {
      return false;
    }
  }, key);
}

/** A subscription as a push service would answer it: a real P-256 public key (uncompressed), a 16-byte secret. */
function standInSubscription() {
  const base64url = (bytes: Buffer) => bytes.toString('base64url');
  const publicKey = (generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-65);
  const probeKey = (generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'der', type: 'spki' }) as Buffer).subarray(-65);
  return {
    endpoint: `https://${PUSH_HOST}/send/${base64url(randomBytes(12))}`,
    p256dh: base64url(publicKey),
    auth: base64url(randomBytes(16)),
    applicationServerKeyForProbe: base64url(probeKey),
  };
}

/**
 * The init script: PushManager.prototype.subscribe and getSubscription answer the stand-in subscription, kept in
 * localStorage ('e2e-push-subscription') across reloads; unsubscribe forgets it.
 */
function PUSH_MANAGER_STAND_IN(stand: { endpoint: string; p256dh: string; auth: string }): void {
  const KEY = 'e2e-push-subscription';
  const decode = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) => c.charCodeAt(0)).buffer;
  const make = (applicationServerKey: ArrayBuffer | null) => ({
    endpoint: stand.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey },
    getKey: (name: string) => decode(name === 'auth' ? stand.auth : stand.p256dh),
    toJSON: () => ({ endpoint: stand.endpoint, expirationTime: null, keys: { p256dh: stand.p256dh, auth: stand.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const keyOf = (stored: string | null) => (stored ? decode(stored) : null);
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength) : null;
    const text = bytes ? btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '';
    localStorage.setItem(KEY, text);
    return make(keyOf(text)) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = localStorage.getItem(KEY);
    return stored === null ? null : (make(keyOf(stored)) as unknown as PushSubscription);
  };
}
