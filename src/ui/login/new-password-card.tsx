/**
 * 'Imposta una nuova password' (docs/behaviour.md, "Passwords"), in place of the login card after a right password an
 * administrator set: why, the new password twice (one eye button shows both), the message of each field under it,
 * 'Imposta password' ('Salvataggio in corso...' while it runs, every control disabled) and 'Torna al login'. An account
 * with the verification code on also gives a new code here (docs/behaviour.md, "Administrators' verification code").
 * Plain HTML like the login page, phone first: 48 px targets, one column. A lazy chunk (default export).
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../shared/use-display-text';
import { describedBy, LoginAlert, LoginField } from './login-controls';
import { EyeIcon, EyeOffIcon, LockIcon } from './login-icons';
import type { LoginStore } from './login.store';
import { SecondFactorField } from './second-factor-field';

const NEW_ID = 'new-password';
const CONFIRM_ID = 'new-password-confirm';
const CODE_ID = 'new-password-code';

const NewPasswordCard = observer(function NewPasswordCard({ store }: { store: LoginStore }) {
  const state = store.newPassword;
  const { t } = useTranslation();
  const text = useDisplayText();
  const busy = state.isSubmitting;
  const newError = state.form.errors.new_password && text(state.form.errors.new_password);
  const confirmError = state.form.errors.confirm_password && text(state.form.errors.confirm_password);
  const hint = t('login.newPassword.hint');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitNewPassword();
  };

  return (
    <section className="login-card new-password-card" aria-labelledby="new-password-title">
      <h2 id="new-password-title" className="login-card__title">
        {t('login.newPassword.title')}
      </h2>
      <p className="new-password-card__intro">{t('login.newPassword.intro', { username: state.username })}</p>
      {state.error && <LoginAlert kind="error" message={state.error} onClose={state.dismissError} />}
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        {/* For the browser's password manager: whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={state.username} readOnly hidden />
        <LoginField id={NEW_ID} label={t('login.newPassword.new')} icon={<LockIcon />} error={newError} hint={hint}>
          <input
            id={NEW_ID}
            name="new-password"
            type={state.showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            autoFocus
            value={state.form.values.new_password}
            onChange={(event) => state.setNewPassword(event.target.value)}
            disabled={busy}
            aria-invalid={newError ? true : undefined}
            aria-describedby={describedBy(NEW_ID, newError, hint)}
          />
          <button
            type="button"
            className="login-field__toggle"
            aria-label={state.showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={state.showPassword}
            onClick={state.toggleShowPassword}
            disabled={busy}
          >
            {state.showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </LoginField>
        <LoginField id={CONFIRM_ID} label={t('login.newPassword.confirm')} icon={<LockIcon />} error={confirmError}>
          <input
            id={CONFIRM_ID}
            name="new-password-confirm"
            type={state.showPassword ? 'text' : 'password'}
            autoComplete="new-password"
            value={state.form.values.confirm_password}
            onChange={(event) => state.setConfirmation(event.target.value)}
            disabled={busy}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={describedBy(CONFIRM_ID, confirmError)}
          />
        </LoginField>
        {state.asksCode && <SecondFactorField id={CODE_ID} state={state.secondFactor} disabled={busy} hint={t('login.secondFactor.newCodeHint')} />}
        <button type="submit" className="login-submit" disabled={!state.canSubmit}>
          {busy ? t('login.newPassword.submitting') : t('login.newPassword.submit')}
        </button>
        <button type="button" className="login-secondary" onClick={store.cancelNewPassword} disabled={busy}>
          {t('login.newPassword.cancel')}
        </button>
      </form>
    </section>
  );
});

export default NewPasswordCard;
