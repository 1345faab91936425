/**
 * The administrator (docs/behaviour.md, "Admin panel" and "Admin activities"): creates a location and an
 * employee, sees 'Check-in Oggi' rise after that employee checks in, filters, sorts and pages the activities,
 * corrects a punch's time and exports the filtered activities as CSV.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { ActivitiesPage } from '../../src/core/contract/admin.contract';
import { ApiPaths } from '../../src/core/contract/paths';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { chooseOwnPassword, logIn, offset, ROME, startNewUser, submitLogin } from './support/journeys';
import { button, chooseOption, dialog, escapeRegExp, eventually, field, fillDayAndTime, onPath, see, tableRows } from './support/ui';

const HQ = ROME;
const OSTIENSE = offset(ROME, -5_000, 1_000);
/** Other employees' punches, so that the activities span two pages of 10. */
const SEEDED_EMPLOYEES = 6;
const NEW_EMPLOYEE = {
  username: 'franco.esposito',
  email: 'franco.esposito@example.test',
  firstName: 'Franco',
  lastName: 'Esposito',
  employeeId: 'EMP-4242',
  password: 'Sportello-Nord-24',
};

describeE2E('administrator journey (desktop)', (e2e) => {
  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', HQ);
    for (let n = 1; n <= SEEDED_EMPLOYEES; n++) {
      const user = await e2e.seed.createUser('Dipendente', `Numero${n}`, { username: `dipendente.${n}` });
      await e2e.seed.checkIn(user, `seed-device-${n}`, HQ);
      await e2e.seed.checkOut(user, `seed-device-${n}`, HQ);
    }
  });

  e2e.test(
    "creates a location and an employee, sees 'Check-in Oggi' rise, works the activities, corrects a time, exports CSV",
    async () => {
      const admin = await e2e.desktop({ at: HQ, label: 'admin' });

      await e2e.step('log in and open the panel from the dashboard header', async () => {
        await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
        await button(admin, 'Pannello Admin').click();
        await onPath(admin, '/dashboard_admin');
        await see(admin, 'Pannello Amministratore');
        await see(admin, 'Statistiche Sistema');
      });

      const checkInsBefore = await e2e.step("read 'Check-in Oggi'", async () => {
        await eventually("'Check-in Oggi' to show the seeded check-ins", async () => (await statValue(admin, 'Check-in Oggi')) === SEEDED_EMPLOYEES);
        await e2e.screenshot(admin, 'admin-stats');
        return statValue(admin, 'Check-in Oggi');
      });

      await e2e.step("Gestione Location → 'Aggiungi Location' → 'Location creata con successo!'", async () => {
        await admin.getByRole('tab', { name: 'Gestione Location' }).click();
        await button(admin, 'Aggiungi Location').click();
        const form = dialog(admin, 'Nuova Location');
        await form.waitFor();
        await see(form, 'Dati Manuali');
        await see(form, 'Mappa OpenStreetMap');
        await field(form, 'Nome').fill('Sede Ostiense');
        await field(form, 'Indirizzo').fill('Via Ostiense 100, Roma');
        await field(form, 'Latitudine').fill(OSTIENSE.latitude.toFixed(6));
        await field(form, 'Longitudine').fill(OSTIENSE.longitude.toFixed(6));
        await field(form, 'Raggio Tolleranza (m)').fill('150');
        await field(form, 'Inizio orario di lavoro').fill('00:00');
        await field(form, 'Fine orario di lavoro').fill('23:59');
        await button(form, 'Salva').click();
        await see(admin, 'Location creata con successo!');
        await form.waitFor({ state: 'hidden' });
        const row = tableRow(admin, 'Sede Ostiense');
        await see(row, 'Via Ostiense 100, Roma');
        await see(row, '150');
        await see(row, 'Attiva');
        await e2e.screenshot(admin, 'admin-locations');
      });

      await e2e.step("Gestione Utenti → 'Aggiungi Utente' → 'Utente creato con successo!'", async () => {
        await admin.getByRole('tab', { name: 'Gestione Utenti' }).click();
        const form = await startNewUser(admin, NEW_EMPLOYEE);
        await see(form, 'Accesso a tutte le sedi');
        await see(form, 'Richiedi conferma per cambio dispositivo');
        await button(form, 'Salva').click();
        await see(admin, 'Utente creato con successo!');
        await form.waitFor({ state: 'hidden' });
        const row = tableRow(admin, NEW_EMPLOYEE.email);
        await see(row, NEW_EMPLOYEE.employeeId);
        await see(row, 'Tutte le sedi');
        await see(row, 'Utente');
        await e2e.screenshot(admin, 'admin-users');
      });

      await e2e.step('the new employee checks in at the new location from a phone', async () => {
        const phone = await e2e.phone({ at: OSTIENSE, label: 'employee-phone' });
        // The administrator typed the password: the employee replaces it at the first login.
        await submitLogin(phone, NEW_EMPLOYEE.username, NEW_EMPLOYEE.password);
        await chooseOwnPassword(phone, 'Franco-sceglie-la-sua-88');
        await onPath(phone, '/dashboard');
        await see(phone, 'Franco Esposito');
        await see(phone, 'Sede Ostiense');
        await see(phone, 'Sistema pronto');
        await button(phone, 'Check In').click();
        await see(phone, 'Check-in effettuato con successo');
        await see(phone, 'In Servizio');
      });

      await e2e.step("'Check-in Oggi' rises by one", async () => {
        await admin.getByRole('tab', { name: 'Statistiche' }).click();
        await button(admin, 'Aggiorna Lista').first().click();
        await eventually(`'Check-in Oggi' to become ${checkInsBefore + 1}`, async () => (await statValue(admin, 'Check-in Oggi')) === checkInsBefore + 1);
        await see(admin, '1 utenti dentro');
      });

      const total = SEEDED_EMPLOYEES * 2 + 1;
      await e2e.step("'Vedi tutte' → 'Attività Sistema': 10 of all, page 1 of 2", async () => {
        await admin.getByRole('link', { name: 'Vedi tutte' }).click();
        await onPath(admin, '/dashboard_admin/activities');
        await see(admin, 'Attività Sistema');
        await see(admin, `Mostrando 10 di ${total} attività`);
        await see(admin, 'Pagina 1 di 2');
        await e2e.screenshot(admin, 'admin-activities');
      });

      await e2e.step('page 2 holds the rest', async () => {
        await admin.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
        await see(admin, `Mostrando ${total - 10} di ${total} attività`);
        await see(admin, 'Pagina 2 di 2');
        await admin.locator('.ant-pagination').getByTitle('1', { exact: true }).click();
        await see(admin, 'Pagina 1 di 2');
      });

      await e2e.step("sorting on 'Utente' orders the rows by username, both ways", async () => {
        await sortBy(admin, 'Utente');
        await eventually('rows sorted by username ascending', async () => isSorted(await usernamesOnPage(admin), 'asc'));
        await sortBy(admin, 'Utente');
        await eventually('rows sorted by username descending', async () => isSorted(await usernamesOnPage(admin), 'desc'));
        // Descending, 'franco.esposito' comes before every 'dipendente.N'.
        expect((await usernamesOnPage(admin))[0]).toBe(NEW_EMPLOYEE.username);
      });

      await e2e.step("filters: type 'Check-in', then the new employee", async () => {
        await button(admin, 'Mostra filtri').click();
        await chooseOption(admin, admin.getByRole('combobox', { name: 'Tipo', exact: true }), 'Check-in');
        await button(admin, 'Applica Filtri').click();
        await see(admin, `Mostrando ${SEEDED_EMPLOYEES + 1} di ${SEEDED_EMPLOYEES + 1} attività`);
        await see(admin, 'Pagina 1 di 1');
        await chooseOption(admin, admin.getByRole('combobox', { name: 'Utente', exact: true }), `Franco Esposito (${NEW_EMPLOYEE.username})`);
        await button(admin, 'Applica Filtri').click();
        await see(admin, 'Mostrando 1 di 1 attività');
        await see(tableRow(admin, `@${NEW_EMPLOYEE.username}`), 'Sede Ostiense');
      });

      const corrected = correctedTime();
      await e2e.step(`'Modifica Data/Ora' corrects the check-in to ${corrected.display}`, async () => {
        const row = tableRow(admin, `@${NEW_EMPLOYEE.username}`);
        await row.getByRole('button', { name: /^Modifica data\/ora della timbratura/ }).click();
        const editor = dialog(admin, 'Modifica Data/Ora');
        await editor.waitFor();
        await fillDayAndTime(editor, corrected);
        await button(editor, 'Salva').click();
        await editor.waitFor({ state: 'hidden' });
        await see(row, new RegExp(corrected.display));
        await see(row, 'Corretta');
        const saved = await e2e.seed.get<ActivitiesPage>(`${ApiPaths.adminActivities}?entry_type=IN&ordering=-timestamp&page_size=100`);
        const entry = saved.results.find((activity) => activity.user === NEW_EMPLOYEE.username)!;
        expect(entry.original_timestamp).not.toBeNull();
        expect(new Date(entry.timestamp).getTime()).toBe(corrected.instant.getTime());
      });

      await e2e.step('Esporta CSV downloads the filtered activities', async () => {
        const [download] = await Promise.all([admin.waitForEvent('download'), button(admin, 'Esporta CSV').click()]);
        expect(download.suggestedFilename()).toMatch(/\.csv$/);
        const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
        const lines = csv.trim().split(/\r?\n/);
        expect(lines).toHaveLength(2); // header + the one filtered punch
        expect(lines[1]).toContain(NEW_EMPLOYEE.username);
        expect(lines[1]).toContain('Sede Ostiense');
        expect(csv).not.toContain('dipendente.1');
      });
    },
    240_000,
  );
});

