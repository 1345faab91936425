/**
 * The login screen: gradient page with the product name and tagline, a card of at most
 * 400 px 'Accedi al tuo account' (or in its place, for a password an administrator set, 'Imposta una nuova password':
 * new-password-card.tsx; for an account with the verification code on, 'Codice di verifica': second-factor-card.tsx),
 * the features and the footer with the link to 'Informativa privacy' (/privacy, public: readable before signing in);
 * entrance animations delayed 100 ms and 300 ms.
 * Plain HTML styled with the app's theme (login.css) rather than antd: it is the first screen most users load,
 * and the 200 KB budget of its first load leaves no room for antd's runtime (see app/lazy-chunk.tsx).
 * All state lives in LoginStore; this view only renders it and forwards input.
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreToken } from '../app/app.tokens';
import { lazyChunk } from '../app/lazy-chunk';
import { Link } from '../app/navigation';
import { TopProgressBar } from '../shared/top-progress-bar';
import { useScreenStore } from '../shared/use-injection';
import { LoginAlert, LoginField } from './login-controls';
import type { LoginStore } from './login.store';
import { EyeIcon, EyeOffIcon, LockIcon, PhoneIcon, ShieldIcon, TouchIcon, UserIcon } from './login-icons';
import './login.css';

// The entrance: the header after 100 ms, the card and the features after 300 ms.
const HEADER_DELAY_MS = 100;
const CARD_DELAY_MS = 300;
// The year of the footer's copyright line, as the customer's texts give it.
const COPYRIGHT_YEAR = 2024;

// Only a refused device needs the dialog (and antd's Modal): its chunk loads when it first opens.
const ReassociationDialog = lazyChunk(() => import('./reassociation-dialog'), { antd: true });
// Only an account whose password an administrator set meets 'Imposta una nuova password' (plain HTML, like this page).
const NewPasswordCard = lazyChunk(() => import('./new-password-card'));
// Only administrators who turned the verification code on meet 'Codice di verifica' (plain HTML too).
const SecondFactorCard = lazyChunk(() => import('./second-factor-card'));

const LoginPage = observer(function LoginPage() {
  const store = useScreenStore(StoreToken.Login);
  const { t } = useTranslation();
  const busy = store.isSubmitting;
  const savingPassword = store.newPassword.isSubmitting;
  const appName = t('app.name');

  return (
    <div className="app-gradient-page login-page">
      <TopProgressBar visible={busy} label={t('login.progress')} />
      <TopProgressBar visible={savingPassword} label={t('login.newPassword.progress')} />
      <main className="login-page__content">
        <header className="login-page__header app-enter" style={{ animationDelay: `${HEADER_DELAY_MS}ms` }}>
          <h1 className="login-page__title">{appName}</h1>
          <p className="login-page__tagline">{t('app.tagline')}</p>
        </header>

        {store.newPassword.open ? (
          <Suspense fallback={null}>
            <NewPasswordCard store={store} />
          </Suspense>
        ) : store.secondFactorOpen ? (
          <Suspense fallback={null}>
            <SecondFactorCard store={store} />
          </Suspense>
        ) : (
          <LoginFormCard store={store} />
        )}

        <section className="login-page__features app-enter" style={{ animationDelay: `${CARD_DELAY_MS}ms` }} aria-labelledby="login-features">
          <h2 id="login-features" className="login-page__features-title">
            {t('login.features.title')}
          </h2>
          <ul className="login-page__feature-list">
            <Feature icon={<TouchIcon />} title={t('login.features.touch')} text={t('login.features.touchText')} />
            <Feature icon={<ShieldIcon />} title={t('login.features.secure')} text={t('login.features.secureText')} />
            <Feature icon={<PhoneIcon />} title={t('login.features.mobileFirst')} text={t('login.features.mobileFirstText')} />
          </ul>
        </section>
      </main>

      <footer className="login-page__footer">
        <p>{t('login.footer.copyright', { year: COPYRIGHT_YEAR, appName })}</p>
        <p>
          <LockIcon /> {t('login.footer.secureAccess')}
        </p>
        <p>
          <PrivacyLink />
        </p>
      </footer>

      {store.reassociation.open && (
        <Suspense fallback={null}>
          <ReassociationDialog store={store} />
        </Suspense>
      )}
    </div>
  );
});

/** 'Accedi al tuo account': the alerts and the form. */
const LoginFormCard = observer(function LoginFormCard({ store }: { store: LoginStore }) {
  const { t } = useTranslation();
  const busy = store.isSubmitting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <section className="login-card app-enter" style={{ animationDelay: `${CARD_DELAY_MS}ms` }} aria-labelledby="login-card-title">
      <h2 id="login-card-title" className="login-card__title">
        {t('login.cardTitle')}
      </h2>
      {store.error && <LoginAlert kind="error" message={store.error} onClose={store.dismissError} />}
      {store.sessionMessage && <LoginAlert kind="warning" message={store.sessionMessage} onClose={store.dismissError} />}
      {store.info && <LoginAlert kind="info" message={store.info} onClose={store.dismissInfo} />}
      {store.deviceKeyWarning && <LoginAlert kind="warning" message={store.deviceKeyWarning} onClose={store.dismissDeviceKeyWarning} />}
      <form onSubmit={onSubmit} noValidate aria-busy={busy}>
        <LoginField id="login-username" label={t('login.username')} icon={<UserIcon />}>
          <input
            id="login-username"
            name="username"
            autoFocus
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={store.username}
            onChange={(event) => store.setUsername(event.target.value)}
            disabled={busy}
          />
        </LoginField>
        <LoginField id="login-password" label={t('login.password')} icon={<LockIcon />}>
          <input
            id="login-password"
            name="password"
            type={store.showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={store.password}
            onChange={(event) => store.setPassword(event.target.value)}
            disabled={busy}
          />
          <button
            type="button"
            className="login-field__toggle"
            aria-label={store.showPassword ? t('login.hidePassword') : t('login.showPassword')}
            aria-pressed={store.showPassword}
            onClick={store.toggleShowPassword}
            disabled={busy}
          >
            {store.showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </LoginField>
        <button type="submit" className="login-submit" disabled={!store.canSubmit}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </section>
  );
});

/** 'Informativa privacy': a real link (it opens in a new tab too), followed inside the app on a plain click. */
function PrivacyLink() {
  const { t } = useTranslation();
  return (
    <Link className="login-page__privacy-link" to="/privacy">
      {t('login.footer.privacy')}
    </Link>
  );
}

function Feature({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <li className="login-page__feature">
      <span className="login-page__feature-icon">{icon}</span>
      <span>
        <strong>{title}</strong>
        <br />
        <span className="login-page__feature-text">{text}</span>
      </span>
    </li>
  );
}

export default LoginPage;
