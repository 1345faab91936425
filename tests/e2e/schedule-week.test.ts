/**
 * 'Turni della settimana' and 'Santi patroni' of 'Orari di lavoro' (docs/behaviour.md, "Work schedules") on a
 * phone: a group's week in a grid that scrolls inside its own box (the page never sideways), cells 48 px targets; a
 * day set to 'Riposo' from its 'Turno del giorno' dialog shows marked; a place's patron day listed.
 */
import type { Page } from 'playwright-core';
import { SchedulePaths } from '../../src/core/contract';
import { OFFICE_HOURS } from '../mothers/schedule.mother';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './support/app-server';
import { describeE2E } from './support/e2e-suite';
import { logIn, ROME } from './support/journeys';
import { createGroup } from './support/seed-admin-data';
import type { SeedApi } from './support/seed-api';
import { button, chooseOption, dialog, field, see, selectTab } from './support/ui';

const GROUP = 'Turni Bologna';
const PLACE = 'Sede Bologna';

/** A write the seed API has no helper for, as the administrator. */
async function adminSend(seed: SeedApi, method: string, path: string, body: unknown): Promise<{ id: number }> {
  const answer = await fetch(new URL(path, seed.baseUrl), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.adminToken}` },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { id: number };
}

describeE2E("the week's shifts and patron days ('Orari di lavoro')", (e2e) => {
  beforeAll(async () => {
    const group = await createGroup(e2e.seed, GROUP);
    await e2e.seed.createUser('Mario', 'Rossi', { gruppo_id: group.id });
    await e2e.seed.createUser('Anna', 'Bianchi', { gruppo_id: group.id });
    const place = await e2e.seed.createLocation(PLACE, ROME);
    const template = await adminSend(e2e.seed, 'POST', SchedulePaths.templates, { name: 'Ufficio', ...OFFICE_HOURS });
    await adminSend(e2e.seed, 'POST', SchedulePaths.assignments, { template_id: template.id, gruppo_id: group.id, location_id: place.id, start_date: '2020-01-01' });
    await adminSend(e2e.seed, 'PUT', SchedulePaths.patronDay(place.id), { name: 'San Petronio', month: 10, day: 4 });
  });

  e2e.test("on a phone: the grid scrolls in its box, 48 px cells; a day set to 'Riposo' shows 'Turno del giorno'", async () => {
    const admin = await e2e.phone({ at: ROME, label: 'admin-phone' });
    await e2e.step("log in as administrator and open 'Orari di lavoro'", async () => {
      await logIn(admin, ADMIN_USERNAME, ADMIN_PASSWORD);
      await admin.goto('/dashboard_admin');
      await see(admin, 'Pannello Amministratore');
      await selectTab(admin, 'Orari di lavoro');
      await see(admin, 'Turni della settimana');
    });

    const week = admin.getByRole('region', { name: 'Turni della settimana' });
    const grid = week.getByRole('region', { name: /^Turni della settimana dal / });
    await e2e.step("'Gruppo' → the group: a row per member, a column per day", async () => {
      await chooseOption(admin, field(week, 'Gruppo'), GROUP);
      await grid.getByRole('rowheader', { name: 'Mario Rossi' }).waitFor();
      await grid.getByRole('rowheader', { name: 'Anna Bianchi' }).waitFor();
    });

    await e2e.step('no sideways scroll of the page; the grid scrolls inside its box; every cell at least 48×48', async () => {
      await noSidewaysScroll(admin);
      const box = await grid.evaluate((element) => ({ scrolls: element.scrollWidth > element.clientWidth, right: element.getBoundingClientRect().right }));
      expect(box.scrolls).toBe(true);
      expect(box.right).toBeLessThanOrEqual(390);
      const cells = await grid.locator('button.schedule-week-cell').all();
      expect(cells).toHaveLength(14);
      for (const cell of cells) {
        const size = (await cell.boundingBox())!;
        expect({ name: await cell.getAttribute('aria-label'), tall: size.height >= 48, wide: size.width >= 48 }).toEqual({ name: expect.any(String), tall: true, wide: true });
      }
      await e2e.screenshot(admin, 'admin-schedule-week');
    });

    await e2e.step("Mario Rossi's Monday → 'Turno del giorno' → 'Riposo' → 'Salva': the cell says so, marked", async () => {
      await grid.getByRole('button', { name: /^Mario Rossi, Lunedì / }).click();
      const form = dialog(admin, 'Turno del giorno');
      await form.getByRole('textbox', { name: 'Turno, intervallo 1: inizio' }).waitFor();
      await noSidewaysScroll(admin);
      await form.getByText('Riposo', { exact: true }).click();
      await button(form, 'Salva').click();
      await see(admin, 'Turno del giorno salvato con successo!');
      await form.waitFor({ state: 'hidden' });
      await grid.getByRole('button', { name: /^Mario Rossi, Lunedì .*: Riposo \(turno del giorno\)$/ }).waitFor();
    });

    await e2e.step("'Santi patroni': the place with 'San Petronio, 4 ottobre'", async () => {
      const patrons = admin.getByRole('region', { name: 'Santi patroni' });
      await see(patrons, 'San Petronio, 4 ottobre');
      await noSidewaysScroll(admin);
    });
  });
});

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
