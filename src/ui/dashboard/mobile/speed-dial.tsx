/**
 * The speed dial (spec §2): check-in (only when allowed and not checked in), check-out (only when checked in),
 * refresh position. It sits above the bottom navigation, within thumb reach. Tooltips open to the left, so that
 * the trigger's does not cover the actions stacked above it.
 */
import { FloatButton } from 'antd';
import { AimOutlined, LoginOutlined, LogoutOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DashboardStore } from '../dashboard.store';

export const SpeedDial = observer(function SpeedDial({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const { punch } = store;
  return (
    <FloatButton.Group
      trigger="click"
      type="primary"
      className="speed-dial"
      icon={<ThunderboltOutlined aria-hidden />}
      aria-label={t('dashboard.speedDial.open')}
      tooltip={{ title: t('dashboard.speedDial.open'), placement: 'left' }}
    >
      {store.showCheckIn && (
        <FloatButton
          icon={<LoginOutlined aria-hidden />}
          aria-label={t('dashboard.speedDial.checkIn')}
          tooltip={{ title: t('dashboard.speedDial.checkIn'), placement: 'left' }}
          disabled={punch.isOperating}
          onClick={() => void punch.checkIn()}
        />
      )}
      {store.showCheckOut && (
        <FloatButton
          icon={<LogoutOutlined aria-hidden />}
          aria-label={t('dashboard.speedDial.checkOut')}
          tooltip={{ title: t('dashboard.speedDial.checkOut'), placement: 'left' }}
          disabled={punch.isOperating}
          onClick={() => void punch.checkOut()}
        />
      )}
      <FloatButton
        icon={<AimOutlined aria-hidden />}
        aria-label={t('dashboard.speedDial.refreshPosition')}
        tooltip={{ title: t('dashboard.speedDial.refreshPosition'), placement: 'left' }}
        onClick={() => void store.refreshPosition()}
      />
    </FloatButton.Group>
  );
});
