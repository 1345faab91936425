/**
 * The audit trail of a corrected punch: original and new time, who changed it and when; 'Autocorrezione' marks a
 * correction the only active administrator made on their own punch (docs/behaviour.md, "Managers").
 */
import { Alert, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PunchCorrection } from '../../../core/contract';
import { useDisplayText } from '../../shared/use-display-text';
import { CloseOnlyDialog } from '../shared/close-only-dialog';
import { ReadOnlyTable } from '../shared/admin-table';
import { formatDateTime } from '../shared/format-date-time';
import type { PunchAuditStore } from './punch-audit.store';

export const AuditDialog = observer(function AuditDialog({ audit, onClose }: { audit: PunchAuditStore; onClose(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { activity } = audit;
  const title = t('admin.activities.auditDialog.title');
  const columns = [
    { key: 'old', title: t('admin.activities.auditDialog.originalTime'), render: (_: unknown, c: PunchCorrection) => (c.old_timestamp === null ? t('admin.activities.auditDialog.added') : formatDateTime(c.old_timestamp, true)) },
    { key: 'new', title: t('admin.activities.auditDialog.newTime'), render: (_: unknown, c: PunchCorrection) => formatDateTime(c.new_timestamp, true) },
    {
      key: 'by',
      title: t('admin.activities.auditDialog.changedBy'),
      render: (_: unknown, c: PunchCorrection) => (
        <>
          {c.changed_by}
          {c.self_correction && (
            <Tag color="orange" style={{ marginInlineStart: 6 }} title={t('admin.activities.auditDialog.selfCorrectionHelp')}>
              {t('admin.activities.auditDialog.selfCorrection')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'at', title: t('admin.activities.auditDialog.changedAt'), render: (_: unknown, c: PunchCorrection) => formatDateTime(c.changed_at, true) },
  ];
  return (
    <CloseOnlyDialog title={title} width={720} onClose={onClose}>
      <p className="admin-muted">
        {activity.user_full_name || activity.user} · {t(activity.entry_type === 'IN' ? 'admin.activities.typeIn' : 'admin.activities.typeOut')} ·{' '}
        {formatDateTime(activity.timestamp, true)}
      </p>
      {audit.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(audit.error)} />}
      <ReadOnlyTable<PunchCorrection> label={title} columns={columns} rows={audit.corrections} loading={audit.isLoading} emptyText={t('admin.activities.auditDialog.empty')} />
    </CloseOnlyDialog>
  );
});
