/**
 * A forgotten check-out, from the employee's request to the payroll's figures (docs/behaviour.md, "My hours",
 * "Correction requests", "Attendance report"): the employee finds 'Uscita mancante' in 'Le mie ore' and asks for
 * the exit with a reason; an administrator approves it in 'Richieste di correzione'; then the employee's 'Le mie ore'
 * and the administrator's 'Report Presenze' both show the day's corrected hours.
 */
import type { Page } from 'playwright-core';
import { describeE2E } from './support/e2e-suite';
import { forgottenCheckOut, openAdminTab, pastPair, romeDay, shownDay } from './support/hours';
import { logIn, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, eventually, onPath, see, seeNoMore, tableRows } from './support/ui';

const yesterday = romeDay(1);
/** On the 1st of a month yesterday is last month's: both screens then go back a month. */
const lastMonth = yesterday.slice(0, 7) !== romeDay(0).slice(0, 7);

describeE2E('a forgotten check-out corrected on request', (e2e) => {
  let anna: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    anna = await e2e.seed.createUser('Anna', 'Ferri');
    // Two days ago a full day (8:00), yesterday a check-in at 08:30 and no check-out.
    await pastPair(e2e.seed, anna, romeDay(2), '08:00', '16:00');
    await forgottenCheckOut(e2e.seed, anna, yesterday, '08:30');
  });

  /** Yesterday's card in 'Le mie ore'. */
  const yesterdayCard = (page: Page) => page.locator('li.worked-day').filter({ hasText: yesterday.split('-').reverse().join('/') });

  async function openMyHours(page: Page): Promise<void> {
    await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Le mie ore' }).click();
    await onPath(page, '/my-hours');
    if (lastMonth) await button(page, 'Mese precedente').click();
    await yesterdayCard(page).waitFor();
  }

  e2e.test("the employee asks, an administrator approves, 'Le mie ore' and 'Report Presenze' show 9:00", async () => {
    const phone = await e2e.phone({ at: ROME });
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });

    await e2e.step("'Le mie ore': yesterday says 'Uscita mancante', 0:00; the month totals 8:00", async () => {
      await logIn(phone, anna.username, anna.password);
      await openMyHours(phone);
      await see(yesterdayCard(phone), 'Uscita mancante');
      await see(yesterdayCard(phone), '0:00');
      await see(phone.locator('.hours-totals'), '8:00');
    });

    await e2e.step("'Richiedi correzione': the exit at 17:30, with a reason → 'Correzione richiesta'", async () => {
      await button(yesterdayCard(phone), 'Richiedi correzione').click();
      const form = dialog(phone, 'Richiedi correzione');
      await see(form, "Uscita mancante dopo l'entrata delle 08:30");
      await form.getByLabel(/Ora di uscita/).fill('17:30');
      await form.getByLabel(/Motivo/).fill('Uscita dal magazzino senza timbrare');
      await button(form, 'Invia richiesta').click();
      await form.waitFor({ state: 'hidden' });
      await see(yesterdayCard(phone), 'Correzione richiesta');
    });

    await e2e.step("'Richieste di correzione': the administrator approves it", async () => {
      await openAdminTab(admin, /^Richieste di correzione/);
      const row = tableRows(admin, `Anna Ferri (${anna.username})`);
      await see(row, '17:30');
      await see(row, 'Uscita dal magazzino senza timbrare');
      await button(row, 'Approva').click();
      const confirm = dialog(admin, /^Approvare la richiesta di Anna Ferri/);
      await button(confirm, 'Approva').click();
      await see(admin, 'Nessuna richiesta in attesa');
    });

    await e2e.step("'Report Presenze': yesterday 08:30–17:30, 9:00, 'Corretta', no 'Uscita mancante'; the month 17:00", async () => {
      const tab = admin.getByRole('tab', { name: 'Report Presenze' });
      await tab.click();
      if (lastMonth) await button(admin, /^Mese scorso /).click();
      const row = tableRows(admin, anna.username);
      await eventually('Anna in the report', async () => (await row.count()) === 1);
      await see(row, '17:00');
      await button(admin, 'Mostra i giorni di Anna Ferri').click();
      const day = admin.getByRole('list', { name: 'Giorni di Anna Ferri' }).getByRole('listitem').filter({ hasText: shownDay(yesterday) });
      await see(day, '9:00');
      await see(day, '17:30');
      await see(day, 'Corretta');
      await seeNoMore(day, 'Uscita mancante');
    });

    await e2e.step("'Le mie ore' again: yesterday 9:00, the exit '(aggiunta)', 'Correzione approvata'; the month 17:00", async () => {
      await button(phone, 'Aggiorna').click();
      const card = yesterdayCard(phone);
      await see(card, 'Correzione approvata');
      await see(card, '9:00');
      await see(card, '(aggiunta)');
      await seeNoMore(card, 'Uscita mancante');
      await see(phone.locator('.hours-totals'), '17:00');
    });
  });
});
