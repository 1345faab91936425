/**
 * The pending device changes in 'Notifiche cambio dispositivo', rendered in the admin panel over the real container
 * with fake edges (docs/behaviour.md, "Device changes approved by an administrator").
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, type DeviceChangeRequest } from '../../../../src/core/contract';
import { ok } from '../../../fakes';
import { AdminStatsMother } from '../../../mothers';
import { DeviceChangeRequestMother } from '../../../mothers/device-change-request.mother';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const PENDING = DeviceChangeRequestMother.create();

async function openPanel(pending: DeviceChangeRequest[]): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: pending }));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  return world;
}

const section = () => screen.getByRole('region', { name: /^Richieste di nuovo dispositivo/ });

describe("'Notifiche cambio dispositivo' with device changes awaiting a decision", () => {
  it('lists who asked, for which device and when; approving asks first, then says so and empties the list', async () => {
    const world = await openPanel([PENDING]);
    const requests = section();
    expect(within(requests).getByText('1 in attesa di approvazione')).toBeTruthy();
    const item = within(requests).getByRole('listitem');
    expect(within(item).getByText('Mario Rossi (mario.rossi)')).toBeTruthy();
    expect(within(item).getByText('Dispositivo: iPhone')).toBeTruthy();
    expect(within(item).getByText(PENDING.user_agent!)).toBeTruthy();
    expect(within(item).getByText(/^Richiesta il 15\/01\/2025 \d\d:00$/)).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Approva' }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: /^Approvare il nuovo dispositivo di Mario Rossi \(mario\.rossi\)\?/ });
    expect(world.http.sent('POST', ApiPaths.deviceChangeApprove(11))).toHaveLength(0);

    world.http.on('POST', ApiPaths.deviceChangeApprove(11), ok({ ...PENDING, status: 'approved', decided_by: 'admin', decided_at: '2025-01-15T09:00:00Z' }));
    world.http.on('GET', ApiPaths.deviceChangeRequests, ok({ results: [] }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approva' }));
    await settle(world);
    expect(world.http.sent('POST', ApiPaths.deviceChangeApprove(11))).toHaveLength(1);
    expect(within(section()).getByText("Richiesta approvata: il nuovo dispositivo è associato all'account.")).toBeTruthy();
    expect(within(section()).queryByRole('listitem')).toBeNull();

    await settle(world, 3000);
    expect(screen.queryByRole('region', { name: /^Richieste di nuovo dispositivo/ })).toBeNull();
  });

  it("'Rifiuta' asks first; 'Annulla' sends nothing", async () => {
    const world = await openPanel([PENDING]);
    fireEvent.click(within(section()).getByRole('button', { name: 'Rifiuta' }));
    await settle(world);
    const confirm = screen.getByRole('dialog', { name: /^Rifiutare la richiesta di Mario Rossi \(mario\.rossi\)\?/ });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    await settle(world);
    expect(world.http.sent('POST', ApiPaths.deviceChangeRefuse(11))).toHaveLength(0);
    expect(within(section()).getByRole('listitem')).toBeTruthy();
  });

  it('shows nothing of it while no request waits', async () => {
    await openPanel([]);
    expect(screen.getByRole('heading', { name: /^Notifiche cambio dispositivo/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Richieste di nuovo dispositivo/ })).toBeNull();
  });
});
