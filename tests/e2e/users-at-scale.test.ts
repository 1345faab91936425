/**
 * 'Gestione Utenti' with a workplace-sized staff (docs/behaviour.md, "Admin panel"): 130 employees seeded through the
 * API; the table shows one page of the server's list with the total, page 2 holds the server's page 2, 'Cerca
 * utente…' finds the 125th by part of its name, whom the administrator edits and whose device they reset. The tab
 * also fits a phone's 390 px without scrolling the page sideways.
 */
import type { Locator, Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import type { User } from '../../src/core/contract/users.contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { loginOverApi, type SeededUser } from './support/seed-api';
import { createUsersInBatches } from './support/seed-many-users';
import { button, dialog, eventually, field, notBusy, see, tableRows } from './support/ui';

const STAFF = 130;
const TARGET = 125;
/** 'Persona Numero001' … 'Persona Numero130': part of the surname finds exactly one. */
const nameOf = (n: number) => ({ firstName: 'Persona', lastName: `Numero${String(n).padStart(3, '0')}` });
const NEW_EMAIL = 'numero125.nuova@example.test';

describeE2E('users at scale', (e2e) => {
  let target: SeededUser;
  let others: SeededUser[];

  beforeAll(async () => {
    const names = Array.from({ length: STAFF }, (_, i) => i + 1)
      .filter((n) => n !== TARGET)
      .map(nameOf);
    [target, others] = await Promise.all([seedWithDevice(e2e), createUsersInBatches(e2e.seed, names)]);
  }, 60_000);

  e2e.test('pages, finds the 125th by name, edits it and resets its device', async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    const users = await openUsers(e2e, admin);
    const total = (await e2e.seed.get<{ count: number }>(`${ApiPaths.users}?page_size=1`)).count;
    expect(total).toBe(STAFF + 1); // and the administrator

    await e2e.step(`the first page: 20 rows of ${total}`, async () => {
      await see(users, `1–20 di ${total} utenti`);
      expect(await tableRows(users).count()).toBe(20);
      await e2e.screenshot(admin, 'admin-users-at-scale');
      await users.locator('.ant-pagination').scrollIntoViewIfNeeded();
      await e2e.screenshot(admin, 'admin-users-at-scale-pager');
    });

    await e2e.step("page 2 shows the server's page 2 (by username)", async () => {
      const page2 = await e2e.seed.get<{ results: User[] }>(`${ApiPaths.users}?page=2&page_size=20`);
      await users.locator('.ant-pagination-item[title="2"]').click();
      await see(users, `21–40 di ${total} utenti`);
      await eventually('the rows of page 2', async () => (await usernames(users)).join() === page2.results.map((user) => user.username).join());
    });

    await e2e.step("'Cerca utente…' finds the 125th by part of its surname", async () => {
      await users.getByPlaceholder('Cerca utente…').fill(`numero${TARGET}`);
      await see(users, '1–1 di 1 utente');
      expect(await usernames(users)).toEqual([target.username]);
    });

    await e2e.step("edit its e-mail → 'Utente modificato con successo!', the row shows it", async () => {
      await button(users, `Modifica utente ${target.username}`).click();
      const form = dialog(admin, 'Modifica Utente');
      await form.waitFor();
      expect(await field(form, 'Email').inputValue()).toBe(target.email);
      await field(form, 'Email').fill(NEW_EMAIL);
      await button(form, 'Salva').click();
      await see(admin, 'Utente modificato con successo!');
      await form.waitFor({ state: 'hidden' });
      await see(tableRows(users, target.username).first(), NEW_EMAIL);
      // The search stays applied after the reload.
      expect(await usernames(users)).toEqual([target.username]);
    });

    await e2e.step("'Reimposta dispositivo' → 'Conferma' → no device bound any more", async () => {
      const reset = button(users, `Reimposta dispositivo di ${target.username}`);
      await eventually('the reset button to be enabled (a device is bound)', () => reset.isEnabled());
      await reset.click();
      const confirmation = admin.getByRole('dialog').filter({ hasText: /^Reimpostare il dispositivo di questo utente\?/ });
      await button(confirmation, 'Conferma').click();
      await see(admin, 'Dispositivo reimpostato con successo!');
      await eventually('the reset button to be disabled', () => reset.isDisabled());
      const saved = await e2e.seed.get<User>(ApiPaths.user(target.id));
      expect({ email: saved.email, has_device: saved.has_device }).toEqual({ email: NEW_EMAIL, has_device: false });
    });

    await e2e.step('a search that finds nothing says so', async () => {
      await users.getByPlaceholder('Cerca utente…').fill('nessuno-si-chiama-cosi');
      await see(users, 'Nessun utente corrisponde alla ricerca');
    });
  });

  // docs/behaviour.md, "Admin panel", "Lists": after a save the success hides 3 s later and the list reloads 1 s later;
  // neither may move or cover a row's button between the press of a tap and its release, or the tap is lost.
  e2e.test("a tap on a row's button holds while the success hides and while the list reloads a second later", async () => {
    const [edited, tapped] = others;
    const admin = await e2e.desktop({ at: ROME, label: 'admin-taps' });
    const users = await openUsers(e2e, admin);
    await users.getByPlaceholder('Cerca utente…').fill('numero00');
    await see(users, '1–9 di 9 utenti');
    const tappedEdit = button(users, `Modifica utente ${tapped.username}`);

    await e2e.step("pressed while 'Utente modificato con successo!' shows, released after it hides: the dialog opens", async () => {
      await saveEmail(admin, users, edited, 'numero001.prima@example.test');
      const success = admin.getByRole('status').filter({ hasText: 'Utente modificato con successo!' });
      await holdTap(admin, tappedEdit, () => success.waitFor({ state: 'detached' }));
      await closeEditDialog(admin);
    });

    await e2e.step('pressed as the reload a second later starts, released while it runs: the dialog opens', async () => {
      const lateReload = holdSecondListLoad(admin);
      await saveEmail(admin, users, edited, 'numero001.dopo@example.test');
      await holdTap(admin, tappedEdit, () => lateReload.started);
      await closeEditDialog(admin);
      await lateReload.done;
    });
  });

  e2e.test('on a phone the search box and the pager fit the screen', async () => {
    const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
    const users = await openUsers(e2e, phone);
    await e2e.step('the tab at 390 px: no sideways scroll of the page', async () => {
      await see(users, new RegExp(`^1–20 di ${STAFF + 1} utenti$`));
      await users.getByPlaceholder('Cerca utente…').waitFor();
      expect(await pageScrollsSideways(phone)).toBe(false);
      await e2e.screenshot(phone, 'admin-users-at-scale');
      await users.locator('.ant-pagination').scrollIntoViewIfNeeded();
      expect(await pageScrollsSideways(phone)).toBe(false);
      await e2e.screenshot(phone, 'admin-users-at-scale-pager');
    });
  });
});

