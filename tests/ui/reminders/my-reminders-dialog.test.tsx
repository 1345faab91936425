/**
 * 'Promemoria' from the profile (docs/behaviour.md, "Reminders"): the phone's drawer opens the dialog; 'Attiva
 * promemoria' turns this browser on and says so; the company's minutes show under each switch, a reminder the company
 * turned off is disabled with the reason; refused notifications say how to allow them; the desktop's header opens
 * the same dialog.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiPaths, ReminderPaths } from '../../../src/core/contract';
import { ok, status } from '../../fakes';
import { StatusMother } from '../../mothers';
import { RemindersMother } from '../../core/use-cases/reminders/reminders.mother';
import { employeeWorld } from '../dashboard/employee-world';
import { renderEmployeeScreen } from '../dashboard/render-employee';

jest.mock('../../../src/ui/map/openlayers-position-map', () => ({ __esModule: true, default: () => null }));

// antd's Modal and Drawer render slowly under jsdom on this machine.
jest.setTimeout(30000);

async function settle(world: { clock: { advance(ms: number): Promise<void> } }) {
  await act(() => world.clock.advance(0));
}

function world(mine = RemindersMother.mine()) {
  const w = employeeWorld();
  w.http.on('GET', ApiPaths.status, ok(StatusMother.checkedOut()));
  w.http.on('GET', ReminderPaths.myReminders, ok(mine));
  w.http.on('POST', ReminderPaths.pushSubscriptions, status(201, {}));
  return w;
}

/** The open dialog, found by its intro (under jsdom every antd overlay is labelled by the same id); its chunk loads first. */
async function remindersDialog(w: ReturnType<typeof world>) {
  await act(async () => {
    await import('../../../src/ui/reminders/my-reminders-dialog');
  });
  await settle(w);
  const intro = await screen.findByText('Un avviso sul telefono o sul computer quando una timbratura manca.', {}, { timeout: 10_000 });
  return within(intro.closest('[role="dialog"]') as HTMLElement);
}

async function openFromDrawer(w: ReturnType<typeof world>) {
  await w.signIn();
  await renderEmployeeScreen(w, '/dashboard');
  await settle(w);
  fireEvent.click(screen.getByRole('button', { name: 'Profilo' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Promemoria' }));
  return remindersDialog(w);
}

describe("'Promemoria'", () => {
  it("phone: Profilo → 'Promemoria' → 'Attiva promemoria': this device is on, the switches show the company's minutes", async () => {
    const w = world();
    const dialog = await openFromDrawer(w);
    expect(dialog.getByText('Per ora non ricevi promemoria: attivali su questo dispositivo.')).toBeTruthy();
    expect(dialog.getByRole('switch', { name: /Ingresso non timbrato/ }).getAttribute('aria-checked')).toBe('true');
    expect(dialog.getByText("15 minuti dopo l'inizio previsto")).toBeTruthy();
    expect(dialog.getByText('30 minuti dopo la fine prevista')).toBeTruthy();
    expect(dialog.queryByText('Riepilogo del mattino')).toBeNull();

    w.http.on('GET', ReminderPaths.myReminders, ok(RemindersMother.mine({ push_subscriptions: 1 })));
    fireEvent.click(dialog.getByRole('button', { name: /Attiva promemoria/ }));
    await settle(w);

    expect(dialog.getByText('Promemoria attivi su questo dispositivo')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Disattiva su questo dispositivo' })).toBeTruthy();
    expect(w.http.sent('POST', ReminderPaths.pushSubscriptions)).toHaveLength(1);
  });

  it('a reminder the company turned off is off, disabled, and says why; the digest for staff', async () => {
    const w = world(
      RemindersMother.mine({
        receives_digest: true,
        company: { check_in_enabled: true, check_in_after_minutes: 0, check_out_enabled: false, check_out_after_minutes: 30, digest_enabled: true },
      }),
    );
    const dialog = await openFromDrawer(w);

    const checkOut = dialog.getByRole('switch', { name: /Uscita non timbrata/ });
    expect(checkOut.getAttribute('aria-checked')).toBe('false');
    expect((checkOut as HTMLButtonElement).disabled).toBe(true);
    expect(dialog.getByText("Disattivato dall'amministratore per tutta l'azienda")).toBeTruthy();
    expect(dialog.getByText("All'inizio previsto")).toBeTruthy();
    expect(dialog.getByRole('switch', { name: /Riepilogo del mattino/ })).toBeTruthy();
  });

  it("a switch refused by the server goes back on, with the reason", async () => {
    const w = world();
    w.http.on('PUT', ReminderPaths.myReminders, status(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }));
    const dialog = await openFromDrawer(w);

    fireEvent.click(dialog.getByRole('switch', { name: /Uscita non timbrata/ }));
    await settle(w);

    expect(dialog.getByRole('switch', { name: /Uscita non timbrata/ }).getAttribute('aria-checked')).toBe('true');
    expect(dialog.getByRole('alert')).toBeTruthy();
  });

  it('notifications refused in this browser: how to allow them, no button; e-mail named', async () => {
    const w = world(RemindersMother.mine({ email: 'mario.rossi@example.it' }));
    w.push.state = 'denied';
    const dialog = await openFromDrawer(w);

    expect(dialog.getByText('Le notifiche di Timbrature sono bloccate su questo browser.')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: /Attiva promemoria/ })).toBeNull();
    expect(dialog.getByText('Senza notifiche, i promemoria arrivano per e-mail a mario.rossi@example.it.')).toBeTruthy();
  });

  it("desktop: the header's 'Promemoria' opens the same dialog", async () => {
    const w = world();
    w.environment.useDesktop();
    await w.signIn();
    await renderEmployeeScreen(w, '/dashboard');
    await settle(w);

    fireEvent.click(screen.getByRole('button', { name: 'Promemoria' }));
    const dialog = await remindersDialog(w);
    expect(dialog.getByRole('button', { name: /Attiva promemoria/ })).toBeTruthy();
  });
});
