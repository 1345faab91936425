/**
 * 'Gestione Utenti' and administrators' verification codes (docs/behaviour.md, "Administrators' verification code"):
 * a user with it on is marked beside the name and has 'Disattiva verifica in due passaggi', asked first; the others
 * have neither. A user whose app codes are suspended is marked too and has 'Sblocca verifica in due passaggi'; only
 * that user.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError, ApiPaths, type User } from '../../../../src/core/contract';
import { ok, status } from '../../../fakes';
import { AdminStatsMother, UserMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Modal and Table render slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const COLLEAGUE = UserMother.admin({ id: 4, username: 'giulia.neri', email: 'giulia@example.it', totp_enabled: true });
const EMPLOYEE = UserMother.create({ id: 7, totp_enabled: false });

async function openUsers(users: User[] = [COLLEAGUE, EMPLOYEE], after: User[] = [{ ...COLLEAGUE, totp_enabled: false }, EMPLOYEE]): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.users, ok({ count: users.length, results: users }), ok({ count: after.length, results: after }));
  world.http.on('GET', ApiPaths.groups, ok([]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, results: [] }));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
  await settle(world);
  return world;
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe("'Gestione Utenti': verification codes", () => {
  it('marks the user who has it on and turns it off after asking', async () => {
    const world = await openUsers();
    world.http.on('POST', ApiPaths.userDisableTotp(4), ok({ ...COLLEAGUE, totp_enabled: false }));

    within(row('giulia@example.it')).getByRole('img', { name: 'Verifica in due passaggi attiva' });
    expect(within(row('mario.rossi@example.it')).queryByRole('img', { name: 'Verifica in due passaggi attiva' })).toBeNull();
    expect(within(row('mario.rossi@example.it')).queryByRole('button', { name: /Disattiva verifica in due passaggi/ })).toBeNull();

    fireEvent.click(within(row('giulia@example.it')).getByRole('button', { name: 'Disattiva verifica in due passaggi di giulia.neri' }));
    await settle(world);
    const confirm = screen.getAllByText(/Disattivare la verifica in due passaggi di questo utente\?/)[0]!.closest('.ant-modal') as HTMLElement;
    expect(world.http.sent('POST', ApiPaths.userDisableTotp(4))).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Disattiva' }));
    await settle(world);

    expect(world.http.sent('POST', ApiPaths.userDisableTotp(4))).toHaveLength(1);
    await screen.findByText('Verifica in due passaggi disattivata.');
  });

  it('marks a user whose app codes are suspended and unlocks them after asking; the others have no such action', async () => {
    const suspended = { ...COLLEAGUE, totp_suspended: true };
    const world = await openUsers([suspended, EMPLOYEE], [COLLEAGUE, EMPLOYEE]);
    world.http.on('POST', ApiPaths.userUnlockTotp(4), ok(COLLEAGUE));

    within(row('giulia@example.it')).getByRole('img', { name: "Codici dell'app di autenticazione sospesi dopo troppi codici errati" });
    expect(within(row('mario.rossi@example.it')).queryByRole('img', { name: /sospesi/ })).toBeNull();
    expect(within(row('mario.rossi@example.it')).queryByRole('button', { name: /Sblocca verifica in due passaggi/ })).toBeNull();

    fireEvent.click(within(row('giulia@example.it')).getByRole('button', { name: 'Sblocca verifica in due passaggi di giulia.neri' }));
    await settle(world);
    const confirm = screen.getAllByText(/Sbloccare i codici dell'app di autenticazione di questo utente\?/)[0]!.closest('.ant-modal') as HTMLElement;
    expect(world.http.sent('POST', ApiPaths.userUnlockTotp(4))).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sblocca' }));
    await settle(world);

    expect(world.http.sent('POST', ApiPaths.userUnlockTotp(4))).toHaveLength(1);
    await screen.findByText('Verifica in due passaggi sbloccata.');
    await settle(world, 1500);
    expect(within(row('giulia@example.it')).queryByRole('button', { name: /Sblocca verifica in due passaggi/ })).toBeNull();
  });

  it('a colleague not suspended (any more) is said so in Italian', async () => {
    const suspended = { ...COLLEAGUE, totp_suspended: true };
    const world = await openUsers([suspended, EMPLOYEE], [COLLEAGUE, EMPLOYEE]);
    world.http.on('POST', ApiPaths.userUnlockTotp(4), status(409, { code: 'TOTP_NOT_SUSPENDED', message: ApiError.TOTP_NOT_SUSPENDED }));

    fireEvent.click(within(row('giulia@example.it')).getByRole('button', { name: 'Sblocca verifica in due passaggi di giulia.neri' }));
    await settle(world);
    const confirm = screen.getAllByText(/Sbloccare i codici dell'app/)[0]!.closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sblocca' }));
    await settle(world);

    await screen.findByText("I codici dell'app di autenticazione di questo account non sono sospesi.");
  });
});
