/**
 * 'Stato Attuale' of the desktop dashboard (docs/behaviour.md, "Employee dashboard"): status chip, last operation
 * type, date, time and place, 'Orario di oggi' when a plan is in force, and the Check-in or Check-out button ('Inizializzazione...' until the device id exists;
 * disabled while it cannot be used, see DashboardStore).
 */
import { Button, Card, Descriptions, Tag } from 'antd';
import { CheckCircleFilled, LoginOutlined, LogoutOutlined, MinusCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { entryTypeLabelKey } from '../../../core/domain';
import { formatDate, formatTime } from '../../history/date-format';
import type { DashboardStore } from '../dashboard.store';
import { usePlaceName } from '../../shared/place-name';
import { TodayScheduleLines } from '../today-schedule-lines';
import type { TodayScheduleStore } from '../today-schedule.store';

const CHIP = {
  'status.in': { color: 'success', icon: <CheckCircleFilled aria-hidden /> },
  'status.out': { color: 'error', icon: <MinusCircleFilled aria-hidden /> },
  'status.unknown': { color: 'default', icon: <QuestionCircleFilled aria-hidden /> },
} as const;

const PUNCH_BUTTON = {
  checkin: { danger: undefined, icon: <LoginOutlined aria-hidden />, label: 'dashboard.actions.checkInDesktop', busyLabel: 'dashboard.actions.checkingIn' },
  checkout: { danger: true, icon: <LogoutOutlined aria-hidden />, label: 'dashboard.actions.checkOutDesktop', busyLabel: 'dashboard.actions.checkingOut' },
} as const;

export const CurrentStatusCard = observer(function CurrentStatusCard({ store, today }: { store: DashboardStore; today: TodayScheduleStore }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const { punch } = store;
  const chip = CHIP[store.statusKey];
  const last = store.shownStatus?.last_entry ?? null;
  // The one button: Check-out once checked in, Check-in otherwise.
  const kind = store.isCheckedIn ? 'checkout' : 'checkin';
  const button = PUNCH_BUTTON[kind];

  return (
    <Card title={<h2 className="card-title">{t('dashboard.desktop.currentStatus')}</h2>} className="desktop-card">
      <Tag color={chip.color} icon={chip.icon} className="status-chip" role="status">
        {t(store.statusKey)}
      </Tag>
      {last ? (
        <Descriptions column={1} size="small" className="status-details">
          <Descriptions.Item label={t('dashboard.desktop.lastOperation')}>{t(entryTypeLabelKey(last.entry_type))}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.desktop.date')}>{formatDate(last.timestamp)}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.desktop.time')}>{formatTime(last.timestamp)}</Descriptions.Item>
          {last.location_name && <Descriptions.Item label={t('dashboard.desktop.place')}>{placeName(last.location_name)}</Descriptions.Item>}
        </Descriptions>
      ) : (
        <p className="muted">{t('dashboard.desktop.noOperation')}</p>
      )}
      <div className="today-schedule today-schedule--desktop">
        <TodayScheduleLines store={today} />
      </div>
      <Button
        type="primary"
        danger={button.danger}
        size="large"
        icon={button.icon}
        loading={punch.operating === kind}
        disabled={store.isCheckedIn ? store.desktopCheckOutDisabled : store.desktopCheckInDisabled}
        onClick={() => void (kind === 'checkin' ? punch.checkIn() : punch.checkOut())}
      >
        {t(store.isDeviceInitializing ? 'dashboard.actions.initializing' : punch.operating === kind ? button.busyLabel : button.label)}
      </Button>
    </Card>
  );
});
