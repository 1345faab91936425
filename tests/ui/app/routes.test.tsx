/**
 * The route table and its guards (docs/behaviour.md, "Navigation") with the real container: the loading screen while
 * the start-up check runs, /login for signed-out users, the access-restricted screen for a non-admin on a desktop
 * (its content: restricted/access-restricted.page.test.tsx), admins anywhere, mobile detection re-evaluated on resize,
 * /help public, unknown paths → /dashboard, session expiry → /login.
 * A returning user (stored session with its remembered profile) gets the screen at once, the check behind it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother } from './shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('./screen-markers').dashboardMarker);
jest.mock('../../../src/ui/history/history.page', () => jest.requireActual('./shell-world').marker('Storico'));
jest.mock('../../../src/ui/admin/admin-panel.page', () => jest.requireActual('./shell-world').marker('Pannello Admin'));
jest.mock('../../../src/ui/admin/activities.page', () => jest.requireActual('./shell-world').marker('Attività'));

describe('route table and guards', () => {
  beforeAll(preloadShellScreens, 30_000);

  it('shows the gradient loading screen while the start-up check runs, then the protected screen', async () => {
    const world = shellWorld({ signedIn: true });
    const profile = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.profile, () => profile.promise);

    await renderShell(world, '/dashboard');

    await screen.findByText('Caricamento...');
    expect(screen.queryByTestId('screen')).toBeNull();

    await act(async () => profile.resolve(ok(UserMother.employee())));
    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends a signed-out user from a protected route to /login', async () => {
    await renderShell(shellWorld(), '/timesheets');

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    expect(currentPath()).toBe('/login');
  });

  it('redirects / and unknown paths to /dashboard (and so to /login when signed out)', async () => {
    await renderShell(shellWorld(), '/qualcosa/che/non/esiste');

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    expect(currentPath()).toBe('/login');
  });

  it('redirects a signed-in user away from /login to /dashboard', async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });

    await renderShell(world, '/login');

    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
    expect(currentPath()).toBe('/dashboard');
  });

  it('lets an employee on a phone reach /timesheets and the admin routes (the panel denies non-admins itself)', async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });

    await renderShell(world, '/dashboard_admin/activities');

    expect((await screen.findByTestId('screen')).textContent).toBe('Attività');
  });

  it('lets an administrator in from a desktop', async () => {
    const world = shellWorld({ signedInAs: UserMother.admin() });
    world.environment.useDesktop();

    await renderShell(world, '/dashboard_admin');

    expect((await screen.findByTestId('screen')).textContent).toBe('Pannello Admin');
  });

  it('re-evaluates mobile detection on resize: a desktop window narrowed to 768 px lets the employee in', async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });
    world.environment.useDesktop();
    await renderShell(world, '/dashboard');
    await screen.findByRole('heading', { name: 'Accesso Limitato' });

    world.environment.env = { ...world.environment.env, viewportWidth: 768 };
    act(() => world.viewport.resize());

    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
  });

  it('serves /help without any session check', async () => {
    const world = shellWorld({ signedIn: true });
    const profile = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.profile, () => profile.promise);

    await renderShell(world, '/help');

    await screen.findByRole('heading', { name: 'Guida Utente' });
  });

  it("returns to /login with 'Sessione scaduta…' when the session expires", async () => {
    const world = shellWorld({ signedInAs: UserMother.employee() });
    await renderShell(world, '/dashboard');
    await screen.findByTestId('screen');

    act(() => world.sessionEvents.emit('auth-token-expired'));

    await screen.findByText('Sessione scaduta. Effettua nuovamente il login per continuare.');
    expect(currentPath()).toBe('/login');
  });

  it('treats a stored session whose profile answers 401 as signed out', async () => {
    const world = shellWorld({ signedIn: true });
    world.http.on('GET', ApiPaths.profile, status(401, { code: 'TOKEN_EXPIRED', message: 'Token expired' }));
    world.http.on('POST', ApiPaths.refresh, status(401, { code: 'TOKEN_INVALID', message: 'Token invalid' }));

    await renderShell(world, '/dashboard');

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    await waitFor(() => expect(world.storage.get('accessToken')).toBeNull());
  });

  describe('a returning visit (the stored session remembers its profile)', () => {
    it('shows the protected screen at once, without the loading screen, while the profile loads', async () => {
      const world = shellWorld({ remembered: UserMother.employee({ first_name: 'Giulia' }) });
      const profile = new Deferred<FakeResponse>();
      world.http.on('GET', ApiPaths.profile, () => profile.promise);

      const { session } = await renderShell(world, '/dashboard');

      expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
      expect(screen.queryByText('Caricamento...')).toBeNull();
      expect(session.user?.first_name).toBe('Giulia');
      expect(world.http.sent('GET', ApiPaths.profile)).toHaveLength(1);

      // The server's answer replaces the remembered profile.
      await act(async () => profile.resolve(ok(UserMother.employee({ first_name: 'Giulia Maria' }))));
      expect(session.user?.first_name).toBe('Giulia Maria');
      expect(JSON.parse(world.storage.get('userProfile') ?? 'null')).toMatchObject({ first_name: 'Giulia Maria' });
    });

    it("ends on the check's 401: /login with 'Sessione scaduta…', the stored session forgotten", async () => {
      const world = shellWorld({ remembered: UserMother.employee() });
      world.http.on('GET', ApiPaths.profile, status(401, { code: 'TOKEN_EXPIRED', message: 'Token expired' }));
      world.http.on('POST', ApiPaths.refresh, status(401, { code: 'TOKEN_INVALID', message: 'Token invalid' }));

      await renderShell(world, '/dashboard');

      await screen.findByText('Sessione scaduta. Effettua nuovamente il login per continuare.');
      expect(currentPath()).toBe('/login');
      expect(world.storage.get('accessToken')).toBeNull();
      expect(world.storage.get('userProfile')).toBeNull();
    });
  });
});
