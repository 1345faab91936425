/**
 * 'Orari di lavoro' (docs/behaviour.md, "Work schedules"), through the screens: an administrator creates an office
 * template (Monday to Friday 09:00–13:00 and 14:00–18:00, 'Tolleranza ingresso' 10, 'Straordinario minimo' 15),
 * assigns it to a group from a past working day, and sees an employee's lateness and overtime of that day in 'Report
 * Presenze'; the employee sees the same figures in 'Le mie ore'. Then the editor on a phone: no sideways scroll, 48 px
 * targets.
 *
 * The day worked is the last weekday before today that is not a national holiday: 09:25–13:00 and 14:00–18:40, so
 * 25 minutes late (beyond the tolerance: all of it counts) and 40 minutes after the plan (two 15-minute blocks: 0:30).
 */
import type { Locator, Page } from 'playwright-core';
import { italianHolidaysBetween } from '../../server/holidays/italian-holidays';
import { addDays, weekdayOf } from '../../src/core/domain';
import { calendarDayAt } from '../../src/core/use-cases/shared/calendar-today';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { pastPair, shownDay } from './support/hours';
import { logIn, ROME } from './support/journeys';
import { createGroup } from './support/seed-admin-data';
import type { SeededUser } from './support/seed-api';
import { button, chooseOption, dialog, eventually, field, see, tableRows, selectTab, typeDay } from './support/ui';

const GROUP = 'Uffici Milano';
const TEMPLATE = 'Ufficio 9–18';

const today = calendarDayAt(Date.now(), 'Europe/Rome');
/** The last weekday before today that is not a national holiday (weekdayOf: 1 Monday … 7 Sunday). */
const workedDay = (() => {
  const holidays = italianHolidaysBetween(addDays(today, -30), today);
  let day = addDays(today, -1);
  while (weekdayOf(day) > 5 || holidays.has(day)) day = addDays(day, -1);
  return day;
})();
/** The day worked fell in the month before: both screens are then moved back one month. */
const lastMonth = workedDay.slice(0, 7) !== today.slice(0, 7);

let employee: SeededUser;

