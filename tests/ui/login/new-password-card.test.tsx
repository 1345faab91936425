/**
 * 'Imposta una nuova password' (docs/behaviour.md, "Passwords"): a login with a password an administrator set shows it
 * in place of the login card; the form's messages and the policy's show under their fields and keep what was typed;
 * success enters as a login does; 'Torna al login' goes back; a device refused afterwards ends as a login's.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother, type ShellWorld } from '../app/shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

const ADMINS_PASSWORD = 'Data-dall-admin-1';
const CHOSEN = 'Girasoli-sul-balcone-42';
const LOGIN_RESPONSE = { access: 'new-access', refresh: 'new-refresh', user: UserMother.employee() };
const changeRequired = status(403, {
  code: 'PASSWORD_CHANGE_REQUIRED',
  message: ApiError.PASSWORD_CHANGE_REQUIRED,
  details: { username: 'mario.rossi' },
});

/** Logs in with the administrator's password and waits for the new password's card. */
async function openNewPassword(world: ShellWorld = shellWorld()) {
  world.http.on('POST', ApiPaths.login, changeRequired);
  await renderShell(world, '/login');
  await screen.findByRole('heading', { name: 'Accedi al tuo account' });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'MARIO.ROSSI' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: ADMINS_PASSWORD } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
  await screen.findByRole('heading', { name: 'Imposta una nuova password' });
  return world;
}

const newPassword = () => screen.getByLabelText('Nuova password') as HTMLInputElement;
const confirmation = () => screen.getByLabelText('Conferma nuova password') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: /Imposta password|Salvataggio in corso/ }) as HTMLButtonElement;

function type(next: string, confirm = next) {
  fireEvent.change(newPassword(), { target: { value: next } });
  fireEvent.change(confirmation(), { target: { value: confirm } });
}

