/**
 * 'Sedi Disponibili' (docs/behaviour.md, "Employee dashboard"): the places within tolerance, with distance and a
 * 'Disponibile' chip. While the Check In button is offered (not checked in, ready to punch), each row is a button
 * that checks in at that place, the desktop's place click through the same store action: the employee in range of
 * several places picks where (a place not in range would open the anomaly dialog with its name and distance).
 * Checked in, the rows are plain text. The button's name is its visible text after a visually hidden
 * 'Check-in presso', as on the desktop (an aria-label would hide the visible text from voice control, WCAG 2.5.3).
 */
import './available-places-card.css';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NearbyLocation } from '../../../core/contract';
import { Card, Chip, Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

export const AvailablePlacesCard = observer(function AvailablePlacesCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const places = store.placesInTolerance;
  const actionable = store.showCheckIn;
  return (
    <Card className="places-card" title={<h2 className="card-title">{t('dashboard.places.title')}</h2>}>
      {places.length === 0 ? (
        <p className="muted">{t('dashboard.places.empty')}</p>
      ) : (
        <ul className="plain-list">
          {places.map((place) => (
            <li key={place.id}>
              {actionable ? (
                <button
                  type="button"
                  className="place-row place-row--action"
                  disabled={store.punch.isOperating}
                  onClick={() => void store.punch.checkInAt(place)}
                >
                  <span className="app-visually-hidden">{t('dashboard.places.checkInAtPrefix')} </span>
                  <PlaceRowContent place={place} />
                  <Glyph icon={RightOutlined} className="place-row__go" />
                </button>
              ) : (
                <div className="place-row">
                  <PlaceRowContent place={place} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

function PlaceRowContent({ place }: { place: NearbyLocation }) {
  const { t } = useTranslation();
  return (
    <>
      <Glyph icon={EnvironmentOutlined} className="place-row__icon" />
      <span className="place-row__name">{place.name}</span>
      <span className="place-row__distance">{t('dashboard.places.distance', { distance: place.distance })}</span>
      <Chip tone="success">{t('dashboard.places.available')}</Chip>
    </>
  );
}
