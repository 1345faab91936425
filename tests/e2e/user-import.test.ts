/**
 * 'Importa utenti' (docs/user-import.md) in real Chromium: the administrator downloads the template, chooses a file of
 * 300 accounts with 3 bad lines and sees the 3 problems with their lines, chooses the corrected file, imports the 300,
 * sees the temporary passwords and downloads their list; an imported account must change its password at the first
 * sign-in. On a phone the dialog fits 390 px. The docs' screenshots are taken here
 * (docs/screenshots/user-import-preview-desktop.png, user-import-result-desktop.png, user-import-phone.png).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ApiPaths } from '../../src/core/contract/paths';
import { describeE2E } from './support/e2e-suite';
import { openAdminTab } from './support/hours';
import { ROME } from './support/journeys';
import { REPO_ROOT } from './support/paths';
import { createGroup } from './support/seed-admin-data';
import { button, dialog, eventually, see } from './support/ui';

const DOCS_SCREENSHOTS = join(REPO_ROOT, 'docs/screenshots');
const HEADER = 'username;email;nome;cognome;id_dipendente;telefono;gruppo;sedi';
const ACCOUNTS = 300;

/** Line i (from 1) of the good file: a third in 'Magazzino' at 'Sede Centrale', the rest everywhere and in no group. */
function goodLine(i: number): string {
  const n = String(i).padStart(3, '0');
  const place = i % 3 === 0 ? 'Magazzino;Sede Centrale' : ';';
  return `dip${n};dip${n}@esempio.it;Nome${n};Cognome${n};IMP${n};;${place}`;
}

function writeFiles(): { bad: string; fixed: string; phone: string } {
  const folder = mkdtempSync(join(tmpdir(), 'user-import-'));
  const good = Array.from({ length: ACCOUNTS }, (_, i) => goodLine(i + 1));
  const bad = [...good];
  bad[9] = 'dip010;non-una-mail;Nome010;Cognome010;IMP010;;;'; // file line 11
  bad[49] = 'dip050;dip050@esempio.it;Nome050;Cognome050;IMP050;;Uffici;'; // file line 51
  bad[119] = 'esistente;dip120@esempio.it;Nome120;Cognome120;IMP120;;;'; // file line 121
  const write = (name: string, lines: string[]) => {
    const path = join(folder, name);
    writeFileSync(path, `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`);
    return path;
  };
  return {
    bad: write('utenti.csv', bad),
    fixed: write('utenti-corretto.csv', good),
    phone: write('nuovi.csv', ['tel1;tel1@esempio.it;Anna;Neri;TEL1;;;', 'tel2;tel2@;Bea;Verdi;TEL2;;;', 'tel3;tel3@esempio.it;Carla;Bianchi;TEL3;;Uffici;Sede Centrale|Sede Nord']),
  };
}

