/**
 * 'Rifiuta' of a correction request (docs/behaviour.md, "Correction requests"): what is refused, the required reason
 * the employee will read, then 'Rifiuta' / 'Annulla'.
 */
import type { CorrectionRequest } from '../../../core/contract';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../shared/reason-dialog';
import type { ReasonForm } from '../shared/reason-form';
import { formatCalendarDate, requesterOf, timeOnDay } from './correction-format';

export const RefuseCorrectionDialog = observer(function RefuseCorrectionDialog({
  form,
  onRefuse,
  onCancel,
}: {
  form: ReasonForm<CorrectionRequest>;
  onRefuse(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const request = form.subject;
  return (
    <ReasonDialog
      form={form}
      title={t('corrections.refuseDialog.title', { who: requesterOf(request) })}
      okText={t('corrections.refuse')}
      summary={t('corrections.refuseDialog.summary', {
        kind: t(`corrections.kind.${request.kind}`),
        day: formatCalendarDate(request.business_date),
        time: timeOnDay(request.proposed_timestamp, request.business_date),
      })}
      field={{ id: 'correction-refusal-reason', label: t('corrections.refuseDialog.reason'), help: t('corrections.refuseDialog.reasonHelp') }}
      onOk={onRefuse}
      onCancel={onCancel}
    />
  );
});
