/**
 * 'Presenti ora' in the admin panel, over the real container with fake edges (docs/behaviour.md, "Present now"): its
 * texts, the refresh every 5 s while shown (none once another tab is chosen), and 'Stampa elenco (PDF)'.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, TeamPaths, type PresenceList, type PresentPerson } from '../../../../src/core/contract';
import { ok } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

// The fake clock starts at 2025-01-15T09:00:00Z.
const person = (overrides: Partial<PresentPerson>): PresentPerson => ({
  user_id: 7,
  username: 'mario.rossi',
  full_name: 'Mario Rossi',
  employee_id: 'E7',
  gruppo: 'Magazzino',
  timesheet_id: 91,
  checked_in_at: '2025-01-15T07:58:00.000Z',
  anomalies: [],
  anomaly_note: '',
  ...overrides,
});

const LIST: PresenceList = {
  generated_at: '2025-01-15T09:00:00.000Z',
  total: 3,
  places: [
    {
      location_id: 4,
      name: 'Sede Centrale',
      address: 'Via Roma 1, Bergamo',
      people: [
        person({}),
        person({ user_id: 8, username: 'lverdi', full_name: 'Luca Verdi', gruppo: null, timesheet_id: 92, anomalies: ['location_anomaly', 'invalid', 'long_open'], anomaly_note: 'GPS impreciso' }),
      ],
    },
    { location_id: null, name: 'Fuori sede', address: '', people: [person({ user_id: 9, full_name: 'Anna Bianchi', timesheet_id: 93, anomalies: ['offsite'] })] },
  ],
};

const EMPTY: PresenceList = { generated_at: '2025-01-15T09:00:05.000Z', total: 0, places: [] };

async function openPresence(): Promise<{ world: AdminWorld; panel: HTMLElement }> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
  world.http.on('GET', TeamPaths.presence, ok(LIST));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Presenti ora' }));
  await settle(world);
  return { world, panel: screen.getByRole('tabpanel', { name: 'Presenti ora' }) };
}

describe("'Presenti ora'", () => {
  it('shows per place who is in, since when, their group and anomalies in Italian, the total and the time of the list', async () => {
    const { panel } = await openPresence();
    expect(within(panel).getByRole('heading', { name: 'Presenti ora' })).toBeTruthy();
    expect(within(panel).getByText('3 presenti')).toBeTruthy();
    expect(within(panel).getByText(/^Aggiornato alle \d\d:\d\d:00$/)).toBeTruthy();

    const central = within(panel).getByRole('region', { name: 'Sede Centrale' });
    expect(within(central).getByText('2 presenti')).toBeTruthy();
    expect(within(central).getByText('Via Roma 1, Bergamo')).toBeTruthy();
    const [mario, luca] = within(central).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(mario).getByText('Mario Rossi')).toBeTruthy();
    expect(within(mario).getByText(/^Entrata \d\d:58$/)).toBeTruthy();
    expect(within(mario).getByText('Magazzino')).toBeTruthy();
    expect(within(luca).getByText('Nessun gruppo')).toBeTruthy();
    for (const tag of ['Anomalia GPS', 'Non valida', 'Aperta da oltre 12 ore', 'Nota: GPS impreciso']) expect(within(luca).getByText(tag)).toBeTruthy();

    const offsite = within(panel).getByRole('region', { name: 'Fuori sede' });
    expect(within(offsite).getByText('1 presente')).toBeTruthy();
    expect(within(offsite).getByText('Anna Bianchi')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /Stampa elenco \(PDF\)/ })).toBeTruthy();
  });

  it('reads the list again every 5 s while shown, and no more once another tab is chosen', async () => {
    const { world, panel } = await openPresence();
    expect(world.http.sent('GET', TeamPaths.presence)).toHaveLength(1);
    world.http.on('GET', TeamPaths.presence, ok(EMPTY));
    await settle(world, 5000);
    expect(world.http.sent('GET', TeamPaths.presence)).toHaveLength(2);
    expect(within(panel).getByText('Nessuno è presente in questo momento')).toBeTruthy();
    expect(within(panel).getByText('0 presenti')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /^Statistiche/ }));
    await settle(world, 20_000);
    expect(world.http.sent('GET', TeamPaths.presence)).toHaveLength(2);
  });

  it("'Stampa elenco (PDF)' saves the server's PDF", async () => {
    const { world, panel } = await openPresence();
    world.http.on('GET', TeamPaths.presencePdf, { status: 200, body: new Uint8Array([0x25, 0x50, 0x44, 0x46]), headers: { 'content-type': 'application/pdf' } });
    fireEvent.click(within(panel).getByRole('button', { name: /Stampa elenco \(PDF\)/ }));
    await settle(world);
    expect(world.downloads.files).toEqual([{ fileName: expect.stringMatching(/^presenti-ora-2025-01-15-\d{4}\.pdf$/), content: expect.any(Uint8Array), mimeType: 'application/pdf' }]);
  });
});
