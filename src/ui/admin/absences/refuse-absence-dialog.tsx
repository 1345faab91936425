/**
 * 'Rifiuta' of an absence request (docs/behaviour.md, "Absences in the admin panel"): what is refused, the required
 * 'Motivo del rifiuto' the employee will read, then 'Rifiuta' / 'Annulla'. While sending it cannot be closed; a
 * refused send keeps the text typed, with the error above it.
 */
import { Alert, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { Field } from '../shared/field';
import { employeeOf, periodWithAmount } from './absence-format';
import { ABSENCE_REFUSAL_MAX_LENGTH, type RefuseAbsenceForm } from './refuse-absence.form';

export const RefuseAbsenceDialog = observer(function RefuseAbsenceDialog({
  form,
  onRefuse,
  onCancel,
}: {
  form: RefuseAbsenceForm;
  onRefuse(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { absence, isSaving } = form;
  return (
    <Modal
      open
      title={t('adminAbsences.refuse.title', { who: employeeOf(absence) })}
      onOk={onRefuse}
      onCancel={onCancel}
      okText={t('adminAbsences.requests.refuse')}
      okButtonProps={{ danger: true }}
      cancelText={t('admin.common.cancel')}
      confirmLoading={isSaving}
      cancelButtonProps={{ disabled: isSaving }}
      mask={{ closable: !isSaving }}
      keyboard={!isSaving}
      destroyOnHidden
    >
      {form.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(form.error)} />}
      <p>{t('adminAbsences.refuse.summary', { type: `${absence.code} ${absence.type_name}`, period: periodWithAmount(t, absence) })}</p>
      <Field id="absence-refusal-reason" label={t('adminAbsences.refuse.reason')} required error={form.fieldErrors.reason} help={t('adminAbsences.refuse.reasonHelp')}>
        {(control) => (
          <Input.TextArea
            {...control}
            aria-required
            autoFocus
            rows={3}
            maxLength={ABSENCE_REFUSAL_MAX_LENGTH}
            value={form.reason}
            onChange={(event) => form.setReason(event.target.value)}
          />
        )}
      </Field>
    </Modal>
  );
});
