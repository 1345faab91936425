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
import { AdminToken } from '../../../composition/tokens';
import { usePlaceName } from '../../shared/place-name';
import { useDisplayText } from '../../shared/use-display-text';
import { AdminTable } from '../shared/admin-table';
import { formatDateTime } from '../shared/format-date-time';
import { ListToolbar } from '../shared/list-toolbar';
import { ScrollRegion } from '../shared/scroll-region';
import { useScreenStore } from '../../shared/use-injection';
import { NotificationsPanel } from './notifications-panel';
import type { NotificationsStore } from './notifications.store';

export const StatsTab = observer(function StatsTab({ notifications }: { notifications: NotificationsStore }) {
  const store = useScreenStore(AdminToken.StatsStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  const placeName = usePlaceName();
  const stats = store.stats;

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
        <StatCard
          icon={<TeamOutlined aria-hidden="true" />}
          title={t('admin.stats.totalUsers')}
          value={stats?.total_users}
          caption={stats ? t('admin.stats.activeUsers', { count: stats.active_users }) : ''}
        />
        <StatCard
          icon={<EnvironmentOutlined aria-hidden="true" />}
          title={t('admin.stats.locations')}
          value={stats?.total_locations}
          caption={stats ? t('admin.stats.activeLocations', { count: stats.active_locations }) : ''}
        />
        <StatCard
          icon={<LoginOutlined aria-hidden="true" />}
          title={t('admin.stats.checkinsToday')}
          value={stats?.total_checkins_today}
          caption={stats ? t('admin.stats.usersInside', { count: stats.users_checked_in }) : ''}
        />
        <StatCard
          icon={<LogoutOutlined aria-hidden="true" />}
          title={t('admin.stats.checkoutsToday')}
          value={stats?.total_checkouts_today}
          caption={t('admin.stats.completed')}
        />
      </div>
      <Card
        title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('admin.stats.recentActivities')}</h3>}
        extra={<Link to="/dashboard_admin/activities">{t('admin.stats.seeAll')}</Link>}
        style={{ marginBottom: 24 }}
      >
        <ScrollRegion label={t('admin.stats.recentActivities')}>
          <AdminTable<RecentActivity>
            size="small"
            columns={columns}
            rows={store.recentActivities}
            loading={store.isLoading}
            emptyText={t('admin.stats.noRecentActivities')}
          />
        </ScrollRegion>
      </Card>
      <NotificationsPanel store={notifications} />
    </section>
  );
});

function StatCard({ icon, title, value, caption }: { icon: React.ReactNode; title: string; value: number | undefined; caption: string }) {
  return (
    <Card>
      <Statistic title={title} value={value ?? '–'} prefix={icon} />
      <div className="admin-muted">{caption}</div>
    </Card>
  );
}
