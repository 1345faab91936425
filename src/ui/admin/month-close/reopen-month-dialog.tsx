/**
 * 'Riapri mese' (docs/behaviour.md, "Closing the month in the admin panel"): which month reopens, 'Motivo della
 * riapertura' (required; audited with the reopening), then 'Riapri mese' / 'Annulla'.
 */
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../shared/reason-dialog';
import type { ReasonForm } from '../shared/reason-form';

export function ReopenMonthDialog({ form, title, onReopen, onCancel }: { form: ReasonForm; title: string; onReopen(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      form={form}
      title={title}
      okText={t('monthClose.reopen')}
      summary={t('monthClose.reopenDialog.explain')}
      field={{ id: 'month-reopen-reason', label: t('monthClose.reopenDialog.reason') }}
      onOk={onReopen}
      onCancel={onCancel}
    />
  );
}
