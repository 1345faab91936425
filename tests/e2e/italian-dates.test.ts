/**
 * Dates the Italian way whatever the browser's language (docs/behaviour.md, "History", "Attendance report"): in an
 * English Chromium (locale en-US) the history's filters and 'Report Presenze' read and take DD/MM/YYYY, their
 * calendars speak Italian, and each quick range shows its days ('Questa settimana' Sunday to Saturday in the history,
 * Monday to Sunday in the report). In 'Report Presenze' a one-day period picked on the calendar and an employee
 * picked in 'Utente' stay in their fields while the table follows them.
 *
 * The suite's devices speak Italian (support/e2e-suite.ts): the English ones are made here, on the suite's browser,
 * server and network stand-ins, and closed at the end of each test.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { devices, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { addDays, firstDayOfMonth, lastDayOfMonth, weekdayOf, type CalendarDate } from '../../src/core/domain';
import { calendarDayAt } from '../../src/core/use-cases/shared/calendar-today';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { DESKTOP_VIEWPORT, describeE2E, PHONE_VIEWPORT, type E2E } from './support/e2e-suite';
import { pastPair, shownDay } from './support/hours';
import { logIn, ROME } from './support/journeys';
import { FAILURES_DIR, SCREENSHOTS_DIR, slug } from './support/paths';
import { createGroup } from './support/seed-admin-data';
import type { SeededUser } from './support/seed-api';
import { button, chooseOption, escapeRegExp, eventually, onPath, openCalendar, openCalendarOf, see, tableRows, selectTab } from './support/ui';

const today = calendarDayAt(Date.now(), 'Europe/Rome');
/** Yesterday in Rome: the day both employees worked. */
const day = addDays(today, -1);
/** Yesterday was last month on the 1st: the report then starts on 'Mese scorso'. */
const lastMonth = day.slice(0, 7) !== today.slice(0, 7);

/** '23/11': how a quick range writes its days. */
const dayMonth = (date: CalendarDate) => shownDay(date).slice(0, 5);
const shortRange = (start: CalendarDate, end: CalendarDate) => (start === end ? dayMonth(start) : `${dayMonth(start)}–${dayMonth(end)}`);
/** The history's week: Sunday to Saturday. */
const sunday = addDays(today, -weekdayOf(today));
/** The report's week: Monday to Sunday. */
const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
/** 'novembre 2026': the calendar's header names the month shown. */
const italianMonth = (date: CalendarDate) => new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

let giulia: SeededUser;

