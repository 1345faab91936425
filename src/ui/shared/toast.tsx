/**
 * A floating message above the bottom navigation (mobile), with its lifetimes (docs/behaviour.md, "Errors and
 * messages"): success 4000 ms, error 6000 ms (overridable, e.g. 3000 ms for location messages). Closable by hand too.
 * Errors are announced assertively (role alert), successes politely (role status).
 */
import { useTranslation } from 'react-i18next';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, type DisplayMessage } from '../../core/domain';
import { Notice } from '../kit';
import { useAutoDismiss } from './use-auto-dismiss';
import { useDisplayText } from './use-display-text';

export interface ToastProps {
  message: DisplayMessage | null;
  kind: 'success' | 'error' | 'info' | 'warning';
  onClose(): void;
  /** Defaults: success 4000 ms, error 6000 ms, others 4000 ms. */
  lifetimeMs?: number;
}

const DEFAULT_LIFETIME: Record<ToastProps['kind'], number> = {
  success: SUCCESS_TOAST_MS,
  error: ERROR_TOAST_MS,
  info: SUCCESS_TOAST_MS,
  warning: ERROR_TOAST_MS,
};

export function Toast({ message, kind, onClose, lifetimeMs }: ToastProps) {
  const { t } = useTranslation();
  const text = useDisplayText();
  useAutoDismiss(message, lifetimeMs ?? DEFAULT_LIFETIME[kind], onClose);
  if (!message) return null;
  return (
    <div className="app-toast">
      <Notice tone={kind} role={kind === 'error' ? 'alert' : 'status'} title={text(message)} onClose={onClose} closeLabel={t('shell.toast.close')} />
    </div>
  );
}
