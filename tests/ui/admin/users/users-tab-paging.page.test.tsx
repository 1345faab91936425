/**
 * 'Gestione Utenti' at scale (docs/behaviour.md, "Admin panel"): the pager's total and page size, the search box
 * 'Cerca utente…' asking the server after the pause, and the empty text of a search that finds nothing.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../../src/core/contract';
import { ok, queryOf } from '../../../fakes';
import { AdminStatsMother, UserMother } from '../../../mothers';
import { adminWorld, type AdminWorld } from '../admin-world';
import { renderAdmin, settle } from '../render-admin';
import { servePages } from '../shared/paged-server';
import { ADMIN_TEST_TIMEOUT_MS } from '../admin-test-timeout';

jest.mock('../../../../src/ui/admin/locations/location-map-picker', () => ({
  __esModule: true,
  default: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));

// antd's Table renders slowly under jsdom on this machine.
jest.setTimeout(ADMIN_TEST_TIMEOUT_MS);

const USERS = Array.from({ length: 130 }, (_, i) => UserMother.create({ id: i + 1, username: `user${String(i + 1).padStart(3, '0')}`, email: `u${i + 1}@example.it` }));

async function openUsers(): Promise<AdminWorld> {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminStats, ok(AdminStatsMother.create()));
  world.http.on('GET', ApiPaths.adminNotifications, ok({ count: 0, unread: 0, results: [] }));
  world.http.on('GET', ApiPaths.users, servePages(() => USERS, (user, search) => user.username.includes(search)));
  world.http.on('GET', ApiPaths.groups, ok([]));
  world.http.on('GET', ApiPaths.locations, ok({ count: 0, next: null, results: [] }));
  await world.signIn();
  await renderAdmin(world, '/dashboard_admin');
  await settle(world, 1000);
  fireEvent.click(screen.getByRole('tab', { name: 'Gestione Utenti' }));
  await settle(world);
  return world;
}

const usersSection = () => screen.getByRole('region', { name: 'Gestione Utenti' });

describe("'Gestione Utenti' pages, searches and orders on the server", () => {
  it('shows 20 of 130, goes to page 7, searches, orders, and says when nothing matches', async () => {
    const world = await openUsers();
    const section = usersSection();
    within(section).getByText('1–20 di 130 utenti');
    expect(within(section).getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'))).toHaveLength(20);

    fireEvent.click(within(section).getByTitle('7'));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.users))).toEqual({ page: '7', page_size: '20' });
    within(section).getByText('121–130 di 130 utenti');
    within(section).getByText('user125');

    const search = within(section).getByPlaceholderText('Cerca utente…');
    expect(search.getAttribute('aria-label')).toBe('Cerca utente per username, nome, cognome, ID dipendente o email');
    fireEvent.change(search, { target: { value: 'user12' } });
    await settle(world, 300);
    expect(queryOf(world.http.last('GET', ApiPaths.users))).toEqual({ page: '1', page_size: '20', search: 'user12' });
    within(section).getByText('1–10 di 10 utenti');

    fireEvent.click(within(section).getByRole('columnheader', { name: /^Email/ }));
    await settle(world);
    expect(queryOf(world.http.last('GET', ApiPaths.users))).toEqual({ page: '1', page_size: '20', search: 'user12', ordering: 'email' });

    fireEvent.change(search, { target: { value: 'nessuno' } });
    await settle(world, 300);
    within(section).getByText('Nessun utente corrisponde alla ricerca');
  });
});
