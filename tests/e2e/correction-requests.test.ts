/**
 * Correction requests, the administrators' side (docs/behaviour.md, "Correction requests"): two employees each
 * left a check-in of yesterday without its check-out and ask, through the API, to add it. The administrator opens
 * the panel, sees the badge '1' on 'Richieste di correzione', approves the first request (the badge goes), then,
 * on a phone, refuses the second with a reason, which 'Rifiutate' shows.
 */
import type { Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import type { CorrectionRequest, CorrectionRequestPage, TimesheetEntry } from '../../src/core/contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { loginOverApi, type SeededUser } from './support/seed-api';
import { button, dialog, onPath, see, tableRows } from './support/ui';

const TAB = /^Richieste di correzione/;

/** Yesterday's date in the business time zone (the server's APP_TIMEZONE default, the browsers' zone). */
function yesterdayInRome(): string {
  // en-CA writes yyyy-MM-dd. 24 h back is yesterday on every day but the hour after a DST change's midnight.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - 86_400_000));
}

async function call<T>(baseUrl: string, method: string, path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The employee checks in (now), the administrator moves that check-in to yesterday 08:00 (the audited edit), and the
 * employee asks to add its check-out at 17:00: a past day with a missing check-out, and its pending request.
 */
async function requestMissingCheckOut(e2e: E2E, employee: SeededUser, day: string, reason: string): Promise<CorrectionRequest> {
  const { baseUrl, adminToken } = e2e.seed;
  const device = `e2e-corrections-${employee.username}`;
  const { access } = await loginOverApi(baseUrl, employee.username, employee.password, device);
  const checkIn = await call<TimesheetEntry>(baseUrl, 'POST', ApiPaths.checkIn, { ...ROME, accuracy: 10, device_id: device }, access);
  await call(baseUrl, 'PATCH', ApiPaths.timesheet(checkIn.id), { timestamp: `${day}T08:00` }, adminToken);
  return call<CorrectionRequest>(
    baseUrl,
    'POST',
    ApiPaths.correctionRequests,
    { timesheet_id: checkIn.id, kind: 'missing_check_out', proposed_timestamp: `${day}T17:00`, reason },
    access,
  );
}

/** The administrator signs in on `page` and opens the panel's 'Richieste di correzione'. */
async function openCorrections(page: Page): Promise<void> {
  await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.goto('/dashboard_admin');
  await page.getByRole('tab', { name: TAB }).waitFor();
}

describeE2E('correction requests, reviewed by an administrator', (e2e) => {
  let giulia: SeededUser;
  let marco: SeededUser;
  const day = yesterdayInRome();
  const [year, month, date] = day.split('-');
  const shownDay = `${date}/${month}/${year}`;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    giulia = await e2e.seed.createUser('Giulia', 'Neri');
    marco = await e2e.seed.createUser('Marco', 'Bruni');
  });

  e2e.test("the badge counts the pending request; 'Approva' clears it; a second one is refused with a reason", async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    const giuliaRow = `Giulia Neri (${giulia.username})`;
    const marcoRow = `Marco Bruni (${marco.username})`;

    await e2e.step('Giulia asks to add the check-out of yesterday', async () => {
      const filed = await requestMissingCheckOut(e2e, giulia, day, 'Ho dimenticato di timbrare in uscita');
      expect(filed).toMatchObject({ status: 'pending', kind: 'missing_check_out', business_date: day });
    });

    await e2e.step("the administrator opens the panel: the tab's badge says 1; the tab lists the request", async () => {
      await openCorrections(admin);
      const tab = admin.getByRole('tab', { name: TAB });
      await see(tab, '1 richiesta di correzione in attesa');
      await tab.click();
      const row = tableRows(admin, giuliaRow);
      await see(row, shownDay);
      await see(row, 'Uscita mancante');
      await see(row, '17:00');
      await see(row, /^Check-in 08:00$/);
      await see(row, 'Ho dimenticato di timbrare in uscita');
      await e2e.screenshot(admin, 'correction-requests');
    });

    await e2e.step("'Approva', confirmed: the message shows, the request leaves the list and the badge goes", async () => {
      await button(tableRows(admin, giuliaRow), 'Approva').click();
      const confirm = dialog(admin, /^Approvare la richiesta di Giulia Neri/);
      await confirm.waitFor();
      await button(confirm, 'Approva').click();
      await see(admin, 'Richiesta approvata: la timbratura è stata corretta.');
      await see(admin, 'Nessuna richiesta in attesa');
      await expectBadgeGone(admin);
      const approved = await e2e.seed.get<CorrectionRequestPage>(`${ApiPaths.adminCorrectionRequests}?status=approved`);
      expect(approved).toMatchObject({ pending: 0, count: 1, results: [{ username: giulia.username, decided_by: ADMIN_USERNAME }] });
    });

    await e2e.step("'Approvate' lists it; its day opens Giulia's punches of that day, the added check-out at 17:00 among them", async () => {
      await admin.getByText('Approvate', { exact: true }).click();
      const row = tableRows(admin, giuliaRow);
      await see(row, new RegExp(`^${ADMIN_USERNAME} il `));
      await row.getByRole('link', { name: new RegExp(`^Vedi le timbrature di Giulia Neri .* del ${shownDay}`) }).click();
      await onPath(admin, '/dashboard_admin/activities');
      await see(tableRows(admin, giulia.username).filter({ hasText: 'Check-out' }), `${shownDay} 17:00:00`);
    });

    await e2e.step('Marco asks too; an administrator on a phone sees it within 390 px, with 48 px buttons', async () => {
      await requestMissingCheckOut(e2e, marco, day, 'Uscito per una visita medica');
      const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
      await openCorrections(phone);
      await see(phone.getByRole('tab', { name: TAB }), '1 richiesta di correzione in attesa');
      await openTabOnPhone(phone);
      // A card per request on a phone, not a table to scroll sideways.
      const row = phone.getByRole('listitem').filter({ hasText: marcoRow });
      await see(row, 'Uscito per una visita medica');
      await see(row, 'Uscita mancante');
      await phone.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // no focus ring in the picture
      await e2e.screenshot(phone, 'correction-requests');
      const widths = await phone.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      for (const name of ['In attesa', 'Approvate', 'Rifiutate']) {
        const box = await phone.getByRole('radio', { name }).locator('xpath=ancestor::label').boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(48);
      }
      await row.scrollIntoViewIfNeeded();
      const refuse = button(row, 'Rifiuta');
      await refuse.scrollIntoViewIfNeeded();
      for (const decision of [button(row, 'Approva'), refuse]) {
        const box = await decision.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(48);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }

      await refuse.click();
      const refusal = dialog(phone, `Rifiuta la richiesta di ${marcoRow}`);
      await refusal.waitFor();
      await button(refusal, 'Rifiuta').click();
      await see(refusal, 'Indica il motivo del rifiuto.');
      await refusal.getByRole('textbox', { name: /^Motivo del rifiuto/ }).fill('Quel giorno risultavi in ferie');
      await button(refusal, 'Rifiuta').click();
      await see(phone, 'Richiesta rifiutata: il dipendente vedrà il motivo.');
      await expectBadgeGone(phone);

      await phone.getByText('Rifiutate', { exact: true }).click();
      const refused = phone.getByRole('listitem').filter({ hasText: marcoRow });
      await see(refused, 'Quel giorno risultavi in ferie');
      await see(refused, new RegExp(`^${ADMIN_USERNAME} il \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d$`));
    });
  });
});

/** The tab's label without its badge: nothing pending. */
async function expectBadgeGone(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Richieste di correzione', exact: true }).waitFor();
}

/**
 * On a phone the panel's five tabs do not fit and a finger swipes the tab bar; here the keyboard's way: the tab
 * takes the focus (the bar scrolls it into view), Enter opens it.
 */
async function openTabOnPhone(page: Page): Promise<void> {
  const tab = page.getByRole('tab', { name: TAB });
  await tab.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Richieste di correzione', level: 2 }).waitFor();
}
