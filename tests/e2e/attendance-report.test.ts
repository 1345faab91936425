/**
 * 'Report Presenze' (docs/behaviour.md, "Attendance report"): an administrator opens the tab, sees an employee's
 * month, opens the row onto the day worked (first IN, last OUT, hours, 'Corretta'), exports the CSV (the same day and
 * hours), downloads the monthly sheet (a PDF naming every day of the month) and follows 'Vedi timbrature' to the
 * employee's punches of that day; another employee's day without check-out says 'Uscita mancante'. On a phone the
 * tab fits 390 px.
 *
 * The punches are made through the API now, then moved by the administrator to yesterday 08:00 and 16:30 (the
 * audited correction), so the day has known hours whatever time the suite runs.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { addDays, daysInMonth, formatWorkedMinutes, weekdayOf } from '../../src/core/domain';
import { calendarDayAt } from '../../src/core/use-cases/shared/calendar-today';
import { pdfText } from '../server/support/pdf-text';
import { seriousViolations } from './support/axe';
import { describeE2E, type E2E } from './support/e2e-suite';
import { forgottenCheckOut, openAdminTab, pastPair, shownDay } from './support/hours';
import { ROME } from './support/journeys';
import { createGroup } from './support/seed-admin-data';
import type { SeededUser } from './support/seed-api';
import { button, dialog, eventually, onPath, see, tableRows } from './support/ui';

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];
/** The sheet's short weekdays ('8 gio'). */
const SHORT_WEEKDAYS = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'];

/** Yesterday in Rome: a day whose times are all in the past. */
const today = calendarDayAt(Date.now(), 'Europe/Rome');
const day = addDays(today, -1);
const dayShown = shownDay(day);
/** Yesterday was last month on the 1st: the report then shows 'Mese scorso'. */
const lastMonth = day.slice(0, 7) !== today.slice(0, 7);
const WORKED = formatWorkedMinutes(8 * 60 + 30);

let giulia: SeededUser;

