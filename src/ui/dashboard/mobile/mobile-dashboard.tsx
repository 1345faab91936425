/**
 * The mobile dashboard (spec §2 'Mobile dashboard'), top to bottom in thumb order: header with name and the
 * Offline badge, location button, status card, Check In / Check Out with the helper line, 'Sedi Disponibili',
 * 'Mappa Posizione', 'Ultime Timbrature'; the speed dial and bottom navigation float at the bottom.
 */
import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DashboardToken } from '../../../composition/dashboard.module';
import { PositionMap } from '../../map/position-map';
import { FullScreenSpinner } from '../../shared/full-screen-spinner';
import { GeolocationNotice } from '../../shared/geolocation-notice';
import { OfflineBadge } from '../../shared/offline-indicators';
import { Toast } from '../../shared/toast';
import { useScreenStore } from '../../shared/use-injection';
import { CheckInAnomalyDialog } from '../dialogs/check-in-anomaly-dialog';
import { CheckOutAnomalyDialog } from '../dialogs/check-out-anomaly-dialog';
import { useReturnFromHistory } from '../use-return-from-history';
import { AvailablePlacesCard } from './available-places-card';
import { BottomNavigation } from './bottom-navigation';
import { LocationStatusButton } from './location-status-button';
import { PunchButtons } from './punch-buttons';
import { RecentEntriesCard } from './recent-entries-card';
import { SideDrawer } from './side-drawer';
import { SpeedDial } from './speed-dial';
import { StatusCard } from './status-card';
import '../dashboard.css';

export const MobileDashboard = observer(function MobileDashboard() {
  const store = useScreenStore(DashboardToken.MobileDashboardStore);
  const { t } = useTranslation();
  useReturnFromHistory(store);
  const user = store.user;

  return (
    <div className="mobile-dashboard">
      <header className="mobile-header">
        <div className="mobile-header__titles">
          <h1 className="mobile-header__title">{t('dashboard.title')}</h1>
          {user && (
            <span className="mobile-header__name">{[user.first_name, user.last_name].filter(Boolean).join(' ') || user.username}</span>
          )}
        </div>
        <OfflineBadge />
      </header>
      <main className="mobile-dashboard__content">
        <GeolocationNotice />
        <LocationStatusButton store={store} />
        <StatusCard store={store} />
        <PunchButtons store={store} />
        <AvailablePlacesCard store={store} />
        <Card className="map-card" size="small" title={<h2 className="card-title">{t('dashboard.map.title')}</h2>}>
          <PositionMap position={store.position} places={store.mapPlaces} />
        </Card>
        <RecentEntriesCard store={store} />
      </main>
      <SpeedDial store={store} />
      <BottomNavigation store={store} />
      <SideDrawer store={store} />
      <Toast message={store.success.message} kind="success" onClose={store.success.clear} />
      <Toast message={store.error.message} kind="error" onClose={store.error.clear} />
      <CheckInAnomalyDialog punch={store.punch} />
      <CheckOutAnomalyDialog punch={store.punch} />
      <FullScreenSpinner visible={store.isInitialLoading} label={t('dashboard.loading')} />
    </div>
  );
});
