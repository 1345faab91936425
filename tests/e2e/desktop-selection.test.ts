/**
 * On a desktop, a check-in with two places in range opens 'Seleziona Sede per Check-in' (docs/behaviour.md,
 * "Employee dashboard"). Non-admins are restricted on desktops, so the account is an administrator's.
 */
import { describeE2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, card, dialog, see } from './support/ui';

/** Two entrances of the same campus, 60 m apart, each with a 100 m radius; the user stands between them. */
const NORTH_GATE = { name: 'Ingresso Nord', spot: offset(ROME, 30) };
const SOUTH_GATE = { name: 'Ingresso Sud', spot: offset(ROME, -30) };
/** Authorised but 3 km away: listed apart, as a GPS anomaly. */
const BRANCH = { name: 'Filiale Tiburtina', spot: offset(ROME, 0, 3_000) };

describeE2E('desktop check-in with two places in range', (e2e) => {
  let manager: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation(NORTH_GATE.name, NORTH_GATE.spot);
    await e2e.seed.createLocation(SOUTH_GATE.name, SOUTH_GATE.spot);
    await e2e.seed.createLocation(BRANCH.name, BRANCH.spot);
    manager = await e2e.seed.createAdmin('Elena', 'Conti');
  });

  e2e.test("opens 'Seleziona Sede per Check-in' and checks in at the chosen place", async () => {
    const page = await e2e.desktop({ at: ROME });

    await e2e.step('an administrator logs in on a desktop: the desktop dashboard', async () => {
      await logIn(page, manager.username, manager.password);
      await see(page, 'Benvenuto, Elena!');
      await see(page, `ID Dipendente: ${manager.employee_id}`);
      await see(page, 'Stato Attuale');
      await see(page, 'Fuori Servizio');
    });

    await e2e.step("both gates are listed under 'Luoghi Nelle Vicinanze' as 'Disponibile'", async () => {
      const nearby = card(page, 'Luoghi Nelle Vicinanze');
      await see(nearby, NORTH_GATE.name);
      await see(nearby, SOUTH_GATE.name);
      expect(await nearby.getByText('Disponibile', { exact: true }).count()).toBe(2);
      await see(page, 'GPS Attivo');
      await e2e.screenshot(page, 'dashboard');
    });

    const selection = await e2e.step("Check-in → 'Seleziona Sede per Check-in' lists both, the far branch apart", async () => {
      await button(page, 'Check-in').click();
      const selection = dialog(page, 'Seleziona Sede per Check-in');
      await selection.waitFor();
      await see(selection, NORTH_GATE.name);
      await see(selection, SOUTH_GATE.name);
      await see(selection, BRANCH.name);
      await see(selection, 'Anomalia GPS');
      await e2e.screenshot(page, 'checkin-selection-dialog');
      return selection;
    });

    await e2e.step("choose the south gate → 'Check-in effettuato con successo', 'In Servizio' there", async () => {
      await selection.getByRole('button', { name: new RegExp(SOUTH_GATE.name) }).click();
      await see(page, 'Check-in effettuato con successo');
      await selection.waitFor({ state: 'hidden' });
      await see(page, 'In Servizio');
      await see(card(page, 'Stato Attuale'), SOUTH_GATE.name);
    });
  });

  e2e.test("'Annulla' closes the selection without punching", async () => {
    const colleague = await e2e.seed.createAdmin('Marco', 'Ferri');
    const page = await e2e.desktop({ at: ROME });
    await logIn(page, colleague.username, colleague.password);
    await see(page, 'Fuori Servizio');
    await see(card(page, 'Luoghi Nelle Vicinanze'), SOUTH_GATE.name);
    const checkIns: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/timesheet/checkin/')) checkIns.push(request.url());
    });
    await button(page, 'Check-in').click();
    const selection = dialog(page, 'Seleziona Sede per Check-in');
    await selection.waitFor();
    await button(selection, 'Annulla').click();
    await selection.waitFor({ state: 'hidden' });
    // Longer than the flow's own waits (750 ms, then the status polls): a late check-in would have been sent by now.
    await page.waitForTimeout(2_000);
    expect(checkIns).toEqual([]);
    await see(page, 'Fuori Servizio');
    expect(await page.getByText('Check-in effettuato con successo').count()).toBe(0);
  });
});
