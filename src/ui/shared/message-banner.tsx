/**
 * An in-page message at the top of a screen (the desktop dashboard's banners): closable; a success clears itself
 * after `lifetimeMs` (5 s on the desktop dashboard, 4 s on the mobile one; docs/behaviour.md, "Errors and messages");
 * errors stay until closed.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESKTOP_SUCCESS_BANNER_MS, type DisplayMessage } from '../../core/domain';
import { useAutoDismiss } from './use-auto-dismiss';
import { useDisplayText } from './use-display-text';

export interface MessageBannerProps {
  message: DisplayMessage | null;
  kind: 'success' | 'error' | 'warning' | 'info';
  onClose(): void;
  /** Auto-clear delay; default 5000 ms for successes, never for the other kinds. */
  lifetimeMs?: number | null;
}

export function MessageBanner({ message, kind, onClose, lifetimeMs }: MessageBannerProps) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const lifetime = lifetimeMs !== undefined ? lifetimeMs : kind === 'success' ? DESKTOP_SUCCESS_BANNER_MS : null;
  useAutoDismiss(message, lifetime, onClose);
  if (!message) return null;
  return (
    <Alert
      className="app-banner"
      type={kind}
      showIcon
      role={kind === 'error' ? 'alert' : 'status'}
      title={text(message)}
      closable={{ closeIcon: true, 'aria-label': t('shell.toast.close'), onClose }}
    />
  );
}
