/**
 * The shell's shared pieces: toasts and banners clear themselves after the lifetimes of spec §9 (on the scheduler),
 * the offline banner and badge follow the network, and a non-secure page explains why GPS is blocked.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { DisplayMessage } from '../../../src/core/domain';
import { AppProviders } from '../../../src/ui/app/app';
import { MessageBanner } from '../../../src/ui/shared/message-banner';
import { GeolocationNotice } from '../../../src/ui/shared/geolocation-notice';
import { OfflineBadge, OfflineBanner } from '../../../src/ui/shared/offline-indicators';
import { Toast } from '../../../src/ui/shared/toast';
import { memoryHistory, NavigationProvider } from '../../../src/ui/app/navigation';
import { shellWorld, type ShellWorld } from './shell-world';

const SAVED: DisplayMessage = { key: 'punch.checkinSuccess' };
const FAILED: DisplayMessage = { key: 'errors.verbatim', params: { text: 'Qualcosa non va' } };

function renderWithShell(world: ShellWorld, ui: React.ReactNode) {
  return render(
    <AppProviders container={world.container}>
      <NavigationProvider history={memoryHistory(['/'])}>{ui}</NavigationProvider>
    </AppProviders>,
  );
}

describe('toasts and banners', () => {
  it('hides a success toast after 4000 ms and an error toast after 6000 ms', async () => {
    const world = shellWorld();
    const closed: string[] = [];
    renderWithShell(
      world,
      <>
        <Toast kind="success" message={SAVED} onClose={() => closed.push('success')} />
        <Toast kind="error" message={FAILED} onClose={() => closed.push('error')} />
      </>,
    );
    screen.getByText('Check-in effettuato con successo');
    screen.getByText('Qualcosa non va');

    await act(() => world.clock.advance(3999));
    expect(closed).toEqual([]);
    await act(() => world.clock.advance(1));
    expect(closed).toEqual(['success']);
    await act(() => world.clock.advance(2000));
    expect(closed).toEqual(['success', 'error']);
  });

  it('clears a desktop success banner after 5 s but keeps an error banner until closed', async () => {
    const world = shellWorld();
    const closed: string[] = [];
    renderWithShell(
      world,
      <>
        <MessageBanner kind="success" message={SAVED} onClose={() => closed.push('success')} />
        <MessageBanner kind="error" message={FAILED} onClose={() => closed.push('error')} />
      </>,
    );

    await act(() => world.clock.advance(60_000));
    expect(closed).toEqual(['success']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Chiudi messaggio' })[1]);
    expect(closed).toEqual(['success', 'error']);
  });
});

describe('offline indicators', () => {
  it('show the banner text and the badge only while the network is down', () => {
    const world = shellWorld();
    renderWithShell(
      world,
      <>
        <OfflineBanner />
        <OfflineBadge />
      </>,
    );
    const text = 'Modalità offline attiva. I dati verranno sincronizzati quando la connessione sarà ripristinata.';
    expect(screen.queryByText(text)).toBeNull();

    act(() => world.network.setOnline(false));
    screen.getByText(text);
    screen.getByText('Offline');

    act(() => world.network.setOnline(true));
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByText('Offline')).toBeNull();
  });
});

describe('geolocation notice', () => {
  it('explains in Italian that GPS needs https when the page is not a secure context', () => {
    const world = shellWorld();
    world.geolocation.availabilityValue = 'insecure-context';
    renderWithShell(world, <GeolocationNotice />);

    screen.getByText('GPS bloccato: connessione non sicura');
    screen.getByText(/Apri l'applicazione con l'indirizzo https:\/\//);
  });

  it("says 'not supported' where the browser has no geolocation, and nothing when it has", () => {
    const world = shellWorld();
    world.geolocation.availabilityValue = 'unsupported';
    const { rerender } = renderWithShell(world, <GeolocationNotice />);
    screen.getByText('La geolocalizzazione non è supportata da questo browser');

    world.geolocation.availabilityValue = 'available';
    rerender(
      <AppProviders container={world.container}>
        <NavigationProvider history={memoryHistory(['/'])}>
          <GeolocationNotice />
        </NavigationProvider>
      </AppProviders>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
