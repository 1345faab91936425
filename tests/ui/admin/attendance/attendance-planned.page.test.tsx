/**
 * 'Report Presenze' with the planned hours (docs/behaviour.md, "Attendance report"): an employee's row shows its
 * 'Straordinario', 'Ritardo' and the working-time checks it flagged (zero counts hidden), an employee with no plan reads
 * '—' for the split, and the open row lists an absence with its 'Ore mancanti', a day flagged 'Riposo giornaliero
 * < 11 h', and the period's totals.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { AppToken } from '../../../../src/composition/tokens';
import { AttendanceTab } from '../../../../src/ui/admin/attendance/attendance-tab';
import admin from '../../../../src/ui/i18n/it/admin.json';
import attendance from '../../../../src/ui/i18n/it/attendance.json';
import { addScreenTexts } from '../../../../src/ui/i18n/screen-texts';
import { renderScreensAt } from '../../app/render-in-app';
import { settle } from '../render-admin';
import { attendanceWorld, NO_PLANNED_TOTALS, summary } from './attendance-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Table renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const LUIGI = summary({
  user_id: 8,
  username: 'luigi.verdi',
  full_name: 'Luigi Verdi',
  employee_id: 'E008',
  totals: { days_worked: 3, worked_minutes: 1440, anomaly_days: 0 },
  planned_totals: { ...NO_PLANNED_TOTALS, short_rest_days: 2, over_average_weeks: 1 },
});

async function renderReport() {
  const { world } = attendanceWorld([summary(), LUIGI]);
  addScreenTexts(world.get(AppToken.I18n), { admin, attendance });
  await world.signIn();
  renderScreensAt(world.container, '/report', { '/report': AttendanceTab });
  await settle(world);
  return world;
}

/** The cell of a row under a column, by the column's header. */
function cellOf(rowKey: number, header: string): HTMLElement {
  const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
  const row = document.querySelector(`tr[data-row-key="${rowKey}"]`) as HTMLElement;
  return row.querySelectorAll('td')[headers.indexOf(header)] as HTMLElement;
}

describe('Report Presenze: planned hours', () => {
  it("shows each employee's overtime, lateness, missing hours and flagged checks, and '—' where there is no plan", async () => {
    await renderReport();

    expect(cellOf(7, 'Straordinario').textContent).toBe('0:45');
    expect(cellOf(7, 'Ritardo').textContent).toBe('0:25');
    expect(cellOf(7, 'Ore mancanti').textContent).toBe('161:00');
    expect(within(cellOf(7, 'Verifiche orario')).getByText('Riposo < 11 h: 1').closest('.ant-tag')?.getAttribute('title')).toBe(
      'Riposo giornaliero < 11 h: 1 giorno',
    );

    // Luigi has no template: no split, and only the checks flagged at least once.
    expect(within(cellOf(8, 'Straordinario')).getByText('—')).toBeTruthy();
    expect(cellOf(8, 'Ritardo').textContent).toBe('0:00');
    const checks = cellOf(8, 'Verifiche orario');
    expect(within(checks).getByText('Riposo < 11 h: 2')).toBeTruthy();
    expect(within(checks).getByText('Media > 48 h: 1')).toBeTruthy();
    expect(within(checks).getByText('Media settimanale oltre 48 h: 1 settimana')).toBeTruthy();
    expect(within(checks).queryByText(/Senza pausa/)).toBeNull();
    expect(within(checks).queryByText(/Senza riposo settimanale/)).toBeNull();
    expect(checks.querySelectorAll('.ant-tag')).toHaveLength(2);
  });

  it("opens a row onto its absences with their missing hours, its flagged days and the period's totals", async () => {
    const world = await renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Mostra i giorni di Mario Rossi' }));
    await settle(world);

    const days = screen.getByRole('list', { name: 'Giorni di Mario Rossi' });
    // Friday's absence, Monday and Tuesday worked; today (Wednesday 15) and tomorrow are not absences yet.
    const [friday, monday, tuesday, ...rest] = within(days).getAllByRole('listitem');
    expect(rest).toEqual([]);

    // Monday: late beyond the tolerance, overtime, after a rest of 9:30.
    const shortRest = within(monday!).getByText('Riposo giornaliero < 11 h');
    expect(shortRest.closest('.ant-tag')?.getAttribute('title')).toBe('Riposo giornaliero < 11 h (riposo di 9:30)');
    expect(figure(monday!, 'Ritardo')).toBe('0:25');
    expect(figure(monday!, 'Straordinario')).toBe('0:45');
    expect(within(monday!).queryByText('Uscita anticipata')).toBeNull();
    expect(within(tuesday!).queryByText('Riposo giornaliero < 11 h')).toBeNull();

    // Friday: planned, no punches: an absence, its whole day missing, nothing to see in the activities.
    for (const text of ['10/01/2025', 'venerdì', 'Assenza']) expect(within(friday!).getByText(text)).toBeTruthy();
    expect(figure(friday!, 'Teorico')).toBe('8:00');
    expect(figure(friday!, 'Ore mancanti')).toBe('8:00');
    expect(figure(friday!, 'Ore')).toBe('0:00');
    expect(within(friday!).getByText('Prima entrata').nextSibling?.textContent).toBe('—');
    expect(within(friday!).queryByRole('link')).toBeNull();

    const totals = screen.getByRole('region', { name: 'Totale del periodo di Mario Rossi' });
    expect(figure(totals, 'Teorico')).toBe('176:00');
    expect(figure(totals, 'Straordinario')).toBe('0:45');
    expect(figure(totals, 'Ritardo')).toBe('0:25 (1 giorno di ritardo)');
    expect(figure(totals, 'Notturno')).toBe('0:00');
    expect(figure(totals, 'Festivo')).toBe('0:00');
    expect(within(totals).getByText('Riposo < 11 h: 1')).toBeTruthy();
  });
});

/** The value shown beside a figure's label ('Ritardo' → '0:25'). */
function figure(scope: HTMLElement, label: string): string | null {
  return within(scope).getByText(label, { selector: 'dt' }).nextSibling?.textContent ?? null;
}
