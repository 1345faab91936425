import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

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
