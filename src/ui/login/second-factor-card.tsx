/**
 * 'Codice di verifica' (docs/behaviour.md, "Administrators' verification code"), in place of the login card after a
 * right password of an account with the verification code on: the code (or a recovery code), 'Verifica' ('Verifica
 * in corso...' while it runs, every control disabled) and 'Annulla' back to the form, whose username and password are
 * kept. Plain HTML like the login page, phone first: 48 px targets, one column. A lazy chunk (default export): only
 * administrators who turned the code on ever see it.
 */
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginAlert } from './login-controls';
import type { LoginStore } from './login.store';
import { SecondFactorField } from './second-factor-field';

const CODE_ID = 'second-factor-code';

const SecondFactorCard = observer(function SecondFactorCard({ store }: { store: LoginStore }) {
  const { t } = useTranslation();
  const busy = store.isSubmitting;
  const state = store.secondFactor;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitSecondFactor();
  };

  return (
    <section className="login-card second-factor-card" aria-labelledby="second-factor-title">
      <h2 id="second-factor-title" className="login-card__title">
        {t('login.secondFactor.title')}
      </h2>
      <p className="second-factor-card__intro">{state.useRecoveryCode ? t('login.secondFactor.recoveryIntro') : t('login.secondFactor.intro')}</p>
      {store.error && <LoginAlert kind="error" message={store.error} onClose={store.dismissError} />}
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        {/* For the browser's password manager: whose code this is. */}
        <input type="text" name="username" autoComplete="username" value={store.username} readOnly hidden />
        <SecondFactorField id={CODE_ID} state={state} disabled={busy} autoFocus />
        <button type="submit" className="login-submit" disabled={!store.canSubmitSecondFactor}>
          {busy ? t('login.secondFactor.submitting') : t('login.secondFactor.submit')}
        </button>
        <button type="button" className="login-secondary" onClick={store.cancelSecondFactor} disabled={busy}>
          {t('login.secondFactor.cancel')}
        </button>
      </form>
    </section>
  );
});

export default SecondFactorCard;
