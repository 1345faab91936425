/**
 * The tiles under both OpenLayers maps, telling `onUnavailable` once when none can be loaded at all (no network, the
 * tile server down): the map is then useless and the view says so. A tile failing after others arrived is only a
 * hole in the map, not worth a message. Only the lazily loaded map modules import this file: it pulls OpenLayers in.
 */
import XYZ from 'ol/source/XYZ';

export function tileSource(url: string, attributions: string, onUnavailable: () => void): XYZ {
  const tiles = new XYZ({ url, attributions, crossOrigin: 'anonymous' });
  let anyTileLoaded = false;
  let reported = false;
  tiles.on('tileloadend', () => {
    anyTileLoaded = true;
  });
  tiles.on('tileloaderror', () => {
    if (anyTileLoaded || reported) return;
    reported = true;
    onUnavailable();
  });
  return tiles;
}
