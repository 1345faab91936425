/** The map card keeps position and places as text, and says so when the map itself cannot load. */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../src/ui/i18n';
import dashboard from '../../../src/ui/i18n/it/dashboard.json';
import { addScreenTexts } from '../../../src/ui/i18n/screen-texts';
import { PositionMap } from '../../../src/ui/map/position-map';

let mockFailTiles = false;
jest.mock('../../../src/ui/map/openlayers-position-map', () => ({
  __esModule: true,
  default: function FakeMap({ onTilesUnavailable }: { onTilesUnavailable(): void }) {
    const { useEffect } = require('react') as typeof import('react');
    useEffect(() => {
      if (mockFailTiles) onTilesUnavailable();
    }, [onTilesUnavailable]);
    return null;
  },
}));

const places = [
  { id: 1, name: 'Sede Centrale', latitude: 41.9, longitude: 12.5, distance: 12, withinTolerance: true },
  { id: 9, name: 'Magazzino Tiburtina', latitude: 41.91, longitude: 12.53, distance: 640, withinTolerance: false },
];

/** The map's texts are its dashboard's, which the dashboard's chunk adds. */
function dashboardTexts() {
  const i18n = createI18n();
  addScreenTexts(i18n, { dashboard });
  return i18n;
}

async function renderMap(position: { latitude: number; longitude: number } | null) {
  await act(async () => {
    render(
      <I18nextProvider i18n={dashboardTexts()}>
        <PositionMap position={position} places={places} />
      </I18nextProvider>,
    );
  });
}

describe('PositionMap', () => {
  beforeEach(() => {
    mockFailTiles = false;
  });

  it('writes the position to 6 decimals and each place with its state in words', async () => {
    await renderMap({ latitude: 41.9028, longitude: 12.4964 });
    expect(screen.getByRole('region', { name: 'Mappa della posizione attuale e delle sedi' })).toBeTruthy();
    expect(screen.getByText('Tu sei qui: 41.902800, 12.496400')).toBeTruthy();
    expect(screen.getByText('Sede Centrale: 12 m, Disponibile')).toBeTruthy();
    expect(screen.getByText('Magazzino Tiburtina: 640 m, Fuori portata')).toBeTruthy();
    expect(screen.queryByText(/Mappa non disponibile/)).toBeNull();
  });

  it('says the map is unavailable when tiles cannot load, and keeps the text', async () => {
    mockFailTiles = true;
    await renderMap(null);
    expect(screen.getByText('Mappa non disponibile')).toBeTruthy();
    expect(screen.getByText('Posizione non ancora disponibile')).toBeTruthy();
    expect(screen.getByText('Sede Centrale: 12 m, Disponibile')).toBeTruthy();
  });
});
