/**
 * 'Annullare la richiesta?' (docs/behaviour.md, "My absences"): names the request, 'Sì, annulla' withdraws it, 'No,
 * mantieni' keeps it; a refusal (an administrator decided meanwhile, a closed month) shows in Italian in the dialog.
 */
import { Alert, Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../shared/use-display-text';
import { formatAbsencePeriod } from './absence-format';
import type { MyAbsencesStore } from './my-absences.store';

export const CancelAbsenceDialog = observer(function CancelAbsenceDialog({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const absence = store.confirming;
  if (!absence) return null;
  const busy = store.isCancelling;
  return (
    <Modal
      open
      title={t('absences.cancel.title')}
      onCancel={store.dismissCancel}
      closable={busy ? false : { 'aria-label': t('absences.form.close') }}
      keyboard={!busy}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      footer={[
        <Button key="keep" size="large" onClick={store.dismissCancel} disabled={busy}>
          {t('absences.cancel.keep')}
        </Button>,
        <Button key="confirm" size="large" type="primary" danger loading={busy} onClick={() => void store.confirmCancel()}>
          {busy ? t('absences.cancel.cancelling') : t('absences.cancel.confirm')}
        </Button>,
      ]}
    >
      {store.cancelError && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.cancelError)} />}
      <p>{t('absences.cancel.body', { code: absence.code, name: absence.type_name, when: formatAbsencePeriod(absence, t) })}</p>
    </Modal>
  );
});
