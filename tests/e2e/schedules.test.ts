/**
 * 'Orari di lavoro' (docs/behaviour.md, "Work schedules"), through the screens: an administrator creates an office
 * template (Monday to Friday 09:00–13:00 and 14:00–18:00, 'Tolleranza ingresso' 10, 'Straordinario minimo' 15),
 * assigns it to a group from today, and sees it listed with its assignment. Then the editor on a phone: no sideways
 * scroll, 48 px targets.
 */
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { createGroup } from './support/seed-admin-data';
import { button, chooseOption, dialog, field, see } from './support/ui';

const GROUP = 'Uffici Milano';
const TEMPLATE = 'Ufficio 9–18';

/** Today as the field and the list show it, in the business time zone (DD/MM/YYYY). */
function italianToday(): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  return parts;
}

describeE2E("work schedules ('Orari di lavoro')", (e2e) => {
  beforeAll(async () => {
    await createGroup(e2e.seed, GROUP);
  });

  e2e.test('creates a template, assigns it to a group from today, sees it listed with its assignment', async () => {
    const admin = await openSchedules(e2e, await e2e.desktop({ at: ROME, label: 'admin' }));

    await e2e.step("'Nuovo orario': name, Monday 09:00–13:00 and 14:00–18:00 copied to Friday, tolerance 10, overtime 15", async () => {
      await button(admin, 'Nuovo orario').click();
      const form = dialog(admin, 'Nuovo orario');
      await see(form, /Un'ora di fine precedente all'inizio indica il giorno successivo/, 10_000);
      await field(form, 'Nome').fill(TEMPLATE);
      await button(form, 'Aggiungi intervallo a Lunedì').click();
      await button(form, 'Aggiungi intervallo a Lunedì').click();
      // Typed loosely, as people do: the field writes them as HH:MM.
      await form.getByRole('textbox', { name: 'Lunedì, intervallo 1: inizio' }).fill('9');
      await form.getByRole('textbox', { name: 'Lunedì, intervallo 1: fine' }).fill('13:00');
      await form.getByRole('textbox', { name: 'Lunedì, intervallo 2: inizio' }).fill('14.00');
      await form.getByRole('textbox', { name: 'Lunedì, intervallo 2: fine' }).fill('1800');
      await form.getByRole('textbox', { name: 'Lunedì, intervallo 2: fine' }).press('Tab');
      await button(form, 'Copia il lunedì da martedì a venerdì').click();
      await expectValue(form.getByRole('textbox', { name: 'Venerdì, intervallo 1: inizio' }), '09:00');
      await expectValue(form.getByRole('textbox', { name: 'Venerdì, intervallo 2: fine' }), '18:00');
      await field(form, 'Tolleranza ingresso (minuti)').fill('10');
      await field(form, 'Straordinario minimo (minuti)').fill('15');
      await button(form, 'Salva').click();
      await see(admin, 'Orario creato con successo!');
      await form.waitFor({ state: 'hidden' });
    });

    const template = templateCard(admin, TEMPLATE);
    await e2e.step('listed: Lun–Ven 09:00–13:00, 14:00–18:00, the tolerance and the overtime block, not assigned', async () => {
      await see(template, 'Lun–Ven');
      await see(template, /09:00–13:00, 14:00–18:00/);
      await see(template, 'Tolleranza ingresso: 10 min');
      await see(template, 'Straordinario minimo: 15 min');
      await see(template, 'Non assegnato');
    });

    await e2e.step("'Assegna' → 'Gruppo' → the group, 'Dal' today → 'Orario assegnato con successo!'", async () => {
      await button(template, `Assegna orario ${TEMPLATE}`).click();
      const form = dialog(admin, `Assegna orario: ${TEMPLATE}`);
      await chooseOption(admin, field(form, 'Gruppo'), GROUP);
      await expectValue(field(form, 'Dal'), italianToday());
      await button(form, 'Salva').click();
      await see(admin, 'Orario assegnato con successo!');
      await form.waitFor({ state: 'hidden' });
    });

    await e2e.step('the card lists the assignment: the group, from today', async () => {
      await see(template, new RegExp(`Gruppo ${GROUP}`));
      await see(template, `dal ${italianToday()}`);
      await e2e.screenshot(admin, 'admin-schedules');
    });
  });

  e2e.test('on a phone: the tab and the editor fit 390 px without sideways scroll, their buttons 48 px targets', async () => {
    const admin = await openSchedules(e2e, await e2e.phone({ at: ROME, label: 'admin-phone' }));
    await noSidewaysScroll(admin);
    await button(admin, 'Nuovo orario').click();
    const form = dialog(admin, 'Nuovo orario');
    await button(form, 'Aggiungi intervallo a Lunedì').click();
    await form.getByRole('textbox', { name: 'Lunedì, intervallo 1: inizio' }).fill('22:00');
    await form.getByRole('textbox', { name: 'Lunedì, intervallo 1: fine' }).fill('06:00');
    await e2e.step('no sideways scroll in the editor; each of its buttons at least 48×48 and inside the screen', async () => {
      await noSidewaysScroll(admin);
      const overflow = await form.locator('.ant-modal-body').evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // antd's buttons (the dialog's × is antd's own, as in every admin dialog).
      const buttons = await form.locator('button.ant-btn').all();
      expect(buttons.length).toBeGreaterThanOrEqual(8);
      for (const target of buttons) {
        if (!(await target.isVisible())) continue;
        const box = (await target.boundingBox())!;
        expect({ name: (await target.getAttribute('aria-label')) ?? (await target.innerText()), height: box.height >= 48, width: box.width >= 48, inside: box.x + box.width <= 390 }).toEqual({
          name: expect.any(String),
          height: true,
          width: true,
          inside: true,
        });
      }
    });
    await e2e.screenshot(admin, 'admin-schedule-editor');
  });
});

async function openSchedules(e2e: E2E, page: Page): Promise<Page> {
  await e2e.step("log in as administrator and open 'Orari di lavoro'", async () => {
    await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto('/dashboard_admin');
    await see(page, 'Pannello Amministratore');
    await page.getByRole('tab', { name: 'Orari di lavoro' }).click();
    await see(page, 'Chiusure aziendali');
  });
  return page;
}

function templateCard(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

async function expectValue(input: Locator, value: string): Promise<void> {
  await input.waitFor();
  expect(await input.inputValue()).toBe(value);
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
