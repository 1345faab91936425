/**
 * Absences and closing the month, through the screens (docs/behaviour.md, "Absences", "Closing the month"): on a
 * phone an employee asks for two days of ferie in last month; an administrator approves them in 'Assenze'; 'Report
 * Presenze' and the monthly sheet show FE on those days and no missing hours; the administrator closes the month in
 * 'Chiusura mese' (confirming the one problem listed: a check-in without its check-out); then the employee's
 * correction request on that month is refused with the Italian message, and the payroll export lists the ferie.
 *
 * The days are last month's last two working days (Monday to Friday, not national holidays), planned 09:00–13:00 and
 * 14:00–18:00 by a template assigned to the employee for those two days only; an earlier working day of the month
 * has a check-in left without its check-out (no plan that day: no missing hours).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { AbsencePaths, type AbsencePage, type AbsenceType, type ScheduleTemplate } from '../../src/core/contract';
import { SchedulePaths } from '../../src/core/contract/schedules.contract';
import { italianHolidaysBetween } from '../../server/holidays/italian-holidays';
import { addDays, weekdayOf } from '../../src/core/domain';
import { calendarDayAt } from '../../src/core/use-cases/shared/calendar-today';
import { pdfText } from '../server/support/pdf-text';
import { describeE2E } from './support/e2e-suite';
import { apiCall, forgottenCheckOut, openAdminTab, shownDay } from './support/hours';
import { logIn, ROME } from './support/journeys';
import type { SeededUser } from './support/seed-api';
import { button, chooseOption, dialog, eventually, field, onPath, see, seeNoMore, typeDay } from './support/ui';

const today = calendarDayAt(Date.now(), 'Europe/Rome');
const firstOfThisMonth = `${today.slice(0, 8)}01`;
const lastMonth = addDays(firstOfThisMonth, -1).slice(0, 7);

/** Last month's working days (Monday to Friday, not national holidays), in order. */
const workingDays = (() => {
  const start = `${lastMonth}-01`;
  const end = addDays(firstOfThisMonth, -1);
  const holidays = italianHolidaysBetween(start, end);
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) if (weekdayOf(day) <= 5 && !holidays.has(day)) days.push(day);
  return days;
})();
const [ferieFrom, ferieTo] = workingDays.slice(-2) as [string, string];
const forgottenDay = workingDays[workingDays.length - 5]!;
/** How the screens write the two days: 'Dal 29/10 al 30/10/2026' (the first day's year left out when the same). */
const ferieShown = `Dal ${shownDay(ferieFrom).slice(0, 5)} al ${shownDay(ferieTo)}`;

const OFFICE = [
  { start: 9 * 60, end: 13 * 60 },
  { start: 14 * 60, end: 18 * 60 },
];

