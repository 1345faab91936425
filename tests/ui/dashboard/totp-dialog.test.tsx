/**
 * 'Verifica in due passaggi' from the profile (docs/behaviour.md, "Administrators' verification code"): offered to
 * administrators only, beside 'Cambia password' in the phone's drawer and the desktop's header; the QR code, the key
 * as text and 'Codice di verifica'; then the recovery codes, left only with 'Ho salvato i codici'; turning it off.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths } from '../../../src/core/contract';
import { ok, status } from '../../fakes';
import { RefusalMother, StatusMother, UserMother } from '../../mothers';
import { employeeWorld } from './employee-world';
import { renderEmployeeScreen } from './render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Modal and Drawer render slowly under jsdom on this machine.
jest.setTimeout(30000);

const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', otpauth_uri: 'otpauth://totp/Timbrature:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DP', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
const CODES = Array.from({ length: 10 }, (_, i) => `K7Q2M-X9P4${i}`);

async function dashboardOf(user = UserMother.admin(), desktop = false) {
  const world = employeeWorld(user);
  if (desktop) world.environment.useDesktop();
  world.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  world.http.on('POST', ApiPaths.totpSetup, ok(SETUP));
  await world.signIn();
  await renderEmployeeScreen(world, '/dashboard');
  await act(() => world.clock.advance(0));
  return world;
}

async function openDrawer() {
  fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
  return within(await screen.findByRole('dialog'));
}

/** The open dialog, found by its code field (every antd overlay is labelled by the same id under jsdom). */
async function totpDialog() {
  const field = await screen.findByLabelText('Codice di verifica', {}, { timeout: 10_000 });
  return within(field.closest('[role="dialog"]') as HTMLElement);
}

describe("'Verifica in due passaggi'", () => {
  it("is not offered to an employee", async () => {
    await dashboardOf(UserMother.employee());
    const drawer = await openDrawer();
    drawer.getByRole('button', { name: 'Cambia password' });
    expect(drawer.queryByRole('button', { name: 'Verifica in due passaggi' })).toBeNull();
  });

  it('turns on from the drawer: QR code, key in groups, a code; then the recovery codes until saved', async () => {
    const world = await dashboardOf();
    world.http.on('POST', ApiPaths.totpEnable, RefusalMother.of(400, 'TOTP_INVALID'), ok({ recovery_codes: CODES }));
    const drawer = await openDrawer();

    fireEvent.click(drawer.getByRole('button', { name: 'Verifica in due passaggi' }));
    const dialog = await totpDialog();

    const qr = dialog.getByRole('img', { name: "Codice QR da inquadrare con l'app di autenticazione" }) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml/);
    expect(dialog.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    const code = dialog.getByLabelText('Codice di verifica') as HTMLInputElement;
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const enable = () => dialog.getByRole('button', { name: /^(Attiva|Attivazione\.\.\.)$/ }) as HTMLButtonElement;
    expect(enable().disabled).toBe(true);

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(enable());
    await dialog.findByText('Codice di verifica non valido o già usato.');
    expect(code.value).toBe('');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(enable());

    await dialog.findByText(/Conserva questi codici di recupero in un luogo sicuro/);
    for (const recovery of CODES) dialog.getByText(recovery);
    expect(world.http.last('POST', ApiPaths.totpEnable).body).toEqual({ code: '123456' });
    // Shown once: no close button, only the explicit acknowledgement.
    expect(dialog.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Ho salvato i codici' }));
    await act(() => world.clock.advance(0));
    expect(screen.queryByText(/Conserva questi codici di recupero/)).toBeNull();
  });

  it("turns off from the desktop's header with a current code", async () => {
    const world = await dashboardOf(UserMother.admin({ totp_enabled: true }), true);
    world.http.on('POST', ApiPaths.totpDisable, status(204, null));

    fireEvent.click(await screen.findByRole('button', { name: 'Verifica in due passaggi' }));
    const dialog = await totpDialog();
    dialog.getByText(/La verifica in due passaggi è attiva/);
    fireEvent.change(dialog.getByLabelText('Codice di verifica'), { target: { value: '654321' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Disattiva' }));

    await dialog.findByText('Verifica in due passaggi disattivata. Al prossimo accesso basterà la password.');
    expect(world.http.last('POST', ApiPaths.totpDisable).body).toEqual({ code: '654321' });
    expect(world.http.sent('POST', ApiPaths.totpSetup)).toHaveLength(0);
  });
});
