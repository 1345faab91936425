/**
 * The location dialog's OpenLayers map (docs/behaviour.md, "Admin panel"): 400 px high, zoom 15.
 * - One marker; a click on the map moves it, and it can be dragged; both report the new point through onPick.
 * - When `point` changes from outside (a search result, 'use my position'), the marker moves and the view recentres.
 * - A tile that fails to load before any tile succeeded reports onTilesUnavailable once: the map service is
 *   unreachable, and the dialog says so (the manual tab keeps working).
 * OpenLayers types stay inside this file: the rest of the admin code speaks GeoPoint.
 */
import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Translate from 'ol/interaction/Translate';
import { fromLonLat, toLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import type { GeoPoint } from '../../../core/ports';
import { labelledMapControls, nameControlButtons, type MapControlLabels } from '../../map/map-controls';
import { tileSource } from '../../map/tile-source';
import { LOCATION_DIALOG_DEFAULT_CENTER, LOCATION_DIALOG_MAP_HEIGHT_PX, LOCATION_DIALOG_MAP_ZOOM } from './location-map-defaults';

export interface LocationMapPickerProps {
  /** The selected point, or null (then the default centre is shown, without a marker). */
  point: GeoPoint | null;
  onPick(point: GeoPoint): void;
  onTilesUnavailable(): void;
  /** Accessible name of the map region. */
  label: string;
  /** Tile URL template ({z}/{x}/{y}). */
  tileUrl: string;
  /** Attribution shown in the map corner (OSM's licence asks for it). */
  attribution: string;
  /** Names of the zoom and attribution buttons. */
  controlLabels: MapControlLabels;
}

const markerStyle = new Style({
  image: new Circle({ radius: 9, fill: new Fill({ color: '#1976d2' }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
});

/** Equal to the 6 decimals the form keeps (about 0.1 m). */
const samePlace = (a: GeoPoint, b: GeoPoint): boolean =>
  Math.abs(a.latitude - b.latitude) < 1e-6 && Math.abs(a.longitude - b.longitude) < 1e-6;

const toCoordinate = (p: GeoPoint) => fromLonLat([p.longitude, p.latitude]);

function toGeoPoint(coordinate: number[]): GeoPoint {
  const [longitude, latitude] = toLonLat(coordinate) as [number, number];
  return { latitude, longitude };
}

function LocationMapPicker({ point, onPick, onTilesUnavailable, label, tileUrl, attribution, controlLabels }: LocationMapPickerProps) {
  const target = useRef<HTMLDivElement>(null);
  const marker = useRef<Feature<Point> | null>(null);
  const map = useRef<OlMap | null>(null);
  /** The last point the user picked on the map itself; echoing it back must not recentre the view. */
  const picked = useRef<GeoPoint | null>(null);
  // The latest callbacks, so the map (built once) never calls a stale closure.
  const callbacks = useRef({ onPick, onTilesUnavailable });
  callbacks.current = { onPick, onTilesUnavailable };

  // Built once; later `point` changes go through the effect below.
  useEffect(() => {
    if (!target.current) return undefined;
    const feature = new Feature<Point>();
    feature.setStyle(markerStyle);
    if (point) feature.setGeometry(new Point(toCoordinate(point)));
    marker.current = feature;
    const tiles = tileSource(tileUrl, attribution, () => callbacks.current.onTilesUnavailable());
    const markers = new VectorSource<Feature<Point>>({ features: [feature] });
    const markerLayer = new VectorLayer({ source: markers });
    const olMap = new OlMap({
      target: target.current,
      layers: [new TileLayer({ source: tiles }), markerLayer],
      view: new View({ center: toCoordinate(point ?? LOCATION_DIALOG_DEFAULT_CENTER), zoom: LOCATION_DIALOG_MAP_ZOOM }),
      controls: labelledMapControls(controlLabels),
    });
    nameControlButtons(olMap);
    const pick = (coordinate: number[]) => {
      feature.setGeometry(new Point(coordinate));
      picked.current = toGeoPoint(coordinate);
      callbacks.current.onPick(picked.current);
    };
    const drag = new Translate({ layers: [markerLayer] });
    drag.on('translateend', (event) => pick(event.coordinate));
    olMap.addInteraction(drag);
    olMap.on('singleclick', (event) => pick(event.coordinate));
    map.current = olMap;
    return () => {
      olMap.setTarget(undefined);
      olMap.dispose();
      map.current = null;
      marker.current = null;
    };
  }, []);

  useEffect(() => {
    const feature = marker.current;
    const view = map.current?.getView();
    if (!feature || !view) return;
    if (!point) {
      feature.setGeometry(undefined);
      return;
    }
    const fromMap = picked.current;
    // The user put the marker there: leave the view where they left it.
    if (fromMap && samePlace(fromMap, point)) return;
    const coordinate = toCoordinate(point);
    feature.setGeometry(new Point(coordinate));
    view.setCenter(coordinate);
    view.setZoom(LOCATION_DIALOG_MAP_ZOOM);
  }, [point?.latitude, point?.longitude]);

  return (
    <div
      ref={target}
      role="region"
      aria-label={label}
      style={{ height: LOCATION_DIALOG_MAP_HEIGHT_PX, width: '100%', borderRadius: 8, overflow: 'hidden' }}
    />
  );
}

export default LocationMapPicker;
