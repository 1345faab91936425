/**
 * A dialog asking for a required reason ('Rifiuta' of a request, 'Riapri mese'): what it is about, the reason, then
 * the action (in red) / 'Annulla'. While sending it cannot be closed (no Escape, no mask click, Annulla disabled); a
 * refused send keeps the text typed, with the error above it.
 */
import type { ReactNode } from 'react';
import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from './field';
import { REASON_MAX_LENGTH, type ReasonForm } from './reason-form';

export interface ReasonDialogProps {
  form: ReasonForm<unknown>;
  title: string;
  /** The action's button ('Rifiuta', 'Riapri mese'). */
  okText: string;
  /** What the reason is about, above the field. */
  summary: ReactNode;
  /** The reason's field: its id, label and optional help under it. */
  field: { id: string; label: string; help?: string };
  onOk(): void;
  onCancel(): void;
}

export const ReasonDialog = observer(function ReasonDialog({ form, title, okText, summary, field, onOk, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { isSaving } = form;
  return (
    <Modal
      open
      title={title}
      onOk={onOk}
      onCancel={onCancel}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={isSaving}
      cancelButtonProps={{ disabled: isSaving }}
      mask={{ closable: !isSaving }}
      keyboard={!isSaving}
      destroyOnHidden
    >
      {form.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(form.error)} />}
      <p>{summary}</p>
      <Field id={field.id} label={field.label} required error={form.fieldErrors.reason} help={field.help}>
        {(control) => (
          <Input.TextArea
            {...control}
            aria-required
            autoFocus
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
          />
        )}
      </Field>
    </Modal>
  );
});
