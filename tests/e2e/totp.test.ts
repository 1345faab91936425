/**
 * Administrators' verification code (docs/behaviour.md, "Administrators' verification code"), on a 360 px phone: the
 * seeded administrator turns it on from the profile drawer (reads the key shown as text, computes the app's code with
 * the tests' own RFC 6238), sees the ten recovery codes; after logging out, the login asks 'Codice di verifica', refuses
 * a wrong code, accepts the right one (of a later 30 s step: each code is accepted once) and opens the dashboard; a
 * recovery code opens it once, and is refused the second time. Then ten wrong codes in a row suspend another
 * administrator's app codes: the login asks for a recovery code only, saying why, and a colleague unlocks them from
 * 'Gestione Utenti' on a desktop, after which the app's code signs in again.
 */
import type { Locator, Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract';
import { codeAt } from '../server/support/rfc6238';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, submitLogin } from './support/journeys';
import { loginOverApi, type SeededUser } from './support/seed-api';
import { button, dialog, eventually, onPath, see, tableRows } from './support/ui';

const NARROW_PHONE = { width: 360, height: 780 };
const STEP_MS = 30_000;
const REFUSED = 'Codice di verifica non valido o già usato.';
/** TOTP_MAX_WRONG_CODES (docs/behaviour.md, "Administrators' verification code"). */
const WRONG_CODES_LIMIT = 10;
const SUSPENDED_NOTICE =
  "I codici dell'app di autenticazione di questo account sono sospesi dopo troppi codici errati: accedi con uno dei codici di recupero, oppure chiedi a un altro amministratore di sbloccarli.";

