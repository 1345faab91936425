/**
 * An open row of 'Report Presenze' says when a day's punches were sent offline or have a suspicious position
 * (docs/behaviour.md, "Attendance report"): 'Offline' listing each offline punch with its time and delay, 'Posizione
 * sospetta' with the reasons of all the day's punches, beside the day's flags. A day without either shows neither.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, type DayPunch } from '../../../../src/core/contract';
import { AppToken } from '../../../../src/composition/tokens';
import { AttendanceTab } from '../../../../src/ui/admin/attendance/attendance-tab';
import { formatTime } from '../../../../src/ui/history/date-format';
import admin from '../../../../src/ui/i18n/it/admin.json';
import attendance from '../../../../src/ui/i18n/it/attendance.json';
import { addScreenTexts } from '../../../../src/ui/i18n/screen-texts';
import { ok } from '../../../fakes';
import { renderScreensAt } from '../../app/render-in-app';
import { settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';
import { attendanceWorld, MARIO_DAYS, workedDay } from './attendance-world';

// antd's Table renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const punch = (id: number, entry_type: 'IN' | 'OUT', timestamp: string, extra: Partial<DayPunch> = {}): DayPunch => ({
  id,
  entry_type,
  timestamp,
  original_timestamp: null,
  is_added: false,
  is_valid: true,
  off_site: false,
  location_name: 'Sede Milano',
  offline_delay_seconds: null,
  position_signals: [],
  auto_closed: false,
  ...extra,
});

it("tags a day with offline punches and suspicious positions, listing the delays and the reasons, and leaves a clean day alone", async () => {
  const [checkIn, checkOut] = ['2025-01-13T07:58:00.000Z', '2025-01-13T16:03:00.000Z'];
  const monday = workedDay({
    punches: [
      punch(1, 'IN', checkIn, { offline_delay_seconds: 2 * 3600 + 15 * 60, position_signals: ['repeated_fix'] }),
      punch(2, 'OUT', checkOut, { offline_delay_seconds: 600, position_signals: ['stale_fix', 'repeated_fix'] }),
    ],
  });
  const tuesdayPunches = [punch(3, 'IN', '2025-01-14T07:00:00.000Z')];
  const { world } = attendanceWorld();
  world.http.on('GET', ApiPaths.adminAttendanceDays(7), ok({ ...MARIO_DAYS, days: [monday, { ...MARIO_DAYS.days[1]!, punches: tuesdayPunches }] }));
  addScreenTexts(world.get(AppToken.I18n), { admin, attendance });
  await world.signIn();
  renderScreensAt(world.container, '/report', { '/report': AttendanceTab });
  await settle(world);

  fireEvent.click(screen.getByRole('button', { name: 'Mostra i giorni di Mario Rossi' }));
  await settle(world);
  const days = screen.getByRole('list', { name: 'Giorni di Mario Rossi' });
  const [mondayItem, tuesdayItem] = ['2025-01-13', '2025-01-14'].map((date) => within(days.querySelector(`li[data-date="${date}"]`) as HTMLElement));

  expect(mondayItem.getByText('Offline')).toBeTruthy();
  expect(
    mondayItem.getByText(
      `Timbrature offline: entrata delle ${formatTime(checkIn)} inviata dopo 2 h 15 min; uscita delle ${formatTime(checkOut)} inviata dopo 10 min`,
    ),
  ).toBeTruthy();
  expect(mondayItem.getByText('Posizione sospetta')).toBeTruthy();
  expect(
    mondayItem.getByText('Posizione sospetta: posizione rilevata prima della timbratura; posizione identica alla timbratura precedente'),
  ).toBeTruthy();

  // The other day keeps its own flags only.
  for (const text of ['Uscita mancante', 'Fuori sede']) expect(tuesdayItem.getByText(text)).toBeTruthy();
  expect(tuesdayItem.queryByText(/Offline/)).toBeNull();
  expect(tuesdayItem.queryByText(/Posizione sospetta/)).toBeNull();
});

it("tags a day whose check-out the server wrote 'Chiusura automatica', with that check-out's time", async () => {
  const out = '2025-01-13T16:00:00.000Z';
  const monday = workedDay({
    flags: { missing_check_out: false, invalid: true, off_site: false, corrected: false },
    punches: [punch(1, 'IN', '2025-01-13T07:58:00.000Z'), punch(2, 'OUT', out, { is_valid: false, auto_closed: true })],
  });
  const { world } = attendanceWorld();
  world.http.on('GET', ApiPaths.adminAttendanceDays(7), ok({ ...MARIO_DAYS, days: [monday, MARIO_DAYS.days[1]!] }));
  addScreenTexts(world.get(AppToken.I18n), { admin, attendance });
  await world.signIn();
  renderScreensAt(world.container, '/report', { '/report': AttendanceTab });
  await settle(world);

  fireEvent.click(screen.getByRole('button', { name: 'Mostra i giorni di Mario Rossi' }));
  await settle(world);
  const days = screen.getByRole('list', { name: 'Giorni di Mario Rossi' });
  const [mondayItem, tuesdayItem] = ['2025-01-13', '2025-01-14'].map((date) => within(days.querySelector(`li[data-date="${date}"]`) as HTMLElement));
  expect(mondayItem.getByText('Timbratura non valida')).toBeTruthy();
  expect(mondayItem.getByText('Chiusura automatica')).toBeTruthy();
  expect(
    mondayItem.getByText(`Chiusura automatica: uscita delle ${formatTime(out)} registrata dal server alla fine prevista, il check-out non era stato timbrato`),
  ).toBeTruthy();
  expect(tuesdayItem.queryByText(/Chiusura automatica/)).toBeNull();
});
