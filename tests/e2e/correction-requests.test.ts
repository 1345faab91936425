/**
 * Correction requests, the administrators' side (docs/behaviour.md, "Correction requests"): two employees each
 * left a check-in of yesterday without its check-out and ask, through the API, to add it. The administrator opens
 * the panel, sees the badge '1' on 'Richieste di correzione', approves the first request (the badge goes), then,
 * on a phone, refuses the second with a reason, which 'Rifiutate' shows.
 */
import type { Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import type { CorrectionRequestPage } from '../../src/core/contract';
import { ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { forgottenCheckOut, openAdminTab, requestCheckOut, romeDay, shownDay as shownDayOf } from './support/hours';
import { ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, onPath, see, tableRows } from './support/ui';

const TAB = /^Richieste di correzione/;

describeE2E('correction requests, reviewed by an administrator', (e2e) => {
  let giulia: SeededUser;
  let marco: SeededUser;
  const day = romeDay(1);
  const shownDay = shownDayOf(day);

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
      const checkIn = await forgottenCheckOut(e2e.seed, giulia, day, '08:00');
      const filed = await requestCheckOut(e2e.seed, giulia, checkIn, day, '17:00', 'Ho dimenticato di timbrare in uscita');
      expect(filed).toMatchObject({ status: 'pending', kind: 'missing_check_out', business_date: day });
    });

    await e2e.step("the administrator opens the panel: the tab's badge says 1; the tab lists the request", async () => {
      await openAdminTab(admin, TAB);
      await see(admin.getByRole('tab', { name: TAB }), '1 richiesta di correzione in attesa');
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
      await requestCheckOut(e2e.seed, marco, await forgottenCheckOut(e2e.seed, marco, day, '08:00'), day, '17:00', 'Uscito per una visita medica');
      const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
      await openAdminTab(phone, TAB);
      await see(phone.getByRole('tab', { name: TAB }), '1 richiesta di correzione in attesa');
      await phone.getByRole('heading', { name: 'Richieste di correzione', level: 2 }).waitFor();
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
