/**
 * 'Mappa Posizione' of the mobile dashboard (docs/behaviour.md, "Employee dashboard"). Its own observer: it reads the
 * live position, so a new fix redraws this card (and the map moves its marker) without rendering the whole screen.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PositionMap } from '../../map/position-map';
import { Card } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

export const MapCard = observer(function MapCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  return (
    <Card className="map-card" title={<h2 className="card-title">{t('dashboard.map.title')}</h2>}>
      <PositionMap position={store.position} places={store.mapPlaces} />
    </Card>
  );
});