describeE2E("'Importa utenti' (desktop and phone)", (e2e) => {
  let files: ReturnType<typeof writeFiles>;

  beforeAll(async () => {
    files = writeFiles();
    await e2e.seed.createLocation('Sede Centrale', ROME);
    await createGroup(e2e.seed, 'Magazzino');
    await e2e.seed.createUser('Già', 'Presente', { username: 'esistente' });
  });

  e2e.test('a file with 3 bad lines, then the corrected one: 300 accounts with their temporary passwords', async () => {
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });
    await admin.setViewportSize({ width: 1366, height: 900 });
    await openAdminTab(admin, 'Gestione Utenti');
    const importDialog = dialog(admin, 'Importa utenti da file CSV');

    await e2e.step("'Importa utenti' opens the dialog; 'Scarica modello' downloads the template", async () => {
      await button(admin, 'Importa utenti').click();
      await importDialog.waitFor();
      const [download] = await Promise.all([admin.waitForEvent('download'), button(importDialog, /Scarica modello/).click()]);
      expect(download.suggestedFilename()).toBe('modello-importazione-utenti.csv');
      const text = readFileSync((await download.path())!, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);
    });

    await e2e.step('the file with 3 bad lines: its 3 problems, each with its line; nothing can be imported', async () => {
      await chooseFile(admin, files.bad);
      await see(importDialog, 'File scelto: utenti.csv');
      await see(importDialog, '3 problemi da correggere: correggi il file e sceglilo di nuovo');
      const problems = importDialog.getByRole('list', { name: /3 problemi/ }).getByRole('listitem');
      expect(await problems.allInnerTexts()).toEqual([
        'Riga 11, email: indirizzo email non valido («non-una-mail»)',
        'Riga 51, gruppo: il gruppo «Uffici» non esiste',
        "Riga 121, username: username «esistente» già usato da un altro utente o in un'altra riga",
      ]);
      expect(await button(importDialog, 'Importa 300 utenti').isDisabled()).toBe(true);
      await see(importDialog, '300 utenti nel file');
      await admin.mouse.move(0, 0);
      await admin.screenshot({ path: join(DOCS_SCREENSHOTS, 'user-import-preview-desktop.png') });
      const count = await e2e.seed.get<{ count: number }>(`${ApiPaths.users}?page_size=1`);
      expect(count.count).toBe(2); // the administrator and 'esistente': nothing written
    });

    await e2e.step("the corrected file: no problem; 'Importa 300 utenti' creates them and shows the passwords", async () => {
      await chooseFile(admin, files.fixed);
      await see(importDialog, 'File scelto: utenti-corretto.csv');
      await see(importDialog, "Nessun problema: il file è pronto per l'importazione.");
      await button(importDialog, 'Importa 300 utenti').click();
      await see(importDialog, '300 utenti importati', 60_000);
      await see(importDialog, /Le password temporanee sono mostrate solo ora/);
      await see(importDialog, 'dip001');
      await admin.mouse.move(0, 0);
      await admin.screenshot({ path: join(DOCS_SCREENSHOTS, 'user-import-result-desktop.png') });
      const count = await e2e.seed.get<{ count: number }>(`${ApiPaths.users}?page_size=1`);
      expect(count.count).toBe(302);
    });

    await e2e.step("'Scarica elenco password' downloads the 300 passwords; one of them must be changed at sign-in", async () => {
      const [download] = await Promise.all([admin.waitForEvent('download'), button(importDialog, /Scarica elenco password/).click()]);
      expect(download.suggestedFilename()).toMatch(/^password-temporanee-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(lines[0]).toBe('username;nome;email;password_temporanea');
      expect(lines).toHaveLength(ACCOUNTS + 1);
      const [username, , , password] = lines[1]!.split(';');
      expect(username).toBe('dip001');
      const shown = await importDialog.getByRole('row').filter({ hasText: 'dip001' }).locator('code').innerText();
      expect(shown).toBe(password);
      const login = await fetch(e2e.server.url + ApiPaths.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password, device_id: 'e2e-import-device', fingerprint: 'c0ffee42'.repeat(8) }),
      });
      expect(login.status).toBe(403);
      expect(((await login.json()) as { code: string }).code).toBe('PASSWORD_CHANGE_REQUIRED');
    });

    await e2e.step("closing forgets the passwords; the users list shows the new accounts", async () => {
      await importDialog.getByRole('button', { name: 'Chiudi', exact: true }).last().click();
      await importDialog.waitFor({ state: 'hidden' });
      await see(admin.getByRole('region', { name: 'Gestione Utenti' }), /di 302 utenti/);
    });
  });

  e2e.test('on a phone the dialog and its problems fit 390 px', async () => {
    const phone = await e2e.phone({ at: ROME, label: 'admin-phone' });
    await openAdminTab(phone, 'Gestione Utenti');
    await button(phone, 'Importa utenti').click();
    const importDialog = dialog(phone, 'Importa utenti da file CSV');
    await importDialog.waitFor();
    await chooseFile(phone, files.phone);
    await see(importDialog, '3 problemi da correggere: correggi il file e sceglilo di nuovo');
    await see(importDialog, 'Riga 3, email');
    expect(await horizontalOverflow(phone)).toBe(0);
    for (const name of [/Scarica modello/, /Scegli un altro file/, 'Annulla']) {
      // Measured once the dialog's opening zoom is over (it scales the buttons for a moment).
      await eventually(`'${String(name)}' at least 48 px high`, async () => (await button(importDialog, name).boundingBox())!.height >= 48);
    }
    await importDialog.getByRole('list', { name: /3 problemi/ }).scrollIntoViewIfNeeded();
    await phone.screenshot({ path: join(DOCS_SCREENSHOTS, 'user-import-phone.png'), scale: 'css' });
  });
});

async function chooseFile(page: Page, path: string): Promise<void> {
  await page.locator('.user-import input[type="file"]').setInputFiles(path);
}

/** How far the page scrolls sideways (0 when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
}