describeE2E("work schedules ('Orari di lavoro')", (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Milano', ROME);
    const group = await createGroup(e2e.seed, GROUP);
    employee = await e2e.seed.createUser('Sara', 'Conti', { username: 'sara.conti', gruppo_id: group.id });
    await pastPair(e2e.seed, employee, workedDay, '09:25', '13:00');
    await pastPair(e2e.seed, employee, workedDay, '14:00', '18:40');
  });

  e2e.test("creates a template, assigns it to a group from a past day; 'Report Presenze' and 'Le mie ore' show the lateness and overtime", async () => {
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

    await e2e.step(`'Assegna' → 'Gruppo' → the group, 'Dal' ${shownDay(workedDay)} → 'Orario assegnato con successo!'`, async () => {
      await button(template, `Assegna orario ${TEMPLATE}`).click();
      const form = dialog(admin, `Assegna orario: ${TEMPLATE}`);
      await chooseOption(admin, field(form, 'Gruppo'), GROUP);
      await expectValue(field(form, 'Dal'), shownDay(today));
      await typeDay(field(form, 'Dal'), shownDay(workedDay));
      await button(form, 'Salva').click();
      await see(admin, 'Orario assegnato con successo!');
      await form.waitFor({ state: 'hidden' });
    });

    await e2e.step('the card lists the assignment: the group, from that day', async () => {
      await see(template, new RegExp(`Gruppo ${GROUP}`));
      await see(template, `dal ${shownDay(workedDay)}`);
      await e2e.screenshot(admin, 'admin-schedules');
    });

    await e2e.step("'Report Presenze': the employee's row says 'Straordinario' 0:30 and 'Ritardo' 0:25", async () => {
      await admin.getByRole('tab', { name: 'Report Presenze' }).click();
      if (lastMonth) await button(admin, /^Mese scorso /).click();
      const row = tableRows(admin, 'sara.conti');
      await eventually('the employee in the table', async () => (await row.count()) === 1);
      expect(await cellUnder(admin, row, 'Straordinario')).toBe('0:30');
      expect(await cellUnder(admin, row, 'Ritardo')).toBe('0:25');
      expect(await cellUnder(admin, row, 'Ore totali')).toBe('8:15');
    });

    await e2e.step("the open row's day: 'Teorico 8:00', 'Straordinario 0:30', 'Ritardo 0:25'", async () => {
      await button(admin, 'Mostra i giorni di Sara Conti').click();
      const days = admin.getByRole('list', { name: 'Giorni di Sara Conti' });
      const day = days.getByRole('listitem').filter({ hasText: shownDay(workedDay) });
      await see(day, /Teorico\s*8:00/);
      await see(day, /Straordinario\s*0:30/);
      await see(day, /Ritardo\s*0:25/);
      await e2e.screenshot(admin, 'admin-attendance-planned');
    });

    const phone = await e2e.phone({ at: ROME, label: 'employee' });
    await e2e.step("the employee's 'Le mie ore': 'Straordinario' 0:30 and 'Ritardo' 0:25, the day's figures too", async () => {
      await logIn(phone, employee.username, employee.password);
      // Under the status, today's plan: the office hours on a weekday, else the day's kind.
      await see(phone, /^(Orario di oggi: 09:00–13:00, 14:00–18:00|Oggi: riposo|Oggi: festivo \(.+\))$/);
      await e2e.screenshot(phone, 'dashboard-today-schedule');
      await phone.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Le mie ore' }).click();
      await see(phone, 'Ore teoriche');
      if (lastMonth) await button(phone, 'Mese precedente').click();
      const totals = phone.getByRole('region', { name: 'Totale del mese' });
      await eventually("the month's overtime", async () => (await figureOf(totals, 'Straordinario')) === '0:30');
      expect(await figureOf(totals, 'Ritardo')).toBe('0:25');
      expect(await figureOf(totals, 'Ore totali')).toBe('8:15');
      await see(phone, /Teorico 8:00 · Straordinario 0:30 · Ritardo 0:25/);
      await e2e.screenshot(phone, 'my-hours-planned');
    });
  }, 180_000);

  e2e.test('on a phone: the tab and the editor fit 390 px without sideways scroll, their buttons 48 px targets', async () => {
    const admin = await openSchedules(e2e, await e2e.phone({ at: ROME, label: 'admin-phone' }));
    await noSidewaysScroll(admin);
    await button(admin, 'Nuovo orario').click();
    const form = dialog(admin, 'Nuovo orario');
    // A click during the dialog's opening zoom may land nowhere: clicked until Monday has its interval.
    const firstStart = form.getByRole('textbox', { name: 'Lunedì, intervallo 1: inizio' });
    await eventually("Monday's first interval", async () => {
      if ((await firstStart.count()) === 0) await button(form, 'Aggiungi intervallo a Lunedì').click();
      return (await firstStart.count()) === 1;
    });
    await firstStart.fill('22:00');
    await form.getByRole('textbox', { name: 'Lunedì, intervallo 1: fine' }).fill('06:00');
    await e2e.step('no sideways scroll in the editor; each of its buttons at least 48×48 and inside the screen', async () => {
      await noSidewaysScroll(admin);
      const overflow = await form.locator('.ant-modal-body').evaluate((box) => box.scrollWidth - box.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // antd's buttons (the dialog's × is antd's own, as in every admin dialog).
      const buttons = await form.locator('button.ant-btn').all();
      expect(buttons.length).toBeGreaterThanOrEqual(8);
      // Measured once the dialog's opening zoom is over (mid-animation every box is scaled down). An animation cancelled
      // meanwhile (its `finished` rejects with AbortError) is over too.
      await form.evaluate((box) =>
        Promise.all(box.closest('.ant-modal')!.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
      );
      const misfits: string[] = [];
      for (const target of buttons) {
        if (!(await target.isVisible())) continue;
        const box = (await target.boundingBox())!;
        const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
        if (box.height < 48 || box.width < 48 || box.x + box.width > 390) misfits.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)} at x ${Math.round(box.x)}`);
      }
      expect(misfits).toEqual([]);
    });
    await e2e.screenshot(admin, 'admin-schedule-editor');
  });
});

async function openSchedules(e2e: E2E, page: Page): Promise<Page> {
  await e2e.step("log in as administrator and open 'Orari di lavoro'", async () => {
    await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.goto('/dashboard_admin');
    await see(page, 'Pannello Amministratore');
    await selectTab(page, 'Orari di lavoro');
    await see(page, 'Chiusure aziendali');
  });
  return page;
}

/** The text of `row`'s cell under the column headed `header` (the columns a phone hides are not counted). */
async function cellUnder(page: Page, row: Locator, header: string): Promise<string> {
  const headers = (await page.locator('.ant-table-thead th:visible').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column '${header}' among ${headers.join(' | ')}`);
  return (await row.locator('td').nth(index).innerText()).trim();
}

/** A figure of 'Le mie ore''s totals card: the value under its label. */
async function figureOf(totals: Locator, label: string): Promise<string> {
  const item = totals.locator('.hours-totals__item').filter({ has: totals.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return (await item.locator('dd').innerText()).trim();
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