describeE2E('Italian dates in an English browser (history and attendance report)', (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    const magazzino = await createGroup(e2e.seed, 'Magazzino');
    giulia = await e2e.seed.createUser('Giulia', 'Neri', { username: 'giulia.neri', gruppo_id: magazzino.id });
    await pastPair(e2e.seed, giulia, day, '08:00', '16:30');
    const luca = await e2e.seed.createUser('Luca', 'Bianchi', { username: 'luca.bianchi' });
    await pastPair(e2e.seed, luca, day, '09:00', '13:00');
  });

  e2e.test("an English phone's history filters read DD/MM/YYYY, with an Italian calendar and each quick filter's days", async () => {
    await withEnglishDevice(e2e, 'phone', 'history-phone-en', async (page) => {
      await e2e.step('the employee signs in on an English phone and opens the history', async () => {
        expect(await page.evaluate(() => [navigator.language, Intl.DateTimeFormat().resolvedOptions().locale])).toEqual(['en-US', 'en-US']);
        await logIn(page, giulia.username, giulia.password);
        await page.goto('/timesheets');
        await see(page, 'Storico Timbrature');
        await page.getByRole('button', { name: /^Filtri/ }).first().click();
      });

      const drawer = page.getByRole('dialog').filter({ has: page.getByText('Filtri Ricerca', { exact: true }) });
      const start = drawer.getByLabel('Data inizio');
      const end = drawer.getByLabel('Data fine');

      await e2e.step("'Data inizio' and 'Data fine' read the month DD/MM/YYYY; no native date input is left", async () => {
        await start.waitFor();
        expect(await start.inputValue()).toBe(shownDay(firstDayOfMonth(today)));
        expect(await end.inputValue()).toBe(shownDay(lastDayOfMonth(today)));
        expect(await start.getAttribute('placeholder')).toBe('GG/MM/AAAA');
        expect(await page.locator('input[type="date"]').count()).toBe(0);
      });

      await e2e.step("each quick filter shows its days; 'Questa settimana' runs Sunday to Saturday and fills both fields", async () => {
        const names = [
          `Oggi ${dayMonth(today)}`,
          `Questa settimana ${shortRange(sunday, addDays(sunday, 6))}`,
          `Questo mese ${shortRange(firstDayOfMonth(today), lastDayOfMonth(today))}`,
          `Ultimi 30 giorni ${shortRange(addDays(today, -30), today)}`,
        ];
        for (const name of names) await button(drawer, name).waitFor();
        await button(drawer, names[1]!).click();
        expect(await button(drawer, names[1]!).getAttribute('aria-pressed')).toBe('true');
        expect([await start.inputValue(), await end.inputValue()]).toEqual([shownDay(sunday), shownDay(addDays(sunday, 6))]);
        await expectFitsThePhone(page, '.ant-drawer .quick-filters button, .ant-drawer .ant-picker');
        await saveScreenshot(page, 'history-filters-en-US--phone');
      });

      await e2e.step("the calendar speaks Italian, its days 48 px targets within the screen; a tap picks the day", async () => {
        const popup = await openCalendarOf(start);
        await see(popup, italianMonth(sunday));
        expect(await popup.locator('thead th').allInnerTexts()).toEqual(['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom']);
        const cell = popup.locator(`td[title="${shownDay(sunday)}"]`);
        const box = (await cell.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
        const panel = (await popup.locator('.ant-picker-panel').first().boundingBox())!;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
        await saveScreenshot(page, 'history-calendar-en-US--phone');
        const firstOfMonth = firstDayOfMonth(sunday);
        await popup.locator(`td[title="${shownDay(firstOfMonth)}"]`).click();
        await eventually('the picked day in the field', async () => (await start.inputValue()) === shownDay(firstOfMonth));
      });

      await e2e.step('a day typed DD/MM/YYYY is taken, whatever day the pointer rests on; a text that is no day gives way to the last one on leaving', async () => {
        // The pointer over another day of the open calendar must not replace what is typed (the hover preview did).
        const popup = await openCalendarOf(end);
        await popup.locator(`td[title]:not([title="${shownDay(today)}"])`).nth(10).hover();
        await end.fill(shownDay(today));
        await end.press('Enter');
        await eventually('the typed day', async () => (await end.inputValue()) === shownDay(today));
        await end.fill('31/02/2026');
        await end.press('Tab');
        await eventually('the last real day back', async () => (await end.inputValue()) === shownDay(today));
      });

      await e2e.step("'Applica': 'Filtri attivi' names the period DD/MM/YYYY", async () => {
        await button(drawer, 'Applica').click();
        await see(page, 'Filtri attivi');
        await see(page, `${shownDay(firstDayOfMonth(sunday))} - ${shownDay(today)}`);
      });
    });
  });

  e2e.test("an English desktop: 'Report Presenze' DD/MM/YYYY; a one-day period and an employee picked stay in their fields", async () => {
    await withEnglishDevice(e2e, 'desktop', 'report-desktop-en', async (page) => {
      await e2e.step("the administrator opens 'Report Presenze' on an English desktop", async () => {
        await openReportAsAdministrator(page);
      });

      const filters = page.locator('.attendance-filters');
      const start = page.getByLabel('Dal', { exact: true });
      const end = page.getByLabel('Al', { exact: true });

      await e2e.step("the period reads DD/MM/YYYY; the quick ranges show their days, 'Questa settimana' Monday to Sunday", async () => {
        expect(await start.inputValue()).toBe(shownDay(firstDayOfMonth(today)));
        expect(await end.inputValue()).toBe(shownDay(lastDayOfMonth(today)));
        await button(filters, `Questo mese ${shortRange(firstDayOfMonth(today), lastDayOfMonth(today))}`).waitFor();
        const week = button(filters, `Questa settimana ${shortRange(monday, addDays(monday, 6))}`);
        await week.click();
        expect(await week.getAttribute('aria-pressed')).toBe('true');
        expect([await start.inputValue(), await end.inputValue()]).toEqual([shownDay(monday), shownDay(addDays(monday, 6))]);
        if (lastMonth) await button(filters, /^Mese scorso /).click();
        else await button(filters, /^Questo mese /).click();
      });

      await e2e.step('a one-day period picked on the calendar stays in both fields; the table asks for that day', async () => {
        await see(await openCalendarOf(start), italianMonth(day));
        await saveScreenshot(page, 'attendance-calendar-en-US--desktop');
        await openCalendar(page).locator(`td[title="${shownDay(day)}"]`).click();
        await eventually("'Dal' on the day", async () => (await start.inputValue()) === shownDay(day));
        await eventually('the calendar closed', async () => (await openCalendar(page).count()) === 0);
        const asked = page.waitForRequest((request) => request.url().includes('/api/admin/attendance/?') && request.url().includes(`end_date=${day}`));
        const endCalendar = await openCalendarOf(end);
        await endCalendar.locator(`td[title="${shownDay(day)}"]`).click();
        const query = new URL((await asked).url()).searchParams;
        expect([query.get('start_date'), query.get('end_date')]).toEqual([day, day]);
        await eventually("'Al' on the day", async () => (await end.inputValue()) === shownDay(day));
        expect(await start.inputValue()).toBe(shownDay(day));
        await eventually('both employees of that day in the table', async () => (await tableRows(page).count()) === 2);
      });

      await e2e.step("the employee picked in 'Utente' stays in the field; the table shows that employee only", async () => {
        const asked = page.waitForRequest((request) => request.url().includes('/api/admin/attendance/?') && request.url().includes(`user_id=${giulia.id}`));
        await chooseOption(page, page.getByRole('combobox', { name: 'Utente', exact: true }), 'Giulia Neri (giulia.neri)');
        const query = new URL((await asked).url()).searchParams;
        expect([query.get('start_date'), query.get('end_date')]).toEqual([day, day]);
        await eventually('only Giulia Neri in the table', async () => (await tableRows(page).count()) === 1 && (await tableRows(page, 'giulia.neri').count()) === 1);
        await see(filters, 'Giulia Neri (giulia.neri)');
        await seeNoTutti(filters);
        expect([await start.inputValue(), await end.inputValue()]).toEqual([shownDay(day), shownDay(day)]);
      });

      await e2e.step("the group picked in 'Gruppo' stays in its field too", async () => {
        await chooseOption(page, page.getByRole('combobox', { name: 'Gruppo', exact: true }), 'Magazzino');
        await see(filters.locator('.ant-select-content', { hasText: 'Magazzino' }), 'Magazzino');
        await see(filters, 'Giulia Neri (giulia.neri)');
        await eventually('Giulia Neri still in the table', async () => (await tableRows(page, 'giulia.neri').count()) === 1);
        await page.mouse.move(0, 0);
        await saveScreenshot(page, 'attendance-filters-en-US--desktop');
      });

      await e2e.step("'Foglio presenze mensile' names the month in Italian", async () => {
        await button(page, 'Foglio presenze mensile').click();
        const sheet = page.getByRole('dialog', { name: 'Foglio presenze mensile' });
        const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
        await eventually('the month in Italian', async () => (await sheet.getByLabel('Mese').inputValue()) === monthName);
        // The dialog's opening animation ends before the picture.
        await page.waitForTimeout(500);
        await saveScreenshot(page, 'attendance-sheet-en-US--desktop');
        await see(await openCalendarOf(sheet.getByLabel('Mese')), 'dicembre');
        await saveScreenshot(page, 'attendance-sheet-calendar-en-US--desktop');
        await page.keyboard.press('Escape');
        await eventually('the calendar closed', async () => (await openCalendar(page).count()) === 0);
        await sheet.locator('.ant-modal-footer').getByRole('button', { name: 'Chiudi' }).click();
      });

      await e2e.step("'Vedi timbrature' opens 'Attività Sistema' with its dates DD/MM/YYYY", async () => {
        await button(page, 'Mostra i giorni di Giulia Neri').click();
        await page.getByRole('link', { name: `Vedi timbrature del ${shownDay(day)}` }).click();
        await onPath(page, '/dashboard_admin/activities');
        await see(page, 'Mostrando 2 di 2 attività');
        expect(await page.getByLabel('Data inizio').inputValue()).toBe(shownDay(day));
        expect(await page.getByLabel('Data fine').inputValue()).toBe(shownDay(day));
        await saveScreenshot(page, 'activity-filters-en-US--desktop');
      });

      await e2e.step("'Modifica Data/Ora' reads the punch's day DD/MM/YYYY and its time on 24 hours, no native inputs", async () => {
        await button(tableRows(page, 'Check-out').first(), /^Modifica data\/ora della timbratura/).click();
        const editor = page.getByRole('dialog', { name: 'Modifica Data/Ora' });
        const date = editor.getByLabel(/^Data( \*)?$/);
        const time = editor.getByLabel(/^Ora( \*)?$/);
        await eventually("the punch's day in 'Data'", async () => (await date.inputValue()) === shownDay(day));
        // Giulia left at 16:30 Rome time: never '04:30 PM'.
        expect(await time.inputValue()).toBe('16:30');
        expect(await editor.locator('input[type="datetime-local"], input[type="time"], input[type="date"]').count()).toBe(0);
        await page.waitForTimeout(500);
        await saveScreenshot(page, 'edit-punch-en-US--desktop');
        await button(editor, 'Annulla').click();
        await editor.waitFor({ state: 'hidden' });
      });

      await e2e.step("the desktop history's filters read DD/MM/YYYY too", async () => {
        await page.goto('/timesheets');
        await see(page, 'Storico Timbrature');
        await button(page, 'Mostra filtri').click();
        expect(await page.getByLabel('Data inizio').inputValue()).toBe(shownDay(firstDayOfMonth(today)));
        expect(await page.getByLabel('Data fine').inputValue()).toBe(shownDay(lastDayOfMonth(today)));
        await saveScreenshot(page, 'history-filters-en-US--desktop');
      });
    });
  });

  e2e.test("on an English phone 'Report Presenze' fits 390 px, its date fields and calendar 48 px targets", async () => {
    await withEnglishDevice(e2e, 'phone', 'report-phone-en', async (page) => {
      await e2e.step("the administrator opens 'Report Presenze' on a phone", async () => {
        await openReportAsAdministrator(page);
      });

      await e2e.step('no sideways scroll; quick ranges and date fields at least 48 px; the calendar within the screen', async () => {
        expect(await page.getByLabel('Dal', { exact: true }).inputValue()).toBe(shownDay(firstDayOfMonth(today)));
        await expectFitsThePhone(page, '.attendance-filters button, .attendance-filters .ant-picker, .attendance-filters .ant-select');
        await page.locator('.attendance-filters').scrollIntoViewIfNeeded();
        await saveScreenshot(page, 'attendance-filters-en-US--phone');
        const popup = await openCalendarOf(page.getByLabel('Al', { exact: true }));
        await see(popup, italianMonth(today));
        const panel = (await popup.locator('.ant-picker-panel').first().boundingBox())!;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
        const small: string[] = [];
        for (const target of await popup.locator('td.ant-picker-cell-in-view, .ant-picker-header button:visible, .ant-picker-footer a:visible').all()) {
          const box = (await target.boundingBox())!;
          if (box.height < 48 || box.width < 48) small.push(`${await target.evaluate((element) => element.outerHTML.slice(0, 100))}: ${box.width}×${box.height}`);
        }
        expect(small).toEqual([]);
        await saveScreenshot(page, 'attendance-calendar-en-US--phone');
        await page.keyboard.press('Escape');
        await eventually('the calendar closed', async () => (await openCalendar(page).count()) === 0);
      });

      await e2e.step('on a 360 px phone too: no sideways scroll, the calendar within the screen', async () => {
        await page.setViewportSize({ width: 360, height: 740 });
        await expectFitsThePhone(page, '.attendance-filters button, .attendance-filters .ant-picker, .attendance-filters .ant-select');
        const popup = await openCalendarOf(page.getByLabel('Dal', { exact: true }));
        const panel = (await popup.locator('.ant-picker-panel').first().boundingBox())!;
        expect(panel.x).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width).toBeLessThanOrEqual(360);
        await saveScreenshot(page, 'attendance-calendar-en-US--phone-360');
        await page.keyboard.press('Escape');
        await eventually('the calendar closed', async () => (await openCalendar(page).count()) === 0);
      });

      await e2e.step("'Foglio presenze mensile' on the 360 px phone: the month in Italian, its months 48 px targets", async () => {
        await button(page, 'Foglio presenze mensile').click();
        const sheet = page.getByRole('dialog', { name: 'Foglio presenze mensile' });
        const month = sheet.getByLabel('Mese');
        await eventually('the month in Italian', async () => (await month.inputValue()) === `${italianMonth(today)} ${today.slice(0, 4)}`);
        await page.waitForTimeout(500);
        const popup = await openCalendarOf(month);
        const cell = (await popup.getByText('dicembre', { exact: true }).boundingBox())!;
        expect(cell.height).toBeGreaterThanOrEqual(48);
        const panel = (await popup.locator('.ant-picker-panel').first().boundingBox())!;
        expect([panel.x >= 0, panel.x + panel.width <= 360]).toEqual([true, true]);
        await saveScreenshot(page, 'attendance-sheet-calendar-en-US--phone-360');
        await page.keyboard.press('Escape');
      });

      await e2e.step("'Attività Sistema' on the phone: its days DD/MM/YYYY, and 'Cancella' a 48 px target that empties one", async () => {
        await page.setViewportSize(PHONE_VIEWPORT);
        await page.goto(`/dashboard_admin/activities?start_date=${day}&end_date=${day}`);
        await see(page, 'Mostrando 4 di 4 attività');
        const start = page.getByLabel('Data inizio');
        expect([await start.inputValue(), await page.getByLabel('Data fine').inputValue()]).toEqual([shownDay(day), shownDay(day)]);
        await expectFitsThePhone(page, '#admin-activity-filters .ant-picker, #admin-activity-filters .ant-select, #admin-activity-filters button');
        await openCalendarOf(start);
        const clear = page.locator('#admin-activity-filters .ant-picker', { has: start }).getByRole('button', { name: 'Cancella' });
        const box = (await clear.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
        await saveScreenshot(page, 'activity-filters-en-US--phone');
        await clear.click();
        await eventually("'Data inizio' emptied", async () => (await start.inputValue()) === '');
        expect(await page.getByLabel('Data fine').inputValue()).toBe(shownDay(day));
      });
    });
  });

  e2e.test("on an English phone 'Richiedi correzione' reads its 'Giorno' DD/MM/YYYY", async () => {
    await withEnglishDevice(e2e, 'phone', 'correction-phone-en', async (page) => {
      await e2e.step("the employee opens 'Le mie ore' and asks to correct yesterday", async () => {
        await logIn(page, giulia.username, giulia.password);
        await page.goto('/my-hours');
        if (lastMonth) await button(page, 'Mese precedente').click();
        const heading = page.getByRole('heading', { name: new RegExp(`${escapeRegExp(shownDay(day))}$`) });
        const card = page.locator('li.worked-day').filter({ has: heading });
        await button(card, 'Richiedi correzione').click();
      });

      await e2e.step("'Giorno' is the day DD/MM/YYYY, its calendar Italian and within the screen", async () => {
        const form = page.getByRole('dialog', { name: 'Richiedi correzione' });
        const dayField = form.getByLabel(/^Giorno/);
        await eventually("the day in 'Giorno'", async () => (await dayField.inputValue()) === shownDay(day));
        // Measured once the dialog has finished zooming in.
        await page.waitForTimeout(500);
        await expectFitsThePhone(page, '.correction-form .ant-picker, .correction-form .ant-input');
        // The time is 24 hours whatever the browser's language: a text field, not the native (AM/PM) one.
        const time = form.getByLabel(/^Ora corretta/);
        expect(await time.inputValue()).toBe('08:00');
        expect(await form.locator('input[type="time"], input[type="datetime-local"], input[type="date"]').count()).toBe(0);
        await saveScreenshot(page, 'correction-dialog-en-US--phone');
        const popup = await openCalendarOf(dayField);
        await see(popup, italianMonth(day));
        // Every day and 'Oggi' within the screen, though the field sits halfway down the dialog.
        for (const target of [popup.locator('td').first(), popup.locator('td').last(), popup.getByText('Oggi', { exact: true })]) {
          const box = (await target.boundingBox())!;
          expect([box.x >= 0, box.y >= 0, box.x + box.width <= PHONE_VIEWPORT.width, box.y + box.height <= PHONE_VIEWPORT.height]).toEqual([true, true, true, true]);
        }
        await saveScreenshot(page, 'correction-calendar-en-US--phone');
      });

      await e2e.step("'Ora corretta' takes a time typed loosely and writes it HH:MM on leaving the field", async () => {
        const form = page.getByRole('dialog', { name: 'Richiedi correzione' });
        await openCalendar(page).locator(`td[title="${shownDay(day)}"]`).click();
        await eventually('the calendar closed', async () => (await openCalendar(page).count()) === 0);
        const time = form.getByLabel(/^Ora corretta/);
        await time.fill('745');
        await form.getByLabel(/^Motivo/).click();
        await eventually("'07:45' in 'Ora corretta'", async () => (await time.inputValue()) === '07:45');
      });
    });
  });
});

