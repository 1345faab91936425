/**
 * '⚠️ Check-in con Anomalia GPS' (docs/behaviour.md, "Anomaly dialogs"): 'Posizione GPS non coincide con nessuna sede
 * abilitata'; for a location_anomaly the choice between the nearest place (recommended) and 'Fuori sede /
 * Lavoro da remoto'; otherwise the target place with its distance, or a generic text. The note is always required.
 * While the request runs the dialog cannot be closed.
 */
import { Alert, Button, Modal, Radio, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { AnomalyNoteField } from './anomaly-note-field';
import type { PunchStore } from '../punch.store';

export const CheckInAnomalyDialog = observer(function CheckInAnomalyDialog({ punch }: { punch: PunchStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const dialog = punch.checkInDialog;
  const busy = punch.operating === 'checkin';
  const nearest = dialog?.nearestLocation ?? null;

  return (
    <Modal
      open={dialog !== null}
      title={t('dashboard.anomaly.checkinTitle')}
      onCancel={punch.cancelCheckIn}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={punch.cancelCheckIn} disabled={busy}>
          {t('dashboard.anomaly.cancel')}
        </Button>,
        <Button key="confirm" size="large" type="primary" loading={busy} onClick={() => void punch.confirmCheckIn()}>
          {busy ? t('dashboard.anomaly.saving') : t('dashboard.anomaly.confirmCheckin')}
        </Button>,
      ]}
    >
      {dialog && (
        <>
          <Alert
            type="warning"
            showIcon
            title={t('dashboard.anomaly.checkinHeading')}
            description={dialog.message ? text(dialog.message) : undefined}
          />
          {dialog.type === 'location_anomaly' && (
            <Radio.Group
              className="anomaly-choices"
              aria-label={t('dashboard.anomaly.choiceLabel')}
              value={punch.checkInChoice}
              onChange={(event) => punch.setCheckInChoice(event.target.value as number | 'offsite')}
            >
              {nearest && (
                <Radio value={nearest.id}>
                  {t('dashboard.anomaly.nearest', { name: nearest.name, distance: nearest.distance })}{' '}
                  <Tag color="blue">{t('dashboard.anomaly.recommended')}</Tag>
                </Radio>
              )}
              <Radio value="offsite">{t('dashboard.anomaly.offsite')}</Radio>
            </Radio.Group>
          )}
          {dialog.type === 'location' && (
            <p className="anomaly-target">
              {t('dashboard.anomaly.target', { name: dialog.locationName ?? '', distance: dialog.distance ?? 0 })}
            </p>
          )}
          {dialog.type === 'generic' && <p className="anomaly-target">{t('dashboard.anomaly.generic')}</p>}
          <AnomalyNoteField
            value={punch.checkInNote}
            onChange={punch.setCheckInNote}
            disabled={busy}
            error={punch.checkInError}
          />
        </>
      )}
    </Modal>
  );
});

/** The mobile dashboard loads it as a chunk of its own (app/lazy-chunk.tsx). */
export default CheckInAnomalyDialog;
