/**
 * /dashboard_admin/activities, 'Attività Sistema' (spec §2 Admin activities): back to the panel, filters,
 * counts, the table, its dialogs and the CSV export. Administrators only (the panel's rule, same text and
 * 'Torna alla Dashboard' button).
 * A lazy chunk of its own (default export for React.lazy).
 */
import { Alert, Button } from 'antd';
import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from '../../composition/tokens';
import { StoreToken } from '../../composition/tokens';
import { useDisplayText } from '../shared/use-display-text';
import { ActivitiesTable } from './activities/activities-table';
import { ActivityFiltersPanel } from './activities/activity-filters-panel';
import { AuditDialog } from './activities/audit-dialog';
import { EditTimeDialog } from './activities/edit-time-dialog';
import { NotesDialog } from './activities/notes-dialog';
import { AdminAccessDenied } from './shared/admin-access-denied';
import { AdminPageHeader } from './shared/admin-page-header';
import { useAdminInjection, useAdminStore } from './shared/use-admin-store';
import './admin.css';

const ActivitiesPage = observer(function ActivitiesPage() {
  const session = useAdminInjection(StoreToken.Session);
  if (!session.isAdmin) return <AdminAccessDenied />;
  return <ActivitiesScreen />;
});

const ActivitiesScreen = observer(function ActivitiesScreen() {
  const store = useAdminStore(AdminToken.ActivitiesStore);
  const { t } = useTranslation();
  const text = useDisplayText();

  return (
    <main className="admin-page">
      <AdminPageHeader
        title={t('admin.activities.title')}
        backTo="/dashboard_admin"
        backLabel={t('admin.activities.back')}
        extra={
          <>
            <Button
              icon={<FilterOutlined aria-hidden="true" />}
              aria-expanded={store.filtersOpen}
              aria-controls="admin-activity-filters"
              onClick={store.toggleFilters}
            >
              {store.filtersOpen ? t('admin.activities.hideFilters') : t('admin.activities.showFilters')}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void store.exportCsv()} loading={store.isExporting}>
              {store.isExporting ? t('admin.activities.exporting') : t('admin.activities.export')}
            </Button>
          </>
        }
      />
      {store.filtersOpen && <ActivityFiltersPanel store={store} />}
      {store.error && (
        <Alert
          className="app-banner"
          type="error"
          showIcon
          role="alert"
          title={text(store.error)}
          closable={{ 'aria-label': t('admin.common.dismiss'), onClose: store.clearError }}
        />
      )}
      <div className="admin-counts" aria-live="polite">
        <span>{text(store.showingMessage)}</span>
        <span>{text(store.pageMessage)}</span>
      </div>
      <ActivitiesTable store={store} />
      {store.notesOf && <NotesDialog activity={store.notesOf} onClose={store.closeNotes} />}
      {store.editTime && <EditTimeDialog editTime={store.editTime} onSave={() => void store.saveEditTime()} onCancel={store.closeEditTime} />}
      {store.audit && <AuditDialog audit={store.audit} onClose={store.closeAudit} />}
    </main>
  );
});

export default ActivitiesPage;
