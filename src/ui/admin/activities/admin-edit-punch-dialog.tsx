/**
 * 'Modifica Data/Ora' (docs/behaviour.md, "Admin activities"): a datetime-local field, Annulla, Salva ('Salvando...'
 * while saving).
 */
import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from '../shared/field';
import { formatDateTime } from '../shared/format-date-time';
import type { AdminEditPunchStore } from './admin-edit-punch.store';

export const AdminEditPunchDialog = observer(function AdminEditPunchDialog({ editPunch, onSave, onCancel }: { editPunch: AdminEditPunchStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { activity } = editPunch;
  return (
    <Modal
      open
      title={t('admin.activities.editPunchDialog.title')}
      onCancel={onCancel}
      onOk={onSave}
      okText={editPunch.isSaving ? t('admin.common.saving') : t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={editPunch.isSaving}
      okButtonProps={{ disabled: editPunch.value.trim() === '' }}
      cancelButtonProps={{ disabled: editPunch.isSaving }}
      mask={{ closable: !editPunch.isSaving }}
      keyboard={!editPunch.isSaving}
      destroyOnHidden
    >
      <p className="admin-muted">
        {activity.user_full_name || activity.user} · {formatDateTime(activity.timestamp, true)}
      </p>
      {editPunch.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(editPunch.error)} />}
      <Field id="activity-edit-punch" label={t('admin.activities.editPunchDialog.field')} required error={editPunch.fieldError}>
        {(control) => (
          <Input {...control} type="datetime-local" value={editPunch.value} onChange={(event) => editPunch.setValue(event.target.value)} />
        )}
      </Field>
    </Modal>
  );
});