/** The calendar that is open (antd keeps closed ones in the page, hidden). */
/** Signs the administrator in and opens 'Report Presenze', waiting for its summary. */
async function openReportAsAdministrator(page: Page): Promise<void> {
  await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto('/dashboard_admin');
  await selectTab(page, 'Report Presenze');
  await see(page, 'Giorni con anomalie');
}

/** Nothing of the page scrolls sideways, and each of `selector`'s visible controls is at least 48 px high. */
async function expectFitsThePhone(page: Page, selector: string): Promise<void> {
  const layout = await page.evaluate((query) => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
    small: [...document.querySelectorAll(query)]
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ name: element.textContent || element.className, height: Math.round(element.getBoundingClientRect().height) }))
      .filter((control) => control.height < 48),
  }), selector);
  expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
  expect(layout.small).toEqual([]);
}

/** 'Utente' no longer reads 'Tutti' once an employee is chosen. */
async function seeNoTutti(filters: Locator): Promise<void> {
  const user = filters.locator('.admin-field').filter({ has: filters.page().getByText('Utente', { exact: true }) });
  expect(await user.locator('.ant-select-content').getAttribute('title')).toBe('Giulia Neri (giulia.neri)');
}

async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${slug(name)}.png`), fullPage: false, animations: 'disabled', scale: 'css' });
}

/**
 * A phone (iPhone 13, 390×844) or a desktop (1280×800) whose browser speaks American English, in Rome's time zone,
 * on the suite's server and stand-ins; closed afterwards, with a screenshot in the failures folder when `work` fails.
 */
async function withEnglishDevice(e2e: E2E, kind: 'phone' | 'desktop', label: string, work: (page: Page) => Promise<void>): Promise<void> {
  const { defaultBrowserType: _ignored, ...iphone } = devices['iPhone 13'];
  const context: BrowserContext = await e2e.browser.newContext({
    ...(kind === 'phone' ? { ...iphone, viewport: PHONE_VIEWPORT } : { viewport: DESKTOP_VIEWPORT, hasTouch: false, isMobile: false }),
    baseURL: e2e.server.url,
    locale: 'en-US',
    timezoneId: 'Europe/Rome',
    permissions: ['geolocation'],
    geolocation: { ...ROME, accuracy: 10 },
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(20_000);
  await e2e.standIns.install(context);
  const page = await context.newPage();
  try {
    await work(page);
  } catch (error) {
    mkdirSync(FAILURES_DIR, { recursive: true });
    await page.screenshot({ path: join(FAILURES_DIR, `italian-dates--${label}.png`), fullPage: true, scale: 'css' }).catch(() => undefined);
    throw error;
  } finally {
    await context.close().catch(() => undefined);
  }
}
