/**
 * /dashboard_admin, 'Pannello Amministratore' (spec §2): 'Accesso negato…' for non-administrators; for
 * administrators a 1 s loading phase, then the tabs Statistiche, Gestione Utenti, Gestione Location.
 * A lazy chunk of its own (default export for React.lazy).
 */
import { Alert, Button, Spin, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminToken } from '../../composition/admin.module';
import { LocationsTab } from './locations/locations-tab';
import type { AdminPanelTab } from './panel/admin-panel.store';
import { AdminPageHeader } from './shared/admin-page-header';
import { useAdminStore } from './shared/use-admin-store';
import { StatsTab } from './stats/stats-tab';
import { UsersTab } from './users/users-tab';
import './admin.css';

const AdminPanelPage = observer(function AdminPanelPage() {
  const store = useAdminStore(AdminToken.PanelStore);
  const { t } = useTranslation();
  const navigate = useNavigate();

  if (store.phase === 'denied') {
    return (
      <main className="admin-page">
        <Alert type="error" showIcon role="alert" title={t('admin.panel.accessDenied')} />
        <Button style={{ marginTop: 16 }} onClick={() => navigate('/dashboard')}>
          {t('admin.panel.backToDashboard')}
        </Button>
      </main>
    );
  }

  if (store.phase === 'loading') {
    return (
      <main className="admin-page" aria-busy="true">
        <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
          <Spin size="large" description={t('admin.panel.loading')} />
        </div>
      </main>
    );
  }

  return (
    <main className="admin-page">
      <AdminPageHeader title={t('admin.panel.title')} backTo="/dashboard" backLabel={t('admin.panel.backToDashboard')} />
      <Tabs
        activeKey={store.activeTab}
        onChange={(key) => store.selectTab(key as AdminPanelTab)}
        items={[
          { key: 'stats', label: t('admin.panel.tabs.stats'), children: <StatsTab /> },
          { key: 'users', label: t('admin.panel.tabs.users'), children: <UsersTab /> },
          { key: 'locations', label: t('admin.panel.tabs.locations'), children: <LocationsTab /> },
        ]}
      />
    </main>
  );
});

export default AdminPanelPage;
