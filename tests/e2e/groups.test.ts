/**
 * 'Gruppi' of 'Gestione Utenti' (docs/behaviour.md, "Admin panel"), the whole cycle through the screens: a group
 * created, a duplicate name refused in Italian, a user put in it with the user dialog's 'Gruppo', its delete refused
 * while that user belongs to it, the rename seen in the users table, the user moved out, the delete then done. Then
 * the section on a phone: no sideways scroll, 48 px targets.
 */
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { createGroup } from './support/seed-admin-data';
import { button, chooseOption, dialog, eventually, field, see, seeNoMore, tableRows } from './support/ui';

const GROUP = 'Cantiere Nord';
const RENAMED = 'Cantiere Sud';
const IN_USE = 'Impossibile eliminare il gruppo: 1 utente vi appartiene. Assegnalo prima a un altro gruppo.';

describeE2E('groups (Gestione Utenti)', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    employee = await e2e.seed.createUser('Paolo', 'Verdi');
  });

  e2e.test('creates, refuses a duplicate, refuses the delete while a user belongs, renames, deletes once empty', async () => {
    const admin = await openUsers(e2e, await e2e.desktop({ at: ROME, label: 'admin' }));
    const groups = groupsSection(admin);

    await e2e.step("'Nuovo Gruppo' → 'Nome gruppo' → 'Gruppo creato con successo!', listed with 0 users", async () => {
      await button(groups, 'Nuovo Gruppo').click();
      const form = dialog(admin, 'Nuovo Gruppo');
      await field(form, 'Nome gruppo').fill(`  ${GROUP} `);
      await button(form, 'Salva').click();
      await see(groups, 'Gruppo creato con successo!');
      await form.waitFor({ state: 'hidden' });
      await see(groupRow(groups, GROUP), '0 utenti');
    });

    await e2e.step("the same name in other letters: 'Esiste già un gruppo con questo nome' under the field", async () => {
      await button(groups, 'Nuovo Gruppo').click();
      const form = dialog(admin, 'Nuovo Gruppo');
      await field(form, 'Nome gruppo').fill(GROUP.toUpperCase());
      await button(form, 'Salva').click();
      await see(form, 'Esiste già un gruppo con questo nome');
      await button(form, 'Annulla').click();
      await form.waitFor({ state: 'hidden' });
    });

    await e2e.step("the user dialog offers the new group: 'Gruppo' → it, saved, shown in the users table", async () => {
      await setGroupOf(admin, employee, GROUP);
      await see(userRow(admin, employee), GROUP);
    });

    await e2e.step('deleting the group is refused, saying one user belongs to it; group and user stay', async () => {
      await deleteGroup(admin, GROUP);
      await see(groups, IN_USE);
      await see(groupRow(groups, GROUP), '1 utente');
      await see(userRow(admin, employee), GROUP);
      await groups.scrollIntoViewIfNeeded();
      await e2e.screenshot(admin, 'admin-groups');
    });

    await e2e.step('a rename shows in the users table without reloading it by hand', async () => {
      await button(groupRow(groups, GROUP), `Rinomina gruppo ${GROUP}`).click();
      const form = dialog(admin, 'Rinomina Gruppo');
      await field(form, 'Nome gruppo').fill(RENAMED);
      await button(form, 'Salva').click();
      await see(groups, 'Gruppo rinominato con successo!');
      await see(userRow(admin, employee), RENAMED);
    });

    await e2e.step("the user moved out ('Gruppo' cleared), the delete goes through and the group is gone", async () => {
      await setGroupOf(admin, employee, null);
      await see(userRow(admin, employee), 'Nessun gruppo');
      await deleteGroup(admin, RENAMED);
      await see(groups, 'Gruppo eliminato con successo!');
      await seeNoMore(groups, RENAMED);
      // The user dialog reloads the groups when it opens: the deleted one is no longer offered.
      await button(admin, `Modifica utente ${employee.username}`).click();
      const form = dialog(admin, 'Modifica Utente');
      await field(form, 'Gruppo').click();
      const offered = admin.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText(RENAMED, { exact: true });
      await eventually(`'${RENAMED}' no longer offered by 'Gruppo'`, async () => (await offered.count()) === 0);
      await admin.keyboard.press('Escape');
      await button(form, 'Annulla').click();
    });
  });

  e2e.test('on a phone: the section fits 390 px without sideways scroll and its buttons are 48 px targets', async () => {
    await createGroup(e2e.seed, 'Amministrazione e contabilità del personale di sede');
    const admin = await openUsers(e2e, await e2e.phone({ at: ROME, label: 'admin-phone' }));
    const groups = groupsSection(admin);
    await see(groups, 'Amministrazione e contabilità del personale di sede');

    await e2e.step('no sideways scroll; every button of the section at least 48×48', async () => {
      const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Nor inside the table: it fits its box.
      const table = await groups.locator('.ant-table-content, .ant-table-body').first().evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(table).toBeLessThanOrEqual(0);
      const buttons = await groups.getByRole('button').all();
      expect(buttons.length).toBeGreaterThanOrEqual(4);
      for (const target of buttons) {
        const box = (await target.boundingBox())!;
        expect({ name: await target.getAttribute('aria-label') ?? await target.innerText(), height: box.height >= 48, width: box.width >= 48, inside: box.x + box.width <= 390 })
          .toEqual({ name: expect.any(String), height: true, width: true, inside: true });
      }
    });
    await groups.scrollIntoViewIfNeeded();
    await e2e.screenshot(admin, 'admin-groups');
  });
});

async function openUsers(e2e: E2E, page: Page): Promise<Page> {
  await e2e.step("log in as administrator and open 'Gestione Utenti'", async () => {
    await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto('/dashboard_admin');
    await see(page, 'Pannello Amministratore');
    await page.getByRole('tab', { name: 'Gestione Utenti' }).click();
    await see(page, 'Aggiungi Utente');
  });
  return page;
}

function groupsSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Gruppi' });
}

function groupRow(groups: Locator, name: string): Locator {
  return tableRows(groups).filter({ has: groups.page().getByRole('cell', { name, exact: true }) }).first();
}

function userRow(page: Page, user: SeededUser): Locator {
  return tableRows(page, user.email).first();
}

async function deleteGroup(page: Page, name: string): Promise<void> {
  await button(groupRow(groupsSection(page), name), `Elimina gruppo ${name}`).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: 'Sei sicuro di voler eliminare questo gruppo?' });
  await button(confirm, 'Elimina').click();
  await confirm.waitFor({ state: 'hidden' });
}

/** Through 'Modifica utente': 'Gruppo' set to `group`, or cleared. */
async function setGroupOf(page: Page, user: SeededUser, group: string | null): Promise<void> {
  await button(page, `Modifica utente ${user.username}`).click();
  const form = dialog(page, 'Modifica Utente');
  if (group) {
    await chooseOption(page, field(form, 'Gruppo'), group);
  } else {
    // antd's clear button (×) shows while the pointer is over the select.
    const select = form.locator('.ant-select:has(#user-gruppo_id)');
    await select.hover();
    await select.locator('.ant-select-clear').click();
  }
  await button(form, 'Salva').click();
  await see(page, 'Utente modificato con successo!');
  await form.waitFor({ state: 'hidden' });
}
