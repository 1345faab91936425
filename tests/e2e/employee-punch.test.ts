/**
 * The employee's journey (docs/behaviour.md, "Employee dashboard", "Anomaly dialogs", "History"): an employee on a
 * phone checks in at the office, checks out 2 km away through the anomaly dialog, and finds both punches in the
 * history, whose filters work.
 */
import type { Page } from 'playwright-core';
import { describeE2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, card, dialog, escapeRegExp, eventually, onPath, see, seeNoMore } from './support/ui';

const OFFICE = ROME;
const TWO_KM_AWAY = offset(OFFICE, 2_000);
const ANOMALY_NOTE = 'Riunione dal cliente in via Appia';

describeE2E('employee punch journey (phone)', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', OFFICE);
    employee = await e2e.seed.createUser('Mario', 'Rossi');
  });

  e2e.test('logs in, checks in at the office, checks out 2 km away with a note, and finds both in the history', async () => {
    const page = await e2e.phone({ at: OFFICE });

    await e2e.step('log in and see the dashboard out of service', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
      await see(page, 'Mario Rossi');
    });

    await e2e.step("the office is listed under 'Sedi Disponibili' as 'Disponibile'", async () => {
      const places = card(page, 'Sedi Disponibili');
      await see(places, 'Sede Centrale');
      await see(places, 'Disponibile');
      await see(page, 'Sistema pronto');
      await e2e.screenshot(page, 'dashboard');
    });

    await e2e.step("Check In → 'Check-in effettuato con successo', 'In Servizio'", async () => {
      await button(page, 'Check In').click();
      await see(page, 'Check-in effettuato con successo');
      await see(page, 'In Servizio');
      await see(page, 'Presso Sede Centrale');
    });

    await e2e.step('2 km away, in the same session, the position button shows the new position to 6 decimals', async () => {
      // The manual refresh asks the browser for an uncached fix (maximum age 0), so the move shows at once.
      await page.context().setGeolocation({ ...TWO_KM_AWAY, accuracy: 10 });
      await page.getByTitle('Aggiorna la posizione GPS').click();
      await see(page, `Lat ${TWO_KM_AWAY.latitude.toFixed(6)}, Lng ${TWO_KM_AWAY.longitude.toFixed(6)}`);
      await see(page, 'Posizione acquisita');
      await see(page, 'In Servizio');
    });

    await e2e.step('Check Out opens the anomaly dialog; the note is required', async () => {
      await button(page, 'Check Out').click();
      const anomaly = dialog(page, '⚠️ Anomalia di Posizione');
      await anomaly.waitFor();
      await e2e.screenshot(page, 'checkout-anomaly-dialog');
      await button(anomaly, 'Conferma Check-out').click();
      await see(anomaly, 'Nota obbligatoria per check-out fuori dalla sede autorizzata');
    });

    await e2e.step("confirm with a note → 'Check-out con anomalia di posizione registrato'", async () => {
      const anomaly = dialog(page, '⚠️ Anomalia di Posizione');
      await anomaly.getByLabel('Nota anomalia GPS *').fill(ANOMALY_NOTE);
      await seeNoMore(anomaly, 'Nota obbligatoria per check-out fuori dalla sede autorizzata');
      await button(anomaly, 'Conferma Check-out').click();
      await see(page, 'Check-out con anomalia di posizione registrato');
      await anomaly.waitFor({ state: 'hidden' });
      await see(page, 'Fuori Servizio');
    });

    const checkOutChip = await e2e.step("the history lists both punches; the check-in is 'Valido'", async () => {
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Storico' }).click();
      await onPath(page, '/timesheets');
      await see(page, 'Storico Timbrature');
      await see(page, '2 timbrature trovate');
      const checkIn = entryCard(page, 'Check-in');
      const checkOut = entryCard(page, 'Check-out');
      await see(checkIn, 'Valido');
      await see(checkIn, 'Sede Centrale');
      await see(checkOut, /^(Valido|Invalido)$/);
      await e2e.screenshot(page, 'history');
      // Asserted last (below), so that a wrong chip does not hide whether the filters work.
      return (await checkOut.getByText(/^(Valido|Invalido)$/).first().innerText()).trim();
    });

    await e2e.step('expanding the check-out shows its distance and the note', async () => {
      const checkOut = entryCard(page, 'Check-out');
      await checkOut.getByRole('button').first().click();
      await see(checkOut, /Distanza: \d+m/);
      await see(checkOut, 'Note:');
      await see(checkOut, new RegExp(`Note: ${escapeRegExp(ANOMALY_NOTE)}`));
    });

    await e2e.step("filter by type 'Check-in' → one punch, chips under 'Filtri attivi'", async () => {
      await openHistoryFilters(page);
      const drawer = filtersDrawer(page);
      // A button-style radio: its input is hidden, the user taps the label.
      await drawer.locator('label', { hasText: /^Check-in$/ }).click();
      expect(await drawer.getByRole('radio', { name: 'Check-in', exact: true }).isChecked()).toBe(true);
      await button(drawer, 'Applica').click();
      await see(page, '1 timbrature trovate');
      await see(page, 'Filtri attivi');
      await eventually('only the check-in card to be listed', async () => (await entryCards(page).count()) === 1);
      await see(entryCards(page).first(), 'Check-in');
    });

    await e2e.step("'Rimuovi' clears the filters → both punches again", async () => {
      await button(page, 'Rimuovi').click();
      await see(page, '2 timbrature trovate');
      await seeNoMore(page, 'Filtri attivi');
    });

    await e2e.step("quick filter 'Mese scorso' → the empty state", async () => {
      await openHistoryFilters(page);
      const drawer = filtersDrawer(page);
      await button(drawer, /^Mese scorso /).click();
      await button(drawer, 'Applica').click();
      await see(page, 'Nessuna timbratura trovata');
      await see(page, 'Prova a modificare i filtri di ricerca');
      await see(page, 'Modifica Filtri');
    });

    await e2e.step("the check-out recorded 2 km from the check-in's place is 'Invalido'", async () => {
      expect(checkOutChip).toBe('Invalido');
    });
  });

  e2e.test("on a 360×640 phone whose map tiles fail, the open speed dial leaves 'Mappa non disponibile' uncovered", async () => {
    // Another employee: Mario's account is bound to the first phone.
    const walker = await e2e.seed.createUser('Paola', 'Verdi');
    const page = await e2e.phone({ at: OFFICE });
    await page.setViewportSize({ width: 360, height: 640 });
    // No tile arrives (the tile server down): the map says so, in its note.
    await page.route(/\/\d+\/\d+\/\d+\.png(\?|$)/, (route) => route.abort('internetdisconnected'));

    const note = await e2e.step("log in; the map card's note says 'Mappa non disponibile'", async () => {
      await logIn(page, walker.username, walker.password);
      await see(page, 'Sistema pronto');
      const map = page.getByRole('region', { name: 'Mappa della posizione attuale e delle sedi' });
      await map.scrollIntoViewIfNeeded();
      return see(map, 'Mappa non disponibile');
    });

    await e2e.step('the speed dial opened over it covers none of the note, wherever the page is scrolled', async () => {
      await button(page, 'Azioni rapide').click();
      const dial = page.locator('.speed-dial');
      await dial.getByRole('button', { name: 'Aggiorna Posizione' }).waitFor();
      const box = (await note.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      // The dial is fixed in one column of the screen while the page scrolls under it: the note must keep out of that
      // column, not merely out of where the dial happens to be now.
      const column = (await dial.boundingBox())!;
      expect({ noteRight: Math.round(box.x + box.width), clearOfTheDial: box.x + box.width <= column.x }).toEqual({
        noteRight: Math.round(box.x + box.width),
        clearOfTheDial: true,
      });
      // And nothing paints over the note's last letters now.
      const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', { x: box.x + box.width - 4, y: box.y + box.height / 2 });
      expect(onTop).toBe('Mappa non disponibile');
      await e2e.screenshot(page, 'dashboard-map-unavailable-dial-open-360');
    });
  });
});

/** The history's entry cards (each is a list item with the type label). */
function entryCards(page: Page) {
  return page.getByRole('listitem').filter({ has: page.getByText(/^(Check-in|Check-out|Sconosciuto)$/) });
}

function entryCard(page: Page, type: 'Check-in' | 'Check-out') {
  return entryCards(page).filter({ has: page.getByText(type, { exact: true }) }).first();
}

/** The bottom drawer 'Filtri Ricerca'. */
function filtersDrawer(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByText('Filtri Ricerca', { exact: true }) });
}

async function openHistoryFilters(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Filtri/ }).first().click();
  await filtersDrawer(page).waitFor();
}
