import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapControlLabels } from './map-controls';

/** The Italian names of the map's zoom and attribution buttons (type-only import: no OpenLayers here). */
export function useMapControlLabels(): MapControlLabels {
  const { t } = useTranslation();
  return useMemo(() => ({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attributions: t('map.attributions') }), [t]);
}
