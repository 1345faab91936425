/**
 * 'Seleziona Sede per Check-in' (docs/behaviour.md, "Employee dashboard"): several places are within tolerance. Lists
 * them, then the other authorised places marked 'Anomalia GPS' (choosing one opens the anomaly dialog, note
 * required).
 */
import { Button, Modal, Tag } from 'antd';
import { EnvironmentOutlined, WarningOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { NearbyLocation } from '../../../core/contract';
import type { PunchStore } from '../punch.store';

export const LocationSelectionDialog = observer(function LocationSelectionDialog({ punch }: { punch: PunchStore }) {
  const { t } = useTranslation();
  const busy = punch.isOperating;
  const choose = (place: NearbyLocation) => void punch.checkInAt(place);

  return (
    <Modal
      open={punch.selectionOpen}
      title={t('dashboard.selection.title')}
      onCancel={punch.cancelSelection}
      footer={[
        <Button key="cancel" size="large" onClick={punch.cancelSelection}>
          {t('dashboard.selection.cancel')}
        </Button>,
      ]}
    >
      <h4 className="selection-heading">{t('dashboard.selection.inRange')}</h4>
      <ul className="plain-stack selection-list">
        {punch.selectionInRange.map((place) => (
          <li key={place.id}>
            <Button block size="large" icon={<EnvironmentOutlined aria-hidden />} disabled={busy} onClick={() => choose(place)}>
              <span className="selection-name">{place.name}</span>
              <span className="selection-distance">{t('dashboard.places.distance', { distance: place.distance })}</span>
              <Tag color="success">{t('dashboard.places.available')}</Tag>
            </Button>
          </li>
        ))}
      </ul>
      {punch.selectionOutOfRange.length > 0 && (
        <>
          <h4 className="selection-heading">{t('dashboard.selection.outOfRange')}</h4>
          <p className="selection-hint">{t('dashboard.selection.anomalyHint')}</p>
          <ul className="plain-stack selection-list">
            {punch.selectionOutOfRange.map((place) => (
              <li key={place.id}>
                <Button block size="large" icon={<WarningOutlined aria-hidden />} disabled={busy} onClick={() => choose(place)}>
                  <span className="selection-name">{place.name}</span>
                  <span className="selection-distance">{t('dashboard.places.distance', { distance: place.distance })}</span>
                  <Tag color="warning">{t('dashboard.selection.anomaly')}</Tag>
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
});
