/**
 * 'Le mie ore' (docs/behaviour.md, "My hours", "Correction requests"): an employee whose check-in of yesterday has
 * no check-out opens 'Le mie ore' from the bottom navigation, sees 'Uscita mancante', asks for the exit through
 * 'Richiedi correzione', sees 'Correzione richiesta'; an administrator approves it (through the API) and, after a
 * reload, the day shows the worked hours, 'Corretta' and 'Correzione approvata'. The desktop layout is opened from
 * the desktop dashboard.
 */
import type { Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import { assertNoFindings, seriousViolations } from './support/axe';
import { describeE2E } from './support/e2e-suite';
import { apiCall, forgottenCheckOut, pastPair, pendingRequests, romeDay } from './support/hours';
import { logIn, offset, ROME } from './support/journeys';
import type { Credentials, SeededUser, SeedApi } from './support/seed-api';
import { button, dialog, onPath, see, seeNoMore } from './support/ui';

const REASON = 'Ho dimenticato di timbrare l’uscita';

/** 'Martedì 24/11/2026': how the day's card names a calendar day. */
function dayHeading(day: string): string {
  const [year, month, date] = day.split('-');
  const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${date}/${month}/${year}`;
}

/** What makes a check-in off-site: 600 m north of the office, at `placeId`, declared as an anomaly with a note. */
function offSite(placeId: number): Record<string, unknown> {
  return { ...offset(ROME, 600), location_id: placeId, force_anomaly: true, anomaly_note: 'Cantiere del cliente' };
}

/** Three days ago off-site 08:30–17:15; two days ago 08:00–12:30 and 13:30–17:00. */
async function seedPastDays(seed: SeedApi, user: Credentials, placeId: number): Promise<void> {
  await pastPair(seed, user, romeDay(3), '08:30', '17:15', offSite(placeId));
  await pastPair(seed, user, romeDay(2), '08:00', '12:30');
  await pastPair(seed, user, romeDay(2), '13:30', '17:00');
}

describeE2E("'Le mie ore' and a correction request", (e2e) => {
  let employee: SeededUser;
  let manager: SeededUser;
  const yesterday = romeDay(1);

  beforeAll(async () => {
    const office = await e2e.seed.createLocation('Sede Centrale', ROME);
    employee = await e2e.seed.createUser('Giulia', 'Bianchi');
    await seedPastDays(e2e.seed, employee, office.id);
    // Yesterday's check-in without its check-out.
    await forgottenCheckOut(e2e.seed, employee, yesterday, '08:00');
    // An administrator (employees use phones) whose own hours the desktop layout shows; the first administrator
    // moves their punches, since no one corrects their own.
    manager = await e2e.seed.createAdmin('Paolo', 'Verdi');
    await seedPastDays(e2e.seed, manager, office.id);
  });

  const dayCard = (page: Page) => page.locator('li.worked-day').filter({ has: page.getByRole('heading', { name: dayHeading(yesterday) }) });

  async function showYesterdaysMonth(page: Page): Promise<void> {
    // On the 1st of a month, yesterday belongs to the month before.
    if (yesterday.slice(0, 7) !== romeDay(0).slice(0, 7)) await button(page, 'Mese precedente').click();
    await dayCard(page).waitFor();
  }

  e2e.test('phone: Uscita mancante → Richiedi correzione → approved → the hours and Corretta', async () => {
    const page = await e2e.phone({ at: ROME });

    await e2e.step("log in, open 'Le mie ore' from the bottom navigation", async () => {
      await logIn(page, employee.username, employee.password);
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Le mie ore' }).click();
      await onPath(page, '/my-hours');
      await see(page, 'Le mie ore');
      await see(page, 'Ore totali');
      await showYesterdaysMonth(page);
    });

    await e2e.step("yesterday shows 'Uscita mancante' and the check-in at 08:00", async () => {
      const day = dayCard(page);
      await see(day, 'Uscita mancante');
      await see(day, '08:00');
      await see(day, '0:00');
    });

    await e2e.step("'Richiedi correzione': the reason is required; exit 17:00 with a reason → 'Correzione richiesta'", async () => {
      await button(dayCard(page), 'Richiedi correzione').click();
      const form = dialog(page, 'Richiedi correzione');
      await form.waitFor();
      await see(form, "Uscita mancante dopo l'entrata delle 08:00");
      await form.getByLabel(/Ora di uscita/).fill('17:00');
      await button(form, 'Invia richiesta').click();
      await see(form, 'Campo obbligatorio');
      await form.getByLabel(/Motivo/).fill(REASON);
      await page.waitForTimeout(700); // antd's opening animation: axe measures colours as painted
      await e2e.screenshot(page, 'my-hours-correction-dialog');
      assertNoFindings(await seriousViolations(page, 'my-hours-correction-dialog--phone'), 'my-hours-phone');
      await button(form, 'Invia richiesta').click();
      await form.waitFor({ state: 'hidden' });
      await see(dayCard(page), 'Correzione richiesta');
    });

    await e2e.step('an administrator approves it (API); after a reload the day shows 9:00, Corretta and Correzione approvata', async () => {
      const pending = await pendingRequests(e2e.seed);
      const request = pending.results.find((candidate) => candidate.username === employee.username);
      if (!request) throw new Error(`no pending request of ${employee.username}: ${JSON.stringify(pending)}`);
      await apiCall(e2e.seed.baseUrl, e2e.seed.adminToken, 'POST', ApiPaths.adminCorrectionApprove(request.id));

      await page.reload();
      await showYesterdaysMonth(page);
      const day = dayCard(page);
      await see(day, 'Correzione approvata');
      await see(day, 'Corretta');
      await see(day, '9:00');
      await see(day, '17:00');
      await seeNoMore(day, 'Uscita mancante');
      await e2e.screenshot(page, 'my-hours');
      assertNoFindings(await seriousViolations(page, 'my-hours--phone'), 'my-hours-phone');
    });
  });

  e2e.test('phone, administrator: five items in the bottom navigation fit 390 px, each at least 48 px', async () => {
    const page = await e2e.phone({ at: ROME });
    await logIn(page, manager.username, manager.password);
    const navigation = page.getByRole('navigation', { name: 'Navigazione principale' });
    const items = navigation.getByRole('button');
    await items.nth(4).waitFor();
    expect(await items.allTextContents()).toEqual(['Home', 'Storico', 'Le mie ore', 'Admin', 'Profilo']);
    for (const item of await items.all()) {
      const box = (await item.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(48);
      expect(box.height).toBeGreaterThanOrEqual(48);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await navigation.getByRole('button', { name: 'Le mie ore' }).click();
    await onPath(page, '/my-hours');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  e2e.test("desktop: the dashboard's 'Le mie ore' opens the desktop layout", async () => {
    const page = await e2e.desktop({ at: ROME });
    await logIn(page, manager.username, manager.password);
    await button(page, 'Le mie ore').click();
    await onPath(page, '/my-hours');
    await see(page, 'Torna alla Dashboard');
    await see(page, 'Giorni lavorati');
    if (romeDay(2).slice(0, 7) !== romeDay(0).slice(0, 7)) await button(page, 'Mese precedente').click();
    const twoPairs = page.locator('li.worked-day').filter({ has: page.getByRole('heading', { name: dayHeading(romeDay(2)) }) });
    await see(twoPairs, '8:00');
    await see(twoPairs, '13:30');
    await e2e.screenshot(page, 'my-hours');
    assertNoFindings(await seriousViolations(page, 'my-hours--desktop'), 'my-hours-desktop');
  });
});
