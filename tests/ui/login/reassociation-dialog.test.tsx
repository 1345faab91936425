/**
 * The device reassociation dialog (docs/behaviour.md, "The bound device"): it opens for DEVICE_NOT_AUTHORIZED when
 * reassociation is offered (non-administrators), prefilled; it cannot be closed while running; success signs in and
 * announces that administrators were notified (a 4 s toast); failure shows an alert inside; cancel clears the
 * password.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, ApiPaths } from '../../../src/core/contract';
import { Deferred, ok, status, type FakeResponse } from '../../fakes';
import { currentPath, preloadShellScreens, renderShell, shellWorld, UserMother, type ShellWorld } from '../app/shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

const refusal = (details: Record<string, unknown> = { username: 'mario.rossi' }) =>
  status(403, {
    code: 'DEVICE_NOT_AUTHORIZED',
    message: ApiError.DEVICE_NOT_AUTHORIZED,
    showDeviceReassociation: true,
    details,
  });

async function loginRefused(world: ShellWorld, typed = { username: 'mrossi', password: 'segreta' }) {
  await renderShell(world, '/login');
  await screen.findByRole('heading', { name: 'Accedi al tuo account' });
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: typed.username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: typed.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

const dialog = () => screen.findByRole('dialog', { name: 'Riassociazione Device' });

describe('device reassociation dialog', () => {
  beforeAll(preloadShellScreens, 30_000);

  it('opens for DEVICE_NOT_AUTHORIZED, prefilled with the username of the details and the typed password', async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, refusal());

    await loginRefused(world);

    const box = within(await dialog());
    box.getByText('Device non autorizzato rilevato');
    box.getByText(/gli amministratori riceveranno una notifica/);
    box.getByText(/registrata nei log di sistema/);
    expect((box.getByLabelText('Username') as HTMLInputElement).value).toBe('mario.rossi');
    expect((box.getByLabelText('Password') as HTMLInputElement).value).toBe('segreta');
    // The refusal's own message stays on the login card behind the dialog.
    expect(screen.getAllByRole('alert')[0].textContent).toMatch(/dispositivo/i);
  });

  it('is not offered to an administrator', async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, refusal({ username: 'admin', is_admin: true }));

    await loginRefused(world, { username: 'admin', password: 'segreta' });

    await screen.findByRole('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("cannot be closed while running, shows 'Riassociazione...', then signs in and announces the notification", async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, refusal());
    const answer = new Deferred<FakeResponse>();
    world.http.on('POST', ApiPaths.reassociateDevice, () => answer.promise);
    await loginRefused(world);
    const box = within(await dialog());

    fireEvent.click(box.getByRole('button', { name: 'Riassocia Device' }));

    expect(box.getByRole('button', { name: 'Riassociazione...' }).hasAttribute('disabled')).toBe(true);
    expect(box.getByRole('button', { name: 'Annulla' }).hasAttribute('disabled')).toBe(true);
    expect(box.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    fireEvent.keyDown(await dialog(), { key: 'Escape', code: 'Escape', keyCode: 27 });
    await dialog();

    await act(async () => answer.resolve(ok({ access: 'a2', refresh: 'r2', user: UserMother.employee() })));

    await screen.findByText('Device riassociato con successo. Gli amministratori sono stati notificati.');
    expect(currentPath()).toBe('/dashboard');
    const body = world.http.last('POST', ApiPaths.reassociateDevice).body as Record<string, unknown>;
    expect(body).toMatchObject({ username: 'mario.rossi', password: 'segreta', device_id: 'uuid-1' });
    expect(body.device_info).toMatchObject({ userAgent: world.environment.env.userAgent, language: 'it-IT', screen: '390x844', timezone: 'Europe/Rome' });

    // The success toast lives 4 s, on the scheduler.
    await act(() => world.clock.advance(4000));
    expect(screen.queryByText('Device riassociato con successo. Gli amministratori sono stati notificati.')).toBeNull();
  });

  it('shows a failure inside the dialog and keeps it open', async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, refusal());
    world.http.on('POST', ApiPaths.reassociateDevice, status(401, { code: 'INVALID_CREDENTIALS', message: ApiError.INVALID_CREDENTIALS }));
    await loginRefused(world);
    const box = within(await dialog());

    fireEvent.click(box.getByRole('button', { name: 'Riassocia Device' }));

    expect((await box.findByRole('alert')).textContent).toContain('Credenziali non valide');
    box.getByRole('button', { name: 'Riassocia Device' });
  });

  it("'Annulla' closes the dialog and forgets its password", async () => {
    const world = shellWorld();
    world.http.on('POST', ApiPaths.login, refusal());
    await loginRefused(world);
    const box = within(await dialog());
    fireEvent.change(box.getByLabelText('Password'), { target: { value: 'altra' } });

    fireEvent.click(box.getByRole('button', { name: 'Annulla' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(world.http.sent('POST', ApiPaths.reassociateDevice)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    const reopened = within(await dialog());
    // Reopened by a new refusal: prefilled again from the login form, not from the cancelled dialog.
    expect((reopened.getByLabelText('Password') as HTMLInputElement).value).toBe('segreta');
  });
});
