/**
 * The mobile dashboard (spec §2 'Mobile dashboard'), top to bottom in thumb order: header with name and the
 * Offline badge, location button, status card, Check In / Check Out with the helper line, 'Sedi Disponibili',
 * 'Mappa Posizione', 'Ultime Timbrature'; the speed dial and bottom navigation float at the bottom.
 * Built on the light kit, not antd, so the phone's first load is small (see app/antd-screen.tsx); antd arrives only
 * with the drawer or an anomaly dialog.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DashboardToken } from '../../../composition/tokens';
import { PositionMap } from '../../map/position-map';
import { lazyAntdScreen } from '../../app/antd-screen';
import { Card } from '../../kit';
import { FullScreenSpinner } from '../../shared/full-screen-spinner';
import { GeolocationNotice } from '../../shared/geolocation-notice';
import { OfflineBadge } from '../../shared/offline-indicators';
import { WhenFirstNeeded } from '../../shared/lazy-overlay';
import { Toast } from '../../shared/toast';
import { useDashboardStore } from '../use-dashboard-store';
import { useReturnFromHistory } from '../use-return-from-history';
import { AvailablePlacesCard } from './available-places-card';
import { BottomNavigation } from './bottom-navigation';
import { LocationStatusButton } from './location-status-button';
import { PunchButtons } from './punch-buttons';
import { RecentEntriesCard } from './recent-entries-card';
import { SpeedDial } from './speed-dial';
import { StatusCard } from './status-card';
import dashboard from '../../i18n/it/dashboard.json';
import { useScreenTexts } from '../../i18n/screen-texts';
import '../dashboard.css';

// Not on the first screen: antd's drawer and dialogs load the first time they open.
const SideDrawer = lazyAntdScreen(() => import('./side-drawer').then((m) => ({ default: m.SideDrawer })));
const CheckInAnomalyDialog = lazyAntdScreen(() => import('../dialogs/check-in-anomaly-dialog').then((m) => ({ default: m.CheckInAnomalyDialog })));
const CheckOutAnomalyDialog = lazyAntdScreen(() => import('../dialogs/check-out-anomaly-dialog').then((m) => ({ default: m.CheckOutAnomalyDialog })));

const MobileDashboard = observer(function MobileDashboard() {
  useScreenTexts({ dashboard });
  const store = useDashboardStore(DashboardToken.MobileDashboardStore);
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
        <Card className="map-card" title={<h2 className="card-title">{t('dashboard.map.title')}</h2>}>
          <PositionMap position={store.position} places={store.mapPlaces} />
        </Card>
        <RecentEntriesCard store={store} />
      </main>
      <SpeedDial store={store} />
      <BottomNavigation store={store} />
      <WhenFirstNeeded needed={() => store.drawerOpen}>
        <SideDrawer store={store} />
      </WhenFirstNeeded>
      <Toast message={store.success.message} kind="success" onClose={store.success.clear} />
      <Toast message={store.error.message} kind="error" onClose={store.error.clear} />
      <WhenFirstNeeded needed={() => store.punch.isCheckInDialogOpen}>
        <CheckInAnomalyDialog punch={store.punch} />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={() => store.punch.isCheckOutDialogOpen}>
        <CheckOutAnomalyDialog punch={store.punch} />
      </WhenFirstNeeded>
      <FullScreenSpinner visible={store.isInitialLoading} label={t('dashboard.loading')} />
    </div>
  );
});

export default MobileDashboard;