describeE2E("administrators' verification code", (e2e) => {
  e2e.test(
    'turned on from the drawer, then asked at login: the app code, a wrong one, a recovery code once',
    async () => {
      const phone = await e2e.phone({ at: ROME });
      await phone.setViewportSize(NARROW_PHONE);
      await logIn(phone, ADMIN_USERNAME, ADMIN_PASSWORD);

      const setup = await e2e.step("'Profilo' → 'Verifica in due passaggi': the QR code, the key as text, 'Codice di verifica'", async () => {
        await openDrawer(phone);
        await button(phone, 'Verifica in due passaggi').click();
        const box = dialog(phone, 'Verifica in due passaggi');
        await box.getByLabel('Codice di verifica', { exact: true }).waitFor();
        const qr = box.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" });
        await qr.waitFor();
        // The server's SVG shown as an image: it loaded (the page's CSP allows data: images) and has a size.
        expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
        const grouped = (await box.getByTestId('totp-secret').textContent())!;
        expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
        await expectPhoneFriendly(phone, box);
        await e2e.screenshot(phone, 'totp-setup');
        return { box, secret: grouped.replace(/ /g, '') };
      });

      const { codes, usedStep } = await e2e.step("the app's code → 'Attiva' → the ten recovery codes with the warning to keep them", async () => {
        const now = Date.now();
        await setup.box.getByLabel('Codice di verifica', { exact: true }).fill(codeAt(setup.secret, now));
        await button(setup.box, 'Attiva').click();
        await see(setup.box, /^Conserva questi codici di recupero in un luogo sicuro/);
        await see(setup.box, 'Verifica in due passaggi attivata.');
        const shown = await setup.box.locator('.totp-dialog__codes code').allTextContents();
        expect(shown).toHaveLength(10);
        expect(new Set(shown).size).toBe(10);
        await expectPhoneFriendly(phone, setup.box);
        await e2e.screenshot(phone, 'totp-recovery-codes');
        await button(setup.box, 'Ho salvato i codici').click();
        await setup.box.waitFor({ state: 'hidden' });
        return { codes: shown, usedStep: Math.floor(now / STEP_MS) };
      });

      await e2e.step("logout, login: 'Codice di verifica' instead of the dashboard; a wrong code is refused", async () => {
        await logOut(phone);
        await submitLogin(phone, ADMIN_USERNAME, ADMIN_PASSWORD);
        await see(phone, 'Verifica in due passaggi');
        const field = phone.getByLabel('Codice di verifica', { exact: true });
        await field.waitFor();
        expect(await field.getAttribute('inputmode')).toBe('numeric');
        expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
        expect(new URL(phone.url()).pathname).toBe('/login');
        await expectPhoneFriendly(phone, phone.locator('.second-factor-card'));
        await e2e.screenshot(phone, 'login-verification-code');
        // Ten steps ahead: not a code the server accepts now (it takes the current step and one either side).
        await field.fill(codeAt(setup.secret, Date.now(), 10));
        await button(phone, 'Verifica').click();
        await see(phone, REFUSED);
        expect(await field.inputValue()).toBe('');
        await e2e.screenshot(phone, 'login-verification-code-refused');
      });

      await e2e.step("the app's code of a later step than the one used to turn it on → the dashboard", async () => {
        // Each code is accepted once: the code of the step used at activation would be refused as already used.
        while (Math.floor(Date.now() / STEP_MS) <= usedStep) await phone.waitForTimeout(500);
        await phone.getByLabel('Codice di verifica', { exact: true }).fill(codeAt(setup.secret, Date.now()));
        await button(phone, 'Verifica').click();
        await onPath(phone, '/dashboard');
        await see(phone, 'Fuori Servizio');
      });

      await e2e.step("'Usa un codice di recupero': a recovery code opens the dashboard once", async () => {
        await logOut(phone);
        await submitLogin(phone, ADMIN_USERNAME, ADMIN_PASSWORD);
        await useRecoveryCode(phone, codes[0]!);
        await onPath(phone, '/dashboard');
      });

      await e2e.step('the same recovery code again is refused', async () => {
        await logOut(phone);
        await submitLogin(phone, ADMIN_USERNAME, ADMIN_PASSWORD);
        await useRecoveryCode(phone, codes[0]!);
        await see(phone, REFUSED);
        expect(new URL(phone.url()).pathname).toBe('/login');
      });
    },
    // Up to one 30 s step is waited for.
    180_000,
  );

  e2e.test(
    "ten wrong codes suspend the app's codes: a recovery code only at login, until a colleague unlocks them",
    async () => {
      const locked = await e2e.step("an administrator with the codes on, then ten wrong codes at login", async () => {
        const user = await e2e.seed.createAdmin('Sara', 'Sospesa');
        const { access } = await loginOverApi(e2e.server.url, user.username, user.password, 'sara-seed-device');
        const secret = (await post<{ secret: string }>(e2e.server.url, ApiPaths.totpSetup, {}, access)).body.secret;
        const enabledAt = Date.now();
        expect((await post(e2e.server.url, ApiPaths.totpEnable, { code: codeAt(secret, enabledAt) }, access)).status).toBe(200);
        for (let i = 0; i < WRONG_CODES_LIMIT; i++) {
          const refused = await post(e2e.server.url, ApiPaths.login, signIn(user, { totp_code: codeAt(secret, Date.now(), 10) }));
          expect([refused.status, refused.body]).toEqual([401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }]);
        }
        return { user, secret, usedStep: Math.floor(enabledAt / STEP_MS) };
      });

      await e2e.step("the right password: 'Codice di recupero' only, under the notice that the app's codes are suspended", async () => {
        const phone = await e2e.phone({ at: ROME, label: 'suspended' });
        await phone.setViewportSize(NARROW_PHONE);
        await submitLogin(phone, locked.user.username, locked.user.password);
        await see(phone, SUSPENDED_NOTICE);
        await phone.getByLabel('Codice di recupero', { exact: true }).waitFor();
        expect(await button(phone, "Usa il codice dell'app").count()).toBe(0);
        await expectPhoneFriendly(phone, phone.locator('.second-factor-card'));
        await e2e.screenshot(phone, 'login-verification-code-suspended');
        // The right code of the app is refused while suspended, with the answer of a wrong password.
        const right = await post(e2e.server.url, ApiPaths.login, signIn(locked.user, { totp_code: codeAt(locked.secret, Date.now()) }));
        expect([right.status, right.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
      });

      await e2e.step("a colleague: 'Gestione Utenti' → the red lock → 'Sblocca verifica in due passaggi' → confirm", async () => {
        const colleague = await e2e.seed.createAdmin('Paolo', 'Collega');
        const admin = await e2e.desktop({ at: ROME, label: 'colleague' });
        await logIn(admin, colleague.username, colleague.password);
        await button(admin, 'Pannello Admin').click();
        await see(admin, 'Pannello Amministratore');
        await admin.getByRole('tab', { name: 'Gestione Utenti' }).click();
        const row = tableRows(admin, locked.user.email).first();
        await row.getByRole('img', { name: "Codici dell'app di autenticazione sospesi dopo troppi codici errati" }).waitFor();
        await e2e.screenshot(admin, 'users-totp-suspended');
        await button(row, `Sblocca verifica in due passaggi di ${locked.user.username}`).click();
        const confirmation = admin.getByRole('dialog').filter({ hasText: /^Sbloccare i codici dell'app di autenticazione di questo utente\?/ });
        await button(confirmation, 'Sblocca').click();
        await see(admin, 'Verifica in due passaggi sbloccata.');
        await eventually('the unlock action to go', async () => (await button(row, `Sblocca verifica in due passaggi di ${locked.user.username}`).count()) === 0);
      });

      await e2e.step("the app's code signs in again", async () => {
        const phone = await e2e.phone({ at: ROME, label: 'unlocked' });
        await submitLogin(phone, locked.user.username, locked.user.password);
        const field = phone.getByLabel('Codice di verifica', { exact: true });
        await field.waitFor();
        expect(await phone.getByText(SUSPENDED_NOTICE).count()).toBe(0);
        // Each code signs in once: the step after the one spent at enabling, which the server takes as a neighbour of
        // the current step (a phone's clock a little ahead), so the journey need not wait up to 30 s for it.
        const step = Math.max(Math.floor(Date.now() / STEP_MS), locked.usedStep + 1);
        await field.fill(codeAt(locked.secret, step * STEP_MS));
        await button(phone, 'Verifica').click();
        await onPath(phone, '/dashboard');
      });
    },
    180_000,
  );
}, { serverEnv: { LOGIN_FREE_FAILURES: String(WRONG_CODES_LIMIT + 5) } });

/** A login's body, as the SPA sends it, with a code. */
function signIn(user: SeededUser, code: { totp_code?: string; recovery_code?: string }) {
  return { username: user.username, password: user.password, device_id: `${user.username}-device`, fingerprint: 'c0ffee42'.repeat(8), ...code };
}

/** A POST to the server, its status and JSON body whatever they are. */
async function post<T = { code?: string }>(baseUrl: string, path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function openDrawer(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Profilo' }).click();
}

async function logOut(page: Page): Promise<void> {
  await openDrawer(page);
  await button(page, 'Logout').click();
  await onPath(page, '/login');
}

async function useRecoveryCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Codice di verifica', { exact: true }).waitFor();
  await button(page, 'Usa un codice di recupero').click();
  await page.getByLabel('Codice di recupero', { exact: true }).fill(code);
  await button(page, 'Verifica').click();
}

/** Phone first: no horizontal scroll, and every control of `scope` at least 48 px high. */
async function expectPhoneFriendly(page: Page, scope: Locator): Promise<void> {
  // A dialog zooms in when it opens: measure it once its animations have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const layout = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
  const controls = await scope.locator('input:not([hidden]), button').evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({
        name: element.getAttribute('aria-label') ?? element.textContent ?? element.id,
        height: Math.round(element.getBoundingClientRect().height),
        width: Math.round(element.getBoundingClientRect().width),
        right: Math.round(element.getBoundingClientRect().right),
      })),
  );
  expect(controls.length).toBeGreaterThanOrEqual(2);
  expect(controls.filter((control) => control.height < 48 || control.width < 48)).toEqual([]);
  expect(controls.filter((control) => control.right > layout.width)).toEqual([]);
}
