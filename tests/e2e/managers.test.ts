/**
 * Managers ('Responsabile', docs/behaviour.md "Managers") and the sole administrator's self-correction.
 *
 * 1. The administrator makes Marta 'Responsabile' of 'Reparto A' in the user dialog. Anna (of A) forgot yesterday's
 *    check-out and asks to add it; Bruno (of B) punched too. Marta signs in on a desktop (a manager may, like an
 *    administrator), opens 'Pannello Responsabile' (only the tabs about her people), approves Anna's request, and in
 *    'Report Presenze' and 'Attività Sistema' sees Anna and never Bruno, not even when she searches his name.
 * 2. The only active administrator corrects their own punch in 'Attività Sistema' (allowed because nobody else could):
 *    its corrections say 'Autocorrezione', and so does their monthly sheet ('Foglio presenze', PDF).
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import type { CorrectionRequestPage, TimesheetEntry, User } from '../../src/core/contract';
import { addDays } from '../../src/core/domain';
import { calendarDayAt } from '../../src/core/use-cases/shared/calendar-today';
import { pdfText } from '../server/support/pdf-text';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { apiCall, forgottenCheckOut, openAdminTab, requestCheckOut, shownDay } from './support/hours';
import { logIn, ROME } from './support/journeys';
import { createGroup } from './support/seed-admin-data';
import { loginOverApi, type SeededUser } from './support/seed-api';
import { button, chooseOption, dialog, eventually, field, fillDayAndTime, see, tableRows, selectTab } from './support/ui';

const today = calendarDayAt(Date.now(), 'Europe/Rome');
const day = addDays(today, -1);
/** Yesterday was last month on the 1st: the report then needs 'Mese scorso'. */
const lastMonth = day.slice(0, 7) !== today.slice(0, 7);
const CORRECTIONS_TAB = /^Richieste di correzione/;
const MANAGER_TABS = ['Presenti ora', 'Notifiche', 'Report Presenze', 'Richieste di correzione', 'Assenze'];

