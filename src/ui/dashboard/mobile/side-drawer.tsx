/**
 * The side drawer behind 'Profilo' (docs/behaviour.md, "Employee dashboard"): name and employee ID; Home, Storico
 * Timbrature, Le mie ore, Le mie assenze, Pannello Admin (admins), Aggiorna Posizione, Aggiorna Stato, Guida Utente, Cambia password,
 * I miei dati and Verifica in due passaggi (admins; both dialogs live here, as the drawer stays mounted once opened),
 * Logout.
 */
import { Button, Drawer } from 'antd';
import {
  AimOutlined,
  AppstoreOutlined,
  BellOutlined,
  CalendarOutlined,
  CloudDownloadOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardToken } from '../dashboard.tokens';
import { lazyChunk, WhenFirstNeeded } from '../../app/lazy-chunk';
import { useNavigate } from '../../app/navigation';
import { useScreenStore } from '../../shared/use-injection';
import type { DashboardStore } from '../dashboard.store';
import { RemindersToken } from '../../reminders/reminders.tokens';

// Only administrators open it, seldom: its chunk loads the first time it opens.
const TotpDialog = lazyChunk(() => import('../dialogs/totp-dialog'), { antd: true, overlay: true });
// Opened seldom too ('I miei dati', docs/behaviour.md "My data").
const MyDataDialog = lazyChunk(() => import('../dialogs/my-data-dialog'), { antd: true, overlay: true });
// 'Promemoria' (docs/behaviour.md, "Reminders"), with its own catalogue.
const MyRemindersDialog = lazyChunk(() => import('../../reminders/my-reminders-dialog'), { antd: true, overlay: true });

const SideDrawer = observer(function SideDrawer({ store, onChangePassword }: { store: DashboardStore; onChangePassword(): void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const totp = useScreenStore(DashboardToken.TotpStore);
  const myData = useScreenStore(DashboardToken.MyDataStore);
  const reminders = useScreenStore(RemindersToken.MyRemindersStore);
  const user = store.user;
  const go = (path: string) => {
    store.closeDrawer();
    navigate(path);
  };
  const run = (action: () => Promise<void>) => {
    store.closeDrawer();
    void action();
  };
  const fullName = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username : '';

  return (
    <>
      <Drawer
        open={store.drawerOpen}
        onClose={store.closeDrawer}
        placement="left"
        size={300}
        title={fullName}
        closable={{ 'aria-label': t('dashboard.drawer.close') }}
      >
        {user && <p className="drawer-employee">{t('dashboard.drawer.employeeId', { id: user.employee_id })}</p>}
        <nav aria-label={t('dashboard.drawer.label')} className="drawer-menu">
          <DrawerItem icon={<HomeOutlined />} label={t('dashboard.drawer.home')} onClick={() => go('/dashboard')} />
          <DrawerItem icon={<HistoryOutlined />} label={t('dashboard.drawer.history')} onClick={() => go('/timesheets')} />
          <DrawerItem icon={<FieldTimeOutlined />} label={t('dashboard.drawer.myHours')} onClick={() => go('/my-hours')} />
          <DrawerItem icon={<CalendarOutlined />} label={t('dashboard.drawer.myAbsences')} onClick={() => go('/absences')} />
          {store.panelEntry && (
            <DrawerItem icon={<AppstoreOutlined />} label={t(`dashboard.drawer.${store.panelEntry}`)} onClick={() => go('/dashboard_admin')} />
          )}
          <DrawerItem icon={<AimOutlined />} label={t('dashboard.drawer.refreshPosition')} onClick={() => run(store.refreshPosition)} />
          <DrawerItem icon={<ReloadOutlined />} label={t('dashboard.drawer.refreshStatus')} onClick={() => run(() => store.reloadStatus())} />
          <DrawerItem icon={<QuestionCircleOutlined />} label={t('dashboard.drawer.help')} onClick={() => go('/help')} />
          <DrawerItem
            icon={<KeyOutlined />}
            label={t('dashboard.drawer.changePassword')}
            onClick={() => {
              store.closeDrawer();
              onChangePassword();
            }}
          />
          <DrawerItem
            icon={<CloudDownloadOutlined />}
            label={t('dashboard.drawer.myData')}
            onClick={() => {
              store.closeDrawer();
              myData.show();
            }}
          />
          <DrawerItem
            icon={<BellOutlined />}
            label={t('dashboard.drawer.reminders')}
            onClick={() => {
              store.closeDrawer();
              reminders.show();
            }}
          />
          {store.isAdmin && (
            <DrawerItem
              icon={<SafetyCertificateOutlined />}
              label={t('dashboard.drawer.totp')}
              onClick={() => {
                store.closeDrawer();
                totp.show();
              }}
            />
          )}
          <DrawerItem
            icon={<LogoutOutlined />}
            label={t('dashboard.drawer.logout')}
            danger
            onClick={() => {
              void store.logout().then(() => navigate('/login', { replace: true }));
            }}
          />
        </nav>
      </Drawer>
      <WhenFirstNeeded needed={() => totp.open}>
        <TotpDialog store={totp} />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={() => myData.open}>
        <MyDataDialog store={myData} />
      </WhenFirstNeeded>
      <WhenFirstNeeded needed={() => reminders.open}>
        <MyRemindersDialog store={reminders} />
      </WhenFirstNeeded>
    </>
  );
});

function DrawerItem({ icon, label, danger, onClick }: { icon: ReactNode; label: string; danger?: boolean; onClick(): void }) {
  return (
    <Button type="text" block size="large" danger={danger} className="drawer-item" icon={<span aria-hidden>{icon}</span>} onClick={onClick}>
      {label}
    </Button>
  );
}

/** The mobile dashboard loads it as a chunk of its own (app/lazy-chunk.tsx). */
export default SideDrawer;
