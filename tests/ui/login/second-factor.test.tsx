/**
 * The login screen's new outcomes with the real container: 'Codice di verifica' after a right password of an account
 * with the verification code on (docs/behaviour.md, "Administrators' verification code"), a reassociation waiting for
 * an administrator's approval, and a browser that cannot keep a device key (docs/behaviour.md, "The device key").
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { createContainer } from '../../../src/composition/container';
import { Deferred, fakeEdges, FakeDeviceKeyStore, ok, status, type FakeResponse } from '../../fakes';
import { RefusalMother } from '../../mothers';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother, type ShellWorld } from '../app/shell-world';

// antd's Modal renders slowly under jsdom on this machine.
jest.setTimeout(30000);

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

const SIGNED_IN = { access: 'new-access', refresh: 'new-refresh', user: UserMother.admin({ totp_enabled: true }) };
const TOTP_REQUIRED = RefusalMother.of(401, 'TOTP_REQUIRED');
/** The server answers a wrong code as it answers a wrong password (docs/behaviour.md, "Administrators' verification code"). */
const CODE_REFUSED = RefusalMother.of(401, 'INVALID_CREDENTIALS');
const TOTP_SUSPENDED = RefusalMother.of(401, 'TOTP_REQUIRED', { details: { totp_suspended: true } });

async function openLogin(world: ShellWorld = shellWorld()) {
  await renderShell(world, '/login');
  await screen.findByRole('heading', { name: 'Accedi al tuo account' });
  return world;
}

async function logIn(username = 'admin', password = 'Segreta-lunga-1') {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

/** The login answered TOTP_REQUIRED, then `then` for the login with the code. */
async function atCodeStep(...then: Array<FakeResponse | (() => Promise<FakeResponse>)>) {
  const world = shellWorld();
  world.http.on('POST', ApiPaths.login, TOTP_REQUIRED, ...then);
  await openLogin(world);
  await logIn();
  await screen.findByRole('heading', { name: 'Verifica in due passaggi' });
  return world;
}

const codeField = () => screen.getByLabelText('Codice di verifica') as HTMLInputElement;
const verify = () => screen.getByRole('button', { name: /^Verifica( in corso\.\.\.)?$/ }) as HTMLButtonElement;
const loginBodies = (world: ShellWorld) => world.http.sent('POST', ApiPaths.login).map((request) => request.body as Record<string, unknown>);

describe("login: 'Codice di verifica'", () => {
  beforeAll(preloadShellScreens, 30_000);
  beforeAll(() => import('../../../src/ui/login/second-factor-card'), 30_000);

  it('asks for the code after the right password, with no error, a numeric one-time-code field and no vibration', async () => {
    const world = await atCodeStep();

    screen.getByText("Inserisci il codice di 6 cifre mostrato dall'app di autenticazione.");
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(codeField());
    expect(verify().disabled).toBe(true);
    expect(world.vibration.patterns).toEqual([]);
  });

  it('keeps digits only, six at most, and sends the login again with the same username and password and the code', async () => {
    const world = await atCodeStep(ok(SIGNED_IN));

    fireEvent.change(codeField(), { target: { value: '12 34a' } });
    expect(codeField().value).toBe('1234');
    expect(verify().disabled).toBe(true);
    fireEvent.change(codeField(), { target: { value: '1234567' } });
    expect(codeField().value).toBe('123456');
    fireEvent.click(verify());

    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
    expect(currentPath()).toBe('/dashboard');
    const [first, second] = loginBodies(world);
    expect(first).not.toHaveProperty('totp_code');
    expect(second).toMatchObject({ username: 'admin', password: 'Segreta-lunga-1', totp_code: '123456' });
    expect(second).not.toHaveProperty('recovery_code');
  });

  it('disables the step while the code is checked', async () => {
    const answer = new Deferred<FakeResponse>();
    await atCodeStep(() => answer.promise);

    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(verify());

    expect((await screen.findByRole('button', { name: 'Verifica in corso...' })).hasAttribute('disabled')).toBe(true);
    expect(codeField().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Annulla' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve(ok(SIGNED_IN)));
    await screen.findByTestId('screen');
  });

  it('shows a refused code under the field, in Italian, and empties it', async () => {
    await atCodeStep(CODE_REFUSED);

    fireEvent.change(codeField(), { target: { value: '000000' } });
    fireEvent.click(verify());

    const message = await screen.findByText('Codice di verifica non valido o già usato.');
    expect(codeField().getAttribute('aria-describedby')).toBe(message.id);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(codeField().value).toBe('');
    expect(currentPath()).toBe('/login');
  });

  it('a refused recovery code says so under its field too', async () => {
    await atCodeStep(CODE_REFUSED);
    fireEvent.click(screen.getByRole('button', { name: 'Usa un codice di recupero' }));
    fireEvent.change(screen.getByLabelText('Codice di recupero'), { target: { value: 'AAAAA-AAAAA' } });
    fireEvent.click(verify());

    await screen.findByText('Codice di verifica non valido o già usato.');
    expect(screen.queryByText(/Credenziali non valide/)).toBeNull();
  });

  it("suspended app codes: a recovery code only, and an amber notice saying why", async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, TOTP_SUSPENDED, ok(SIGNED_IN));
    await openLogin(world);
    await logIn();
    await screen.findByRole('heading', { name: 'Verifica in due passaggi' });

    const notice = screen.getByText(
      "I codici dell'app di autenticazione di questo account sono sospesi dopo troppi codici errati: accedi con uno dei codici di recupero, oppure chiedi a un altro amministratore di sbloccarli.",
    );
    expect(notice.closest('.login-alert')!.className).toContain('login-alert--warning');
    const field = screen.getByLabelText('Codice di recupero') as HTMLInputElement;
    expect(screen.queryByRole('button', { name: "Usa il codice dell'app" })).toBeNull();
    fireEvent.change(field, { target: { value: 'K7Q2M-X9P4D' } });
    fireEvent.click(verify());

    await screen.findByTestId('screen');
    expect(loginBodies(world)[1]).toMatchObject({ recovery_code: 'K7Q2M-X9P4D' });
  });

  it("'Usa un codice di recupero' takes a recovery code instead, sent as recovery_code", async () => {
    const world = await atCodeStep(ok(SIGNED_IN));

    fireEvent.click(screen.getByRole('button', { name: 'Usa un codice di recupero' }));
    const field = screen.getByLabelText('Codice di recupero') as HTMLInputElement;
    expect(field.getAttribute('inputmode')).toBeNull();
    fireEvent.change(field, { target: { value: ' k7q2m-x9p4d ' } });
    fireEvent.click(verify());

    await screen.findByTestId('screen');
    const sent = loginBodies(world)[1];
    expect(sent).toMatchObject({ recovery_code: 'k7q2m-x9p4d' });
    expect(sent).not.toHaveProperty('totp_code');
  });

  it("'Usa il codice dell'app' goes back to the app's code", async () => {
    await atCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Usa un codice di recupero' }));
    fireEvent.change(screen.getByLabelText('Codice di recupero'), { target: { value: 'ABCD-EFGH' } });

    fireEvent.click(screen.getByRole('button', { name: "Usa il codice dell'app" }));

    expect(codeField().value).toBe('');
  });

  it("'Annulla' goes back to the form, username and password kept", async () => {
    await atCodeStep();

    fireEvent.click(screen.getByRole('button', { name: 'Annulla' }));

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('admin');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('Segreta-lunga-1');
  });

  it('shows another failure above the code and keeps it for another try', async () => {
    await atCodeStep(RefusalMother.of(429, 'TOO_MANY_ATTEMPTS'));

    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(verify());

    expect((await screen.findByRole('alert')).textContent).toContain('Troppi tentativi');
    expect(codeField().value).toBe('123456');
  });
});