/** The number shown by the stats card titled `title`. */
async function statValue(page: Page, title: string): Promise<number> {
  const statCard = page.locator('.ant-card').filter({ has: page.getByText(title, { exact: true }) }).last();
  const value = await statCard.locator('.ant-statistic-content').innerText();
  return Number(value.replace(/\D/g, ''));
}

/** The first data row of the page's table containing `text`. */
function tableRow(page: Page, text: string): Locator {
  return tableRows(page, text).first();
}

/** Clicks a sortable column header and waits for the table's reload. */
async function sortBy(page: Page, column: string): Promise<void> {
  const reloaded = page.waitForResponse((response) => response.url().includes(ApiPaths.adminActivities) && response.url().includes('ordering='));
  await page.locator('.ant-table-thead th').filter({ hasText: new RegExp(`^${column}$`) }).click();
  await reloaded;
}

/** The @usernames of the rows on the current page, top to bottom. */
async function usernamesOnPage(page: Page): Promise<string[]> {
  const texts = await tableRows(page).locator('td:first-child').allInnerTexts();
  return texts.map((text) => /@(\S+)/.exec(text)?.[1] ?? '').filter(Boolean);
}

function isSorted(values: string[], direction: 'asc' | 'desc'): boolean {
  if (values.length < 2) return false;
  const sorted = [...values].sort((a, b) => a.localeCompare(b));
  if (direction === 'desc') sorted.reverse();
  return values.every((value, index) => value === sorted[index]);
}

/** 45 minutes ago (Europe/Rome wall clock, whole minutes): as typed in 'Data' and 'Ora', and as shown (HH:mm). */
function correctedTime(): { day: string; time: string; display: string; instant: Date } {
  const instant = new Date(Math.floor((Date.now() - 45 * 60_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    display: `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`,
    instant,
  };
}
