/**
 * The phone dashboard follows the employee (docs/behaviour.md, "Position", "Employee dashboard"): a new fix updates
 * the coordinates, the map's words and, once the places reload, 'Sedi Disponibili', without a tap; and it redraws the
 * cards that show the position, not the whole screen (the status card stands for the rest: it re-renders only when
 * the screen does).
 */
import { act, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { ApiPaths, type NearbyRequest } from '../../../src/core/contract';
import { haversineDistance } from '../../../src/core/domain';
import { ok } from '../../fakes';
import { NearbyLocationMother, PositionMother, StatusMother } from '../../mothers';
import { employeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

const mockStatusCardRenders = { count: 0 };
jest.mock('../../../src/ui/dashboard/mobile/status-card', () => {
  const actual = jest.requireActual('../../../src/ui/dashboard/mobile/status-card');
  // Not memoised: it renders whenever the screen around it does.
  return {
    StatusCard: (props: object) => {
      mockStatusCardRenders.count++;
      return createElement(actual.StatusCard, props);
    },
  };
});

jest.setTimeout(30000);

const METRE = 180 / (Math.PI * 6371000);
const OFFICE = NearbyLocationMother.inTolerance();

async function settle(world: { clock: { advance(ms: number): Promise<void> } }, ms = 0) {
  await act(() => world.clock.advance(ms));
}

const placesCard = () => screen.getByRole('heading', { name: 'Sedi Disponibili' }).closest('section') as HTMLElement;

describe('phone dashboard, live position', () => {
  it('moves the employee into the place without a tap, redrawing only the cards that show the position', async () => {
    const world = employeeWorld();
    const at = (metresNorth: number) =>
      PositionMother.at(world.clock.now(), { latitude: OFFICE.latitude + metresNorth * METRE, longitude: OFFICE.longitude, accuracy: 10 });
    world.geolocation.alwaysAnswer(at(300));
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
    world.http.on('POST', ApiPaths.nearbyLocations, (request) => {
      const body = request.body as NearbyRequest;
      const distance = haversineDistance(body, OFFICE);
      return ok({ count: 1, locations: [{ ...OFFICE, distance, within_tolerance: distance <= OFFICE.tolerance_radius + (body.accuracy ?? 0) }] });
    });
    await world.signIn();
    await renderEmployeeScreen(world, '/dashboard');
    await settle(world, 3000);
    expect(within(placesCard()).getByText('Nessuna sede disponibile nel raggio di tolleranza')).toBeTruthy();
    expect(screen.getByText('Sede Milano: 300 m, Fuori portata')).toBeTruthy();
    const rendersBefore = mockStatusCardRenders.count;

    for (const metresNorth of [240, 180, 120, 60, 3]) {
      await settle(world, 1000);
      act(() => world.geolocation.move(at(metresNorth)));
    }
    const here = at(3);
    expect(screen.getByText(`Lat ${here.latitude.toFixed(6)}, Lng ${here.longitude.toFixed(6)}`)).toBeTruthy();
    await settle(world, 6000);

    expect(within(placesCard()).getByRole('button', { name: /Check-in presso Sede Milano/ })).toBeTruthy();
    expect(within(placesCard()).getByText('3 m')).toBeTruthy();
    expect(screen.getByText('Sede Milano: 3 m, Disponibile')).toBeTruthy();
    expect(screen.getByText('Sistema pronto')).toBeTruthy();
    expect(mockStatusCardRenders.count).toBe(rendersBefore);
  });
});
