/**
 * The location-status button (spec §2 mobile dashboard): re-acquires the position; says 'Localizzazione...',
 * 'Posizione acquisita', 'Posizione non disponibile' or 'Posizione sconosciuta' with an icon for each state,
 * and the coordinates to 6 decimals once known.
 */
import { Button } from 'antd';
import { AimOutlined, CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../../../core/domain';
import type { PositionStatus } from '../../../core/use-cases/position';
import type { DashboardStore } from '../dashboard.store';

const STATE_LABEL: Record<PositionStatus, string> = {
  loading: 'dashboard.location.loading',
  success: 'dashboard.location.success',
  error: 'dashboard.location.error',
  unknown: 'dashboard.location.unknown',
};

const STATE_ICON: Record<PositionStatus, ReactElement> = {
  loading: <LoadingOutlined aria-hidden />,
  success: <CheckCircleOutlined aria-hidden />,
  error: <CloseCircleOutlined aria-hidden />,
  unknown: <QuestionCircleOutlined aria-hidden />,
};

export const LocationStatusButton = observer(function LocationStatusButton({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const state = store.positionStatus;
  return (
    <Button
      block
      size="large"
      className={`location-status location-status--${state}`}
      icon={STATE_ICON[state]}
      title={t('dashboard.location.refresh')}
      disabled={state === 'loading'}
      onClick={() => void store.refreshPosition()}
    >
      <span className="location-status__text">
        <span className="location-status__state">{t(STATE_LABEL[state])}</span>
        {store.position && (
          <span className="location-status__coords">
            {t('dashboard.location.coordinates', {
              latitude: formatCoordinate(store.position.latitude),
              longitude: formatCoordinate(store.position.longitude),
            })}
          </span>
        )}
      </span>
      <AimOutlined aria-hidden className="location-status__aim" />
    </Button>
  );
});
