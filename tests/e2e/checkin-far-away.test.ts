/**
 * A check-in far from every authorised place (docs/behaviour.md, "Anomaly dialogs"). The dialog offers the
 * nearest place (recommended) and 'Fuori sede / Lavoro da remoto', a note is mandatory, and both branches end
 * in a saved punch that carries the note.
 */
import type { Page } from 'playwright-core';
import type { ActivitiesPage, AdminActivity } from '../../src/core/contract/admin.contract';
import { ApiPaths } from '../../src/core/contract/paths';
import { describeE2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, eventually, see, seeNoMore } from './support/ui';

const NEAREST = { name: 'Sede Nord', spot: ROME };
const FARTHER = { name: 'Sede Sud', spot: offset(ROME, -4_000) };
/** 600 m north of Sede Nord: out of every tolerance radius (100 m), Sede Nord the nearest. */
const FAR_AWAY = offset(ROME, 600);
const DIALOG_TITLE = '⚠️ Check-in con Anomalia GPS';

describeE2E('check-in far from every place (phone)', (e2e) => {
  let nearestId: number;

  beforeAll(async () => {
    nearestId = (await e2e.seed.createLocation(NEAREST.name, NEAREST.spot)).id;
    await e2e.seed.createLocation(FARTHER.name, FARTHER.spot);
  });

  e2e.test('choosing the nearest place (recommended) saves a forced check-in there, with the note', async () => {
    const employee = await e2e.seed.createUser('Paolo', 'Gialli');
    const note = 'Cantiere temporaneo vicino alla sede nord';
    const page = await e2e.phone({ at: FAR_AWAY });

    await e2e.step('log in far away: no place is available', async () => {
      await logInFarAway(page, employee);
      await see(page, 'Nessuna sede disponibile nel raggio di tolleranza');
    });

    const anomaly = await e2e.step('Check In opens the dialog with both choices', async () => openFarAwayDialog(page));
    await e2e.screenshot(page, 'checkin-anomaly-dialog');

    await e2e.step('the note is mandatory', async () => {
      await anomaly.getByRole('radio', { name: /Sede Nord/ }).check();
      await button(anomaly, 'Conferma Check-in').click();
      await see(anomaly, 'Nota obbligatoria per check-in fuori dalla sede autorizzata');
    });

    await e2e.step("confirm with a note → 'Check-in effettuato con successo', 'In Servizio'", async () => {
      await anomaly.getByLabel('Nota anomalia GPS *').fill(note);
      await seeNoMore(anomaly, 'Nota obbligatoria per check-in fuori dalla sede autorizzata');
      await button(anomaly, 'Conferma Check-in').click();
      await see(page, 'Check-in effettuato con successo');
      await anomaly.waitFor({ state: 'hidden' });
      await see(page, 'In Servizio');
      await see(page, `Presso ${NEAREST.name}`);
    });

    await e2e.step('the saved punch is at the nearest place, flagged as anomaly, with the note', async () => {
      const punch = await latestActivityOf(employee);
      expect(punch).toMatchObject({ entry_type: 'IN', location_id: nearestId, location: NEAREST.name, has_location_anomaly: true });
      expect(`${punch.anomaly_note} ${punch.notes}`).toContain(note);
    });
  });

  e2e.test("choosing 'Fuori sede / Lavoro da remoto' saves an off-site check-in, with the note", async () => {
    const employee = await e2e.seed.createUser('Anna', 'Blu');
    const note = 'Lavoro da casa per sciopero dei trasporti';
    const page = await e2e.phone({ at: FAR_AWAY });

    await e2e.step('log in far away', async () => logInFarAway(page, employee));

    const anomaly = await e2e.step('Check In opens the dialog with both choices', async () => openFarAwayDialog(page));

    await e2e.step("choose 'Fuori sede / Lavoro da remoto'; without a note it is refused", async () => {
      await anomaly.getByRole('radio', { name: 'Fuori sede / Lavoro da remoto' }).check();
      await button(anomaly, 'Conferma Check-in').click();
      await see(anomaly, 'Nota obbligatoria per check-in fuori dalla sede autorizzata');
    });

    await e2e.step("confirm with a note → 'Check-in effettuato con successo', 'In Servizio'", async () => {
      await anomaly.getByLabel('Nota anomalia GPS *').fill(note);
      await button(anomaly, 'Conferma Check-in').click();
      await see(page, 'Check-in effettuato con successo');
      await anomaly.waitFor({ state: 'hidden' });
      await see(page, 'In Servizio');
    });

    await e2e.step('the saved punch is off-site (no place), with the note', async () => {
      const punch = await latestActivityOf(employee);
      expect(punch).toMatchObject({ entry_type: 'IN', location_id: null, location: 'Unknown' });
      expect(`${punch.anomaly_note} ${punch.notes}`).toContain(note);
    });
  });

  /** Signs in on the phone standing far away: out of service, yet ready to punch. */
  async function logInFarAway(page: Page, employee: SeededUser) {
    await logIn(page, employee.username, employee.password);
    await see(page, 'Fuori Servizio');
    await see(page, 'Sistema pronto');
  }

  /** Presses Check In and checks the dialog's texts: heading, nearest place with distance and 'Consigliata', off-site. */
  async function openFarAwayDialog(page: Page) {
    await button(page, 'Check In').click();
    const anomaly = dialog(page, DIALOG_TITLE);
    await anomaly.waitFor();
    await see(anomaly, 'Posizione GPS non coincide con nessuna sede abilitata');
    await anomaly.getByRole('radio', { name: /Sede Nord \(\d+ m\)/ }).waitFor({ state: 'attached' });
    const distance = Number(/Sede Nord \((\d+) m\)/.exec(await anomaly.innerText())?.[1]);
    expect(distance).toBeGreaterThanOrEqual(590);
    expect(distance).toBeLessThanOrEqual(610);
    await see(anomaly, 'Consigliata');
    await see(anomaly, 'Fuori sede / Lavoro da remoto');
    expect(await anomaly.getByText(FARTHER.name).count()).toBe(0);
    await see(anomaly, 'Nota anomalia GPS *');
    return anomaly;
  }

  async function latestActivityOf(employee: SeededUser): Promise<AdminActivity> {
    let latest: AdminActivity | undefined;
    await eventually(`a saved punch of ${employee.username}`, async () => {
      const page = await e2e.seed.get<ActivitiesPage>(`${ApiPaths.adminActivities}?user_id=${employee.id}&ordering=-timestamp`);
      latest = page.results[0];
      return latest !== undefined;
    });
    return latest!;
  }
});
