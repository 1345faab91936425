import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ConfirmRequest } from './confirm';

/**
 * A button shown as an icon only: `label` is what a screen reader announces and, unless `tooltip` says more
 * (why it is disabled, say), what the tooltip shows to everyone else.
 */
export function IconAction({
  label,
  icon,
  tooltip = label,
  danger,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  tooltip?: string;
  danger?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip title={tooltip}>
      <Button danger={danger} icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** The red bin of a list row: asks `confirmTitle` first ('Elimina'/'Annulla'), then runs `onDelete`. */
export function DeleteAction({ label, confirmTitle, confirm, onDelete }: { label: string; confirmTitle: string; confirm(request: ConfirmRequest): void; onDelete(): Promise<unknown> }) {
  const { t } = useTranslation();
  return <IconAction danger label={label} icon={<DeleteOutlined />} onClick={() => confirm({ title: confirmTitle, okText: t('admin.common.delete'), onConfirm: onDelete })} />;
}