describeE2E('absences and closing the month', (e2e) => {
  let elena: SeededUser;

  beforeAll(async () => {
    await e2e.seed.createLocation('Sede Centrale', ROME);
    elena = await e2e.seed.createUser('Elena', 'Galli');
    const template = await apiCall<ScheduleTemplate>(e2e.seed.baseUrl, e2e.seed.adminToken, 'POST', SchedulePaths.templates, {
      name: 'Ufficio 9–18',
      valid_from: `${lastMonth}-01`,
      intervals: [1, 2, 3, 4, 5].flatMap((weekday) => OFFICE.map((interval) => ({ weekday, ...interval }))),
      tolerance_minutes: 0,
      flex_earliest_start: null,
      flex_latest_start: null,
      overtime_block_minutes: 1,
    });
    await apiCall(e2e.seed.baseUrl, e2e.seed.adminToken, 'POST', SchedulePaths.assignments, {
      template_id: template.id,
      user_id: elena.id,
      start_date: ferieFrom,
      end_date: ferieTo,
    });
    await forgottenCheckOut(e2e.seed, elena, forgottenDay, '08:30');
    // 26 days of ferie a year, 3 carried over from last year.
    const types = await apiCall<AbsenceType[]>(e2e.seed.baseUrl, e2e.seed.adminToken, 'GET', AbsencePaths.types);
    await apiCall(e2e.seed.baseUrl, e2e.seed.adminToken, 'PUT', AbsencePaths.userBalances(elena.id), {
      absence_type_id: types.find((type) => type.code === 'FE')!.id,
      year: Number(ferieFrom.slice(0, 4)),
      yearly_entitlement: 26,
      carry_over: 3,
    });
  });

  e2e.test('two days of ferie asked on the phone, approved, on the sheet; the month closed; a later correction refused', async () => {
    const phone = await e2e.phone({ at: ROME, label: 'employee' });
    const admin = await e2e.desktop({ at: ROME, label: 'admin' });

    await e2e.step(`'Le mie assenze' → 'Richiedi assenza': FE – Ferie, from ${shownDay(ferieFrom)} to ${shownDay(ferieTo)}`, async () => {
      await logIn(phone, elena.username, elena.password);
      await phone.goto('/absences');
      await see(phone, 'Saldo ferie e permessi');
      await button(phone, 'Richiedi assenza').click();
      const form = dialog(phone, 'Richiedi assenza');
      await chooseOption(phone, field(form, 'Causale'), 'FE – Ferie');
      await typeDay(field(form, 'Dal'), shownDay(ferieFrom));
      await typeDay(field(form, 'Al'), shownDay(ferieTo));
      await field(form, 'Note').fill('Ponte con il fine settimana');
      await e2e.screenshot(phone, 'absence-request');
      await button(form, 'Invia richiesta').click();
      await see(phone, 'Richiesta inviata');
      await form.waitFor({ state: 'hidden' });
      await seeNoMore(phone, /La richiesta supera il saldo disponibile/, 1_000);
      const request = phone.getByRole('listitem').filter({ hasText: 'Ponte con il fine settimana' });
      await see(request, 'In attesa');
      await see(request, `${ferieShown} · 2 gg`);
      await e2e.screenshot(phone, 'my-absences');
    });

    await e2e.step("'Assenze': the badge counts the request; 'Approva'", async () => {
      await openAdminTab(admin, /^Assenze/);
      await see(admin.getByRole('tab', { name: /^Assenze/ }), '1 richiesta di assenza in attesa');
      const request = admin.getByRole('listitem').filter({ hasText: 'Elena Galli' });
      await see(request, `${ferieShown} · 2 gg`);
      await see(request, /Ponte con il fine settimana/);
      await e2e.screenshot(admin, 'admin-absence-requests');
      await button(request, 'Approva').click();
      await see(admin, 'Assenza approvata.');
      await see(admin, 'Nessuna richiesta in attesa');
      const approved = await e2e.seed.get<AbsencePage>(`${AbsencePaths.admin}?status=approved`);
      expect(approved.results).toMatchObject([{ username: elena.username, code: 'FE', amount: 2, start_date: ferieFrom, end_date: ferieTo }]);
    });

    await e2e.step("'Calendario assenze' of last month: FE on both days", async () => {
      await admin.getByText('Calendario assenze', { exact: true }).click();
      await button(admin, 'Mese precedente').click();
      const row = admin.getByRole('row').filter({ hasText: 'Elena Galli' });
      await eventually('the two FE cells', async () => (await row.getByText('FE', { exact: true }).count()) === 2);
      await e2e.screenshot(admin, 'admin-absence-calendar');
    });

    await e2e.step("'Report Presenze', last month: both days say FE, no 'Ore mancanti'", async () => {
      await admin.getByRole('tab', { name: 'Report Presenze' }).click();
      await button(admin, /^Mese scorso /).click();
      await button(admin, 'Mostra i giorni di Elena Galli').click();
      const days = admin.getByRole('list', { name: 'Giorni di Elena Galli' });
      for (const day of [ferieFrom, ferieTo]) {
        const item = days.getByRole('listitem').filter({ hasText: shownDay(day) });
        await see(item, 'FE');
        await seeNoMore(item, /Ore mancanti/, 1_000);
        await seeNoMore(item, 'Assenza', 1_000);
      }
      await e2e.screenshot(admin, 'admin-attendance-absences');
    });

    await e2e.step("'Chiusura mese': one problem (the check-out missing), confirmed; 'Mese chiuso'", async () => {
      await admin.getByRole('tab', { name: 'Chiusura mese' }).click();
      await see(admin, 'Cosa impedisce una chiusura pulita');
      await see(admin, /^Uscite mancanti/);
      await see(admin, shownDay(forgottenDay));
      await button(admin, 'Chiudi mese').click();
      const confirm = dialog(admin, /Chiudere/);
      await see(confirm, "C'è 1 problema aperto. Chiudere comunque il mese?");
      await button(confirm, 'Chiudi mese').click();
      await see(admin, 'Mese chiuso.');
      await see(admin, /Chiuso il .* da admin/);
      await e2e.screenshot(admin, 'admin-month-closed');
    });

    await e2e.step("'Export paghe': FE 8 hours on each day of ferie, in the payroll software's CSV", async () => {
      const [download] = await Promise.all([admin.waitForEvent('download'), button(admin, 'Export paghe').click()]);
      expect(download.suggestedFilename()).toBe(`paghe-${lastMonth}.csv`);
      const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      const ferie = lines.filter((line) => line.includes(';FE;'));
      expect(ferie).toHaveLength(2);
      for (const [index, day] of [ferieFrom, ferieTo].entries()) expect(ferie[index]).toContain(`;${shownDay(day)};`);
      for (const line of ferie) expect(line.endsWith(';8,00')).toBe(true);
    });

    await e2e.step("the monthly sheet says 'Definitivo' and FE on the two days", async () => {
      const response = await admin.request.get(`/api/admin/attendance/sheet/?user_id=${elena.id}&month=${lastMonth}`, {
        headers: { authorization: `Bearer ${e2e.seed.adminToken}` },
      });
      expect(response.status()).toBe(200);
      const { text } = await pdfText(new Uint8Array(await response.body()));
      expect(text).toContain('Definitivo');
      expect(text.match(/\bFE\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    });

    await e2e.step("the employee asks to add the missing check-out in the closed month: refused, in Italian", async () => {
      await phone.goto('/my-hours');
      await onPath(phone, '/my-hours');
      await button(phone, 'Mese precedente').click();
      const card = phone.locator('li.worked-day').filter({ hasText: shownDay(forgottenDay) });
      await see(card, 'Uscita mancante');
      await button(card, 'Richiedi correzione').click();
      const form = dialog(phone, 'Richiedi correzione');
      await form.getByLabel(/Ora di uscita/).fill('17:30');
      await form.getByLabel(/Motivo/).fill('Uscita senza timbrare');
      await button(form, 'Invia richiesta').click();
      await see(form, /Il mese è chiuso/);
      await e2e.screenshot(phone, 'correction-refused-month-closed');
    });
  }, 240_000);
});


export type { Page };
