/**
 * 'Statistiche Sistema' (docs/behaviour.md, "Admin panel"): four cards, 'Attività Recenti' with 'Vedi tutte', and the
 * notifications (their store comes from the panel, which also shows the unread count on this tab's label).
 */
import { Alert, Card, Statistic } from 'antd';
import { EnvironmentOutlined, LoginOutlined, LogoutOutlined, TeamOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/navigation';
import type { RecentActivity } from '../../../core/contract';
import { AdminToken } from '../admin.tokens';
import { usePlaceName } from '../../shared/place-name';
import { useDisplayText } from '../../shared/use-display-text';
import { ReadOnlyTable } from '../shared/admin-table';
import { formatDateTime } from '../shared/format-date-time';
import { ListToolbar } from '../shared/list-toolbar';
import { useScreenStore } from '../../shared/use-injection';
import { NotificationsPanel } from './notifications-panel';
import type { NotificationsStore } from './notifications.store';

export const StatsTab = observer(function StatsTab({ notifications }: { notifications: NotificationsStore }) {
  const store = useScreenStore(AdminToken.StatsStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  const placeName = usePlaceName();
  const stats = store.stats;
  const recentTitle = t('admin.stats.recentActivities');

  /** A card's caption with its count, once the stats have come. */
  const counted = (key: string, count: number | undefined) => (stats ? t(key, { count }) : '');
  const cards = [
    { Icon: TeamOutlined, title: t('admin.stats.totalUsers'), value: stats?.total_users, caption: counted('admin.stats.activeUsers', stats?.active_users) },
    { Icon: EnvironmentOutlined, title: t('admin.stats.locations'), value: stats?.total_locations, caption: counted('admin.stats.activeLocations', stats?.active_locations) },
    { Icon: LoginOutlined, title: t('admin.stats.checkinsToday'), value: stats?.total_checkins_today, caption: counted('admin.stats.usersInside', stats?.users_checked_in) },
    { Icon: LogoutOutlined, title: t('admin.stats.checkoutsToday'), value: stats?.total_checkouts_today, caption: t('admin.stats.completed') },
  ];

  const columns = [
    { key: 'user', title: t('admin.stats.columns.user'), dataIndex: 'user' },
    { key: 'action', title: t('admin.stats.columns.action'), dataIndex: 'action' },
    { key: 'location', title: t('admin.stats.columns.location'), dataIndex: 'location', render: (value: string) => placeName(value) },
    {
      key: 'timestamp',
      title: t('admin.stats.columns.dateTime'),
      dataIndex: 'timestamp',
      render: (value: string) => formatDateTime(value, true),
    },
  ];

  return (
    <section aria-labelledby="admin-stats-title">
      <ListToolbar titleId="admin-stats-title" title={t('admin.stats.title')} isLoading={store.isLoading} onRefresh={() => void store.load()} />
      {store.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} />}
      <div className="admin-stats-grid">
        {cards.map((card) => (
          <StatCard key={card.title} {...card} />
        ))}
      </div>
      <Card
        title={<h3 style={{ margin: 0, fontSize: 16 }}>{recentTitle}</h3>}
        extra={<Link to="/dashboard_admin/activities">{t('admin.stats.seeAll')}</Link>}
        style={{ marginBottom: 24 }}
      >
        <ReadOnlyTable<RecentActivity> label={recentTitle} columns={columns} rows={store.recentActivities} loading={store.isLoading} emptyText={t('admin.stats.noRecentActivities')} />
      </Card>
      <NotificationsPanel store={notifications} />
    </section>
  );
});

function StatCard({ Icon, title, value, caption }: { Icon: typeof TeamOutlined; title: string; value: number | undefined; caption: string }) {
  return (
    <Card>
      <Statistic title={title} value={value ?? '–'} prefix={<Icon aria-hidden="true" />} />
      <div className="admin-muted">{caption}</div>
    </Card>
  );
}
