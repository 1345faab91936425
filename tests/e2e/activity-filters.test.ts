/**
 * The filters of 'Attività Sistema' at a workplace's size (docs/behaviour.md, "Admin activities"): the administrator
 * finds an employee who is not among the select's first users by typing part of the name, sees only that employee's
 * punches, then filters by group; the CSV export follows the same filters. The panel fits a phone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { createGroup } from './support/seed-admin-data';
import type { SeededUser } from './support/seed-api';
import { createUsersInBatches } from './support/seed-many-users';
import { button, chooseOption, eventually, onPath, see, tableRows } from './support/ui';

/** More employees than the select shows before a search (20), all sorting before the one looked for. */
const FILLERS = Array.from({ length: 24 }, (_, i) => ({ firstName: 'Anna', lastName: `Bellini${String(i + 1).padStart(2, '0')}` }));

let target: SeededUser;
let warehouse: SeededUser[];

describeE2E('activities filters (desktop and phone)', (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    await createUsersInBatches(e2e.seed, FILLERS);
    const magazzino = await createGroup(e2e.seed, 'Magazzino');
    await createGroup(e2e.seed, 'Uffici');
    target = await e2e.seed.createUser('Ottavio', 'Zanetti', { username: 'ottavio.zanetti' });
    warehouse = [
      await e2e.seed.createUser('Paola', 'Magri', { username: 'paola.magri', gruppo_id: magazzino.id }),
      await e2e.seed.createUser('Rocco', 'Moro', { username: 'rocco.moro', gruppo_id: magazzino.id }),
    ];
    for (const [n, user] of [target, ...warehouse].entries()) {
      await e2e.seed.checkIn(user, `filters-device-${n}`, ROME);
      await e2e.seed.checkOut(user, `filters-device-${n}`, ROME);
    }
  });

  e2e.test("types part of a name in 'Utente', sees only that employee's punches, then filters by 'Gruppo'", async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    await openFilters(e2e, admin);

    await e2e.step("'Utente' offers the first users only; typing 'zanet' asks the server and finds Ottavio Zanetti", async () => {
      const select = admin.getByRole('combobox', { name: 'Utente', exact: true });
      await select.click();
      await see(openList(admin), /^Anna Bellini01 \(/);
      expect(await openList(admin).getByText(/Zanetti/).count()).toBe(0);
      await select.pressSequentially('zanet');
      await see(openList(admin), 'Ottavio Zanetti (ottavio.zanetti)');
      await e2e.screenshot(admin, 'admin-activity-filters-user-search');
      await openList(admin).getByText('Ottavio Zanetti (ottavio.zanetti)').click();
      await button(admin, 'Applica Filtri').click();
      await see(admin, 'Mostrando 2 di 2 attività');
      expect(await usernamesOnPage(admin)).toEqual(['@ottavio.zanetti', '@ottavio.zanetti']);
      // The select still names the chosen user, though the first users do not hold him.
      await see(admin.locator('#admin-activity-filters'), 'Ottavio Zanetti (ottavio.zanetti)');
    });

    await e2e.step("a text nobody matches says 'Nessun utente trovato'", async () => {
      const select = admin.getByRole('combobox', { name: 'Utente', exact: true });
      await select.click();
      await select.pressSequentially('nessuno così');
      await see(openList(admin), 'Nessun utente trovato');
      await admin.keyboard.press('Escape');
    });

    await e2e.step("'Tutti' and 'Gruppo' → 'Magazzino': the warehouse's punches only, and the CSV the same", async () => {
      await chooseOption(admin, admin.getByRole('combobox', { name: 'Utente', exact: true }), 'Tutti');
      await chooseOption(admin, admin.getByRole('combobox', { name: 'Gruppo', exact: true }), 'Magazzino');
      await button(admin, 'Applica Filtri').click();
      await see(admin, 'Mostrando 4 di 4 attività');
      expect((await usernamesOnPage(admin)).sort()).toEqual(['@paola.magri', '@paola.magri', '@rocco.moro', '@rocco.moro']);
      await e2e.screenshot(admin, 'admin-activity-filters');

      const [download] = await Promise.all([admin.waitForEvent('download'), button(admin, 'Esporta CSV').click()]);
      const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines.slice(1).map((line) => line.split(';')[0]).sort()).toEqual(['paola.magri', 'paola.magri', 'rocco.moro', 'rocco.moro']);
    });
  });

  e2e.test('on a phone the filter panel fits 390 px, its fields and options 48 px targets', async () => {
    const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
    await openFilters(e2e, phone);

    await e2e.step('no sideways scroll; every field of the panel at least 48 px high', async () => {
      const layout = await phone.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
        controls: [...document.querySelectorAll('#admin-activity-filters .ant-input, #admin-activity-filters .ant-picker, #admin-activity-filters .ant-select, #admin-activity-filters button')].map(
          (element) => ({ name: element.textContent || element.id || element.className, height: Math.round(element.getBoundingClientRect().height) }),
        ),
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
      expect(layout.controls.length).toBeGreaterThanOrEqual(6);
      expect(layout.controls.filter((control) => control.height < 48)).toEqual([]);
      await e2e.screenshot(phone, 'admin-activity-filters');
    });

    await e2e.step("the options of 'Gruppo' are 48 px targets", async () => {
      await phone.getByRole('combobox', { name: 'Gruppo', exact: true }).click();
      const option = openList(phone).locator('.ant-select-item-option').filter({ hasText: 'Magazzino' });
      // Measured once the list has finished opening (it grows from the field).
      await eventually('the option to be 48 px high', async () => ((await option.boundingBox())?.height ?? 0) >= 48, 5_000);
      await e2e.screenshot(phone, 'admin-activity-filters-group');
    });
  });
});

/** Logs the administrator in, opens 'Attività Sistema' from the panel and shows the filters. */
async function openFilters(e2e: E2E, page: Page): Promise<void> {
  await e2e.step("log in, open 'Attività Sistema' and 'Mostra filtri'", async () => {
    await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto(`${e2e.server.url}/dashboard_admin/activities`);
    await onPath(page, '/dashboard_admin/activities');
    await see(page, 'Attività Sistema');
    await button(page, 'Mostra filtri').click();
    await see(page, 'Applica Filtri');
  });
}

/** The option list of the select that is open. */
const openList = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The '@username' of every row on the page. */
async function usernamesOnPage(page: Page): Promise<string[]> {
  const texts = await tableRows(page).allInnerTexts();
  return texts.map((text) => /@\S+/.exec(text)?.[0] ?? '');
}
