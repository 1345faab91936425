/**
 * The 'Mappa OpenStreetMap' tab: address search with suggestions, 'Usa la mia posizione', the map (its own
 * lazy chunk: OpenLayers loads only when this tab opens), and the selected address and coordinates in words.
 * When the geocoder or the tiles are unreachable the message says so and points to 'Dati Manuali'.
 */
import { Suspense } from 'react';
import { Alert, AutoComplete, Button, Spin } from 'antd';
import { AimOutlined, SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../app/lazy-chunk';
import { formatCoordinate } from '../../../core/domain';
import { MapLoadBoundary } from '../../map/map-load-boundary';
import { MAP_TILE_URL } from '../../map/map-tiles';
import { useMapControlLabels } from '../../map/use-map-control-labels';
import { useDisplayText } from '../../shared/use-display-text';
import type { LocationFormStore } from './location-form.store';

const LocationMapPicker = lazyChunk(() => import('./location-map-picker'));

export const LocationMapTab = observer(function LocationMapTab({ form }: { form: LocationFormStore }) {
  const { t } = useTranslation();
  const controlLabels = useMapControlLabels();
  const text = useDisplayText();
  const map = form.map;
  const point = form.point;

  return (
    <div>
      <div className="admin-map-search" role="search">
        <AutoComplete
          id="location-map-search"
          aria-label={t('admin.locations.map.searchLabel')}
          value={map.searchText}
          placeholder={t('admin.locations.map.searchPlaceholder')}
          options={map.suggestions.map((suggestion, index) => ({ value: String(index), label: suggestion.label }))}
          onSearch={map.setSearchText}
          onSelect={(value: string) => {
            const chosen = map.suggestions[Number(value)];
            if (chosen) map.choose(chosen);
          }}
          onInputKeyDown={(event) => {
            if (event.key === 'Enter' && map.suggestions.length === 0) void map.search();
          }}
        />
        <Button icon={<SearchOutlined aria-hidden="true" />} onClick={() => void map.search()} loading={map.isSearching}>
          {t('admin.locations.map.search')}
        </Button>
        <Button icon={<AimOutlined aria-hidden="true" />} onClick={() => void map.useMyPosition()} loading={map.isLocating}>
          {map.isLocating ? t('admin.locations.map.locating') : t('admin.locations.map.useMyPosition')}
        </Button>
      </div>
      {map.message && (
        <Alert
          className="app-banner"
          type={map.serviceUnavailable ? 'error' : 'warning'}
          showIcon
          role="alert"
          title={text(map.message)}
          description={map.serviceUnavailable ? t('admin.locations.map.manualFallback') : undefined}
        />
      )}
      <MapLoadBoundary onFailure={map.tilesUnavailable}>
        <Suspense fallback={<Spin description={t('admin.panel.loading')} />}>
          <LocationMapPicker
            point={point}
            onPick={(picked) => void map.pick(picked)}
            onTilesUnavailable={map.tilesUnavailable}
            label={t('admin.locations.map.region')}
            tileUrl={MAP_TILE_URL}
            attribution={t('admin.locations.map.attribution')}
            controlLabels={controlLabels}
          />
        </Suspense>
      </MapLoadBoundary>
      <p className="admin-muted" style={{ marginTop: 8 }}>
        {t('admin.locations.map.hint')}
      </p>
      <dl style={{ margin: 0 }} aria-live="polite">
        <dt style={{ fontWeight: 500 }}>{t('admin.locations.map.selectedAddress')}</dt>
        <dd style={{ marginLeft: 0, marginBottom: 8 }}>
          {map.selectedAddress ?? (point ? t('admin.locations.map.addressUnknown') : t('admin.locations.map.noSelection'))}
        </dd>
        <dt style={{ fontWeight: 500 }}>{t('admin.locations.map.selectedCoordinates')}</dt>
        <dd style={{ marginLeft: 0 }}>
          {point ? `${formatCoordinate(point.latitude)}, ${formatCoordinate(point.longitude)}` : t('admin.locations.map.noSelection')}
        </dd>
      </dl>
    </div>
  );
});
