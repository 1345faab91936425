/**
 * Passwords (docs/behaviour.md, "Passwords"): an administrator resets an employee's password in 'Modifica Utente';
 * the employee logs in with it on the phone, meets 'Imposta una nuova password' (a password the policy refuses is
 * explained under the field), chooses one and lands on the dashboard; the administrator's password no longer works.
 * Later the employee changes it again with 'Cambia password' from the profile drawer: the other session of the
 * account ends, the phone's goes on.
 */
import type { Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME, storedValue, submitLogin } from './support/journeys';
import { loginOverApi, type SeededUser } from './support/seed-api';
import { button, dialog, field, onPath, see, tableRows } from './support/ui';

const RESET_BY_ADMIN = 'Reimpostata-da-admin-7';
const CHOSEN = 'Girasoli-sul-balcone-42';
const CHANGED_LATER = 'Treno-delle-sette-15';

describeE2E('passwords: the forced change after a reset, and the own change', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    // Device check off: a second session over the API (below) can then sit beside the phone's, which a keyed phone's
    // account would refuse (docs/behaviour.md, "The device key").
    employee = await e2e.seed.createUser('Elena', 'Costa', { username: 'elena.costa', two_factor_enabled: false });
  });

  e2e.test("a reset password is replaced at the next login, then changed again with 'Cambia password'", async () => {
    await e2e.step("the administrator types a new password in 'Modifica Utente' → 'Utente modificato con successo!'", async () => {
      const admin = await e2e.desktop({ at: ROME, label: 'admin' });
      await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
      await button(admin, 'Pannello Admin').click();
      await see(admin, 'Pannello Amministratore');
      await admin.getByRole('tab', { name: 'Gestione Utenti' }).click();
      await button(tableRows(admin, employee.email).first(), `Modifica utente ${employee.username}`).click();
      const form = dialog(admin, 'Modifica Utente');
      await form.waitFor();
      await field(form, 'Password').fill(RESET_BY_ADMIN);
      await field(form, 'Conferma Password').fill(RESET_BY_ADMIN);
      await button(form, 'Salva').click();
      await see(admin, 'Utente modificato con successo!');
    });

    const phone = await e2e.phone({ at: ROME });
    await e2e.step("the employee logs in with it: 'Imposta una nuova password' instead of the dashboard", async () => {
      await submitLogin(phone, employee.username, RESET_BY_ADMIN);
      await see(phone, 'Imposta una nuova password');
      await see(phone, /La password dell'account elena\.costa è stata impostata da un amministratore/);
      expect(new URL(phone.url()).pathname).toBe('/login');
      await expectPhoneFriendly(phone);
      await e2e.screenshot(phone, 'set-new-password');
    });

    await e2e.step('a common password is refused under the field, and what was typed stays', async () => {
      await phone.getByLabel('Nuova password', { exact: true }).fill('password2024');
      await phone.getByLabel('Conferma nuova password', { exact: true }).fill('password2024');
      await button(phone, 'Imposta password').click();
      await see(phone, 'Questa password è troppo comune: scegline una meno prevedibile');
      expect(await phone.getByLabel('Nuova password', { exact: true }).inputValue()).toBe('password2024');
      await e2e.screenshot(phone, 'set-new-password-refused');
    });

    await e2e.step('a password of her own → the dashboard; the administrator’s no longer opens anything', async () => {
      await phone.getByLabel('Nuova password', { exact: true }).fill(CHOSEN);
      await phone.getByLabel('Conferma nuova password', { exact: true }).fill(CHOSEN);
      await button(phone, 'Imposta password').click();
      await onPath(phone, '/dashboard');
      await see(phone, 'Elena Costa');
      await see(phone, 'Fuori Servizio');
      await expect(loginOverApi(e2e.server.url, employee.username, RESET_BY_ADMIN, 'some-phone')).rejects.toThrow(/→ 401/);
    });

    // Another session of the account, which the change must end (the device is not checked for this account, so it
    // does not rebind the account nor end the phone's session).
    const phoneDevice = (await storedValue(phone, 'deviceId'))!;
    const elsewhere = await loginOverApi(e2e.server.url, employee.username, CHOSEN, phoneDevice);

    await e2e.step("'Profilo' → 'Cambia password': the current one and a new one twice → the success message, fields emptied", async () => {
      await phone.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Profilo' }).click();
      await button(phone, 'Cambia password').click();
      const form = dialog(phone, 'Cambia password');
      await form.waitFor();
      await form.getByLabel('Password attuale', { exact: true }).fill(CHOSEN);
      await form.getByLabel('Nuova password', { exact: true }).fill(CHANGED_LATER);
      await form.getByLabel('Conferma nuova password', { exact: true }).fill(CHANGED_LATER);
      await button(form, 'Salva password').click();
      await see(form, 'Password modificata con successo. Le altre sessioni sono state chiuse.');
      for (const label of ['Password attuale', 'Nuova password', 'Conferma nuova password']) {
        expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
      }
      await e2e.screenshot(phone, 'change-password');
      await button(form, 'Fatto').click();
      await form.waitFor({ state: 'hidden' });
    });

    await e2e.step('the other session has ended; the phone stays signed in; only the newest password opens', async () => {
      const refreshed = await fetch(`${e2e.server.url}${ApiPaths.refresh}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: elsewhere.refresh }),
      });
      expect(refreshed.status).toBe(401);
      await phone.reload();
      await onPath(phone, '/dashboard');
      await see(phone, 'Fuori Servizio');
      await expect(loginOverApi(e2e.server.url, employee.username, CHOSEN, 'some-phone')).rejects.toThrow(/→ 401/);
      await loginOverApi(e2e.server.url, employee.username, CHANGED_LATER, phoneDevice);
    });
  });
});

/** Phone first: no horizontal scroll, and every control of the card at least 48 px high. */
async function expectPhoneFriendly(page: Page): Promise<void> {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    controls: [...document.querySelectorAll('.new-password-card input:not([hidden]), .new-password-card button')].map((element) => ({
      name: element.getAttribute('aria-label') ?? element.textContent ?? element.id,
      height: Math.round(element.getBoundingClientRect().height),
    })),
  }));
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
  expect(layout.controls.length).toBeGreaterThanOrEqual(5);
  expect(layout.controls.filter((control) => control.height < 48)).toEqual([]);
}
