/**
 * 'Rifiuta' of a correction request (docs/behaviour.md, "Correction requests"): what is refused, the required reason
 * the employee will read, then 'Rifiuta' / 'Annulla'. While sending it cannot be closed; a refused send keeps the
 * text typed, with the error above it.
 */
import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from '../shared/field';
import { formatCalendarDate, requesterOf, timeOnDay } from './correction-format';
import { REFUSAL_REASON_MAX_LENGTH, type RefuseCorrectionForm } from './refuse-correction.form';

export const RefuseCorrectionDialog = observer(function RefuseCorrectionDialog({
  form,
  onRefuse,
  onCancel,
}: {
  form: RefuseCorrectionForm;
  onRefuse(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { request, isSaving } = form;
  return (
    <Modal
      open
      title={t('corrections.refuseDialog.title', { who: requesterOf(request) })}
      onOk={onRefuse}
      onCancel={onCancel}
      okText={t('corrections.refuse')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={isSaving}
      cancelButtonProps={{ disabled: isSaving }}
      mask={{ closable: !isSaving }}
      keyboard={!isSaving}
      destroyOnHidden
    >
      {form.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(form.error)} />}
      <p>
        {t('corrections.refuseDialog.summary', {
          kind: t(`corrections.kind.${request.kind}`),
          day: formatCalendarDate(request.business_date),
          time: timeOnDay(request.proposed_timestamp, request.business_date),
        })}
      </p>
      <Field id="correction-refusal-reason" label={t('corrections.refuseDialog.reason')} required error={form.fieldErrors.reason} help={t('corrections.refuseDialog.reasonHelp')}>
        {(control) => (
          <Input.TextArea
            {...control}
            aria-required
            autoFocus
            rows={3}
            maxLength={REFUSAL_REASON_MAX_LENGTH}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
          />
        )}
      </Field>
    </Modal>
  );
});
