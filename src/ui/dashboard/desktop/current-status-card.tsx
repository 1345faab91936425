/**
 * 'Stato Attuale' of the desktop dashboard (docs/behaviour.md, "Employee dashboard"): status chip, last operation
 * type, date, time and place, and the Check-in or Check-out button ('Inizializzazione...' until the device id exists;
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

const CHIP = {
  'status.in': { color: 'success', icon: <CheckCircleFilled aria-hidden /> },
  'status.out': { color: 'error', icon: <MinusCircleFilled aria-hidden /> },
  'status.unknown': { color: 'default', icon: <QuestionCircleFilled aria-hidden /> },
} as const;

export const CurrentStatusCard = observer(function CurrentStatusCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const { punch } = store;
  const chip = CHIP[store.statusKey];
  const last = store.status?.last_entry ?? null;
  const initializing = store.isDeviceInitializing;

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
          <Descriptions.Item label={t('dashboard.desktop.place')}>{placeName(last.location_name)}</Descriptions.Item>
        </Descriptions>
      ) : (
        <p className="muted">{t('dashboard.desktop.noOperation')}</p>
      )}
      {store.isCheckedIn ? (
        <Button
          type="primary"
          danger
          size="large"
          icon={<LogoutOutlined aria-hidden />}
          loading={punch.operating === 'checkout'}
          disabled={store.desktopCheckOutDisabled}
          onClick={() => void punch.checkOut()}
        >
          {initializing
            ? t('dashboard.actions.initializing')
            : punch.operating === 'checkout'
              ? t('dashboard.actions.checkingOut')
              : t('dashboard.actions.checkOutDesktop')}
        </Button>
      ) : (
        <Button
          type="primary"
          size="large"
          icon={<LoginOutlined aria-hidden />}
          loading={punch.operating === 'checkin'}
          disabled={store.desktopCheckInDisabled}
          onClick={() => void punch.checkIn()}
        >
          {initializing
            ? t('dashboard.actions.initializing')
            : punch.operating === 'checkin'
              ? t('dashboard.actions.checkingIn')
              : t('dashboard.actions.checkInDesktop')}
        </Button>
      )}
    </Card>
  );
});
