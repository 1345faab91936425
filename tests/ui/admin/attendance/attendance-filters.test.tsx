/**
 * The filters of 'Report Presenze' show what was chosen (docs/behaviour.md, "Attendance report"): the days DD/MM/YYYY,
 * each quick range with its days ('Questa settimana' Monday to Sunday), a one-day period typed in both fields, the
 * employee picked in 'Utente' and the group in 'Gruppo', while the table's requests ask for the same. Today is
 * Wednesday 15 January 2025 on the fake clock.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { queryOf, status } from '../../../fakes';
import { AttendanceTab } from '../../../../src/ui/admin/attendance/attendance-tab';
import { AppToken } from '../../../../src/composition/tokens';
import admin from '../../../../src/ui/i18n/it/admin.json';
import attendance from '../../../../src/ui/i18n/it/attendance.json';
import { addScreenTexts } from '../../../../src/ui/i18n/screen-texts';
import { renderScreensAt } from '../../app/render-in-app';
import { shownDate, typeDate } from '../../shared/type-date';
import { settle } from '../render-admin';
import { attendanceWorld, lastQuery } from './attendance-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Table and Select render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

async function openReport() {
  const { world } = attendanceWorld();
  addScreenTexts(world.get(AppToken.I18n), { admin, attendance });
  await world.signIn();
  renderScreensAt(world.container, '/report', { '/report': AttendanceTab });
  await settle(world);
  return world;
}

const start = () => screen.getByLabelText('Dal');
const end = () => screen.getByLabelText('Al');
/** What a closed select shows as its value. */
const shownValue = (id: string) => document.getElementById(id)!.closest('.ant-select-content')!.getAttribute('title');
/** Picks `label` in the select labelled `id`. */
async function choose(world: Awaited<ReturnType<typeof openReport>>, id: string, label: string) {
  fireEvent.mouseDown(document.getElementById(id)!);
  await settle(world);
  const option = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].find(
    (candidate) => candidate.textContent === label,
  );
  fireEvent.click(option!);
  await settle(world, 300);
}

describe("'Report Presenze' filters", () => {
  it('shows each quick range with its days, the current one pressed, and the period DD/MM/YYYY', async () => {
    await openReport();
    const presets = screen.getByRole('group', { name: 'Periodi rapidi' });
    expect(within(presets).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Questo mese 01/01–31/01',
      'Mese scorso 01/12–31/12',
      // Monday to Sunday here (the history's own week runs Sunday to Saturday).
      'Questa settimana 13/01–19/01',
    ]);
    expect(within(presets).getByRole('button', { pressed: true }).textContent).toBe('Questo mese 01/01–31/01');
    expect([shownDate(start()), shownDate(end())]).toEqual(['01/01/2025', '31/01/2025']);
    expect(start().getAttribute('placeholder')).toBe('GG/MM/AAAA');
  });

  it('a one-day period typed in both fields stays in both, and the table asks for it', async () => {
    const world = await openReport();

    await typeDate(start(), '14/01/2025');
    await settle(world);
    await typeDate(end(), '14/01/2025');
    await settle(world);

    expect([shownDate(start()), shownDate(end())]).toEqual(['14/01/2025', '14/01/2025']);
    expect(lastQuery(world)).toMatchObject({ start_date: '2025-01-14', end_date: '2025-01-14', page: '1' });
    expect(screen.queryByRole('button', { pressed: true })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Questa settimana/ }));
    await settle(world);
    expect([shownDate(start()), shownDate(end())]).toEqual(['13/01/2025', '19/01/2025']);
    expect(lastQuery(world)).toMatchObject({ start_date: '2025-01-13', end_date: '2025-01-19' });
  });

  it("an end before the start says so in the field's note and asks nothing", async () => {
    const world = await openReport();
    const asked = () => world.http.sent('GET', '/api/admin/attendance/').length;
    const before = asked();

    await typeDate(start(), '20/01/2025');
    await settle(world);
    await typeDate(end(), '10/01/2025');
    await settle(world);

    expect(shownDate(end())).toBe('10/01/2025');
    expect(screen.getByRole('alert').textContent).toBe('La data di fine precede quella di inizio.');
    expect(start().getAttribute('aria-invalid')).toBe('true');
    expect(asked()).toBe(before + 1);
  });

  it("the employee picked in 'Utente' and the group in 'Gruppo' show in their fields, and the table follows", async () => {
    const world = await openReport();
    expect(shownValue('attendance-user')).toBe('Tutti');
    expect(shownValue('attendance-group')).toBe('Tutti i gruppi');

    await choose(world, 'attendance-user', 'Mario Rossi (mario.rossi)');
    expect(shownValue('attendance-user')).toBe('Mario Rossi (mario.rossi)');
    expect(lastQuery(world)).toMatchObject({ user_id: '7', page: '1' });

    await choose(world, 'attendance-group', 'Magazzino');
    expect(shownValue('attendance-group')).toBe('Magazzino');
    expect(shownValue('attendance-user')).toBe('Mario Rossi (mario.rossi)');
    expect(lastQuery(world)).toMatchObject({ user_id: '7', gruppo: '3' });
  });

  it("'Foglio presenze mensile' names the period's month in Italian and takes one typed MM/YYYY", async () => {
    const world = await openReport();
    world.http.on('GET', ApiPaths.adminAttendanceSheet, status(500));
    await choose(world, 'attendance-user', 'Mario Rossi (mario.rossi)');
    fireEvent.click(screen.getByRole('button', { name: /Foglio presenze mensile/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Foglio presenze mensile' });
    const month = within(sheet).getByLabelText('Mese');
    expect(shownDate(month)).toBe('gennaio 2025');

    await typeDate(month, '12/2024');
    fireEvent.click(within(sheet).getByRole('button', { name: /Scarica PDF/ }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.adminAttendanceSheet))).toMatchObject({ month: '2024-12', user_id: '7' });
  });
});
