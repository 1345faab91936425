/**
 * The administrator's management work not covered by admin.test.ts (docs/behaviour.md, "Admin panel"): a location
 * found through the map search (against the geocoder stand-in), a user created with every field of the dialog, a user
 * the server refuses (its reason in Italian under the field), edited and deleted, a punch's note read, a correction to
 * a time in the future refused in Italian, a corrected punch's audit trail, and a device reset that lets the employee
 * in from a new browser without the reassociation dialog.
 */
import type { Locator, Page } from 'playwright-core';
import type { TimesheetEntry } from '../../src/core/contract/timesheet.contract';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E, type E2E } from './support/e2e-suite';
import { logIn, offset, ROME, startNewUser, submitLogin } from './support/journeys';
import type { FakePlace } from './support/network-stand-ins';
import { loginOverApi, type SeededUser } from './support/seed-api';
import { checkInOverApi, createGroup } from './support/seed-admin-data';
import { button, chooseOption, unchooseOption, dialog, escapeRegExp, eventually, field, fillDayAndTime, onPath, see, tableRows } from './support/ui';

const HQ = { name: 'Sede Centrale', spot: ROME };
const NORTH = { name: 'Sede Nord', spot: offset(ROME, 3_000) };
/** What the geocoder stand-in answers for 'Colosseo' (coordinates with more decimals than the form keeps). */
const COLOSSEUM: FakePlace = { label: 'Piazza del Colosseo, 1, 00184 Roma RM, Italia', latitude: 41.8902102, longitude: 12.4922309 };
const DECOY: FakePlace = { label: 'Via Nazionale, 50, 00184 Roma RM, Italia', latitude: 41.9009, longitude: 12.4934 };
const GROUPS = { warehouse: 'Magazzino', office: 'Amministrazione' };

/** The user the dialog creates with every field, and what the edit changes. */
const NEW_USER = {
  username: 'giulia.ferri',
  email: 'giulia.ferri@example.test',
  firstName: 'Giulia',
  lastName: 'Ferri',
  employeeId: 'EMP-7001',
  phone: '+39 333 1234567',
  password: 'Agenda-Verde-2024!',
};
const EDITED = { email: 'g.ferri@example.test', lastName: 'Ferri Rossi', phone: '+39 06 7654321' };

const ANOMALY_NOTE = 'Cantiere temporaneo in Via Appia, sede troppo lontana';
const PUNCH_NOTE = 'Consegna materiale al cantiere';

