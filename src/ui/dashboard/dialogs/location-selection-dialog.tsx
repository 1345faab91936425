/**
 * 'Seleziona Sede per Check-in' (docs/behaviour.md, "Employee dashboard"): several places are within tolerance. Lists
 * them, then the other authorised places marked 'Anomalia GPS' (choosing one opens the anomaly dialog, note
 * required).
 */
import { Button, Modal, Tag } from 'antd';
import { EnvironmentOutlined, WarningOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PunchStore } from '../punch.store';

export const LocationSelectionDialog = observer(function LocationSelectionDialog({ punch }: { punch: PunchStore }) {
  const { t } = useTranslation();
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
      <PlaceChoices punch={punch} kind="inRange" />
      {punch.selectionOutOfRange.length > 0 && (
        <>
          <h4 className="selection-heading">{t('dashboard.selection.outOfRange')}</h4>
          <p className="selection-hint">{t('dashboard.selection.anomalyHint')}</p>
          <PlaceChoices punch={punch} kind="outOfRange" />
        </>
      )}
    </Modal>
  );
});

/** The places in range ('Disponibile') and the others ('Anomalia GPS'). */
const CHOICE = {
  inRange: { icon: <EnvironmentOutlined aria-hidden />, tagColor: 'success', tagKey: 'dashboard.places.available' },
  outOfRange: { icon: <WarningOutlined aria-hidden />, tagColor: 'warning', tagKey: 'dashboard.selection.anomaly' },
} as const;

/** One button a place: its name, its distance and its tag; choosing one checks in there. */
const PlaceChoices = observer(function PlaceChoices({ punch, kind }: { punch: PunchStore; kind: keyof typeof CHOICE }) {
  const { t } = useTranslation();
  const { icon, tagColor, tagKey } = CHOICE[kind];
  const places = kind === 'inRange' ? punch.selectionInRange : punch.selectionOutOfRange;
  return (
    <ul className="plain-stack selection-list">
      {places.map((place) => (
        <li key={place.id}>
          <Button block size="large" icon={icon} disabled={punch.isOperating} onClick={() => void punch.checkInAt(place)}>
            <span className="selection-name">{place.name}</span>
            <span className="selection-distance">{t('dashboard.places.distance', { distance: place.distance })}</span>
            <Tag color={tagColor}>{t(tagKey)}</Tag>
          </Button>
        </li>
      ))}
    </ul>
  );
});
