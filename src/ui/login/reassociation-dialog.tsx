/**
 * The device reassociation dialog (docs/behaviour.md, "The bound device"): warning, consequences, prefilled
 * credentials, 'Annulla' / 'Riassocia Device' ('Riassociazione...' while running). While the request runs the dialog
 * cannot be closed (no Escape, no mask click, no close button) and its controls are disabled. A lazy chunk (default
 * export): the login page mounts it while the dialog is open.
 */
import { Alert, Button, Input, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../shared/use-display-text';
import type { LoginStore } from './login.store';

const ReassociationDialog = observer(function ReassociationDialog({ store }: { store: LoginStore }) {
  const dialog = store.reassociation;
  const { t } = useTranslation();
  const text = useDisplayText();
  const busy = dialog.isSubmitting;

  return (
    <Modal
      open={dialog.open}
      title={t('login.reassociation.title')}
      onCancel={store.cancelReassociation}
      closable={busy ? false : { 'aria-label': t('common.close') }}
      keyboard={!busy}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={store.cancelReassociation} disabled={busy}>
          {t('login.reassociation.cancel')}
        </Button>,
        <Button key="submit" type="primary" onClick={() => void store.submitReassociation()} disabled={!dialog.canSubmit}>
          {busy ? t('login.reassociation.submitting') : t('login.reassociation.submit')}
        </Button>,
      ]}
    >
      <Alert
        className="app-banner"
        type="warning"
        showIcon
        // Static explanation, not a live announcement (antd's default role is 'alert').
        role="note"
        title={t('login.reassociation.warningTitle')}
        description={
          <>
            <p>{t('login.reassociation.warningText')}</p>
            <p>{t('login.reassociation.consequencesTitle')}</p>
            <ul>
              <li>{t('login.reassociation.consequenceBound')}</li>
              <li>{t('login.reassociation.consequencePrevious')}</li>
              <li>{t('login.reassociation.consequenceAdmins')}</li>
              <li>{t('login.reassociation.consequenceLogged')}</li>
            </ul>
          </>
        }
      />
      {dialog.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(dialog.error)} />}
      <div className="reassociation-field">
        <label htmlFor="reassociation-username">{t('login.username')}</label>
        <Input
          id="reassociation-username"
          autoComplete="username"
          autoCapitalize="none"
          value={dialog.username}
          onChange={(event) => dialog.setUsername(event.target.value)}
          disabled={busy}
        />
      </div>
      <div className="reassociation-field">
        <label htmlFor="reassociation-password">{t('login.password')}</label>
        <Input.Password
          id="reassociation-password"
          autoComplete="current-password"
          value={dialog.password}
          onChange={(event) => dialog.setPassword(event.target.value)}
          disabled={busy}
          visibilityToggle={false}
        />
      </div>
    </Modal>
  );
});

export default ReassociationDialog;
