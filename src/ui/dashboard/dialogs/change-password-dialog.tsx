/**
 * 'Cambia password' (docs/behaviour.md, "Passwords"): 'Password attuale', 'Nuova password', 'Conferma nuova
 * password', each with its message under it; 'Annulla' ('Fatto' after a success) and 'Salva password'
 * ('Salvataggio...' while saving, when the dialog cannot be closed). Success shows its message above the emptied
 * fields. The phone's dashboard loads it as a chunk of its own (app/lazy-chunk.tsx).
 */
import { Alert, Button, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage, PasswordChangeField } from '../../../core/domain';
import { useDisplayText } from '../../shared/use-display-text';
import type { ChangePasswordStore } from '../change-password.store';

const FORM_ID = 'change-password-form';

export const ChangePasswordDialog = observer(function ChangePasswordDialog({ store }: { store: ChangePasswordStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const busy = store.isSubmitting;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };

  const field = (name: PasswordChangeField, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={store.form.values[name]}
      onChange={(value) => store.set(name, value)}
      error={store.form.errors[name]}
      hint={hint}
      disabled={busy}
    />
  );

  return (
    <Modal
      open={store.open}
      title={t('dashboard.password.title')}
      onCancel={store.close}
      closable={busy ? false : { 'aria-label': t('common.close') }}
      keyboard={!busy}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={store.close} disabled={busy}>
          {store.success ? t('dashboard.password.done') : t('dashboard.password.cancel')}
        </Button>,
        <Button key="submit" size="large" type="primary" htmlType="submit" form={FORM_ID} loading={busy} disabled={!store.canSubmit}>
          {busy ? t('dashboard.password.submitting') : t('dashboard.password.submit')}
        </Button>,
      ]}
    >
      <p className="muted">{t('dashboard.password.intro')}</p>
      {store.success && <Alert className="app-banner" type="success" showIcon role="status" title={text(store.success)} />}
      {store.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} />}
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-busy={busy}>
        {field('current_password', t('dashboard.password.current'), 'current-password')}
        {field('new_password', t('dashboard.password.new'), 'new-password', t('dashboard.password.hint'))}
        {field('confirm_password', t('dashboard.password.confirm'), 'new-password')}
      </form>
    </Modal>
  );
});

function PasswordField(props: {
  name: PasswordChangeField;
  label: string;
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  error: DisplayMessage | undefined;
  hint?: string;
  disabled: boolean;
}) {
  const text = useDisplayText();
  const id = `change-password-${props.name}`;
  const messageId = `${id}-message`;
  const message = props.error ? text(props.error) : props.hint;
  return (
    <div className="password-field">
      <label htmlFor={id}>{props.label}</label>
      <Input.Password
        id={id}
        size="large"
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.disabled}
        visibilityToggle={false}
        status={props.error ? 'error' : undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      {message && (
        <p id={messageId} className={props.error ? 'password-field__error' : 'password-field__hint'} role={props.error ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}

export default ChangePasswordDialog;
