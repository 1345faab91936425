/**
 * The login screen (docs/behaviour.md, "Login") with the real container: the button waits for both fields, loading
 * disables everything and shows the progress bar, an error appears in a red alert and keeps what was typed, success
 * enters.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother } from '../app/shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

const LOGIN_RESPONSE = { access: 'new-access', refresh: 'new-refresh', user: UserMother.employee() };

async function openLogin(world = shellWorld()) {
  await renderShell(world, '/login');
  await screen.findByRole('heading', { name: 'Accedi al tuo account' });
  return world;
}

const usernameField = () => screen.getByLabelText('Username') as HTMLInputElement;
const passwordField = () => screen.getByLabelText('Password') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Accedi|Accesso in corso/ }) as HTMLButtonElement;

function type(username: string, password: string) {
  fireEvent.change(usernameField(), { target: { value: username } });
  fireEvent.change(passwordField(), { target: { value: password } });
}

describe('login screen', () => {
  beforeAll(preloadShellScreens, 30_000);

  it('shows the product, the tagline, the features and the footer, with the username focused', async () => {
    await openLogin();

    screen.getByRole('heading', { name: 'Timbrature' });
    screen.getByText('Sistema di Timbrature');
    screen.getByRole('heading', { name: 'Caratteristiche principali' });
    screen.getByText('Touch Optimized');
    screen.getByText('Sicuro');
    screen.getByText('Mobile First');
    screen.getByText(/2024/);
    screen.getByText('Accesso sicuro con autenticazione');
    expect(document.activeElement).toBe(usernameField());
  });

  it("enables 'Accedi' only when both fields are non-blank", async () => {
    await openLogin();
    expect(submitButton().disabled).toBe(true);

    type('mrossi', '   ');
    expect(submitButton().disabled).toBe(true);

    type('   ', 'segreta');
    expect(submitButton().disabled).toBe(true);

    type('mrossi', 'segreta');
    expect(submitButton().disabled).toBe(false);
  });

  it('toggles the password between hidden and shown', async () => {
    await openLogin();
    expect(passwordField().type).toBe('password');

    fireEvent.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(passwordField().type).toBe('text');

    fireEvent.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(passwordField().type).toBe('password');
  });

  it("disables the form and shows 'Accesso in corso...' with the top progress bar while the request runs", async () => {
    const world = shellWorld();
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.login, () => answer.promise);
    await openLogin(world);
    type('mrossi', 'segreta');

    fireEvent.click(submitButton());

    expect((await screen.findByRole('button', { name: 'Accesso in corso...' })).hasAttribute('disabled')).toBe(true);
    expect(usernameField().disabled).toBe(true);
    expect(passwordField().disabled).toBe(true);
    screen.getByRole('progressbar', { name: 'Accesso in corso' });

    await act(async () => answer.resolve(ok(LOGIN_RESPONSE)));
    await screen.findByTestId('screen');
  });

  it('shows the error in a red alert, keeps what the user typed and vibrates 100-50-100', async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, status(401, { code: 'INVALID_CREDENTIALS', message: ApiError.INVALID_CREDENTIALS }));
    await openLogin(world);
    type('  mrossi ', 'sbagliata');

    fireEvent.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Credenziali non valide');
    expect(alert.className).toContain('login-alert--error');
    expect(usernameField().value).toBe('  mrossi ');
    expect(passwordField().value).toBe('sbagliata');
    expect(submitButton().disabled).toBe(false);
    expect(world.vibration.patterns).toEqual([[100, 50, 100]]);
    expect(currentPath()).toBe('/login');
  });

  it("translates by the code only: an answer with no code it knows is the server error, never the server's text", async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, status(500, { message: 'Database under maintenance' }));
    await openLogin(world);
    type('mrossi', 'segreta');

    fireEvent.click(submitButton());

    const text = (await screen.findByRole('alert')).textContent;
    expect(text).toContain('Errore del server. Riprova più tardi.');
    expect(text).not.toContain('maintenance');
  });

  it('signs in with the trimmed username and the password as typed, then opens the dashboard', async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, ok(LOGIN_RESPONSE));
    await openLogin(world);
    type('  mrossi ', ' segreta ');

    fireEvent.click(submitButton());

    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
    expect(currentPath()).toBe('/dashboard');
    const body = world.http.last('POST', ApiPaths.login).body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'mrossi', password: ' segreta ', device_id: 'uuid-1' });
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(world.storage.get('accessToken')).toBe('new-access');
    expect(world.vibration.patterns).toEqual([100]);
  });

  it('closes the error alert on request', async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, status(401, { message: ApiError.INVALID_CREDENTIALS }));
    await openLogin(world);
    type('mrossi', 'x');
    fireEvent.click(submitButton());
    const alert = await screen.findByRole('alert');

    fireEvent.click(within(alert).getByRole('button', { name: 'Chiudi messaggio' }));

    expect(screen.queryByRole('alert')).toBeNull();
  });
});
