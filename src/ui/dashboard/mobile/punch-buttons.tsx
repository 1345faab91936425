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
import type { PunchKind, PunchStore } from '../punch.store';

const LOOK = {
  checkin: { variant: 'primary', className: 'punch-button--in', icon: LoginOutlined, label: 'dashboard.actions.checkIn', busyLabel: 'dashboard.actions.checkingIn' },
  checkout: { variant: 'danger', className: 'punch-button--out', icon: LogoutOutlined, label: 'dashboard.actions.checkOut', busyLabel: 'dashboard.actions.checkingOut' },
} as const;

export const PunchButtons = observer(function PunchButtons({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  return (
    <section className="punch-buttons">
      {store.showCheckIn && <PunchButton punch={store.punch} kind="checkin" />}
      {store.showCheckOut && <PunchButton punch={store.punch} kind="checkout" />}
      <p className="punch-helper" role="status" aria-live="polite">
        {t(store.helperKey)}
      </p>
    </section>
  );
});

const PunchButton = observer(function PunchButton({ punch, kind }: { punch: PunchStore; kind: PunchKind }) {
  const { t } = useTranslation();
  const look = LOOK[kind];
  const busy = punch.operating === kind;
  return (
    <Button
      variant={look.variant}
      block
      className={`punch-button ${look.className}`}
      icon={look.icon}
      loading={busy}
      disabled={punch.isOperating && !busy}
      onClick={() => void (kind === 'checkin' ? punch.checkIn() : punch.checkOut())}
    >
      {t(busy ? look.busyLabel : look.label)}
    </Button>
  );
});
