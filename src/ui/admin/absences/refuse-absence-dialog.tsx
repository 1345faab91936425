/**
 * 'Rifiuta' of an absence request (docs/behaviour.md, "Absences in the admin panel"): what is refused, the required
 * 'Motivo del rifiuto' the employee will read, then 'Rifiuta' / 'Annulla'.
 */
import type { Absence } from '../../../core/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../shared/reason-dialog';
import type { ReasonForm } from '../shared/reason-form';
import { employeeOf, periodWithAmount } from './absence-format';

export const RefuseAbsenceDialog = observer(function RefuseAbsenceDialog({
  form,
  onRefuse,
  onCancel,
}: {
  form: ReasonForm<Absence>;
  onRefuse(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const absence = form.subject;
  return (
    <ReasonDialog
      form={form}
      title={t('adminAbsences.refuse.title', { who: employeeOf(absence) })}
      okText={t('adminAbsences.requests.refuse')}
      summary={t('adminAbsences.refuse.summary', { type: `${absence.code} ${absence.type_name}`, period: periodWithAmount(t, absence) })}
      field={{ id: 'absence-refusal-reason', label: t('adminAbsences.refuse.reason'), help: t('adminAbsences.refuse.reasonHelp') }}
      onOk={onRefuse}
      onCancel={onCancel}
    />
  );
});
