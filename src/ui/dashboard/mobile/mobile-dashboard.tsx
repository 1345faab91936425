/**
 * The mobile dashboard (docs/behaviour.md, "Employee dashboard"), top to bottom in thumb order: header with name,
 * 'Posizione in uso' and the Offline badge, location button, refused offline punches, status card, the punches 'In
 * attesa di invio' (docs/behaviour.md, "Offline punches"), 'Orario di oggi', Check In / Check Out with the
 * helper line, 'Sedi Disponibili',
 * 'Mappa Posizione', 'Ultime Timbrature'; the speed dial and bottom navigation float at the bottom. Built on the
 * light kit, not antd, so the phone's first load is small (see app/lazy-chunk.tsx); antd arrives only with the drawer
 * or an anomaly dialog. The screen itself reads no position: the cards that show it observe it themselves, so the
 * live position redraws only them.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DashboardToken } from '../dashboard.tokens';
import { lazyChunk, WhenFirstNeeded, type ChunkNeeds } from '../../app/lazy-chunk';
import { FullScreenSpinner } from '../../shared/full-screen-spinner';
import { GeolocationNotice } from '../../shared/geolocation-notice';
import { OfflineBadge } from '../../shared/offline-indicators';
import { useScreenStore } from '../../shared/use-injection';
import { Toast } from '../../shared/toast';
import { RefusedOfflinePunches, WaitingPunches } from '../offline-punches';
import { PositionInUse } from '../position-in-use';
import { useReturnFromHistory } from '../use-return-from-history';
import { AvailablePlacesCard } from './available-places-card';
import { BottomNavigation } from './bottom-navigation';
import { LocationStatusButton } from './location-status-button';
import { MapCard } from './map-card';
import { PunchButtons } from './punch-buttons';
import { RecentEntriesCard } from './recent-entries-card';
import { SpeedDial } from './speed-dial';
import { StatusCard } from './status-card';
import { TodayScheduleCard } from './today-schedule-card';
import dashboard from '../../i18n/it/dashboard.json';
import '../../shared/screens.css';
import '../dashboard.css';

// Not on the first screen: antd's drawer and dialogs load the first time they open.
const overlay = { antd: true, overlay: true };
const SideDrawer = lazyChunk(() => import('./side-drawer'), overlay);
const CheckInAnomalyDialog = lazyChunk(() => import('../dialogs/check-in-anomaly-dialog'), overlay);
const CheckOutAnomalyDialog = lazyChunk(() => import('../dialogs/check-out-anomaly-dialog'), overlay);
const ChangePasswordDialog = lazyChunk(() => import('../dialogs/change-password-dialog'), overlay);

const MobileDashboard = observer(function MobileDashboard() {
  const store = useScreenStore(DashboardToken.MobileDashboardStore);
  const password = useScreenStore(DashboardToken.ChangePasswordStore);
  const today = useScreenStore(DashboardToken.TodayScheduleStore);
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
        <div className="mobile-header__badges">
          <PositionInUse store={store} />
          <OfflineBadge />
        </div>
      </header>
      <main className="screen-column">
        <GeolocationNotice />
        <LocationStatusButton store={store} />
        <RefusedOfflinePunches store={store} />
        <StatusCard store={store} />
        <WaitingPunches store={store} />
        <TodayScheduleCard store={today} />
        <PunchButtons store={store} />
        <AvailablePlacesCard store={store} />
        <MapCard store={store} />
        <RecentEntriesCard store={store} />
      </main>
      <SpeedDial store={store} />
      <BottomNavigation store={store} />
      <WhenFirstNeeded needed={() => store.drawerOpen}>
        <SideDrawer store={store} onChangePassword={password.show} />
      </WhenFirstNeeded>
      <Toast message={store.success.message} kind="success" onClose={store.success.clear} />
      <Toast message={store.error.message} kind="error" onClose={store.error.clear} />
      <WhenFirstNeeded needed={() => store.punch.isCheckInDialogOpen}>
        <CheckInAnomalyDialog punch={store.punch} />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={() => store.punch.isCheckOutDialogOpen}>
        <CheckOutAnomalyDialog punch={store.punch} />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={() => password.open}>
        <ChangePasswordDialog store={password} />
      </WhenFirstNeeded>
      <FullScreenSpinner visible={store.isInitialLoading} label={t('dashboard.loading')} />
    </div>
  );
});

export default MobileDashboard;
export const needs: ChunkNeeds = { texts: { dashboard } };
