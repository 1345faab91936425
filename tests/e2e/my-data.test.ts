/**
 * 'I miei dati' (docs/behaviour.md, "My data"): an employee on the phone opens 'Profilo' → 'I miei dati' and downloads
 * their data as JSON and as CSV; both files hold their punches (day and time in Rome, the place) and nothing of a
 * colleague's. The dialog's buttons are 48 px high, with no serious axe finding.
 *
 * The punches are made through the API now and moved by the administrator to two days ago (hours.ts), so the day has
 * known times whatever time the suite runs.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import type { PersonalDataExport } from '../../src/core/contract';
import { calendarDayAt } from '../../src/core/use-cases/shared/calendar-today';
import { assertNoFindings, seriousViolations } from './support/axe';
import { describeE2E } from './support/e2e-suite';
import { pastPair, romeDay, shownDay } from './support/hours';
import { logIn, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, dialog, see } from './support/ui';

const day = romeDay(2);

describeE2E("'I miei dati' on the phone", (e2e) => {
  let chiara: SeededUser;
  let colleague: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    chiara = await e2e.seed.createUser('Chiara', 'Gallo', { username: 'chiara.gallo' });
    await pastPair(e2e.seed, chiara, day, '08:15', '17:05');
    colleague = await e2e.seed.createUser('Paolo', 'Neri', { username: 'paolo.neri' });
    await pastPair(e2e.seed, colleague, day, '07:40', '16:20');
  });

  e2e.test("Profilo → 'I miei dati' → 'Scarica JSON' and 'Scarica CSV': the files hold her punches, no one else's", async () => {
    const phone = await e2e.phone({ at: ROME });
    const today = calendarDayAt(Date.now(), 'Europe/Rome');

    const myData = dialog(phone, 'I miei dati');
    await e2e.step("log in, 'Profilo' → 'I miei dati': the dialog says what the files hold", async () => {
      await logIn(phone, chiara.username, chiara.password);
      await phone.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button', { name: 'Profilo' }).click();
      const item = button(phone, 'I miei dati');
      await item.waitFor();
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(48);
      // The drawer's sliding in ends before the picture.
      await phone.waitForTimeout(500);
      await e2e.screenshot(phone, 'my-data-drawer');
      await item.click();
      await myData.waitFor();
      await see(myData, 'tutte le timbrature, con le correzioni ricevute;');
    });

    await e2e.step('the buttons are at least 48 px high, nothing scrolls sideways, no serious axe finding; screenshot', async () => {
      // antd's opening animation (a zoom) ends before the measures, the picture, and axe's colours as painted.
      await phone.waitForTimeout(500);
      const layout = await phone.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
        buttons: [...document.querySelectorAll('.ant-modal button')].map((element) => ({
          name: element.textContent || element.getAttribute('aria-label'),
          height: Math.round(element.getBoundingClientRect().height),
        })),
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
      expect(layout.buttons.map((control) => control.name)).toEqual(expect.arrayContaining(['Scarica JSON', 'Scarica CSV', 'Chiudi']));
      expect(layout.buttons.filter((control) => control.height < 48)).toEqual([]);
      await e2e.screenshot(phone, 'my-data');
      assertNoFindings(await seriousViolations(phone, 'my-data--phone'), 'my-data-phone');
    });

    await e2e.step("'Scarica JSON': i-miei-dati-chiara.gallo-<today>.json with her two punches of that day", async () => {
      const download = await downloadOf(phone, button(myData, 'Scarica JSON'));
      expect(download.suggestedFilename()).toBe(`i-miei-dati-chiara.gallo-${today}.json`);
      const text = readFileSync((await download.path())!, 'utf8');
      const data = JSON.parse(text) as PersonalDataExport;
      expect(data.profile).toMatchObject({ username: 'chiara.gallo', first_name: 'Chiara', last_name: 'Gallo' });
      expect(data.punches.map((punch) => [punch.entry_type, punch.local_date, punch.local_time, punch.location_name])).toEqual([
        ['IN', day, '08:15', 'Sede Centrale'],
        ['OUT', day, '17:05', 'Sede Centrale'],
      ]);
      // Moved by the administrator: each punch carries its correction.
      expect(data.punches.every((punch) => punch.corrections.length === 1)).toBe(true);
      expect(text).not.toContain(colleague.username);
      await see(myData, 'File scaricato.');
    });

    await e2e.step("'Scarica CSV': UTF-8 with BOM, the 'Timbrature' section with the same two punches", async () => {
      const download = await downloadOf(phone, button(myData, 'Scarica CSV'));
      expect(download.suggestedFilename()).toBe(`i-miei-dati-chiara.gallo-${today}.csv`);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n');
      const punches = lines.slice(lines.indexOf('Timbrature') + 2, lines.indexOf('', lines.indexOf('Timbrature')));
      expect(punches.map((line) => line.split(';').slice(1, 5))).toEqual([
        ['Check-in', shownDay(day), '08:15', 'Sede Centrale'],
        ['Check-out', shownDay(day), '17:05', 'Sede Centrale'],
      ]);
      expect(lines.join('\n')).not.toContain(colleague.username);
    });

    await e2e.step("'Chiudi' closes the dialog", async () => {
      await myData.locator('.ant-modal-footer').getByRole('button', { name: 'Chiudi' }).click();
      await myData.waitFor({ state: 'hidden' });
    });
  });
});

/** Clicks `trigger` and waits for the file it saves. */
async function downloadOf(page: Page, trigger: { click(): Promise<void> }): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  return download;
}
