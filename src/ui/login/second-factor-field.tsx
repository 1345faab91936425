/**
 * The verification code of an account with it on (docs/behaviour.md, "Administrators' verification code"), shared by
 * 'Codice di verifica' and 'Imposta una nuova password': the app's six digits (the phone's numeric keyboard, and the
 * code it may offer from a message), or after 'Usa un codice di recupero' a recovery code; the refusal under the field.
 * While the app's codes are suspended: the amber notice saying so above the field, a recovery code only.
 * The state is SecondFactorState's (login.store.ts).
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../shared/use-display-text';
import { describedBy, LoginAlert, LoginField } from './login-controls';
import { ShieldIcon } from './login-icons';
import type { SecondFactorState } from './login.store';

export const SecondFactorField = observer(function SecondFactorField({
  id,
  state,
  disabled,
  hint,
  autoFocus,
}: {
  id: string;
  state: SecondFactorState;
  disabled: boolean;
  hint?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const error = state.error ? text(state.error) : undefined;
  const recovery = state.useRecoveryCode;

  return (
    <>
      {state.notice && <LoginAlert kind="warning" message={state.notice} onClose={state.dismissNotice} />}
      <LoginField
        id={id}
        label={recovery ? t('login.secondFactor.recoveryCode') : t('login.secondFactor.code')}
        icon={<ShieldIcon />}
        error={error}
        hint={hint}
      >
        <input
          // A new element for the other kind of code: the browser's autofill and keyboard follow the field's kind.
          key={recovery ? 'recovery' : 'totp'}
          id={id}
          name={recovery ? 'recovery-code' : 'one-time-code'}
          className="second-factor__input"
          {...(recovery
            ? { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 24 }
            : { inputMode: 'numeric' as const, autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: 6 })}
          spellCheck={false}
          autoFocus={autoFocus}
          value={state.code}
          onChange={(event) => state.setCode(event.target.value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
        />
      </LoginField>
      {!state.appCodesSuspended && (
        <button type="button" className="login-link" onClick={state.toggleRecoveryCode} disabled={disabled}>
          {recovery ? t('login.secondFactor.useAppCode') : t('login.secondFactor.useRecoveryCode')}
        </button>
      )}
    </>
  );
});
