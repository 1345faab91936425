/**
 * 'Posizione' of the desktop dashboard (docs/behaviour.md, "Employee dashboard"): GPS on/off, accuracy, how many
 * places are near, the 200 px map, 'Aggiorna Posizione'.
 */
import { Button, Card } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PositionMap } from '../../map/position-map';
import type { DashboardStore } from '../dashboard.store';
import { OkTag } from '../../shared/ok-tag';

export const PositionCard = observer(function PositionCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const position = store.position;
  return (
    <Card title={<h2 className="card-title">{t('dashboard.desktop.position')}</h2>} className="desktop-card">
      <p>
        <OkTag ok={position !== null} okText={t('dashboard.desktop.gpsOn')} failText={t('dashboard.desktop.gpsOff')} />
      </p>
      <p>
        {position
          ? t('dashboard.desktop.accuracy', { accuracy: Math.round(position.accuracy) })
          : t('dashboard.desktop.accuracyUnknown')}
      </p>
      <p>{t('dashboard.desktop.nearbyCount', { count: store.nearby.length })}</p>
      <PositionMap position={position} places={store.mapPlaces} />
      <Button
        className="card-action"
        size="large"
        icon={<AimOutlined aria-hidden />}
        loading={store.positionStatus === 'loading'}
        onClick={() => void store.refreshPosition()}
      >
        {t('dashboard.actions.refreshPosition')}
      </Button>
    </Card>
  );
});