describe('login: other new outcomes', () => {
  beforeAll(preloadShellScreens, 30_000);

  it("a reassociation an administrator must approve closes the dialog and says so in blue, not as an error", async () => {
    const world = shellWorld();
    world.http.on(
      'POST',
      ApiPaths.login,
      status(403, { code: 'DEVICE_NOT_AUTHORIZED', message: ApiError.DEVICE_NOT_AUTHORIZED, showDeviceReassociation: true, details: { username: 'mario.rossi' } }),
    );
    world.http.on('POST', ApiPaths.reassociateDevice, { status: 202, body: { status: 'pending_approval', request_id: 3 } });
    await openLogin(world);
    await logIn('mario.rossi', 'segreta');
    const dialog = within(await screen.findByRole('dialog', { name: 'Riassociazione Device' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Riassocia Device' }));

    const text = await screen.findByText('Richiesta inviata: un amministratore deve approvare il nuovo dispositivo.');
    const news = text.closest('.login-alert')!;
    expect(news.className).toContain('login-alert--info');
    expect(news.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'Riassociazione Device' })).toBeNull();
    expect(currentPath()).toBe('/login');
  });

  it('warns, in amber, a browser that cannot keep a device key', async () => {
    const edges = fakeEdges({}, { deviceKeys: FakeDeviceKeyStore.unavailable() });
    const world: ShellWorld = { ...edges, container: createContainer({ overrides: edges.overrides }) };

    await openLogin(world);

    const warning = await screen.findByText(/Questo browser non può custodire la chiave del dispositivo/);
    expect(warning.closest('.login-alert')!.className).toContain('login-alert--warning');
  });

  it('does not warn a browser that can keep one', async () => {
    await openLogin();
    await act(async () => undefined);
    expect(screen.queryByText(/Questo browser non può custodire la chiave del dispositivo/)).toBeNull();
  });
});
