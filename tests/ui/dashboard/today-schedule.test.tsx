/**
 * 'Orario di oggi' on the dashboards, over the real container with fake edges (docs/behaviour.md, "Employee
 * dashboard"): under the phone's status card, in the desktop's 'Stato Attuale'; never in the way of punching.
 */
import { act, screen } from '@testing-library/react';
import { ApiPaths, type TodaySchedule } from '../../../src/core/contract';
import { ok, status, type FakeResponse } from '../../fakes';
import { NearbyLocationMother, StatusMother } from '../../mothers';
import { locatedEmployeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';
import { expectTexts } from '../app/render-in-app';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

jest.setTimeout(30000);

const today = (extra: Partial<TodaySchedule> = {}): TodaySchedule => ({
  date: '2025-01-15',
  kind: 'working',
  holiday_name: null,
  closure_name: null,
  intervals: [
    { start: 540, end: 780 },
    { start: 840, end: 1080 },
  ],
  planned_minutes: 480,
  tolerance_minutes: 0,
  flex_earliest_start: null,
  flex_latest_start: null,
  is_override: false,
  ...extra,
});
const nothingPlanned = { intervals: [], planned_minutes: 0 };

/** The phone's (or computer's) dashboard with a place in reach and `answer` to the plan of today. */
async function openDashboard(answer: FakeResponse, options: { desktop?: boolean } = {}) {
  const world = locatedEmployeeWorld(StatusMother.checkedOut());
  if (options.desktop) world.environment.useDesktop();
  world.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 1, locations: [NearbyLocationMother.inTolerance()] }));
  world.http.on('GET', ApiPaths.todaySchedule, answer);
  await world.signIn();
  await renderEmployeeScreen(world, '/dashboard');
  await act(() => world.clock.advance(2000));
  return world;
}

describe("'Orario di oggi' on the phone", () => {
  it('shows a working day under the status card, with the tolerance and the flexible entry band', async () => {
    await openDashboard(ok(today({ tolerance_minutes: 10, flex_earliest_start: 510, flex_latest_start: 570 })));

    const line = screen.getByText('Orario di oggi: 09:00–13:00, 14:00–18:00');
    expectTexts('Tolleranza 10 min · Ingresso flessibile 08:30–09:30');
    // Right under the status card, before the punch buttons.
    const status = screen.getByText('Fuori Servizio').closest('section') as HTMLElement;
    expect(status.nextElementSibling?.contains(line)).toBe(true);
    expect(screen.queryByText('Turno del giorno')).toBeNull();
  });

  it("marks an administrator's 'Turno del giorno'", async () => {
    await openDashboard(ok(today({ intervals: [{ start: 1320, end: 360 }], is_override: true })));
    expectTexts('Turno del giorno');
    expect(screen.getByText(/Orario di oggi: 22:00–06:00/)).toBeTruthy();
  });

  it('says a holiday with its name', async () => {
    await openDashboard(ok(today({ ...nothingPlanned, kind: 'holiday', holiday_name: 'Natale' })));
    expectTexts('Oggi: festivo (Natale)');
    expect(screen.queryByText(/Orario di oggi/)).toBeNull();
  });

  it('says a rest day', async () => {
    await openDashboard(ok(today({ ...nothingPlanned, kind: 'rest' })));
    expectTexts('Oggi: riposo');
  });

  it('says a company closure with its name', async () => {
    await openDashboard(ok(today({ ...nothingPlanned, kind: 'closure', closure_name: 'Ferie estive' })));
    expectTexts('Oggi: chiusura aziendale (Ferie estive)');
  });

  it('says nothing without a plan in force', async () => {
    await openDashboard(ok(today({ ...nothingPlanned, kind: 'unscheduled' })));
    expect(screen.queryByText(/Orario di oggi|Oggi:/)).toBeNull();
  });

  it('a failed load shows nothing and leaves the dashboard usable', async () => {
    const world = await openDashboard(status(500, { message: 'boom' }));

    expect(screen.queryByText(/Orario di oggi|Oggi:/)).toBeNull();
    expectTexts('Fuori Servizio', 'Sistema pronto');
    expect(screen.getByRole('button', { name: /^Check In/ })).toBeTruthy();
    expect(world.logger.warnings.some((entry) => entry.message === 'Today schedule load failed')).toBe(true);
  });

  it('loads once on opening and again when the window regains focus', async () => {
    const world = await openDashboard(ok(today({ ...nothingPlanned, kind: 'rest' })));
    expect(world.http.sent('GET', ApiPaths.todaySchedule)).toHaveLength(1);

    world.http.on('GET', ApiPaths.todaySchedule, ok(today({ is_override: true })));
    await act(async () => {
      world.lifecycle.focus();
      await world.clock.advance(0);
    });
    expect(world.http.sent('GET', ApiPaths.todaySchedule)).toHaveLength(2);
    expectTexts('Orario di oggi: 09:00–13:00, 14:00–18:00', 'Turno del giorno');
    expect(screen.queryByText('Oggi: riposo')).toBeNull();
  });
});

describe("'Orario di oggi' on a computer", () => {
  it("shows in 'Stato Attuale'", async () => {
    await openDashboard(ok(today({ ...nothingPlanned, kind: 'holiday', holiday_name: 'Natale' })), { desktop: true });
    const card = screen.getByRole('heading', { name: 'Stato Attuale' }).closest('.ant-card') as HTMLElement;
    expect(card.textContent).toContain('Oggi: festivo (Natale)');
  });
});
