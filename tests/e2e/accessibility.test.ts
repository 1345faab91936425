/**
 * Accessibility: axe-core on every main screen, at phone and at desktop size, reports no serious or
 * critical violation. The same walk saves the screenshots of each main screen (test-output/e2e/screenshots/).
 */
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { assertNoFindings, seriousViolations, type AxeFinding } from './support/axe';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, field, onPath, see, tableRows, selectTab } from './support/ui';

describeE2E('accessibility of every main screen (axe-core)', (e2e) => {
  let employee: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    await e2e.seed.createLocation('Sede Tiburtina', offset(ROME, 3_000));
    employee = await e2e.seed.createUser('Valentina', 'Russo');
    // A punch of each kind, so that lists and chips are on screen rather than empty states.
    await e2e.seed.checkIn(employee, 'a11y-seed-device', ROME);
    await e2e.seed.checkOut(employee, 'a11y-seed-device', ROME);
    const admin = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD };
    await e2e.seed.checkIn(admin, 'a11y-admin-seed-device', ROME);
    await e2e.seed.checkOut(admin, 'a11y-admin-seed-device', ROME);
  });

  e2e.test('phone screens: login, help, dashboard, dialogs, history, admin panel, activities', async () => {
    const findings: AxeFinding[] = [];
    const audit = auditor(e2e, findings, 'phone');
    const page = await e2e.phone({ at: ROME });

    await publicScreens(e2e, page, audit);
    await e2e.step('employee dashboard', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Sistema pronto');
      await audit(page, 'dashboard');
    });
    await e2e.step('side drawer', async () => {
      await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Profilo' }).click();
      await see(page, 'Guida Utente');
      await audit(page, 'dashboard-drawer');
      await page.keyboard.press('Escape');
    });
    await e2e.step('employee history', async () => {
      await page.goto('/timesheets');
      await see(page, 'Storico Timbrature');
      await see(page, /timbrature trovate/);
      await page.getByText('Valido', { exact: true }).first().waitFor();
      await audit(page, 'history');
    });
    await e2e.step('history filters drawer', async () => {
      await page.getByRole('button', { name: /^Filtri/ }).first().click();
      await see(page, 'Filtri Ricerca');
      await audit(page, 'history-filters');
    });
    await e2e.step('admin on a phone: dashboard, panel and activities', async () => {
      const admin = await e2e.phone({ at: ROME, label: 'admin-phone' });
      await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
      await see(admin, 'Sistema pronto');
      await adminScreens(e2e, admin, audit);
    });

    await e2e.step('no serious or critical violation on any screen', async () => assertNoFindings(findings, 'phone'));
  }, 240_000);

  e2e.test('desktop screens: login, help, restricted, dashboard, history, admin panel tabs, activities, dialogs', async () => {
    const findings: AxeFinding[] = [];
    const audit = auditor(e2e, findings, 'desktop');
    const page = await e2e.desktop({ at: ROME });

    await publicScreens(e2e, page, audit);
    await e2e.step('access restricted (employee on a desktop)', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Accesso Limitato');
      await audit(page, 'access-restricted');
      await button(page, 'Torna al Login').click();
      await onPath(page, '/login');
    });
    await e2e.step('admin desktop dashboard', async () => {
      await logIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
      await see(page, 'Stato Attuale');
      await see(page, 'GPS Attivo');
      await audit(page, 'dashboard');
    });
    await e2e.step('check-in anomaly dialog (standing far from every place)', async () => {
      // 1.5 km south: beyond the 1 km nearby radius of both places (600 m would list Sede Centrale as out of range).
      await page.context().setGeolocation({ ...offset(ROME, -1_500), accuracy: 10 });
      await page.reload(); // a fresh document: the browser's cached fix (maximumAge 5 min) does not answer
      await see(page, 'Stato Attuale');
      await see(page, 'Nessun luogo di lavoro nelle vicinanze');
      await button(page, 'Check-in').click();
      const anomaly = dialog(page, '⚠️ Check-in con Anomalia GPS');
      await anomaly.waitFor();
      await audit(page, 'checkin-anomaly-dialog');
      await button(anomaly, 'Annulla').click();
      await anomaly.waitFor({ state: 'hidden' });
    });
    await e2e.step('admin desktop history', async () => {
      await page.goto('/timesheets');
      await see(page, 'Storico Timbrature');
      await see(page, /Mostrando \d+ di \d+ timbrature/);
      await audit(page, 'history');
    });
    await adminScreens(e2e, page, audit);

    await e2e.step('no serious or critical violation on any screen', async () => assertNoFindings(findings, 'desktop'));
  }, 240_000);
});

type Audit = (page: Page, screen: string) => Promise<void>;

/** Screenshot + axe for one screen; findings are collected so that one run reports every screen. */
function auditor(e2e: E2E, findings: AxeFinding[], kind: 'phone' | 'desktop'): Audit {
  return async (page, screen) => {
    // Entrance animations (100/300 ms) and antd transitions must end: axe measures colours as painted.
    await page.waitForTimeout(700);
    await e2e.screenshot(page, screen);
    findings.push(...(await seriousViolations(page, `${screen}--${kind}`)));
  };
}

/** The screens open to everyone: the login form and the user guide. */
async function publicScreens(e2e: E2E, page: Page, audit: Audit): Promise<void> {
  await e2e.step('login', async () => {
    await page.goto('/login');
    await see(page, 'Accedi al tuo account');
    await audit(page, 'login');
  });
  await e2e.step('help', async () => {
    await page.goto('/help');
    await see(page, 'Guida Utente');
    await audit(page, 'help');
  });
}

async function adminScreens(e2e: E2E, page: Page, audit: Audit): Promise<void> {
  await e2e.step('admin panel: Statistiche', async () => {
    await page.goto('/dashboard_admin');
    await see(page, 'Statistiche Sistema');
    await see(page, 'Attività Recenti');
    await audit(page, 'admin-stats');
  });
  await e2e.step('admin panel: Gestione Utenti and its dialog', async () => {
    await selectTab(page, 'Gestione Utenti');
    await see(page, 'Aggiungi Utente');
    await tableRows(page).first().waitFor();
    await audit(page, 'admin-users');
    await button(page, 'Aggiungi Utente').click();
    await dialog(page, 'Nuovo Utente').waitFor();
    await audit(page, 'admin-user-dialog');
    await button(dialog(page, 'Nuovo Utente'), 'Annulla').click();
  });
  await e2e.step('admin panel: Gestione Location and its dialog, both tabs', async () => {
    await selectTab(page, 'Gestione Location');
    await see(page, 'Aggiungi Location');
    await tableRows(page).first().waitFor();
    await audit(page, 'admin-locations');
    await button(page, 'Aggiungi Location').click();
    const form = dialog(page, 'Nuova Location');
    await form.waitFor();
    await audit(page, 'admin-location-dialog');
    await form.getByRole('tab', { name: 'Mappa OpenStreetMap' }).click();
    await field(form, 'Cerca indirizzo').waitFor();
    await audit(page, 'admin-location-map');
    await button(form, 'Annulla').click();
  });
  await e2e.step('admin activities and their filters', async () => {
    await page.goto('/dashboard_admin/activities');
    await see(page, 'Attività Sistema');
    await see(page, /Mostrando \d+ di \d+ attività/);
    await audit(page, 'admin-activities');
    await button(page, 'Mostra filtri').click();
    await audit(page, 'admin-activities-filters');
  });
}
