/**
 * 'Report Presenze' rendered with the real container and fake edges: an employee's row opens onto its days, and
 * 'Vedi timbrature' lands on 'Attività Sistema' filtered on that employee and day (docs/behaviour.md, "Attendance
 * report"), and the monthly sheet's dialog says when the PDF cannot be had. The behaviour itself is tested on the
 * stores; this checks what the administrator sees and follows.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { AppToken } from '../../../../src/composition/tokens';
import { AttendanceTab } from '../../../../src/ui/admin/attendance/attendance-tab';
import { ActivitiesPage } from '../../../../src/ui/app/routes';
import { formatTime } from '../../../../src/ui/history/date-format';
import admin from '../../../../src/ui/i18n/it/admin.json';
import attendance from '../../../../src/ui/i18n/it/attendance.json';
import { addScreenTexts } from '../../../../src/ui/i18n/screen-texts';
import { ok, queryOf, status } from '../../../fakes';
import { renderScreensAt } from '../../app/render-in-app';
import { currentPath, settle } from '../render-admin';
import { attendanceWorld } from './attendance-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Table renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

describe('Report Presenze', () => {
  it("shows an employee's totals, opens the row onto its days, and 'Vedi timbrature' opens the filtered activities", async () => {
    const { world } = attendanceWorld();
    world.http.on('GET', ApiPaths.adminActivities, ok({ count: 0, total_pages: 0, results: [] }));
    world.http.on('GET', ApiPaths.adminAttendanceSheet, status(500));
    addScreenTexts(world.get(AppToken.I18n), { admin, attendance });
    await world.signIn();
    renderScreensAt(world.container, '/report', { '/report': AttendanceTab, '/dashboard_admin/activities': ActivitiesPage });
    await settle(world);

    const row = document.querySelector('tr[data-row-key="7"]') as HTMLElement;
    // The test screen is a phone's (no media query matches): the totals show, ID and group wait for a wider screen.
    for (const text of ['Mario Rossi', 'mario.rossi', '15:45']) expect(within(row).getByText(text)).toBeTruthy();
    for (const text of ['E007', 'Magazzino']) expect(within(row).queryByText(text)).toBeNull();
    expect(screen.getByRole('button', { name: 'Questo mese 01/01–31/01', pressed: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Mostra i giorni di Mario Rossi' }));
    await settle(world);
    const days = screen.getByRole('list', { name: 'Giorni di Mario Rossi' });
    const [monday, tuesday] = ['2025-01-13', '2025-01-14'].map((date) => days.querySelector(`li[data-date="${date}"]`) as HTMLElement);
    // Times as the other admin screens write them, in the browser's zone (Europe/Rome in the browser tests).
    const [firstIn, lastOut] = [formatTime('2025-01-13T07:58:00.000Z'), formatTime('2025-01-13T16:03:00.000Z')];
    for (const text of ['13/01/2025', 'lunedì', firstIn, lastOut, '7:45']) expect(within(monday).getByText(text)).toBeTruthy();
    expect(within(monday).queryByText('Uscita mancante')).toBeNull();
    for (const text of ['martedì', 'Uscita mancante', 'Fuori sede']) expect(within(tuesday).getByText(text)).toBeTruthy();
    // 'Teorico' and 'Ore mancanti' read 8:00 that day too.
    expect(within(tuesday).getByText('Ore', { selector: 'dt' }).nextSibling?.textContent).toBe('8:00');
    expect(within(tuesday).getByText('Ultima uscita').nextSibling?.textContent).toBe('—');

    // The monthly sheet of the open row's employee; a failure says so in Italian.
    fireEvent.click(screen.getByRole('button', { name: /Foglio presenze mensile/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Foglio presenze mensile' });
    expect(within(sheet).getByLabelText('Dipendente: Mario Rossi')).toHaveProperty('checked', true);
    // The period's month, in Italian whatever the browser's language.
    expect(within(sheet).getByLabelText('Mese')).toHaveProperty('value', 'gennaio 2025');
    fireEvent.click(within(sheet).getByRole('button', { name: /Scarica PDF/ }));
    await settle(world);
    expect(within(sheet).getByRole('alert').textContent).toBe('Impossibile scaricare il foglio presenze. Riprova.');
    fireEvent.click(within(sheet).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);

    fireEvent.click(within(monday).getByRole('link', { name: 'Vedi timbrature del 13/01/2025' }));
    await act(() => import('../../../../src/ui/admin/activities.page'));
    await settle(world);
    expect(currentPath()).toBe('/dashboard_admin/activities');
    expect(queryOf(world.http.last('GET', ApiPaths.adminActivities))).toMatchObject({ user_id: '7', start_date: '2025-01-13', end_date: '2025-01-13' });
    expect((screen.getByLabelText('Data inizio') as HTMLInputElement).value).toBe('13/01/2025');
    expect((screen.getByLabelText('Data fine') as HTMLInputElement).value).toBe('13/01/2025');
  });
});
