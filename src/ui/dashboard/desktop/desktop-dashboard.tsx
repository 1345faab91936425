/**
 * The desktop dashboard (docs/behaviour.md, "Employee dashboard"): greeting and employee ID, 'Posizione in uso' and the
 * header buttons ('Promemoria' among them: docs/behaviour.md, "Reminders"), banners
 * (error closable, success 5 s, offline, the punches 'In attesa di invio' and the refused offline ones: docs/behaviour.md,
 * "Offline punches"), the four cards, the selection and anomaly dialogs, 'Cambia password', 'I miei
 * dati' and, for administrators, 'Verifica in due passaggi'.
 */
import { Button, Tooltip } from 'antd';
import {
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  KeyOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk, WhenFirstNeeded, type ChunkNeeds } from '../../app/lazy-chunk';
import { useNavigate } from '../../app/navigation';
import { DashboardToken } from '../dashboard.tokens';
import { RemindersToken } from '../../reminders/reminders.tokens';
import { DESKTOP_SUCCESS_BANNER_MS } from '../../../core/domain';
import { FullScreenSpinner } from '../../shared/full-screen-spinner';
import { GeolocationNotice } from '../../shared/geolocation-notice';
import { MessageBanner } from '../../shared/message-banner';
import { OfflineBanner } from '../../shared/offline-indicators';
import { useScreenStore } from '../../shared/use-injection';
import { CheckInAnomalyDialog } from '../dialogs/check-in-anomaly-dialog';
import { ChangePasswordDialog } from '../dialogs/change-password-dialog';
import { CheckOutAnomalyDialog } from '../dialogs/check-out-anomaly-dialog';
import { LocationSelectionDialog } from '../dialogs/location-selection-dialog';
import { MyDataDialog } from '../dialogs/my-data-dialog';
import { TotpDialog } from '../dialogs/totp-dialog';
import { RefusedOfflinePunches, WaitingPunches } from '../offline-punches';
import { PositionInUse } from '../position-in-use';
import { useReturnFromHistory } from '../use-return-from-history';
import { CurrentStatusCard } from './current-status-card';
import { NearbyPlacesCard } from './nearby-places-card';
import { PositionCard } from './position-card';
import { DesktopRecentEntriesCard } from './recent-entries-card';
import dashboard from '../../i18n/it/dashboard.json';
import '../../shared/screens.css';
import '../dashboard.css';

// 'Promemoria' (docs/behaviour.md, "Reminders"): opened seldom, its chunk (with its catalogue) loads on first use.
const MyRemindersDialog = lazyChunk(() => import('../../reminders/my-reminders-dialog'), { antd: true, overlay: true });

const DesktopDashboard = observer(function DesktopDashboard() {
  const store = useScreenStore(DashboardToken.DesktopDashboardStore);
  const password = useScreenStore(DashboardToken.ChangePasswordStore);
  const totp = useScreenStore(DashboardToken.TotpStore);
  const myData = useScreenStore(DashboardToken.MyDataStore);
  const reminders = useScreenStore(RemindersToken.MyRemindersStore);
  const today = useScreenStore(DashboardToken.TodayScheduleStore);
  const { t } = useTranslation();
  const navigate = useNavigate();
  useReturnFromHistory(store);
  const user = store.user;

  return (
    <div className="desktop-dashboard">
      <header className="desktop-header">
        <div>
          <h1 className="desktop-header__greeting">{t('dashboard.desktop.greeting', { name: user?.first_name || user?.username || '' })}</h1>
          {user && <p className="muted">{t('dashboard.desktop.employeeId', { id: user.employee_id })}</p>}
        </div>
        <div className="desktop-header__actions">
          <PositionInUse store={store} />
          <HeaderButton label={t('dashboard.desktop.refreshStatus')} icon={<ReloadOutlined />} onClick={() => void store.reloadStatus()} />
          <HeaderButton label={t('dashboard.desktop.myAbsences')} icon={<CalendarOutlined />} onClick={() => navigate('/absences')} />
          <HeaderButton label={t('dashboard.desktop.help')} icon={<QuestionCircleOutlined />} onClick={() => navigate('/help')} />
          {store.panelEntry && (
            <HeaderButton label={t(`dashboard.desktop.${store.panelEntry}`)} icon={<AppstoreOutlined />} onClick={() => navigate('/dashboard_admin')} />
          )}
          <HeaderButton label={t('dashboard.desktop.changePassword')} icon={<KeyOutlined />} onClick={password.show} />
          <HeaderButton label={t('dashboard.desktop.myData')} icon={<CloudDownloadOutlined />} onClick={myData.show} />
          <HeaderButton label={t('dashboard.desktop.reminders')} icon={<BellOutlined />} onClick={reminders.show} />
          {store.isAdmin && <HeaderButton label={t('dashboard.desktop.totp')} icon={<SafetyCertificateOutlined />} onClick={totp.show} />}
          <HeaderButton
            label={t('dashboard.desktop.logout')}
            icon={<LogoutOutlined />}
            onClick={() => void store.logout().then(() => navigate('/login', { replace: true }))}
          />
        </div>
      </header>
      <div className="desktop-banners">
        <GeolocationNotice />
        <OfflineBanner />
        <WaitingPunches store={store} />
        <RefusedOfflinePunches store={store} />
        <MessageBanner message={store.error.message} kind="error" onClose={store.error.clear} lifetimeMs={null} />
        <MessageBanner message={store.success.message} kind="success" onClose={store.success.clear} lifetimeMs={DESKTOP_SUCCESS_BANNER_MS} />
      </div>
      <main className="desktop-grid">
        <CurrentStatusCard store={store} today={today} />
        <PositionCard store={store} />
        <NearbyPlacesCard store={store} />
        <DesktopRecentEntriesCard store={store} />
      </main>
      <LocationSelectionDialog punch={store.punch} />
      <CheckInAnomalyDialog punch={store.punch} />
      <CheckOutAnomalyDialog punch={store.punch} />
      <ChangePasswordDialog store={password} />
      <TotpDialog store={totp} />
      <MyDataDialog store={myData} />
      <WhenFirstNeeded needed={() => reminders.open}>
        <MyRemindersDialog store={reminders} />
      </WhenFirstNeeded>
      <FullScreenSpinner visible={store.isInitialLoading} label={t('dashboard.loading')} />
    </div>
  );
});

function HeaderButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick(): void }) {
  return (
    <Tooltip title={label}>
      <Button size="large" shape="circle" aria-label={label} icon={<span aria-hidden>{icon}</span>} onClick={onClick} />
    </Tooltip>
  );
}

export default DesktopDashboard;
export const needs: ChunkNeeds = { texts: { dashboard } };
