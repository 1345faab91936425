/**
 * 'Cambia password' from the profile (docs/behaviour.md, "Passwords"): the phone's drawer and the desktop's header
 * open it; the form's messages and the server's refusals show under their fields and keep what was typed (a wrong
 * current password is emptied); success shows its message and empties the fields.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { StatusMother } from '../../mothers';
import { employeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Modal and Drawer render slowly under jsdom on this machine.
jest.setTimeout(30000);

const CURRENT = 'Girasoli-sul-balcone-42';
const NEXT = 'Treno-delle-sette-15';

async function settle(world: { clock: { advance(ms: number): Promise<void> } }) {
  await act(() => world.clock.advance(0));
}

/** The phone's dashboard, its drawer opened from 'Profilo', then 'Cambia password'. */
async function openFromDrawer() {
  const world = employeeWorld();
  world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  await world.signIn();
  await renderEmployeeScreen(world, '/dashboard');
  await settle(world);
  fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(within(drawer).getByRole('button', { name: 'Cambia password' }));
  return { world, dialog: await passwordDialog() };
}

/**
 * The open 'Cambia password' dialog, found by its first field: under jsdom every antd overlay is labelled by the same
 * id, so the drawer behind it would answer to the dialog's name. Its chunk (and antd's Modal) loads when it first opens.
 */
async function passwordDialog() {
  const dialog = (await screen.findByLabelText('Password attuale', {}, { timeout: 10_000 })).closest('[role="dialog"]') as HTMLElement;
  within(dialog).getByText('Cambia password');
  return within(dialog);
}

type Dialog = Awaited<ReturnType<typeof openFromDrawer>>['dialog'];

const input = (dialog: Dialog, label: string) => dialog.getByLabelText(label) as HTMLInputElement;
const messageOf = (element: HTMLInputElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

function fill(dialog: Dialog, current: string, next: string, confirm = next) {
  fireEvent.change(input(dialog, 'Password attuale'), { target: { value: current } });
  fireEvent.change(input(dialog, 'Nuova password'), { target: { value: next } });
  fireEvent.change(input(dialog, 'Conferma nuova password'), { target: { value: confirm } });
}

const save = (dialog: Dialog) => dialog.getByRole('button', { name: /Salva password|Salvataggio/ }) as HTMLButtonElement;

describe("'Cambia password'", () => {
  it('opens from the drawer with the three fields; saving waits for all of them', async () => {
    const { dialog } = await openFromDrawer();

    dialog.getByText("Dopo il cambio, gli altri dispositivi su cui hai effettuato l'accesso verranno disconnessi.");
    expect(messageOf(input(dialog, 'Nuova password'))).toBe('Scegli una password lunga e non comune.');
    expect(save(dialog).disabled).toBe(true);
    fill(dialog, CURRENT, NEXT, '');
    expect(save(dialog).disabled).toBe(true);
    fill(dialog, CURRENT, NEXT);
    expect(save(dialog).disabled).toBe(false);
  });

  it("checks the form first: a short new password, the current one again, a confirmation that differs", async () => {
    const { world, dialog } = await openFromDrawer();

    fill(dialog, CURRENT, 'corta');
    fireEvent.click(save(dialog));
    expect(messageOf(input(dialog, 'Nuova password'))).toBe('La password deve essere di almeno 6 caratteri');

    fill(dialog, CURRENT, CURRENT);
    fireEvent.click(save(dialog));
    expect(messageOf(input(dialog, 'Nuova password'))).toBe('La nuova password deve essere diversa da quella attuale');

    fill(dialog, CURRENT, NEXT, `${NEXT}x`);
    fireEvent.click(save(dialog));
    expect(messageOf(input(dialog, 'Conferma nuova password'))).toBe('Le password non corrispondono');
    expect(world.http.sent('POST', ApiPaths.changePassword)).toHaveLength(0);
  });

  it('puts a wrong current password under its field and empties it; the new ones stay', async () => {
    const { world, dialog } = await openFromDrawer();
    world.http.on(
      'POST',
      ApiPaths.changePassword,
      status(400, { code: 'WRONG_CURRENT_PASSWORD', message: ApiError.WRONG_CURRENT_PASSWORD, errors: { current_password: [ApiError.WRONG_CURRENT_PASSWORD] } }),
    );

    fill(dialog, 'non-ricordo', NEXT);
    fireEvent.click(save(dialog));

    await dialog.findByText('La password attuale non è corretta.');
    expect(messageOf(input(dialog, 'Password attuale'))).toBe('La password attuale non è corretta.');
    expect(input(dialog, 'Password attuale').value).toBe('');
    expect(input(dialog, 'Nuova password').value).toBe(NEXT);
    expect(input(dialog, 'Conferma nuova password').value).toBe(NEXT);
  });

  it("puts the policy's refusal under the new password, keeping what was typed", async () => {
    const { world, dialog } = await openFromDrawer();
    world.http.on(
      'POST',
      ApiPaths.changePassword,
      status(400, { code: 'PASSWORD_TOO_COMMON', message: ApiError.PASSWORD_TOO_COMMON, errors: { new_password: ['Password too common'] }, min_length: 6 }),
    );

    fill(dialog, CURRENT, 'password2024');
    fireEvent.click(save(dialog));

    await dialog.findByText('Questa password è troppo comune: scegline una meno prevedibile');
    expect(messageOf(input(dialog, 'Nuova password'))).toBe('Questa password è troppo comune: scegline una meno prevedibile');
    expect(input(dialog, 'Password attuale').value).toBe(CURRENT);
    expect(input(dialog, 'Nuova password').value).toBe('password2024');
  });

  it("sends both passwords; while saving nothing can be changed; success shows its message and empties the fields", async () => {
    const { world, dialog } = await openFromDrawer();
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.changePassword, () => answer.promise);

    fill(dialog, CURRENT, NEXT);
    fireEvent.click(save(dialog));

    await dialog.findByRole('button', { name: /Salvataggio/ });
    expect(input(dialog, 'Nuova password').disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Annulla' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer.resolve({ status: 204, body: null }));

    await dialog.findByText('Password modificata con successo. Le altre sessioni sono state chiuse.');
    expect(world.http.last('POST', ApiPaths.changePassword).body).toEqual({ current_password: CURRENT, new_password: NEXT });
    for (const label of ['Password attuale', 'Nuova password', 'Conferma nuova password']) expect(input(dialog, label).value).toBe('');
    expect(dialog.getByRole('button', { name: 'Fatto' })).toBeTruthy();
    expect(world.storage.get('accessToken')).not.toBeNull(); // still signed in
  });

  it("opens from the desktop's header too", async () => {
    const world = employeeWorld();
    world.environment.useDesktop();
    world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
    await world.signIn();
    await renderEmployeeScreen(world, '/dashboard');
    await settle(world);

    fireEvent.click(await screen.findByRole('button', { name: 'Cambia password' }));

    const dialog = await passwordDialog();
    expect(input(dialog, 'Nuova password')).toBeTruthy();
  });
});
