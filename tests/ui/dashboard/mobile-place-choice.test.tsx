/**
 * The phone's 'Sedi Disponibili' rows (docs/behaviour.md, "Employee dashboard", "Phone"): while Check In is offered,
 * each row is a button that checks in at that place; checked in, the rows are plain text.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, type FakeResponse } from '../../fakes';
import { NearbyLocationMother, PunchAnswerMother, RefusalMother, StatusMother } from '../../mothers';
import { locatedEmployeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(30000);

const MILANO = NearbyLocationMother.inTolerance();
const PRATI = NearbyLocationMother.inTolerance({ id: 2, name: 'Sede Prati', distance: 30 });

async function settle(world: { clock: { advance(ms: number): Promise<void> } }, ms = 0) {
  await act(() => world.clock.advance(ms));
}

/** An employee in range of both places, on the phone dashboard once the nearby places have loaded. */
async function openWithTwoPlaces(punchStatus = StatusMother.checkedOut()) {
  const world = locatedEmployeeWorld(punchStatus);
  world.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 2, locations: [MILANO, PRATI] }));
  await world.signIn();
  await renderEmployeeScreen(world, '/dashboard');
  await settle(world, 2000);
  return world;
}

const placesCard = () => screen.getByRole('heading', { name: 'Sedi Disponibili' }).closest('section') as HTMLElement;

describe("mobile 'Sedi Disponibili'", () => {
  it('checks in at the second place when its row is tapped', async () => {
    const world = await openWithTwoPlaces();
    // The answer is held until the test releases it; it carries the status after the punch.
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.checkIn, () => answer.promise);

    const rows = within(placesCard()).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['Check-in presso Sede Milano12 mDisponibile', 'Check-in presso Sede Prati30 mDisponibile']);
    fireEvent.click(within(placesCard()).getByRole('button', { name: /Check-in presso Sede Prati/ }));
    await settle(world);
    expect(within(placesCard()).getByRole('button', { name: /Sede Milano/ }).hasAttribute('disabled')).toBe(true); // one punch at a time
    answer.resolve(ok(PunchAnswerMother.checkIn({ location_id: 2, location_name: 'Sede Prati' })));
    await settle(world);

    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(1);
    expect(world.http.last('POST', ApiPaths.checkIn).body).toMatchObject({ location_id: 2 });
    expect(screen.getByText('Check-in effettuato con successo')).toBeTruthy();
    expect(screen.getByText('Presso Sede Prati')).toBeTruthy();
    expect(within(placesCard()).queryAllByRole('button')).toEqual([]); // checked in: the rows are no longer actions
  });

  it('shows the places as plain rows when checked in', async () => {
    const world = await openWithTwoPlaces(StatusMother.checkedIn());

    expect(within(placesCard()).getByText('Sede Prati')).toBeTruthy();
    expect(within(placesCard()).queryAllByRole('button')).toEqual([]);
    expect(world.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
  });

  it('opens the check-in anomaly dialog with the place and its distance when the server finds it out of range', async () => {
    const world = await openWithTwoPlaces();
    world.http.on(
      'POST',
      ApiPaths.checkIn,
      RefusalMother.of(400, 'TOO_FAR', {
        location_anomaly: { message: 'Sei troppo lontano dalla sede di lavoro.', nearest_location: { id: 2, name: 'Sede Prati', distance: 180 } },
      }),
    );

    fireEvent.click(within(placesCard()).getByRole('button', { name: /Sede Prati/ }));
    await settle(world);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('⚠️ Check-in con Anomalia GPS')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: /Sede Prati \(180 m\)/ }) as HTMLInputElement).checked).toBe(true);
    expect(world.http.last('POST', ApiPaths.checkIn).body).toMatchObject({ location_id: 2 });
  });
});
