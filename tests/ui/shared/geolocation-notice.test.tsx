/** Where GPS cannot work, the page says why in Italian (docs/behaviour.md, "Position"). */
import { screen } from '@testing-library/react';
import { GeolocationNotice } from '../../../src/ui/shared/geolocation-notice';
import { renderInApp } from '../app/render-in-app';
import { shellWorld } from '../app/shell-world';

describe('geolocation notice', () => {
  it('explains in Italian that GPS needs https when the page is not a secure context', () => {
    const world = shellWorld();
    world.geolocation.availabilityValue = 'insecure-context';
    renderInApp(world.container, '/', <GeolocationNotice />);

    screen.getByText('GPS bloccato: connessione non sicura');
    screen.getByText(/Apri l'applicazione con l'indirizzo https:\/\//);
  });

  it("says 'not supported' where the browser has no geolocation, and nothing when it has", () => {
    const world = shellWorld();
    world.geolocation.availabilityValue = 'unsupported';
    const { rerender } = renderInApp(world.container, '/', <GeolocationNotice />);
    screen.getByText('La geolocalizzazione non è supportata da questo browser');

    world.geolocation.availabilityValue = 'available';
    rerender(<GeolocationNotice />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
