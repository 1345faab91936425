/**
 * /dashboard_admin, 'Pannello Amministratore' (docs/behaviour.md, "Admin panel"): 'Accesso negato…' for employees;
 * for administrators a 1 s loading phase, then the tabs Statistiche, Presenti ora, Gestione Utenti ('Gruppi' below
 * the users table), Gestione Location, Report Presenze, Richieste di correzione (a badge counts the pending ones),
 * Assenze (a badge counts the pending absence requests), Orari di lavoro, Chiusura mese, Promemoria ("Reminders").
 * The device-change notifications live in the Statistiche tab; their unread count also shows as a badge on that
 * tab's label, so an administrator working in another tab sees them arrive (one store feeds both).
 * A manager ("Managers") gets 'Pannello Responsabile' with Presenti ora, Notifiche (the same notifications, without the
 * system statistics), Report Presenze, Richieste di correzione and Assenze (requests and calendar only).
 */
import type { ReactNode } from 'react';
import { Badge, Spin, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from './admin.tokens';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { SCREEN_ERRORS } from '../i18n/screen-errors';
import admin from '../i18n/it/admin.json';
import adminAbsences from '../i18n/it/admin-absences.json';
import attendance from '../i18n/it/attendance.json';
import corrections from '../i18n/it/corrections.json';
import schedules from '../i18n/it/schedules.json';
import monthClose from '../i18n/it/month-close.json';
import presence from '../i18n/it/presence.json';
import reminders from '../i18n/it/reminders.json';
import userImport from '../i18n/it/user-import.json';
import { useScreenStore } from '../shared/use-injection';
import { AbsencesTab, AbsencesTabLabel } from './absences/absences-tab';
import { AttendanceTab } from './attendance/attendance-tab';
import { CorrectionRequestsTab, CorrectionRequestsTabLabel } from './corrections/correction-requests-tab';
import { GroupsSection } from './groups/groups-section';
import { LocationsTab } from './locations/locations-tab';
import { MonthCloseTab } from './month-close/month-close-tab';
import { PresenceTab } from './presence/presence-tab';
import { RemindersTab } from './reminders/reminders-tab';
import { SchedulesTab } from './schedules/schedules-tab';
import type { AdminPanelStore, AdminPanelTab } from './panel/admin-panel.store';
import { AdminAccessDenied } from './shared/admin-access-denied';
import { AdminPageHeader } from './shared/admin-page-header';
import { NotificationsPanel } from './stats/notifications-panel';
import { StatsTab } from './stats/stats-tab';
import { UsersTab } from './users/users-tab';
import './admin.css';

const AdminPanelPage = observer(function AdminPanelPage() {
  const store = useScreenStore(AdminToken.PanelStore);
  const { t } = useTranslation();

  if (store.phase === 'denied') return <AdminAccessDenied />;

  if (store.phase === 'loading') {
    return (
      <main className="admin-page" aria-busy="true">
        <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
          <Spin size="large" description={t('admin.panel.loading')} />
        </div>
      </main>
    );
  }

  return <AdminPanelTabs store={store} />;
});

/**
 * The ready panel: the role's tabs (AdminPanelStore.tabs). Mounts (and loads) the notifications once, for the tab that
 * shows them ('Statistiche', or a manager's 'Notifiche') and its label's badge.
 */
const AdminPanelTabs = observer(function AdminPanelTabs({ store }: { store: AdminPanelStore }) {
  const notifications = useScreenStore(AdminToken.NotificationsStore);
  const { t } = useTranslation();
  const unread = notifications.unreadCount;
  const isManagerPanel = store.role === 'manager';

  /** A label with the unread notifications' count as a badge (read out in words). */
  const withUnread = (label: string) => (
    <span>
      {label}
      {unread > 0 && (
        <>
          <Badge count={unread} size="small" aria-hidden="true" style={{ marginInlineStart: 6 }} />
          <span className="app-visually-hidden"> {t('admin.panel.tabs.statsUnread', { count: unread })}</span>
        </>
      )}
    </span>
  );

  const tabs: Record<AdminPanelTab, { label: ReactNode; children: ReactNode }> = {
    stats: { label: withUnread(t('admin.panel.tabs.stats')), children: <StatsTab notifications={notifications} /> },
    presence: { label: t('admin.panel.tabs.presence'), children: <PresenceTab /> },
    notifications: { label: withUnread(t('admin.panel.tabs.notifications')), children: <NotificationsPanel store={notifications} /> },
    users: {
      label: t('admin.panel.tabs.users'),
      children: (
        <>
          <UsersTab ownUserId={store.ownUserId} />
          <GroupsSection />
        </>
      ),
    },
    locations: { label: t('admin.panel.tabs.locations'), children: <LocationsTab /> },
    attendance: { label: t('admin.panel.tabs.attendance'), children: <AttendanceTab /> },
    corrections: { label: <CorrectionRequestsTabLabel label={t('admin.panel.tabs.corrections')} />, children: <CorrectionRequestsTab /> },
    absences: { label: <AbsencesTabLabel label={t('adminAbsences.title')} />, children: <AbsencesTab forManager={isManagerPanel} /> },
    schedules: { label: t('admin.panel.tabs.schedules'), children: <SchedulesTab /> },
    monthClose: { label: t('admin.panel.tabs.monthClose'), children: <MonthCloseTab /> },
    reminders: { label: t('reminders.admin.title'), children: <RemindersTab /> },
  };

  return (
    <main className="admin-page">
      <AdminPageHeader
        title={t(isManagerPanel ? 'admin.panel.managerTitle' : 'admin.panel.title')}
        backTo="/dashboard"
        backLabel={t('admin.panel.backToDashboard')}
      />
      <Tabs
        activeKey={store.activeTab}
        // Ten tabs fit a 1280 px desktop only 16 px apart (antd's 32 overflows into a 'more' menu, which axe refuses
        // inside the tab list).
        tabBarGutter={16}
        onChange={(key) => store.selectTab(key as AdminPanelTab)}
        // 'Presenti ora' is unmounted when hidden: its list is read every 5 s only while it is shown.
        items={store.tabs.map((key) => ({ key, ...tabs[key], destroyOnHidden: key === 'presence' }))}
      />
    </main>
  );
});

export default AdminPanelPage;
export const needs: ChunkNeeds = { texts: { admin, adminAbsences, attendance, corrections, schedules, monthClose, presence, reminders, userImport, ...SCREEN_ERRORS } };
