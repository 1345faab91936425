/**
 * The live position (docs/behaviour.md, "Position", "Employee dashboard"): with the phone's dashboard open, the
 * employee walks from 300 m away into a place's range; without any tap 'Sedi Disponibili' lists the place, the map's
 * words follow the distance, and the place's check-in button appears; the check-in there is accepted.
 */
import type { ActivitiesPage } from '../../src/core/contract/admin.contract';
import { ApiPaths } from '../../src/core/contract/paths';
import { describeE2E } from './support/e2e-suite';
import { logIn, offset, ROME } from './support/journeys';
import { button, card, eventually, see } from './support/ui';

const PLACE = { name: 'Sede Portuense', spot: ROME };
/** Tolerance 100 m plus the 10 m accuracy: 300 m is out of range, 150 m still is, 20 m is inside. */
const START = offset(PLACE.spot, 300);
const HALFWAY = offset(PLACE.spot, 150);
const ARRIVED = offset(PLACE.spot, 20);

describeE2E('live position (phone)', (e2e) => {
  let placeId: number;

  beforeAll(async () => {
    placeId = (await e2e.seed.createLocation(PLACE.name, PLACE.spot)).id;
  });

  e2e.test('walking into the place updates the places, the map and the check-in without a tap', async () => {
    const employee = await e2e.seed.createUser('Lucia', 'Verdi');
    const page = await e2e.phone({ at: START });
    const places = card(page, 'Sedi Disponibili');
    const checkInHere = button(places, new RegExp(`Check-in presso ${PLACE.name}`));

    await e2e.step('300 m away: no place in range, the map says how far it is', async () => {
      await logIn(page, employee.username, employee.password);
      await see(page, 'Fuori Servizio');
      await see(page, 'Sistema pronto');
      await see(places, 'Nessuna sede disponibile nel raggio di tolleranza');
      await see(page, new RegExp(`${PLACE.name}: (29\\d|30\\d) m, Fuori portata`));
      expect(await checkInHere.count()).toBe(0);
    });

    await e2e.step('halfway, without a tap: the coordinates and the distance follow, still out of range', async () => {
      await page.context().setGeolocation({ ...HALFWAY, accuracy: 10 });
      await see(page, `Lat ${HALFWAY.latitude.toFixed(6)}, Lng ${HALFWAY.longitude.toFixed(6)}`);
      await see(page, new RegExp(`${PLACE.name}: (14\\d|15\\d) m, Fuori portata`));
      await see(places, 'Nessuna sede disponibile nel raggio di tolleranza');
    });

    await e2e.step("inside the radius, without a tap: 'Sedi Disponibili' lists the place and offers its check-in", async () => {
      await page.context().setGeolocation({ ...ARRIVED, accuracy: 10 });
      await see(page, `Lat ${ARRIVED.latitude.toFixed(6)}, Lng ${ARRIVED.longitude.toFixed(6)}`);
      await checkInHere.waitFor();
      await see(places, 'Disponibile');
      await see(places, /^(1\d|2\d) m$/);
      await see(page, new RegExp(`${PLACE.name}: (1\\d|2\\d) m, Disponibile`));
      await see(page, 'Sistema pronto');
      await e2e.screenshot(page, 'live-position-arrived');
    });

    await e2e.step("the check-in there is accepted: 'In Servizio' at the place", async () => {
      await checkInHere.click();
      await see(page, 'Check-in effettuato con successo');
      await see(page, 'In Servizio');
      await see(page, `Presso ${PLACE.name}`);
    });

    await e2e.step('the saved punch is at the place, in range', async () => {
      await eventually('the saved check-in', async () => {
        const punches = await e2e.seed.get<ActivitiesPage>(`${ApiPaths.adminActivities}?user_id=${employee.id}`);
        const punch = punches.results[0];
        if (!punch) return false;
        expect(punch).toMatchObject({ entry_type: 'IN', location_id: placeId, has_location_anomaly: false });
        return true;
      });
    });
  });
});
