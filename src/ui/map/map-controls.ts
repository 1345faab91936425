/**
 * OpenLayers' default controls (zoom in/out, attribution), named in Italian for the keyboard and screen reader
 * users who reach them. Only the lazily loaded map modules import this file: it pulls OpenLayers in.
 * The rotate control is left out: the maps never rotate.
 */
import type OlMap from 'ol/Map';
import { defaults as defaultControls } from 'ol/control/defaults';

export interface MapControlLabels {
  zoomIn: string;
  zoomOut: string;
  attributions: string;
}

export function labelledMapControls(labels: MapControlLabels) {
  return defaultControls({
    rotate: false,
    zoomOptions: { zoomInTipLabel: labels.zoomIn, zoomOutTipLabel: labels.zoomOut },
    attributionOptions: { tipLabel: labels.attributions },
  });
}

/**
 * The buttons show '+', '–' and 'i', and OpenLayers puts the words only in `title` (a tooltip): the same words
 * become their accessible names.
 */
export function nameControlButtons(map: OlMap): void {
  map.getViewport()?.querySelectorAll<HTMLButtonElement>('.ol-control button[title]').forEach((button) => {
    button.setAttribute('aria-label', button.title);
  });
}
