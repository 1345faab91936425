/**
 * The location-status button of the mobile dashboard (docs/behaviour.md, "Employee dashboard"): re-acquires the
 * position; says 'Localizzazione...', 'Posizione acquisita', 'Posizione non disponibile' or 'Posizione sconosciuta'
 * with an icon for each state, and the coordinates to 6 decimals once known.
 */
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons-svg/es/asn/CloseCircleOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../../../core/domain';
import type { PositionStatus } from '../../../core/use-cases/position';
import { Button, Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

const STATE_LABEL: Record<PositionStatus, string> = {
  loading: 'dashboard.location.loading',
  success: 'dashboard.location.success',
  error: 'dashboard.location.error',
  unknown: 'dashboard.location.unknown',
};

const STATE_ICON: Record<PositionStatus, IconDefinition> = {
  loading: LoadingOutlined,
  success: CheckCircleOutlined,
  error: CloseCircleOutlined,
  unknown: QuestionCircleOutlined,
};

export const LocationStatusButton = observer(function LocationStatusButton({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const state = store.positionStatus;
  return (
    <Button
      block
      className={`location-status location-status--${state}`}
      title={t('dashboard.location.refresh')}
      disabled={state === 'loading'}
      onClick={() => void store.refreshPosition()}
    >
      <Glyph icon={STATE_ICON[state]} spin={state === 'loading'} className="location-status__icon" />
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
      <Glyph icon={AimOutlined} className="location-status__aim" />
    </Button>
  );
});