describeE2E('attendance report (desktop and phone)', (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    const magazzino = await createGroup(e2e.seed, 'Magazzino');
    giulia = await e2e.seed.createUser('Giulia', 'Neri', { username: 'giulia.neri', gruppo_id: magazzino.id });
    await pastPair(e2e.seed, giulia, day, '08:00', '16:30');
    // Another employee forgot to check out that day.
    const luca = await e2e.seed.createUser('Luca', 'Bianchi', { username: 'luca.bianchi', gruppo_id: magazzino.id });
    await forgottenCheckOut(e2e.seed, luca, day, '09:15');
  });

  e2e.test("opens an employee's day, exports the CSV, downloads the monthly sheet and follows 'Vedi timbrature'", async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    await openReport(e2e, admin);

    const row = tableRows(admin, 'giulia.neri');
    await e2e.step("the employee's row: 1 day worked, 8:30 hours, 1 day with anomalies (the corrected one)", async () => {
      await see(row, 'Giulia Neri');
      const cells = await row.locator('td').allInnerTexts();
      // Then the planned hours' six columns ('Teorico' … 'Verifiche orario').
      expect(cells.slice(-10, -6)).toEqual(['Magazzino', '1', WORKED, '1']);
    });

    const days = admin.getByRole('list', { name: 'Giorni di Giulia Neri' });
    await e2e.step('the open row shows the day: date and weekday, first IN, last OUT, hours and its flag', async () => {
      await button(admin, 'Mostra i giorni di Giulia Neri').click();
      const line = days.getByRole('listitem');
      await see(line, dayShown);
      expect(await line.count()).toBe(1);
      const text = await line.innerText();
      for (const expected of [WEEKDAYS[weekdayOf(day)]!, 'Prima entrata', '08:00', 'Ultima uscita', '16:30', WORKED, 'Corretta']) {
        expect(text).toContain(expected);
      }
    });

    await e2e.step("the employee who forgot to check out: 'Uscita mancante', no last OUT, no hours", async () => {
      await button(admin, 'Mostra i giorni di Luca Bianchi').click();
      const line = admin.getByRole('list', { name: 'Giorni di Luca Bianchi' }).getByRole('listitem');
      await see(line, 'Uscita mancante');
      const text = await line.innerText();
      for (const expected of [dayShown, '09:15', '—', '0:00']) expect(text).toContain(expected);
      await admin.mouse.move(0, 0);
      await e2e.screenshot(admin, 'attendance-report');
      // antd's transitions end before axe measures colours as painted.
      await admin.waitForTimeout(500);
      expect(await seriousViolations(admin, 'attendance-report--desktop')).toEqual([]);
      await button(admin, 'Nascondi i giorni di Luca Bianchi').click();
      await eventually("Luca Bianchi's days closed", async () => (await line.count()) === 0);
    });

    await e2e.step("'Esporta CSV': one line for the day, the same times and hours", async () => {
      const [download] = await Promise.all([admin.waitForEvent('download'), button(admin, 'Esporta CSV').click()]);
      expect(download.suggestedFilename()).toMatch(/^presenze-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines[0]!.split(';').slice(0, 4)).toEqual(['Cognome', 'Nome', 'Username', 'ID Dipendente']);
      const giuliaLines = lines.filter((line) => line.includes(';giulia.neri;'));
      expect(giuliaLines).toHaveLength(1);
      const fields = giuliaLines[0]!.split(';');
      for (const expected of ['Neri', 'Giulia', 'Magazzino', dayShown, '08:00', '16:30', WORKED, '8,50']) expect(fields).toContain(expected);
    });

    await e2e.step("'Foglio presenze mensile': the employee's month as a PDF with every day of the month", async () => {
      await button(admin, 'Foglio presenze mensile').click();
      const sheet = dialog(admin, 'Foglio presenze mensile');
      await see(sheet, 'Dipendente: Giulia Neri');
      // The period's month, in Italian ('novembre 2026').
      const monthName = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 7)}-01T12:00:00Z`));
      expect(await sheet.getByLabel('Mese').inputValue()).toBe(monthName);
      const [download] = await Promise.all([admin.waitForEvent('download'), button(sheet, 'Scarica PDF').click()]);
      expect(download.suggestedFilename()).toBe(`foglio-presenze-${day.slice(0, 7)}-giulia.neri.pdf`);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text } = await pdfText(new Uint8Array(bytes));
      const lines = text.split(/[\n\f]/);
      const [year, month] = day.split('-').map(Number) as [number, number];
      for (let n = 1; n <= daysInMonth(year, month); n++) {
        const date = `${day.slice(0, 8)}${String(n).padStart(2, '0')}`;
        const label = `${n} ${SHORT_WEEKDAYS[weekdayOf(date)]}`;
        expect({ label, found: lines.some((line) => line === label || line.startsWith(`${label} `)) }).toEqual({ label, found: true });
      }
      expect(text).toContain('Giulia Neri');
      await see(sheet, 'Foglio presenze scaricato.');
      await admin.waitForTimeout(500);
      expect(await seriousViolations(admin, 'attendance-sheet-dialog--desktop')).toEqual([]);
      await sheet.locator('.ant-modal-footer').getByRole('button', { name: 'Chiudi' }).click();
      await eventually('the dialog closed', async () => (await sheet.count()) === 0);
    });

    await e2e.step("'Vedi timbrature' opens 'Attività Sistema' on the employee's punches of that day", async () => {
      await days.getByRole('link', { name: `Vedi timbrature del ${dayShown}` }).click();
      await onPath(admin, '/dashboard_admin/activities');
      await see(admin, 'Mostrando 2 di 2 attività');
      expect(await tableRows(admin, '@giulia.neri').count()).toBe(2);
      expect(await admin.getByLabel('Data inizio').inputValue()).toBe(dayShown);
      expect(await admin.getByLabel('Data fine').inputValue()).toBe(dayShown);
    });
  });

  e2e.test('on a phone the tab fits 390 px, the table scrolls in its own box, its targets 48 px, no axe finding', async () => {
    const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
    await openReport(e2e, phone);
    await button(phone, 'Mostra i giorni di Giulia Neri').click();
    await see(phone.getByRole('list', { name: 'Giorni di Giulia Neri' }), dayShown);

    await e2e.step('no sideways scroll of the page; filters, quick ranges, row buttons and links at least 48 px high', async () => {
      const layout = await phone.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
        small: [
          ...document.querySelectorAll(
            '.attendance button, .attendance .ant-input, .attendance .ant-picker, .attendance .ant-select, .attendance .attendance-day__link',
          ),
        ]
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => ({ name: element.textContent || element.getAttribute('aria-label') || element.className, height: Math.round(element.getBoundingClientRect().height) }))
          .filter((control) => control.height < 48),
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
      expect(layout.small).toEqual([]);
      // The open row's days stay within the phone's width: the hours and the link are not scrolled away.
      const link = phone.getByRole('link', { name: `Vedi timbrature del ${dayShown}` });
      const box = await link.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await phone.getByRole('heading', { name: 'Report Presenze' }).scrollIntoViewIfNeeded();
      await phone.locator('.attendance__table').scrollIntoViewIfNeeded();
      await phone.mouse.move(0, 0);
      await e2e.screenshot(phone, 'attendance-report');
      await phone.waitForTimeout(500);
      expect(await seriousViolations(phone, 'attendance-report--phone')).toEqual([]);
    });
  });
});

/** Logs the administrator in and opens 'Report Presenze' on the month of the day worked. */
async function openReport(e2e: E2E, page: Page): Promise<void> {
  await e2e.step("log in, open the panel's 'Report Presenze'", async () => {
    await openAdminTab(page, 'Report Presenze');
    await see(page, 'Giorni con anomalie');
    if (lastMonth) await button(page, /^Mese scorso /).click();
    await eventually('the employee in the table', async () => (await tableRows(page, 'giulia.neri').count()) === 1);
  });
}
