/**
 * 'Report Presenze' with approved absences (docs/behaviour.md, "Attendance report"): in an open row a day of ferie
 * shows its code ('FE', 'Ferie' as tooltip) instead of 'Assenza', with the minutes it justifies and no missing hours;
 * a day punched during ferie is flagged; the period's totals add 'Assenze'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, type DayAbsence, type WorkedDays } from '../../../../src/core/contract';
import { AppToken } from '../../../../src/composition/tokens';
import { AttendanceTab } from '../../../../src/ui/admin/attendance/attendance-tab';
import admin from '../../../../src/ui/i18n/it/admin.json';
import attendance from '../../../../src/ui/i18n/it/attendance.json';
import { addScreenTexts } from '../../../../src/ui/i18n/screen-texts';
import { plannedDay } from '../../../mothers';
import { ok } from '../../../fakes';
import { renderScreensAt } from '../../app/render-in-app';
import { settle } from '../render-admin';
import { attendanceWorld, MARIO_DAYS, MARIO_TOTALS, workedDay } from './attendance-world';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Table renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const FERIE: DayAbsence = { absence_id: 31, code: 'FE', name: 'Ferie', minutes: 480, whole_day: true, counts_as_work: false };

/** Friday 10 on ferie (nothing missing); Monday 13 punched although on ferie too; Tuesday 14 absent, unjustified. */
const DAYS_WITH_FERIE: WorkedDays = {
  ...MARIO_DAYS,
  days: [workedDay()],
  planned_days: [
    plannedDay('2025-01-10', { missing_minutes: 0, absences: [FERIE], absence_minutes: 480 }),
    plannedDay('2025-01-13', {
      worked_minutes: 465,
      ordinary_minutes: 0,
      missing_minutes: 0,
      absences: [{ ...FERIE, absence_id: 32 }],
      absence_minutes: 480,
      punched_on_absence: true,
    }),
    plannedDay('2025-01-14'),
  ],
  planned_totals: { ...MARIO_TOTALS, absence_minutes: 960, punched_on_absence_days: 1 },
};

async function openMario() {
  const { world } = attendanceWorld();
  world.http.on('GET', ApiPaths.adminAttendanceDays(7), ok(DAYS_WITH_FERIE));
  addScreenTexts(world.get(AppToken.I18n), { admin, attendance });
  await world.signIn();
  renderScreensAt(world.container, '/report', { '/report': AttendanceTab });
  await settle(world);
  fireEvent.click(screen.getByRole('button', { name: 'Mostra i giorni di Mario Rossi' }));
  await settle(world);
  return within(screen.getByRole('list', { name: 'Giorni di Mario Rossi' })).getAllByRole('listitem');
}

/** The value shown beside a figure's label ('Assenze' → '8:00'), or null when the figure is not shown. */
function figure(scope: HTMLElement, label: string): string | null {
  return within(scope).queryByText(label, { selector: 'dt' })?.nextSibling?.textContent ?? null;
}

describe('Report Presenze: absences', () => {
  it("shows a day of ferie by its code instead of 'Assenza', with the minutes it justifies and nothing missing", async () => {
    const [friday, monday, tuesday, ...rest] = await openMario();
    expect(rest).toEqual([]);

    const code = within(friday!).getByText('FE');
    expect(code.closest('.ant-tag')?.getAttribute('title')).toBe('Ferie');
    expect(within(friday!).queryByText('Assenza')).toBeNull();
    expect(figure(friday!, 'Assenze')).toBe('8:00');
    expect(figure(friday!, 'Ore mancanti')).toBeNull();
    expect(within(friday!).queryByText('Timbratura in giorno di assenza')).toBeNull();

    // Punched on a day of ferie: flagged.
    expect(within(monday!).getByText('FE')).toBeTruthy();
    expect(within(monday!).getByText('Timbratura in giorno di assenza')).toBeTruthy();

    // An absence nobody justified still says 'Assenza', its whole plan missing.
    expect(within(tuesday!).getByText('Assenza')).toBeTruthy();
    expect(figure(tuesday!, 'Ore mancanti')).toBe('8:00');
    expect(figure(tuesday!, 'Assenze')).toBeNull();

    const totals = screen.getByRole('region', { name: 'Totale del periodo di Mario Rossi' });
    expect(figure(totals, 'Assenze')).toBe('16:00');
    expect(within(totals).getByText('Timbratura in giorno di assenza: 1 giorno')).toBeTruthy();
  });
});
