/**
 * 'Posizione in uso' (docs/behaviour.md, "Employee dashboard"): on both dashboards, shown exactly while the device's
 * position is being read (DashboardStore.positionInUse: the live watch, or a one-off read). The status region stays
 * in the page and only its content comes and goes, so screen readers announce the words when they appear.
 */
import EnvironmentFilled from '@ant-design/icons-svg/es/asn/EnvironmentFilled';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Chip } from '../kit';
import type { DashboardStore } from './dashboard.store';

export const PositionInUse = observer(function PositionInUse({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  return (
    <span role="status" className="position-in-use">
      {store.positionInUse && (
        <Chip tone="neutral" icon={EnvironmentFilled} className="position-in-use__chip">
          {t('dashboard.positionInUse')}
        </Chip>
      )}
    </span>
  );
});
