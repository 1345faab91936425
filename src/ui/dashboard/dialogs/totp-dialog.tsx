/**
 * 'Verifica in due passaggi' (docs/behaviour.md, "Administrators' verification code"), for an administrator's own
 * account. Off: the QR code to scan, the key as text (in groups of four, with 'Copia chiave'), 'Codice di verifica'
 * and 'Attiva'; then the ten recovery codes with the warning to keep them and 'Ho salvato i codici', the only way
 * out of that step. On: 'Codice di verifica' and 'Disattiva'. All state is TotpStore's. The phone's drawer loads it as
 * a chunk of its own (app/lazy-chunk.tsx); the desktop dashboard imports it.
 */
import { Alert, Button, Input, Modal, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import type { TotpStore } from '../totp.store';
import './totp-dialog.css';

const FORM_ID = 'totp-form';
const CODE_ID = 'totp-code';

export const TotpDialog = observer(function TotpDialog({ store }: { store: TotpStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const busy = store.isSubmitting;
  // The recovery codes are shown once: leaving them takes the explicit 'Ho salvato i codici'.
  const closable = !busy && store.phase !== 'recoveryCodes';

  return (
    <Modal
      open={store.open}
      title={t('dashboard.totp.title')}
      onCancel={store.close}
      closable={closable ? { 'aria-label': t('common.close') } : false}
      keyboard={closable}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      className="totp-dialog"
      footer={<Footer store={store} />}
    >
      {store.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} />}
      <Body store={store} />
    </Modal>
  );
});

const Body = observer(function Body({ store }: { store: TotpStore }) {
  const { t } = useTranslation();
  switch (store.phase) {
    case 'loading':
      return (
        <div role="status" className="totp-dialog__loading">
          <Spin description={t('dashboard.totp.loading')} />
        </div>
      );
    case 'failed':
      return null;
    case 'setup':
      return (
        <>
          <p>{t('dashboard.totp.intro')}</p>
          {store.setup && (
            <>
              <p className="totp-dialog__step">{t('dashboard.totp.scan')}</p>
              <img className="totp-dialog__qr" src={store.setup.qrImage} alt={t('dashboard.totp.qrAlt')} width={200} height={200} />
              <p className="totp-dialog__secret-label">{t('dashboard.totp.secretLabel')}</p>
              <Typography.Paragraph
                className="totp-dialog__secret"
                copyable={{ text: store.setup.secret, tooltips: [t('dashboard.totp.copySecret'), t('dashboard.totp.copied')] }}
              >
                <code data-testid="totp-secret">{store.setup.groupedSecret}</code>
              </Typography.Paragraph>
            </>
          )}
          <p className="totp-dialog__step">{t('dashboard.totp.confirmStep')}</p>
          <CodeForm store={store} />
        </>
      );
    case 'recoveryCodes':
      return (
        <>
          <Alert className="app-banner" type="success" showIcon role="status" title={t('dashboard.totp.enabled')} />
          <Alert className="app-banner" type="warning" showIcon role="note" title={t('dashboard.totp.recoveryWarning')} />
          <h3 className="totp-dialog__codes-title" id="totp-recovery-title">
            {t('dashboard.totp.recoveryTitle')}
          </h3>
          <ol className="totp-dialog__codes" aria-labelledby="totp-recovery-title">
            {store.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <Typography.Paragraph
            className="totp-dialog__copy-codes"
            copyable={{ text: store.recoveryCodes.join('\n'), tooltips: [t('dashboard.totp.copyCodes'), t('dashboard.totp.copied')] }}
          >
            {t('dashboard.totp.copyCodes')}
          </Typography.Paragraph>
        </>
      );
    case 'enabled':
      return (
        <>
          <p>{t('dashboard.totp.onText')}</p>
          <p>{t('dashboard.totp.disableHint')}</p>
          <CodeForm store={store} />
        </>
      );
    case 'turnedOff':
      return <Alert className="app-banner" type="success" showIcon role="status" title={t('dashboard.totp.turnedOff')} />;
  }
});

/** 'Codice di verifica': six digits, the phone's numeric keyboard, and the code the phone may offer from a message. */
const CodeForm = observer(function CodeForm({ store }: { store: TotpStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const error = store.codeError ? text(store.codeError) : undefined;
  const message = error ?? t('dashboard.totp.codeHint');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-busy={store.isSubmitting} className="password-field totp-dialog__code">
      <label htmlFor={CODE_ID}>{t('dashboard.totp.code')}</label>
      <Input
        id={CODE_ID}
        size="large"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={store.code}
        onChange={(event) => store.setCode(event.target.value)}
        disabled={store.isSubmitting}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${CODE_ID}-message`}
      />
      <p id={`${CODE_ID}-message`} className={error ? 'password-field__error' : 'password-field__hint'} role={error ? 'alert' : undefined}>
        {message}
      </p>
    </form>
  );
});

const Footer = observer(function Footer({ store }: { store: TotpStore }) {
  const { t } = useTranslation();
  const busy = store.isSubmitting;
  const cancel = (label: string): ReactNode => (
    <Button key="cancel" size="large" onClick={store.close} disabled={busy}>
      {label}
    </Button>
  );
  switch (store.phase) {
    case 'loading':
      return [cancel(t('dashboard.totp.cancel'))];
    case 'failed':
      return [
        cancel(t('dashboard.totp.close')),
        <Button key="retry" size="large" type="primary" onClick={() => void store.load()}>
          {t('dashboard.totp.retry')}
        </Button>,
      ];
    case 'setup':
      return [
        cancel(t('dashboard.totp.cancel')),
        <Button key="submit" size="large" type="primary" htmlType="submit" form={FORM_ID} loading={busy} disabled={!store.canSubmit}>
          {busy ? t('dashboard.totp.enabling') : t('dashboard.totp.enable')}
        </Button>,
      ];
    case 'recoveryCodes':
      return [
        <Button key="saved" size="large" type="primary" onClick={store.close}>
          {t('dashboard.totp.saved')}
        </Button>,
      ];
    case 'enabled':
      return [
        cancel(t('dashboard.totp.cancel')),
        <Button key="submit" size="large" danger type="primary" htmlType="submit" form={FORM_ID} loading={busy} disabled={!store.canSubmit}>
          {busy ? t('dashboard.totp.disabling') : t('dashboard.totp.disable')}
        </Button>,
      ];
    case 'turnedOff':
      return [
        <Button key="close" size="large" type="primary" onClick={store.close}>
          {t('dashboard.totp.close')}
        </Button>,
      ];
  }
});

export default TotpDialog;
