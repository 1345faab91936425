/**
 * 'Modifica Data/Ora' (docs/behaviour.md, "Admin activities"): 'Data e ora' as two fields, 'Data' (DD/MM/YYYY, the
 * shared Italian date field) and 'Ora' (24 hours, HH:MM), Annulla, Salva ('Salvando...' while saving). Native
 * datetime-local would follow the browser's locale (an English browser: 11/26/2026, 05:30 PM).
 */
import { Alert, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, preloadDateField } from '../../shared/date-field';
import { TimeField } from '../../shared/time-field';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from '../shared/field';
import { formatDateTime } from '../shared/format-date-time';
import type { AdminEditPunchStore } from './admin-edit-punch.store';

export const AdminEditPunchDialog = observer(function AdminEditPunchDialog({ editPunch, onSave, onCancel }: { editPunch: AdminEditPunchStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { activity } = editPunch;
  // The calendar's chunk is on its way while the dialog opens.
  useEffect(preloadDateField, []);
  const { date, time, isSaving } = editPunch;
  return (
    <Modal
      open
      title={t('admin.activities.editPunchDialog.title')}
      onCancel={onCancel}
      onOk={onSave}
      okText={editPunch.isSaving ? t('admin.common.saving') : t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={editPunch.isSaving}
      okButtonProps={{ disabled: editPunch.isIncomplete }}
      cancelButtonProps={{ disabled: editPunch.isSaving }}
      mask={{ closable: !editPunch.isSaving }}
      keyboard={!editPunch.isSaving}
      destroyOnHidden
    >
      <p className="admin-muted">
        {activity.user_full_name || activity.user} · {formatDateTime(activity.timestamp, true)}
      </p>
      {editPunch.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(editPunch.error)} />}
      <fieldset className="admin-edit-punch__when">
        <legend className="admin-edit-punch__legend">{t('admin.activities.editPunchDialog.field')}</legend>
        <Field id="activity-edit-punch-date" label={t('admin.activities.editPunchDialog.date')} required error={editPunch.dateError}>
          {(control) => <DateField {...control} value={date} disabled={isSaving} onChange={editPunch.setDate} />}
        </Field>
        <Field id="activity-edit-punch-time" label={t('admin.activities.editPunchDialog.time')} required error={editPunch.fieldError}>
          {(control) => <TimeField {...control} value={time} disabled={isSaving} onChange={editPunch.setTime} />}
        </Field>
      </fieldset>
    </Modal>
  );
});