/** The 125th employee, with their own password and a device bound by a login from their phone. */
async function seedWithDevice(e2e: E2E): Promise<SeededUser> {
  const { firstName, lastName } = nameOf(TARGET);
  const user = await e2e.seed.createUser(firstName, lastName);
  await loginOverApi(e2e.server.url, user.username, user.password, 'numero125-phone');
  const saved = await e2e.seed.get<User>(ApiPaths.user(user.id));
  if (!saved.has_device) throw new Error('seeding: the login did not bind a device');
  return user;
}

/** Logs in as the administrator and opens 'Gestione Utenti'; returns its section. */
async function openUsers(e2e: E2E, page: Page): Promise<Locator> {
  return e2e.step("log in as administrator and open 'Gestione Utenti'", async () => {
    await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto('/dashboard_admin');
    await see(page, 'Pannello Amministratore');
    await page.getByRole('tab', { name: 'Gestione Utenti' }).click();
    return page.getByRole('region', { name: 'Gestione Utenti' });
  });
}

/**
 * Edits `user`'s e-mail in 'Modifica Utente' and waits for the dialog to close on 'Utente modificato con successo!' and
 * for the reload made at once to answer. That reload shows the busy table, whose overlay takes a press: on a loaded
 * machine it can outlast the dialog's closing, and a tap pressed then was lost (the journey failed so once, in a whole browser suite).
 */
async function saveEmail(page: Page, users: Locator, user: SeededUser, email: string): Promise<void> {
  await button(users, `Modifica utente ${user.username}`).click();
  const form = dialog(page, 'Modifica Utente');
  await field(form, 'Email').fill(email);
  await button(form, 'Salva').click();
  await see(page, 'Utente modificato con successo!');
  await form.waitFor({ state: 'hidden' });
  await notBusy(users);
}

/**
 * A tap whose finger stays down until `meanwhile` settles: pressed on `target`'s centre, released at the same spot.
 * Playwright's click checks what lies under the pointer only at the press; this is the case it cannot see.
 */
async function holdTap(page: Page, target: Locator, meanwhile: () => Promise<unknown>): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button to tap is not on the screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await meanwhile();
  await page.mouse.up();
}

async function closeEditDialog(page: Page): Promise<void> {
  const form = dialog(page, 'Modifica Utente');
  await form.waitFor();
  await button(form, 'Annulla').click();
  await form.waitFor({ state: 'hidden' });
}

/**
 * Holds the answer of the list's second load from now (the reload a second after a save) for 2 s, as a slow network
 * would: `started` when it is asked, `done` once answered.
 */
function holdSecondListLoad(page: Page): { started: Promise<void>; done: Promise<void> } {
  let loads = 0;
  let markStarted!: () => void;
  let markDone!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<void>((resolve) => (markDone = resolve));
  const isList = (url: URL) => url.pathname === ApiPaths.users;
  void page.route(isList, async (route) => {
    if (route.request().method() !== 'GET' || ++loads !== 2) return route.continue();
    markStarted();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
    markDone();
  });
  return { started, done: done.then(() => page.unroute(isList)) };
}

/** Whether the page itself is wider than the screen (the table scrolls in its own box, which does not count). */
function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** The usernames of the rows shown, in order. */
async function usernames(users: Locator): Promise<string[]> {
  return (await tableRows(users).locator('td:first-child strong').allInnerTexts()).map((text) => text.trim());
}
