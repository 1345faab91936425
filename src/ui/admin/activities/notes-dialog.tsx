/** The notes of a punch (docs/behaviour.md, "Admin activities"): notes or anomaly note, location and time; 'Chiudi'. */
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '../../../core/contract';
import { OFFSITE_LOCATION_NAME } from '../../../core/domain';
import { CloseOnlyDialog } from '../shared/close-only-dialog';
import { formatDateTime } from '../shared/format-date-time';

export function NotesDialog({ activity, onClose }: { activity: AdminActivity; onClose(): void }) {
  const { t } = useTranslation();
  const items = [
    ...(activity.notes ? [{ key: 'notes', label: t('admin.activities.notesDialog.notes'), children: <span className="admin-notes-text">{activity.notes}</span> }] : []),
    ...(activity.anomaly_note
      ? [{ key: 'anomaly', label: t('admin.activities.notesDialog.anomalyNote'), children: <span className="admin-notes-text">{activity.anomaly_note}</span> }]
      : []),
    ...(!activity.notes && !activity.anomaly_note ? [{ key: 'none', label: t('admin.activities.notesDialog.notes'), children: t('admin.activities.notesDialog.noNotes') }] : []),
    {
      key: 'location',
      label: t('admin.activities.notesDialog.location'),
      children: activity.location === OFFSITE_LOCATION_NAME ? t('admin.activities.offsiteLocation') : activity.location,
    },
    { key: 'time', label: t('admin.activities.notesDialog.dateTime'), children: formatDateTime(activity.timestamp, true) },
  ];
  return (
    <CloseOnlyDialog title={t('admin.activities.notesDialog.title')} onClose={onClose}>
      <Descriptions column={1} bordered size="small" items={items} />
    </CloseOnlyDialog>
  );
}
