/**
 * Check In / Check Out (docs/behaviour.md, "Employee dashboard"): each shows only when allowed (the domain's rule),
 * with the busy labels 'Checking In...' / 'Checking Out...'; the helper line under them says what is missing.
 */
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

export const PunchButtons = observer(function PunchButtons({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const { punch } = store;
  const checkingIn = punch.operating === 'checkin';
  const checkingOut = punch.operating === 'checkout';
  return (
    <section className="punch-buttons">
      {store.showCheckIn && (
        <Button
          variant="primary"
          block
          className="punch-button punch-button--in"
          icon={LoginOutlined}
          loading={checkingIn}
          disabled={punch.isOperating && !checkingIn}
          onClick={() => void punch.checkIn()}
        >
          {checkingIn ? t('dashboard.actions.checkingIn') : t('dashboard.actions.checkIn')}
        </Button>
      )}
      {store.showCheckOut && (
        <Button
          variant="danger"
          block
          className="punch-button punch-button--out"
          icon={LogoutOutlined}
          loading={checkingOut}
          disabled={punch.isOperating && !checkingOut}
          onClick={() => void punch.checkOut()}
        >
          {checkingOut ? t('dashboard.actions.checkingOut') : t('dashboard.actions.checkOut')}
        </Button>
      )}
      <p className="punch-helper" role="status" aria-live="polite">
        {t(store.helperKey)}
      </p>
    </section>
  );
});
