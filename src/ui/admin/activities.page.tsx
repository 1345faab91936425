/**
 * /dashboard_admin/activities, 'Attività Sistema' (docs/behaviour.md, "Admin activities"): back to the panel, filters,
 * counts, the table, its dialogs and the CSV export. Administrators and managers (the panel's rule, same text and
 * 'Torna alla Dashboard' button); a manager sees only their people (the server narrows every list, "Managers") and
 * gets no 'Modifica' on their own punches, which another administrator or manager corrects.
 */
import { Button } from 'antd';
import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from './admin.tokens';
import { StoreToken } from '../app/app.tokens';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { SCREEN_ERRORS } from '../i18n/screen-errors';
import admin from '../i18n/it/admin.json';
import { useDisplayText } from '../shared/use-display-text';
import { useInjection, useScreenStore } from '../shared/use-injection';
import { useFiltersFromAddress } from './activities/filters-from-address';
import { ActivitiesTable } from './activities/activities-table';
import { ActivityFiltersPanel } from './activities/activity-filters-panel';
import { AuditDialog } from './activities/audit-dialog';
import { AdminEditPunchDialog } from './activities/admin-edit-punch-dialog';
import { NotesDialog } from './activities/notes-dialog';
import { AdminAccessDenied } from './shared/admin-access-denied';
import { AdminPageHeader } from './shared/admin-page-header';
import { ListMessages } from './shared/list-messages';
import './admin.css';

const ActivitiesPage = observer(function ActivitiesPage() {
  const session = useInjection(StoreToken.Session);
  if (!session.isAdmin && !session.isManager) return <AdminAccessDenied />;
  return <ActivitiesScreen isAdmin={session.isAdmin} ownUserId={session.user?.id ?? null} />;
});

/** `isAdmin` false: a manager's screen (their panel's name on the way back, no 'Modifica' on their own punches). */
const ActivitiesScreen = observer(function ActivitiesScreen({ isAdmin, ownUserId }: { isAdmin: boolean; ownUserId: number | null }) {
  const store = useScreenStore(AdminToken.ActivitiesStore);
  // A link from 'Report Presenze' ('Vedi timbrature') opens the list already filtered.
  useFiltersFromAddress(store);
  const { t } = useTranslation();
  const text = useDisplayText();

  return (
    <main className="admin-page">
      <AdminPageHeader
        title={t('admin.activities.title')}
        backTo="/dashboard_admin"
        backLabel={t(isAdmin ? 'admin.activities.back' : 'admin.activities.backManager')}
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
      <ListMessages error={store.error} onCloseError={store.clearError} />
      <div className="admin-counts" aria-live="polite">
        <span>{text(store.showingMessage)}</span>
        <span>{text(store.pageMessage)}</span>
      </div>
      <ActivitiesTable store={store} canEdit={(activity) => isAdmin || activity.user_id !== ownUserId} />
      {store.notesOf && <NotesDialog activity={store.notesOf} onClose={store.closeNotes} />}
      {store.editPunch && <AdminEditPunchDialog editPunch={store.editPunch} onSave={() => void store.saveEditPunch()} onCancel={store.closeEditPunch} />}
      {store.audit && <AuditDialog audit={store.audit} onClose={store.closeAudit} />}
    </main>
  );
});

export default ActivitiesPage;
export const needs: ChunkNeeds = { texts: { admin, ...SCREEN_ERRORS } };
