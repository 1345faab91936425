/**
 * 'Luoghi Nelle Vicinanze' of the desktop dashboard (docs/behaviour.md, "Employee dashboard"): name, distance,
 * address and 'Disponibile' within tolerance. While not checked in, a place is a button: within tolerance it checks
 * in there, otherwise it opens the anomaly dialog with its name and distance (docs/behaviour.md, "Anomaly dialogs").
 * The button's name is its visible text after a visually hidden 'Check-in presso': a screen reader hears the action,
 * and voice control users can say what they see (an aria-label would hide the visible text, WCAG 2.5.3).
 */
import { Button, Card, Tag } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NearbyLocation } from '../../../core/contract';
import type { DashboardStore } from '../dashboard.store';

export const NearbyPlacesCard = observer(function NearbyPlacesCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const clickable = !store.isCheckedIn && !store.desktopCheckInDisabled;
  return (
    <Card title={<h2 className="card-title">{t('dashboard.desktop.nearbyTitle')}</h2>} className="desktop-card">
      {store.nearby.length === 0 ? (
        <>
          <p>{t('dashboard.desktop.nearbyEmpty')}</p>
          <p className="muted">{t('dashboard.desktop.nearbyHint')}</p>
        </>
      ) : (
        <ul className="plain-list">
          {store.nearby.map((place) => (
            <li key={place.id} className="nearby-row">
              {clickable ? (
                <Button
                  type="text"
                  block
                  className="nearby-row__button"
                  onClick={() => void store.punch.checkInAt(place)}
                >
                  <span className="app-visually-hidden">{t('dashboard.places.checkInAtPrefix')} </span>
                  <PlaceSummary place={place} />
                </Button>
              ) : (
                <PlaceSummary place={place} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

function PlaceSummary({ place }: { place: NearbyLocation }) {
  const { t } = useTranslation();
  return (
    <span className="place-summary">
      <EnvironmentOutlined aria-hidden />
      <span className="place-summary__text">
        <strong>{place.name}</strong> · {t('dashboard.places.distance', { distance: place.distance })}
        {place.address && <span className="place-summary__address">{place.address}</span>}
      </span>
      {place.within_tolerance ? (
        <Tag color="success">{t('dashboard.places.available')}</Tag>
      ) : (
        <Tag color="warning">{t('dashboard.places.outOfRange')}</Tag>
      )}
    </span>
  );
}