describeE2E(
  'administrator management (desktop)',
  (e2e) => {
    let anomalyEmployee: SeededUser;
    let correctedEmployee: SeededUser;
    let correctedPunch: TimesheetEntry;
    let deviceEmployee: SeededUser;

    beforeAll(async () => {
      const hq = await e2e.seed.createLocation(HQ.name, HQ.spot);
      await e2e.seed.createLocation(NORTH.name, NORTH.spot);
      await createGroup(e2e.seed, GROUPS.warehouse);
      await createGroup(e2e.seed, GROUPS.office);
      // A check-in forced 600 m from its place, justified by the anomaly note and carrying a note of its own.
      anomalyEmployee = await e2e.seed.createUser('Marta', 'Neri');
      await checkInOverApi(e2e.seed, anomalyEmployee, 'marta-phone', offset(HQ.spot, 600), {
        location_id: hq.id,
        force_anomaly: true,
        anomaly_note: ANOMALY_NOTE,
        notes: PUNCH_NOTE,
      });
      correctedEmployee = await e2e.seed.createUser('Luca', 'Bassi');
      correctedPunch = await checkInOverApi(e2e.seed, correctedEmployee, 'luca-phone', HQ.spot);
      deviceEmployee = await e2e.seed.createUser('Chiara', 'Galli', { require_device_change_confirmation: true });
    });

    e2e.test('creates a location through the map search, with the geocoder\'s address and coordinates', async () => {
      const admin = await openPanel(e2e, 'Gestione Location');

      const form = await e2e.step("'Aggiungi Location' → name it on 'Dati Manuali', then 'Mappa OpenStreetMap'", async () => {
        await button(admin, 'Aggiungi Location').click();
        const form = dialog(admin, 'Nuova Location');
        await form.waitFor();
        await field(form, 'Nome').fill('Sede Colosseo');
        await form.getByRole('tab', { name: 'Mappa OpenStreetMap' }).click();
        await form.getByRole('region', { name: 'Mappa per scegliere la posizione della location' }).waitFor();
        await see(form, 'Nessuna posizione selezionata');
        return form;
      });

      await e2e.step('search "Colosseo", pick the suggestion: its address and coordinates are selected', async () => {
        await form.getByRole('combobox', { name: 'Cerca indirizzo' }).fill('Colosseo');
        await admin
          .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
          .filter({ hasText: COLOSSEUM.label })
          .click();
        await see(form, COLOSSEUM.label);
        await see(form, coordinates(COLOSSEUM));
        expect(e2e.standIns.geocoderRequests.some((url) => new URL(url).pathname === '/search' && /Colosseo/.test(url))).toBe(true);
        await e2e.screenshot(admin, 'admin-location-map-search');
      });

      await e2e.step("the manual tab holds the same values; 'Salva' → the table shows them", async () => {
        await form.getByRole('tab', { name: 'Dati Manuali' }).click();
        expect(await field(form, 'Indirizzo').inputValue()).toBe(COLOSSEUM.label);
        expect(await field(form, 'Latitudine').inputValue()).toBe(COLOSSEUM.latitude.toFixed(6));
        expect(await field(form, 'Longitudine').inputValue()).toBe(COLOSSEUM.longitude.toFixed(6));
        await button(form, 'Salva').click();
        await see(admin, 'Location creata con successo!');
        await form.waitFor({ state: 'hidden' });
        const row = tableRows(admin, 'Sede Colosseo').first();
        await see(row, COLOSSEUM.label);
        await see(row, coordinates(COLOSSEUM));
        await see(row, 'Attiva');
      });
    });

    e2e.test('creates a user filling every field, edits it (the dialog keeps the changes), deletes it', async () => {
      const admin = await openPanel(e2e, 'Gestione Utenti');

      await e2e.step("'Aggiungi Utente': every field, switch and select → 'Utente creato con successo!'", async () => {
        const form = await startNewUser(admin, NEW_USER);
        await field(form, 'Telefono').fill(NEW_USER.phone);
        await chooseOption(admin, field(form, 'Gruppo'), GROUPS.warehouse);
        // New users start with every place allowed, 2FA on, not admin, device changes confirmed.
        expect(await switchOn(form, 'Accesso a tutte le sedi')).toBe(true);
        expect(await switchOn(form, 'Richiedi conferma per cambio dispositivo')).toBe(true);
        expect(await field(form, 'Location autorizzate').isDisabled()).toBe(true);
        await switchOf(form, 'Accesso a tutte le sedi').click();
        await chooseOptions(admin, form, 'Location autorizzate', [HQ.name, NORTH.name]);
        await switchOf(form, 'Amministratore').click();
        await switchOf(form, 'Autenticazione a due fattori').click();
        await see(form, /^Se attivo, l'utente dovrà confermare manualmente il cambio di dispositivo/);
        expect(await switchStates(form)).toEqual({ allLocations: false, admin: true, twoFactor: false, deviceConfirmation: true });
        await e2e.screenshot(admin, 'admin-user-dialog');
        await button(form, 'Salva').click();
        await see(admin, 'Utente creato con successo!');
        await form.waitFor({ state: 'hidden' });
      });

      await e2e.step('the row shows every column of the new user', async () => {
        const row = userRow(admin);
        await see(row, NEW_USER.username);
        await see(row, `${NEW_USER.firstName} ${NEW_USER.lastName}`);
        await see(row, NEW_USER.email);
        await see(row, NEW_USER.employeeId);
        await see(row, GROUPS.warehouse);
        await see(row, 'Admin');
        await see(row, 'Disattivo');
        await see(row, '2 sedi');
        await row.getByRole('img', { name: 'Amministratore' }).waitFor();
      });

      await e2e.step("edit: e-mail, surname, phone, group, one place less, not admin, 2FA on → 'Utente modificato con successo!'", async () => {
        await button(userRow(admin), `Modifica utente ${NEW_USER.username}`).click();
        const form = dialog(admin, 'Modifica Utente');
        await form.waitFor();
        // The dialog opens on the saved values; the password stays empty ('Lascia vuoto…' keeps it).
        expect(await field(form, 'Email').inputValue()).toBe(NEW_USER.email);
        expect(await field(form, 'Telefono').inputValue()).toBe(NEW_USER.phone);
        expect(await field(form, 'Password').inputValue()).toBe('');
        await see(form, 'Lascia vuoto per mantenere la password attuale');
        await field(form, 'Email').fill(EDITED.email);
        await field(form, 'Cognome').fill(EDITED.lastName);
        await field(form, 'Telefono').fill(EDITED.phone);
        await chooseOption(admin, field(form, 'Gruppo'), GROUPS.office);
        await unchooseOption(admin, field(form, 'Location autorizzate'), NORTH.name);
        await form.locator('.ant-modal-title').click(); // closes the list
        await switchOf(form, 'Amministratore').click();
        await switchOf(form, 'Autenticazione a due fattori').click();
        await button(form, 'Salva').click();
        await see(admin, 'Utente modificato con successo!');
        await form.waitFor({ state: 'hidden' });
        const row = userRow(admin, EDITED.email);
        await see(row, `${NEW_USER.firstName} ${EDITED.lastName}`);
        await see(row, GROUPS.office);
        await see(row, 'Utente');
        await see(row, 'Attivo');
        await see(row, '1 sede');
      });

      await e2e.step('reopening the dialog shows the edited values', async () => {
        await button(userRow(admin, EDITED.email), `Modifica utente ${NEW_USER.username}`).click();
        const form = dialog(admin, 'Modifica Utente');
        await form.waitFor();
        expect(await field(form, 'Username').inputValue()).toBe(NEW_USER.username);
        expect(await field(form, 'Email').inputValue()).toBe(EDITED.email);
        expect(await field(form, 'Nome').inputValue()).toBe(NEW_USER.firstName);
        expect(await field(form, 'Cognome').inputValue()).toBe(EDITED.lastName);
        expect(await field(form, 'ID Dipendente').inputValue()).toBe(NEW_USER.employeeId);
        expect(await field(form, 'Telefono').inputValue()).toBe(EDITED.phone);
        expect(await selectedLabels(form, 'Gruppo')).toEqual([GROUPS.office]);
        expect(await selectedLabels(form, 'Location autorizzate')).toEqual([HQ.name]);
        expect(await switchStates(form)).toEqual({ allLocations: false, admin: false, twoFactor: true, deviceConfirmation: true });
        await button(form, 'Annulla').click();
        await form.waitFor({ state: 'hidden' });
        // The empty password field kept the password: still the right one (and still the administrator's, to replace).
        await expect(loginOverApi(e2e.server.url, NEW_USER.username, NEW_USER.password, 'giulia-device')).rejects.toThrow(
          /→ 403: .*PASSWORD_CHANGE_REQUIRED/,
        );
      });

      await e2e.step("delete → 'Sei sicuro di voler eliminare questo utente?' → 'Elimina' → gone", async () => {
        await button(userRow(admin, EDITED.email), `Elimina utente ${NEW_USER.username}`).click();
        const confirmation = admin.getByRole('dialog').filter({ hasText: 'Sei sicuro di voler eliminare questo utente?' });
        await confirmation.waitFor();
        await button(confirmation, 'Elimina').click();
        await see(admin, 'Utente eliminato con successo!');
        await eventually(`the row of ${NEW_USER.username} to disappear`, async () => (await tableRows(admin, NEW_USER.username).count()) === 0);
        await tableRows(admin, anomalyEmployee.username).first().waitFor(); // the others are still listed
      });
    });

    e2e.test('a new user the server refuses shows only Italian under the fields', async () => {
      const admin = await openPanel(e2e, 'Gestione Utenti');

      await e2e.step("a new user the server refuses (username taken) → only Italian under the fields; 'Telefono' stops at 30", async () => {
        const taken = { ...NEW_USER, username: anomalyEmployee.username, email: 'altra.marta@example.test', employeeId: 'EMP-7002' };
        const form = await startNewUser(admin, taken);
        // The form stops each text at the contract's limit: 31 digits typed, 30 kept.
        await field(form, 'Telefono').fill('1'.repeat(31));
        expect(await field(form, 'Telefono').inputValue()).toBe('1'.repeat(30));
        await button(form, 'Salva').click();
        const username = field(form, 'Username');
        await eventually("the server's refusal under 'Username'", async () => (await username.getAttribute('aria-invalid')) === 'true');
        const note = form.locator(`#${await username.getAttribute('aria-describedby')}`);
        await see(note, 'Esiste già un utente con questo username');
        const text = await form.innerText();
        expect(text).not.toMatch(/already exists|Expected|This field|control characters/);
        await button(form, 'Annulla').click();
        await form.waitFor({ state: 'hidden' });
      });
    });

    e2e.test("reads a punch's note, corrects a punch's time and sees it in the punch's audit trail", async () => {
      const admin = await openPanel(e2e, 'Statistiche');
      await e2e.step("'Vedi tutte' → 'Attività Sistema'", async () => {
        await admin.getByRole('link', { name: 'Vedi tutte' }).click();
        await onPath(admin, '/dashboard_admin/activities');
        await see(admin, 'Attività Sistema');
      });

      await e2e.step("'Note' opens the punch's notes, its place and time; 'Chiudi' closes them", async () => {
        const row = activityRow(admin, anomalyEmployee);
        await see(row, 'Anomalia');
        await button(row, /^Note di /).click();
        const notes = dialog(admin, 'Note');
        await notes.waitFor();
        await see(notes, PUNCH_NOTE);
        await see(notes, 'Nota anomalia GPS');
        await see(notes, ANOMALY_NOTE);
        await see(notes, HQ.name);
        await e2e.screenshot(admin, 'admin-activity-notes');
        await button(notes.locator('.ant-modal-footer'), 'Chiudi').click();
        await notes.waitFor({ state: 'hidden' });
      });

      const original = romeTime(new Date(correctedPunch.timestamp));
      const corrected = romeTime(new Date(Math.floor((new Date(correctedPunch.timestamp).getTime() - 2 * 3_600_000) / 60_000) * 60_000));
      await e2e.step("a punch never corrected has an empty audit trail", async () => {
        await button(activityRow(admin, correctedEmployee), /^Storico correzioni della timbratura/).click();
        const audit = dialog(admin, 'Storico correzioni');
        await see(audit, 'Nessuna correzione registrata per questa timbratura');
        await button(audit.locator('.ant-modal-footer'), 'Chiudi').click();
        await audit.waitFor({ state: 'hidden' });
      });

      await e2e.step("'Modifica Data/Ora' to a time in the future → the server's reason in Italian under the field", async () => {
        const row = activityRow(admin, correctedEmployee);
        await button(row, /^Modifica data\/ora della timbratura/).click();
        const editor = dialog(admin, 'Modifica Data/Ora');
        await editor.waitFor();
        const tomorrow = romeTime(new Date(Date.now() + 24 * 3_600_000));
        await fillDayAndTime(editor, tomorrow);
        // The server's reason is about the time: it goes under 'Ora'.
        const time = field(editor, 'Ora');
        await button(editor, 'Salva').click();
        await eventually('the refusal under the field', async () => (await time.getAttribute('aria-invalid')) === 'true');
        await see(editor.locator(`#${await time.getAttribute('aria-describedby')}`), "L'orario non può essere nel futuro.");
        expect(await editor.innerText()).not.toMatch(/Errore nel salvataggio delle modifiche|future/);
        await e2e.screenshot(admin, 'admin-edit-punch-future');
        await button(editor, 'Annulla').click();
        await editor.waitFor({ state: 'hidden' });
      });

      await e2e.step(`'Modifica Data/Ora' moves the check-in to ${corrected.display}`, async () => {
        const row = activityRow(admin, correctedEmployee);
        await button(row, /^Modifica data\/ora della timbratura/).click();
        const editor = dialog(admin, 'Modifica Data/Ora');
        await editor.waitFor();
        await fillDayAndTime(editor, corrected);
        await button(editor, 'Salva').click();
        await editor.waitFor({ state: 'hidden' });
        await see(row, new RegExp(escapeRegExp(corrected.display)));
        await see(row, 'Corretta');
      });

      await e2e.step('the audit trail shows the original and the new time, and who corrected it', async () => {
        await button(activityRow(admin, correctedEmployee), /^Storico correzioni della timbratura/).click();
        const audit = dialog(admin, 'Storico correzioni');
        await audit.waitFor();
        const correction = tableRows(audit).first();
        await see(correction, original.display);
        await see(correction, corrected.display);
        await see(correction, ADMIN_USERNAME);
        expect(await tableRows(audit).count()).toBe(1);
        for (const header of ['Orario originale', 'Nuovo orario', 'Modificato da', 'Modificato il']) {
          await audit.getByRole('columnheader', { name: header }).waitFor();
        }
        await e2e.screenshot(admin, 'admin-activity-audit');
        await button(audit.locator('.ant-modal-footer'), 'Chiudi').click();
        await audit.waitFor({ state: 'hidden' });
      });
    });

    e2e.test("resets an employee's device: the next login from a new browser goes straight in", async () => {
      await e2e.step('the employee logs in on a phone, which binds the account', async () => {
        const phone = await e2e.phone({ at: HQ.spot, label: 'first-phone' });
        await logIn(phone, deviceEmployee.username, deviceEmployee.password);
        await see(phone, 'Fuori Servizio');
        // Another device is refused while that binding stands (the account requires confirmation).
        await expect(loginOverApi(e2e.server.url, deviceEmployee.username, deviceEmployee.password, 'not-yet-reset')).rejects.toThrow(/→ 403: .*DEVICE_NOT_AUTHORIZED/);
      });

      const admin = await openPanel(e2e, 'Gestione Utenti');
      await e2e.step("'Reimposta dispositivo' → confirm → 'Dispositivo reimpostato con successo!'", async () => {
        const reset = button(userRow(admin, deviceEmployee.email), `Reimposta dispositivo di ${deviceEmployee.username}`);
        await eventually('the reset button to be enabled (a device is bound)', () => reset.isEnabled());
        await reset.click();
        const confirmation = admin.getByRole('dialog').filter({ hasText: /^Reimpostare il dispositivo di questo utente\?/ });
        await see(confirmation, /Al prossimo accesso l'account verrà associato al nuovo dispositivo/);
        await button(confirmation, 'Conferma').click();
        await see(admin, 'Dispositivo reimpostato con successo!');
        // Nothing is bound any more: the action is offered no longer.
        await eventually('the reset button to be disabled', () => reset.isDisabled());
      });

      await e2e.step('a new browser logs in without the reassociation dialog', async () => {
        const newPhone = await e2e.phone({ at: HQ.spot, label: 'new-phone' });
        await submitLogin(newPhone, deviceEmployee.username, deviceEmployee.password);
        await onPath(newPhone, '/dashboard');
        await see(newPhone, 'Fuori Servizio');
        expect(await dialog(newPhone, 'Riassociazione Device').count()).toBe(0);
      });
    });
  },
  { places: [COLOSSEUM, DECOY] },
);

/** A desktop logged in as the administrator, on the admin panel's `tab`. */
async function openPanel(e2e: E2E, tab: 'Statistiche' | 'Gestione Utenti' | 'Gestione Location'): Promise<Page> {
  const admin = await e2e.desktop({ at: ROME, label: 'admin' });
  await e2e.step(`log in as administrator and open '${tab}'`, async () => {
    await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
    await button(admin, 'Pannello Admin').click();
    await see(admin, 'Pannello Amministratore');
    await admin.getByRole('tab', { name: tab }).click();
  });
  return admin;
}

/** 'lat, lng' with the 6 decimals the admin screens show. */
function coordinates(place: { latitude: number; longitude: number }): string {
  return `${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}`;
}

function userRow(page: Page, email = NEW_USER.email): Locator {
  return tableRows(page, email).first();
}

function activityRow(page: Page, user: SeededUser): Locator {
  return tableRows(page, `@${user.username}`).first();
}

/** A switch of the user dialog by its label. */
function switchOf(form: Locator, label: string): Locator {
  return form.getByRole('switch', { name: label, exact: true });
}

async function switchOn(form: Locator, label: string): Promise<boolean> {
  return (await switchOf(form, label).getAttribute('aria-checked')) === 'true';
}

async function switchStates(form: Locator) {
  return {
    allLocations: await switchOn(form, 'Accesso a tutte le sedi'),
    admin: await switchOn(form, 'Amministratore'),
    twoFactor: await switchOn(form, 'Autenticazione a due fattori'),
    deviceConfirmation: await switchOn(form, 'Richiedi conferma per cambio dispositivo'),
  };
}

/** Picks options of a multiple Select, then closes its list by clicking the dialog's title. */
async function chooseOptions(page: Page, form: Locator, label: string, options: string[]): Promise<void> {
  for (const option of options) await chooseOption(page, field(form, label), option);
  await form.locator('.ant-modal-title').click();
}

/** The labels a Select shows as chosen (one for a single select, its tags for a multiple one). */
async function selectedLabels(form: Locator, label: string): Promise<string[]> {
  // `has` is matched inside each candidate, so the inner locator must start from the page, not the dialog.
  const select = form.locator('.ant-select').filter({ has: field(form.page(), label) });
  // antd 6: a multiple select shows each tag's label in '-selection-item-content'; a single one writes its
  // label straight into '-content', marked '-content-has-value'.
  const tags = select.locator('.ant-select-selection-item-content');
  if ((await tags.count()) > 0) return (await tags.allInnerTexts()).map((text) => text.trim());
  const single = select.locator('.ant-select-content-has-value');
  return (await single.count()) > 0 ? [(await single.innerText()).trim()] : [];
}

/**
 * An instant on the Rome wall clock: as typed in 'Modifica Data/Ora' ('Data' DD/MM/YYYY, 'Ora' HH:MM) and as the
 * tables show it (seconds).
 */
function romeTime(instant: Date): { day: string; time: string; display: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.day}/${parts.month}/${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    display: `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`,
  };
}
