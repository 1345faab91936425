/**
 * The login screen's plain controls, shared by its form and 'Imposta una nuova password' (a chunk of its own): the
 * labelled field with its icon inside the box, and the alert above a form.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../core/domain';
import { useDisplayText } from '../shared/use-display-text';

/**
 * The red (error), amber (session, a browser without a device key) or blue (news that is no failure) message above
 * the form; errors and warnings are announced at once, news politely.
 */
export function LoginAlert({ kind, message, onClose }: { kind: 'error' | 'warning' | 'info'; message: DisplayMessage; onClose(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  return (
    <div className={`login-alert login-alert--${kind}`} role={kind === 'info' ? 'status' : 'alert'}>
      <span className="login-alert__text">{text(message)}</span>
      <button type="button" className="login-alert__close" aria-label={t('shell.toast.close')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/**
 * A labelled input of the form, its icon inside the box; with `error` (its id `${id}-error`) the message shows under
 * the box, and with `hint` a quiet line when there is no error. The input itself should name them in
 * aria-describedby (see describedBy).
 */
export function LoginField({
  id,
  label,
  icon,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className={`login-field${error ? ' login-field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="login-field__box">
        {icon}
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className="login-field__message login-field__message--error" role="alert">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="login-field__message">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The aria-describedby of a LoginField's input: its error, else its hint. */
export function describedBy(id: string, error: string | undefined, hint?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}
