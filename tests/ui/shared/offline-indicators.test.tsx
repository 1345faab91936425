/** The offline banner and badge follow the network (docs/behaviour.md, "Offline"). */
import { act, screen } from '@testing-library/react';
import { OfflineBadge, OfflineBanner } from '../../../src/ui/shared/offline-indicators';
import { renderInApp } from '../app/render-in-app';
import { shellWorld } from '../app/shell-world';

describe('offline indicators', () => {
  it('show the banner text and the badge only while the network is down', () => {
    const world = shellWorld();
    renderInApp(
      world.container,
      '/',
      <>
        <OfflineBanner />
        <OfflineBadge />
      </>,
    );
    const text = 'Modalità offline attiva. I dati verranno sincronizzati quando la connessione sarà ripristinata.';
    expect(screen.queryByText(text)).toBeNull();

    act(() => world.network.setOnline(false));
    screen.getByText(text);
    // The banner's promise is now true: it says what happens to the punches.
    screen.getByText('Le timbrature fatte ora restano salvate sul dispositivo e partono da sole appena torna la connessione.');
    screen.getByText('Offline');

    act(() => world.network.setOnline(true));
    expect(screen.queryByText(text)).toBeNull();
    expect(screen.queryByText('Offline')).toBeNull();
  });
});
