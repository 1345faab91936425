/** STORE_PUNCH_COORDINATES=true keeps the reported position of on-site punches; off-site ones never. */
import { startTestServer, type TestServer } from '../support/test-server';
import { checkIn, checkOut, createLocation, employee, northOf } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { storePunchCoordinates: true } });
});
afterAll(() => server.close());

async function storedPosition(id: number) {
  const { rows } = await server.db.query('SELECT latitude, longitude FROM timesheet_entries WHERE id = $1', [id]);
  return rows[0];
}

it('keeps the coordinates of an on-site punch when configured to', async () => {
  const site = await createLocation(server);
  const at = northOf(site, 10);
  const response = await checkIn(await employee(server), at, { location_id: site.id });
  expect(await storedPosition(response.body.id)).toEqual({ latitude: at.latitude, longitude: at.longitude });
});

it('still keeps no position of an off-site punch', async () => {
  const who = await employee(server);
  const response = await checkIn(who, { latitude: 45, longitude: 9 }, { offsite_work: true, anomaly_note: 'remoto' });
  const out = await checkOut(who, { latitude: 45, longitude: 9 });
  expect(await storedPosition(response.body.id)).toEqual({ latitude: null, longitude: null });
  expect(await storedPosition(out.body.id)).toEqual({ latitude: null, longitude: null });
});
