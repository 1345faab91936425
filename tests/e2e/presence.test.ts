/**
 * 'Presenti ora' (docs/behaviour.md, "Present now"): an administrator keeps the tab open; an employee checks in through
 * the API and appears within seconds without a reload, then checks out and disappears; 'Stampa elenco (PDF)' downloads
 * the roll call naming the people and the place. On a phone the list fits 390 px. The screenshots of the docs are
 * taken here (docs/screenshots/presence-phone.png, presence-desktop.png).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { pdfText } from '../server/support/pdf-text';
import { describeE2E } from './support/e2e-suite';
import { openAdminTab } from './support/hours';
import { offset, ROME } from './support/journeys';
import { REPO_ROOT } from './support/paths';
import { checkInOverApi, createGroup } from './support/seed-admin-data';
import type { SeededUser } from './support/seed-api';
import { button, see, seeNoMore } from './support/ui';

const DOCS_SCREENSHOTS = join(REPO_ROOT, 'docs/screenshots');
const WAREHOUSE = offset(ROME, 5_000);

let marco: SeededUser;

describeE2E("'Presenti ora' (desktop and phone)", (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME, { address: 'Via del Corso 1, Roma' });
    const warehouse = await e2e.seed.createLocation('Magazzino Tiburtino', WAREHOUSE, { address: 'Via Tiburtina 500, Roma' });
    const magazzino = await createGroup(e2e.seed, 'Magazzino');
    const uffici = await createGroup(e2e.seed, 'Uffici');
    const giulia = await e2e.seed.createUser('Giulia', 'Neri', { username: 'giulia.neri', gruppo_id: uffici.id });
    const luca = await e2e.seed.createUser('Luca', 'Bianchi', { username: 'luca.bianchi', gruppo_id: magazzino.id });
    const anna = await e2e.seed.createUser('Anna', 'Esposito', { username: 'anna.esposito', gruppo_id: magazzino.id });
    const paolo = await e2e.seed.createUser('Paolo', 'Ferrari', { username: 'paolo.ferrari', gruppo_id: uffici.id });
    marco = await e2e.seed.createUser('Marco', 'Rossi', { username: 'marco.rossi', gruppo_id: magazzino.id });
    await e2e.seed.checkIn(giulia, 'e2e-presence-giulia', ROME);
    await e2e.seed.checkIn(luca, 'e2e-presence-luca', WAREHOUSE);
    // Forced at the warehouse from 400 m away: 'Anomalia GPS', 'Non valida', with the note.
    await checkInOverApi(e2e.seed, anna, 'e2e-presence-anna', offset(WAREHOUSE, 400), { location_id: warehouse.id, force_anomaly: true, anomaly_note: 'Ingresso dal retro' });
    await checkInOverApi(e2e.seed, paolo, 'e2e-presence-paolo', offset(ROME, 20_000), { offsite_work: true, force_anomaly: true, anomaly_note: 'Cliente a Ostia' });
  });

  e2e.test('a check-in appears without reload, a check-out removes it, and the roll call downloads as a PDF', async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    await admin.setViewportSize({ width: 1366, height: 900 });
    await openAdminTab(admin, 'Presenti ora');
    const tab = admin.getByRole('tabpanel', { name: 'Presenti ora' });

    await e2e.step('the people already in, per place, with their anomalies and the total', async () => {
      await see(tab, '4 presenti');
      const warehouseCard = tab.getByRole('region', { name: 'Magazzino Tiburtino' });
      await see(warehouseCard, 'Luca Bianchi');
      await see(warehouseCard, 'Anna Esposito');
      await see(warehouseCard, 'Anomalia GPS');
      await see(warehouseCard, 'Non valida');
      await see(tab.getByRole('region', { name: 'Fuori sede' }), 'Paolo Ferrari');
      await see(tab, /^Aggiornato alle \d\d:\d\d:\d\d$/);
    });

    await e2e.step('an employee checks in: the name appears within seconds, without reload', async () => {
      await e2e.seed.checkIn(marco, 'e2e-presence-marco', ROME);
      const central = tab.getByRole('region', { name: 'Sede Centrale' });
      await see(central, 'Marco Rossi', 12_000);
      await see(central, /^Entrata \d\d:\d\d$/);
      await see(tab, '5 presenti');
      await admin.mouse.move(0, 0);
      await admin.screenshot({ path: join(DOCS_SCREENSHOTS, 'presence-desktop.png') });
    });

    await e2e.step("'Stampa elenco (PDF)' downloads the roll call naming the people and the places", async () => {
      const [download] = await Promise.all([admin.waitForEvent('download'), button(tab, /Stampa elenco \(PDF\)/).click()]);
      expect(download.suggestedFilename()).toMatch(/^presenti-ora-\d{4}-\d{2}-\d{2}-\d{4}\.pdf$/);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text } = await pdfText(new Uint8Array(bytes));
      for (const expected of ['Presenti ora', 'Sede Centrale', 'Magazzino Tiburtino', 'Fuori sede', 'Rossi Marco', 'Bianchi Luca', 'Totale presenti: 5']) {
        expect(text).toContain(expected);
      }
    });

    await e2e.step('the employee checks out: the name goes, without reload', async () => {
      await e2e.seed.checkOut(marco, 'e2e-presence-marco', ROME);
      await seeNoMore(tab, 'Marco Rossi', 12_000);
      await see(tab, '4 presenti');
    });
  });

  e2e.test('on a phone the list fits 390 px', async () => {
    const admin = await e2e.phone({ at: ROME, label: 'admin-phone' });
    await openAdminTab(admin, 'Presenti ora');
    const tab = admin.getByRole('tabpanel', { name: 'Presenti ora' });
    await see(tab, 'Luca Bianchi');
    await see(tab, 'Paolo Ferrari');
    expect(await horizontalOverflow(admin)).toBe(0);
    const print = button(tab, /Stampa elenco \(PDF\)/);
    expect((await print.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await admin.screenshot({ path: join(DOCS_SCREENSHOTS, 'presence-phone.png') });
  });
});

/** How far the page scrolls sideways (0 when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
