/**
 * Administrators' verification code (docs/behaviour.md, "Administrators' verification code"), on a 360 px phone: the
 * seeded administrator turns it on from the profile drawer (reads the key shown as text, computes the app's code with
 * the tests' own RFC 6238), sees the ten recovery codes; after logging out, the login asks 'Codice di verifica', refuses
 * a wrong code, accepts the right one (of a later 30 s step: each code is accepted once) and opens the dashboard; a
 * recovery code opens it once, and is refused the second time.
 */
import type { Locator, Page } from 'playwright-core';
import { codeAt } from '../server/support/rfc6238';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, submitLogin } from './support/journeys';
import { button, dialog, onPath, see } from './support/ui';

const NARROW_PHONE = { width: 360, height: 780 };
const STEP_MS = 30_000;
const REFUSED = 'Codice di verifica non valido o già usato.';

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
});

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
