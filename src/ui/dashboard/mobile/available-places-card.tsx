/**
 * 'Sedi Disponibili' (docs/behaviour.md, "Employee dashboard"): the places within tolerance, with distance and a
 * 'Disponibile' chip.
 */
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card, Chip, Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

export const AvailablePlacesCard = observer(function AvailablePlacesCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const places = store.placesInTolerance;
  return (
    <Card className="places-card" title={<h2 className="card-title">{t('dashboard.places.title')}</h2>}>
      {places.length === 0 ? (
        <p className="muted">{t('dashboard.places.empty')}</p>
      ) : (
        <ul className="plain-list">
          {places.map((place) => (
            <li key={place.id} className="place-row">
              <Glyph icon={EnvironmentOutlined} className="place-row__icon" />
              <span className="place-row__name">{place.name}</span>
              <span className="place-row__distance">{t('dashboard.places.distance', { distance: place.distance })}</span>
              <Chip tone="success">{t('dashboard.places.available')}</Chip>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