describeE2E('managers and the sole administrator', (e2e) => {
  let marta: SeededUser;
  let anna: SeededUser;
  let bruno: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    const groupA = await createGroup(e2e.seed, 'Reparto A');
    const groupB = await createGroup(e2e.seed, 'Reparto B');
    marta = await e2e.seed.createUser('Marta', 'Conti');
    anna = await e2e.seed.createUser('Anna', 'Ferri', { gruppo_id: groupA.id });
    bruno = await e2e.seed.createUser('Bruno', 'Galli', { gruppo_id: groupB.id });
    await forgottenCheckOut(e2e.seed, bruno, day, '08:30');
  });

  e2e.test(
    "a 'Responsabile' approves a request of their group and sees only their group",
    async () => {
      await e2e.step("the administrator makes Marta 'Responsabile dei gruppi' 'Reparto A' in her dialog", async () => {
        const admin = await e2e.desktop({ at: ROME, label: 'admin' });
        await openAdminTab(admin, 'Gestione Utenti');
        await admin.getByPlaceholder('Cerca utente…').fill(marta.username);
        await see(admin, '1–1 di 1 utente');
        await button(tableRows(admin, marta.username).first(), `Modifica utente ${marta.username}`).click();
        const form = dialog(admin, 'Modifica Utente');
        await form.waitFor();
        await see(form, 'Approva le richieste e vede presenze e report delle persone di questi gruppi.');
        await chooseOption(admin, field(form, 'Responsabile dei gruppi'), 'Reparto A');
        await form.locator('.ant-modal-title').click();
        await see(form.locator('.ant-select-selection-item-content'), 'Reparto A');
        await field(form, 'Responsabile dei gruppi').scrollIntoViewIfNeeded();
        await e2e.screenshot(admin, 'user-dialog-manager');
        await button(form, 'Salva').click();
        await see(admin, 'Utente modificato con successo!');
        await form.waitFor({ state: 'hidden' });
        await see(tableRows(admin, marta.username).first(), 'Responsabile');
        const saved = await e2e.seed.get<User>(ApiPaths.user(marta.id));
        expect(saved.managed_groups.map((group) => group.descrizione)).toEqual(['Reparto A']);
      });

      await e2e.step('Anna (of A) forgot the check-out of yesterday and asks to add it', async () => {
        const checkIn = await forgottenCheckOut(e2e.seed, anna, day, '08:00');
        await requestCheckOut(e2e.seed, anna, checkIn, day, '17:00', 'Ho dimenticato di timbrare in uscita');
      });

      const manager = await e2e.desktop({ at: ROME, label: 'manager' });
      await e2e.step("Marta signs in on a desktop: 'Pannello Responsabile' with only her tabs", async () => {
        await logIn(manager, marta.username, marta.password);
        await button(manager, 'Pannello Responsabile').click();
        await see(manager, 'Pannello Responsabile');
        await expectTabs(manager, MANAGER_TABS);
        await selectTab(manager, CORRECTIONS_TAB);
        await see(tableRows(manager, anna.username).first(), 'Ho dimenticato di timbrare in uscita');
        await manager.mouse.move(0, 0);
        await e2e.screenshot(manager, 'manager-panel');
      });

      await e2e.step("she approves Anna's request", async () => {
        await button(tableRows(manager, anna.username).first(), 'Approva').click();
        const confirm = dialog(manager, /^Approvare la richiesta di Anna Ferri/);
        await confirm.waitFor();
        await button(confirm, 'Approva').click();
        await see(manager, 'Richiesta approvata: la timbratura è stata corretta.');
        const approved = await e2e.seed.get<CorrectionRequestPage>(`${ApiPaths.adminCorrectionRequests}?status=approved`);
        expect(approved.results).toEqual([expect.objectContaining({ username: anna.username, decided_by: marta.username })]);
      });

      await e2e.step("'Report Presenze' shows Anna, not Bruno", async () => {
        await selectTab(manager, 'Report Presenze');
        await see(manager, 'Giorni con anomalie');
        if (lastMonth) await button(manager, /^Mese scorso /).click();
        await eventually("Anna's row", async () => (await tableRows(manager, anna.username).count()) === 1);
        expect(await tableRows(manager, bruno.username).count()).toBe(0);
      });

      await e2e.step("'Attività Sistema' lists Anna's punches, none of Bruno's; searching 'Bruno' finds nobody", async () => {
        await manager.goto('/dashboard_admin/activities');
        await see(manager, 'Torna al Pannello Responsabile');
        await eventually("Anna's punches", async () => (await tableRows(manager, `@${anna.username}`).count()) >= 2);
        expect(await tableRows(manager, `@${bruno.username}`).count()).toBe(0);
        expect(await tableRows(manager, `@${marta.username}`).count()).toBe(0);
        await button(manager, 'Mostra filtri').click();
        const userFilter = manager.getByRole('combobox', { name: 'Utente', exact: true });
        await userFilter.click();
        await userFilter.fill('Anna');
        await see(options(manager), `Anna Ferri (${anna.username})`);
        await userFilter.fill('Bruno');
        await eventually('no option for Bruno', async () => (await options(manager).filter({ hasText: 'Bruno' }).count()) === 0);
        await manager.waitForTimeout(1000); // the search's answer has come (it is debounced)
        expect(await options(manager).filter({ hasText: 'Bruno' }).count()).toBe(0);
      });

      await e2e.step('on a phone her panel fits 390 px', async () => {
        const phone = await e2e.phone({ at: ROME, label: 'manager-phone' });
        await logIn(phone, marta.username, marta.password);
        await phone.goto('/dashboard_admin');
        await see(phone, 'Pannello Responsabile');
        await see(phone, 'Presenti ora');
        await phone.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await e2e.screenshot(phone, 'manager-panel');
        const widths = await phone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      });
    },
    240_000,
  );

  e2e.test(
    "the only administrator corrects their own punch: 'Autocorrezione' in its history and on the monthly sheet",
    async () => {
      await e2e.step('the administrator checks in (through the API; punches come from the latest sign-in device)', async () => {
        const deviceId = 'e2e-admin-punch-device';
        const { access } = await loginOverApi(e2e.seed.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD, deviceId);
        const punch = await apiCall<TimesheetEntry>(e2e.seed.baseUrl, access, 'POST', ApiPaths.checkIn, { ...ROME, accuracy: 10, device_id: deviceId });
        expect(punch.user_id).toBe(e2e.seed.admin.id);
      });

      const admin = await e2e.desktop({ at: ROME, label: 'admin' });
      await e2e.step("in 'Attività Sistema' they move their own check-in to yesterday 07:45", async () => {
        await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
        await admin.goto('/dashboard_admin/activities');
        const row = ownRow(admin);
        await row.waitFor();
        await row.getByRole('button', { name: /^Modifica data\/ora della timbratura/ }).click();
        const editor = dialog(admin, 'Modifica Data/Ora');
        await editor.waitFor();
        await fillDayAndTime(editor, { day: shownDay(day), time: '07:45' });
        await button(editor, 'Salva').click();
        await editor.waitFor({ state: 'hidden' });
        await see(ownRow(admin), 'Corretta');
      });

      await e2e.step("its corrections say 'Autocorrezione'", async () => {
        await ownRow(admin).getByRole('button', { name: /^Storico correzioni della timbratura/ }).click();
        const history = dialog(admin, 'Storico correzioni');
        await see(history, 'Autocorrezione');
        await admin.mouse.move(0, 0);
        await e2e.screenshot(admin, 'self-correction');
        await history.locator('.ant-modal-footer').getByRole('button', { name: 'Chiudi' }).click();
      });

      await e2e.step("their monthly sheet ('Foglio presenze mensile', PDF) says 'Autocorrezione'", async () => {
        await admin.goto('/dashboard_admin');
        await selectTab(admin, 'Report Presenze');
        await see(admin, 'Giorni con anomalie');
        if (lastMonth) await button(admin, /^Mese scorso /).click();
        const row = tableRows(admin, ADMIN_USERNAME).first();
        await row.waitFor();
        await row.getByRole('button', { name: /^Mostra i giorni di / }).click();
        await button(admin, 'Foglio presenze mensile').click();
        const sheet = dialog(admin, 'Foglio presenze mensile');
        await sheet.waitFor();
        const [download] = await Promise.all([admin.waitForEvent('download'), button(sheet, 'Scarica PDF').click()]);
        const bytes = readFileSync((await download.path())!);
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const { text } = await pdfText(new Uint8Array(bytes));
        expect(text).toContain('Autocorrezione');
      });
    },
    180_000,
  );
});

/** The visible options of the open Select. */
function options(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** The administrator's own (only) punch in the activities table. */
function ownRow(page: Page): Locator {
  return tableRows(page, `@${ADMIN_USERNAME}`).first();
}

async function expectTabs(page: Page, names: string[]): Promise<void> {
  await eventually(`the tabs ${names.join(', ')}`, async () => {
    const shown = (await page.getByRole('tab').allInnerTexts()).map((text) => text.replace(/\d+$/, '').trim());
    return shown.length === names.length && shown.every((text, index) => text.startsWith(names[index]!));
  });
}

