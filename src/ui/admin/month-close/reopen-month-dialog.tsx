/**
 * 'Riapri mese' (docs/behaviour.md, "Closing the month in the admin panel"): which month reopens, 'Motivo della
 * riapertura' (required; audited with the reopening), then 'Riapri mese' / 'Annulla'. It cannot be closed while
 * sending; a refused send keeps the text typed, with the error above it.
 */
import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from '../shared/field';
import { REOPEN_REASON_MAX_LENGTH, type ReopenMonthForm } from './reopen-month.form';

export const ReopenMonthDialog = observer(function ReopenMonthDialog({
  form,
  title,
  onReopen,
  onCancel,
}: {
  form: ReopenMonthForm;
  title: string;
  onReopen(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { isSaving } = form;
  return (
    <Modal
      open
      title={title}
      onOk={onReopen}
      onCancel={onCancel}
      okText={t('monthClose.reopen')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={isSaving}
      cancelButtonProps={{ disabled: isSaving }}
      mask={{ closable: !isSaving }}
      keyboard={!isSaving}
      destroyOnHidden
    >
      {form.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(form.error)} />}
      <p>{t('monthClose.reopenDialog.explain')}</p>
      <Field id="month-reopen-reason" label={t('monthClose.reopenDialog.reason')} required error={form.fieldErrors.reason}>
        {(control) => (
          <Input.TextArea
            {...control}
            aria-required
            autoFocus
            rows={3}
            maxLength={REOPEN_REASON_MAX_LENGTH}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
          />
        )}
      </Field>
    </Modal>
  );
});
