/**
 * The dashboard's OpenLayers map (docs/behaviour.md, "Position"): centred on the user at zoom 15, else on Rome at
 * zoom 10; 200 px high.
 * This module is the only one that imports OpenLayers, and it is reached only through a dynamic import
 * (see position-map.tsx), so OpenLayers stays out of the first load.
 * - Markers: the user (blue), places within tolerance (green) and out of range (orange). The map is built once; a
 *   new fix (the live position) moves the user's marker and recentres the view, keeping the zoom the user chose (zoom
 *   15 is set only when the first fix arrives); new places replace the place markers.
 * - A tile error before any tile loaded reports onTilesUnavailable once (offline, blocked tile server; tile-source.ts).
 * - The zoom and attribution buttons stay reachable by keyboard, with Italian names (map-controls.ts).
 */
import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import { Circle, Fill, Stroke, Style } from 'ol/style';
import 'ol/ol.css';
import type { LatLng } from '../../core/domain';
import { DEFAULT_MAP_CENTER, MAP_ZOOM_WITHOUT_POSITION, MAP_ZOOM_WITH_POSITION } from './map-view';
import { labelledMapControls, nameControlButtons, type MapControlLabels } from './map-controls';
import { tileSource } from './tile-source';
import { MARKER_COLORS, type MapPlace } from './map-place';

export interface OpenLayersPositionMapProps {
  position: LatLng | null;
  places: MapPlace[];
  tileUrl: string;
  /** Attribution shown in the map corner (OSM's licence asks for it). */
  attribution: string;
  controlLabels: MapControlLabels;
  onTilesUnavailable(): void;
}

const dot = (color: string, radius: number) =>
  new Style({
    image: new Circle({ radius, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
  });

const STYLES = {
  user: dot(MARKER_COLORS.user, 8),
  available: dot(MARKER_COLORS.available, 7),
  outOfRange: dot(MARKER_COLORS.outOfRange, 7),
};

const toCoordinate = (p: LatLng) => fromLonLat([p.longitude, p.latitude]);

function placeFeatures(places: MapPlace[]): Feature<Point>[] {
  return places.map((place) => {
    const feature = new Feature<Point>(new Point(toCoordinate(place)));
    feature.setStyle(place.withinTolerance ? STYLES.available : STYLES.outOfRange);
    return feature;
  });
}

export default function OpenLayersPositionMap({
  position,
  places,
  tileUrl,
  attribution,
  controlLabels,
  onTilesUnavailable,
}: OpenLayersPositionMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const placeMarkers = useRef<VectorSource<Feature<Point>> | null>(null);
  const userMarker = useRef<Feature<Point> | null>(null);
  /** Whether the view already shows a fix: only the first one sets the zoom. */
  const centredOnUser = useRef(false);
  const reportTiles = useRef(onTilesUnavailable);
  reportTiles.current = onTilesUnavailable;

  // Built once; position and place changes only move or replace markers and recentre (effects below).
  useEffect(() => {
    if (!target.current) return undefined;
    const tiles = tileSource(tileUrl, attribution, () => reportTiles.current());
    const places = new VectorSource<Feature<Point>>();
    const user = new Feature<Point>();
    user.setStyle(STYLES.user);
    placeMarkers.current = places;
    userMarker.current = user;
    centredOnUser.current = false;
    map.current = new OlMap({
      target: target.current,
      // The user's layer last, so the user is drawn above the places.
      layers: [new TileLayer({ source: tiles }), new VectorLayer({ source: places }), new VectorLayer({ source: new VectorSource({ features: [user] }) })],
      view: new View({ center: toCoordinate(DEFAULT_MAP_CENTER), zoom: MAP_ZOOM_WITHOUT_POSITION }),
      controls: labelledMapControls(controlLabels),
    });
    nameControlButtons(map.current);
    return () => {
      map.current?.setTarget(undefined);
      map.current = null;
      placeMarkers.current = null;
      userMarker.current = null;
    };
  }, [tileUrl, attribution, controlLabels]);

  const latitude = position?.latitude;
  const longitude = position?.longitude;
  useEffect(() => {
    const view = map.current?.getView();
    const user = userMarker.current;
    if (!view || !user) return;
    if (latitude !== undefined && longitude !== undefined) {
      const here = toCoordinate({ latitude, longitude });
      const marker = user.getGeometry();
      if (marker) marker.setCoordinates(here);
      else user.setGeometry(new Point(here));
      view.setCenter(here);
      if (!centredOnUser.current) view.setZoom(MAP_ZOOM_WITH_POSITION);
      centredOnUser.current = true;
    } else {
      user.setGeometry(undefined);
      view.setCenter(toCoordinate(DEFAULT_MAP_CENTER));
      view.setZoom(MAP_ZOOM_WITHOUT_POSITION);
      centredOnUser.current = false;
    }
  }, [latitude, longitude]);

  useEffect(() => {
    const source = placeMarkers.current;
    if (!source) return;
    source.clear();
    source.addFeatures(placeFeatures(places));
  }, [places]);

  // Not aria-hidden: it holds the focusable zoom buttons. The card lists the map's facts as text beside it.
  return <div ref={target} style={{ width: '100%', height: '100%' }} />;
}
