/**
 * '⚠️ Anomalia di Posizione' (docs/behaviour.md, "Anomaly dialogs"): the server's location text or 'La tua posizione
 * GPS non coincide con la sede di check-in.', the required 'Nota anomalia GPS *' (4 rows), Annulla and 'Conferma
 * Check-out' ('Registrando...' while saving). The typed note survives a failed attempt.
 */
import { Alert, Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { AnomalyNoteField } from './anomaly-note-field';
import type { PunchStore } from '../punch.store';

export const CheckOutAnomalyDialog = observer(function CheckOutAnomalyDialog({ punch }: { punch: PunchStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const dialog = punch.checkOutDialog;
  const busy = punch.operating === 'checkout';

  return (
    <Modal
      open={dialog !== null}
      title={t('dashboard.anomaly.checkoutTitle')}
      onCancel={punch.cancelCheckOut}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={punch.cancelCheckOut} disabled={busy}>
          {t('dashboard.anomaly.cancel')}
        </Button>,
        <Button key="confirm" size="large" type="primary" danger loading={busy} onClick={() => void punch.confirmCheckOut()}>
          {busy ? t('dashboard.anomaly.saving') : t('dashboard.anomaly.confirmCheckout')}
        </Button>,
      ]}
    >
      {dialog && (
        <>
          <Alert type="warning" showIcon title={text(dialog.message)} />
          <AnomalyNoteField
            value={punch.checkOutNote}
            onChange={punch.setCheckOutNote}
            disabled={busy}
            error={punch.checkOutError}
          />
        </>
      )}
    </Modal>
  );
});

/** The mobile dashboard loads it as a chunk of its own (app/lazy-chunk.tsx). */
export default CheckOutAnomalyDialog;
