/** 'Modifica Data/Ora' (spec §2): a datetime-local field, Annulla, Salva ('Salvando...' while saving). */
import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from '../shared/field';
import { formatDateTime } from '../shared/format-date-time';
import type { EditTimeStore } from './edit-time.store';

export const EditTimeDialog = observer(function EditTimeDialog({ editTime, onSave, onCancel }: { editTime: EditTimeStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { activity } = editTime;
  return (
    <Modal
      open
      title={t('admin.activities.editDialog.title')}
      onCancel={onCancel}
      onOk={onSave}
      okText={editTime.isSaving ? t('admin.common.saving') : t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={editTime.isSaving}
      okButtonProps={{ disabled: editTime.value.trim() === '' }}
      cancelButtonProps={{ disabled: editTime.isSaving }}
      mask={{ closable: !editTime.isSaving }}
      keyboard={!editTime.isSaving}
      destroyOnHidden
    >
      <p className="admin-muted">
        {activity.user_full_name || activity.user} · {formatDateTime(activity.timestamp, true)}
      </p>
      {editTime.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(editTime.error)} />}
      <Field id="activity-edit-time" label={t('admin.activities.editDialog.field')} required error={editTime.fieldError}>
        {(control) => (
          <Input {...control} type="datetime-local" value={editTime.value} onChange={(event) => editTime.setValue(event.target.value)} />
        )}
      </Field>
    </Modal>
  );
});
