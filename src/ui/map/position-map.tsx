/**
 * The map card body of both dashboards ('Mappa Posizione' / 'Posizione'; docs/behaviour.md, "Employee dashboard").
 * - OpenLayers arrives in a chunk of its own (app/lazy-chunk.tsx), once the map area is on screen and the browser is
 *   idle (use-visible-then-idle.ts), so it is never part of the first load nor in the way of the first paint.
 * - The position and the places are always written out as text under the map: that text is what screen
 *   readers get, and it is all that remains when tiles or the map chunk cannot load (then a short note inside the
 *   map area says so: short, so that a failed map never becomes the page's largest paint).
 * - The map is a named region, not an image: it holds OpenLayers' zoom buttons, and an image may not hold
 *   focusable controls (axe nested-interactive).
 */
import { Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../app/lazy-chunk';
import { formatCoordinate, type LatLng } from '../../core/domain';
import { DASHBOARD_MAP_HEIGHT_PX } from './map-view';
import { MapLoadBoundary } from './map-load-boundary';
import { MARKER_COLORS, type MapPlace } from './map-place';
import { MAP_TILE_URL } from './map-tiles';
import { useMapControlLabels } from './use-map-control-labels';
import { useVisibleThenIdle } from './use-visible-then-idle';
import './position-map.css';

const OpenLayersPositionMap = lazyChunk(() => import('./openlayers-position-map'));

export interface PositionMapProps {
  position: LatLng | null;
  places: MapPlace[];
  /** Defaults to MAP_TILE_URL (OpenStreetMap unless configured at build time). */
  tileUrl?: string;
}

export function PositionMap({ position, places, tileUrl = MAP_TILE_URL }: PositionMapProps) {
  const { t } = useTranslation();
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setMapUnavailable(true), []);
  const controlLabels = useMapControlLabels();
  const region = useRef<HTMLDivElement>(null);
  const showMap = useVisibleThenIdle(region);

  return (
    <div className="position-map">
      <div
        ref={region}
        className="position-map__region"
        role="region"
        aria-label={t('dashboard.map.label')}
        style={{ height: DASHBOARD_MAP_HEIGHT_PX }}
      >
        {showMap && (
          <MapLoadBoundary onFailure={markUnavailable}>
            <Suspense fallback={null}>
              <OpenLayersPositionMap
                position={position}
                places={places}
                tileUrl={tileUrl}
                attribution={t('dashboard.map.attribution')}
                controlLabels={controlLabels}
                onTilesUnavailable={markUnavailable}
              />
            </Suspense>
          </MapLoadBoundary>
        )}
        {mapUnavailable && (
          <p role="status" className="position-map__unavailable">
            {t('dashboard.map.unavailable')}
          </p>
        )}
      </div>
      <p style={{ margin: '8px 0 0' }}>
        <MarkerDot color={MARKER_COLORS.user} />
        {position
          ? t('dashboard.map.position', {
              latitude: formatCoordinate(position.latitude),
              longitude: formatCoordinate(position.longitude),
            })
          : t('dashboard.map.noPosition')}
      </p>
      {places.length > 0 && (
        <ul aria-label={t('dashboard.map.placesLabel')} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {places.map((place) => (
            <li key={place.id}>
              <MarkerDot color={place.withinTolerance ? MARKER_COLORS.available : MARKER_COLORS.outOfRange} />
              {t('dashboard.map.place', {
                name: place.name,
                distance: place.distance,
                state: t(place.withinTolerance ? 'dashboard.map.available' : 'dashboard.map.outOfRange'),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The marker's colour as a legend swatch; the words beside it carry the meaning. */
function MarkerDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: color, marginRight: 6 }}
    />
  );
}
