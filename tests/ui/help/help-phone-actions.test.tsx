/**
 * The help guide describes the phone's actions as they exist (docs/behaviour.md, "Help", "Phone"): the speed dial
 * checks in or out and refreshes the position (it has no notes action), and a place is chosen by tapping its row in
 * 'Sedi Disponibili'.
 */
import { fireEvent, screen } from '@testing-library/react';
import { preloadShellScreens, renderShell, shellWorld } from '../app/shell-world';

jest.mock('../../../src/ui/dashboard/dashboard.page', () => jest.requireActual('../app/screen-markers').dashboardMarker);

async function openSection(title: string) {
  await renderShell(shellWorld(), ['/help']);
  await screen.findByRole('heading', { name: 'Guida Utente' });
  fireEvent.click(screen.getByRole('button', { name: title }));
}

describe('help guide, phone actions', () => {
  beforeAll(preloadShellScreens, 30_000);

  it('describes the speed dial without a notes action', async () => {
    await openSection("Navigazione nell'app");

    const speedDial = screen.getByText(/Il pulsante rapido in basso a destra/);
    expect(speedDial.textContent).toBe('Il pulsante rapido in basso a destra permette di fare check-in o check-out e di aggiornare la posizione GPS.');
    expect(speedDial.textContent).not.toMatch(/note/i);
  });

  it('explains how to choose the place when several are in range', async () => {
    await openSection('Check-in e Check-out');

    screen.getByText(/Se sei nel raggio di più sedi, tocca in 'Sedi Disponibili' quella in cui ti trovi/);
  });
});
