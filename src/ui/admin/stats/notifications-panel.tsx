/**
 * Device-change notifications for administrators: the requests awaiting a decision (device-change-requests.tsx), then
 * the unread count, each message, mark one or all as read. The store is the panel's (it also feeds the badge on the
 * Statistiche tab).
 */
import { Alert, Badge, Button, Card, Empty, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDisplayText } from '../../shared/use-display-text';
import { formatDateTime } from '../shared/format-date-time';
import { DeviceChangeRequestsSection } from './device-change-requests';
import type { NotificationsStore } from './notifications.store';
import './notifications.css';

export const NotificationsPanel = observer(function NotificationsPanel({ store }: { store: NotificationsStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();

  return (
    <Card
      className="admin-notifications-card"
      title={
        <h3 style={{ margin: 0, fontSize: 16 }}>
          {t('admin.notifications.title')} <Badge count={store.unreadCount} showZero aria-hidden="true" />
          <span className="admin-muted" style={{ marginLeft: 8, fontWeight: 'normal' }}>
            {t('admin.notifications.unread', { count: store.unreadCount })}
          </span>
        </h3>
      }
      extra={
        <Button onClick={() => void store.markAllRead()} disabled={store.unreadCount === 0}>
          {t('admin.notifications.markAllRead')}
        </Button>
      }
    >
      <DeviceChangeRequestsSection store={store.requests} />
      {store.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} />}
      <Spin spinning={store.isLoading}>
        {store.items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.notifications.empty')} />
        ) : (
          <ul className="admin-notifications">
            {store.items.map((item) => (
              <li key={item.id} className="admin-notifications__item">
                <div>
                  {/* The state in words: colour alone would not tell read from unread. */}
                  <Tag color={item.read ? 'default' : 'blue'}>
                    {item.read ? t('admin.notifications.readLabel') : t('admin.notifications.unreadLabel')}
                  </Tag>
                  <span style={{ fontWeight: item.read ? 'normal' : 600 }}>{item.message}</span>
                  <div className="admin-muted">{formatDateTime(item.created_at)}</div>
                </div>
                {!item.read && (
                  <Button size="small" onClick={() => void store.markRead(item.id)}>
                    {t('admin.notifications.markRead')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {store.hasOlder && <p className="admin-muted">{t('admin.notifications.newestOnly', { shown: store.items.length, total: store.total })}</p>}
      </Spin>
    </Card>
  );
});