/** The message under a field (its aria-describedby). */
function messageOf(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe("'Imposta una nuova password'", () => {
  beforeAll(preloadShellScreens, 30_000);

  it('replaces the login card, naming the account, with the new password twice and no error alert', async () => {
    await openNewPassword();

    expect(screen.queryByRole('heading', { name: 'Accedi al tuo account' })).toBeNull();
    screen.getByText(/La password dell'account mario\.rossi è stata impostata da un amministratore/);
    expect(messageOf(newPassword())).toBe('Scegli una password lunga e non comune.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit().disabled).toBe(true);
    expect(currentPath()).toBe('/login');
  });

  it('says under the fields what is wrong before sending anything, and typing clears it', async () => {
    const world = await openNewPassword();

    type('corta', 'corta');
    fireEvent.click(submit());
    expect(messageOf(newPassword())).toBe('La password deve essere di almeno 6 caratteri');
    expect(newPassword().getAttribute('aria-invalid')).toBe('true');

    type(CHOSEN, `${CHOSEN}!`);
    expect(messageOf(newPassword())).toBe('Scegli una password lunga e non comune.'); // typing cleared it
    fireEvent.click(submit());
    expect(messageOf(confirmation())).toBe('Le password non corrispondono');

    type(ADMINS_PASSWORD);
    fireEvent.click(submit());
    expect(messageOf(newPassword())).toBe('La nuova password deve essere diversa da quella attuale');
    expect(world.http.sent('POST', ApiPaths.setNewPassword)).toHaveLength(0);
  });

  it("shows the policy's refusal under the new password, with the server's minimum, keeping what was typed", async () => {
    const world = await openNewPassword();
    world.http.on(
      'POST',
      ApiPaths.setNewPassword,
      status(400, { code: 'PASSWORD_TOO_SHORT', message: ApiError.PASSWORD_TOO_SHORT, errors: { new_password: ['Password too short'] }, min_length: 10 }),
      status(400, { code: 'PASSWORD_TOO_COMMON', message: ApiError.PASSWORD_TOO_COMMON, errors: { new_password: ['Password too common'] }, min_length: 10 }),
    );

    type('Sette77');
    fireEvent.click(submit());
    await screen.findByText('La password deve essere di almeno 10 caratteri');
    expect(newPassword().value).toBe('Sette77');
    expect(confirmation().value).toBe('Sette77');

    type('password2024');
    fireEvent.click(submit());
    await screen.findByText('Questa password è troppo comune: scegline una meno prevedibile');
    expect(messageOf(newPassword())).toBe('Questa password è troppo comune: scegline una meno prevedibile');
    expect(newPassword().value).toBe('password2024');
  });

  it('sends the account, the password typed at login, the new one and the device, then enters like a login', async () => {
    const world = await openNewPassword();
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.setNewPassword, () => answer.promise);

    type(CHOSEN);
    fireEvent.click(submit());

    expect((await screen.findByRole('button', { name: 'Salvataggio in corso...' })).hasAttribute('disabled')).toBe(true);
    expect(newPassword().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Torna al login' }) as HTMLButtonElement).disabled).toBe(true);
    screen.getByRole('progressbar', { name: 'Salvataggio della nuova password' });
    await act(async () => answer.resolve(ok(LOGIN_RESPONSE)));

    expect((await screen.findByTestId('screen')).textContent).toBe('Dashboard');
    expect(currentPath()).toBe('/dashboard');
    const body = world.http.last('POST', ApiPaths.setNewPassword).body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'mario.rossi', current_password: ADMINS_PASSWORD, new_password: CHOSEN, device_id: 'uuid-1' });
    expect(body.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(world.storage.get('accessToken')).toBe('new-access');
  });

  it("'Torna al login' goes back to the form, the username kept", async () => {
    await openNewPassword();
    type(CHOSEN);

    fireEvent.click(screen.getByRole('button', { name: 'Torna al login' }));

    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('MARIO.ROSSI');
  });

  it('a failure naming no field shows in the card, what was typed kept', async () => {
    const world = await openNewPassword();
    world.http.on('POST', ApiPaths.setNewPassword, status(429, { code: 'TOO_MANY_ATTEMPTS', message: ApiError.TOO_MANY_ATTEMPTS }));

    type(CHOSEN);
    fireEvent.click(submit());

    expect((await screen.findByRole('alert')).textContent).toContain('Troppi tentativi di accesso. Riprova più tardi.');
    expect(newPassword().value).toBe(CHOSEN);
  });

  it('also follows a reassociation answered with PASSWORD_CHANGE_REQUIRED, the dialog\'s password as the current one', async () => {
    const world = shellWorld();
    world.http.on(
      'POST',
      ApiPaths.login,
      status(403, { code: 'DEVICE_NOT_AUTHORIZED', message: ApiError.DEVICE_NOT_AUTHORIZED, showDeviceReassociation: true, details: { username: 'mario.rossi' } }),
    );
    world.http.on('POST', ApiPaths.reassociateDevice, changeRequired);
    world.http.on('POST', ApiPaths.setNewPassword, ok(LOGIN_RESPONSE));
    await renderShell(world, '/login');
    await screen.findByRole('heading', { name: 'Accedi al tuo account' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'mario.rossi' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: ADMINS_PASSWORD } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Riassociazione Device' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Riassocia Device' }));

    await screen.findByRole('heading', { name: 'Imposta una nuova password' });
    type(CHOSEN);
    fireEvent.click(submit());
    await screen.findByTestId('screen');
    expect(world.http.last('POST', ApiPaths.setNewPassword).body).toMatchObject({ current_password: ADMINS_PASSWORD, new_password: CHOSEN });
  });

  it('a device refused after the change returns to the login with the new password, and offers the reassociation with it', async () => {
    const world = await openNewPassword();
    world.http.on(
      'POST',
      ApiPaths.setNewPassword,
      status(403, { code: 'DEVICE_NOT_AUTHORIZED', message: ApiError.DEVICE_NOT_AUTHORIZED, showDeviceReassociation: true, details: { username: 'mario.rossi' } }),
    );

    type(CHOSEN);
    fireEvent.click(submit());

    const dialog = within(await screen.findByRole('dialog', { name: 'Riassociazione Device' }));
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe(CHOSEN);
    screen.getByRole('heading', { name: 'Accedi al tuo account' });
    expect((screen.getAllByLabelText('Password')[0] as HTMLInputElement).value).toBe(CHOSEN);
  });
});

