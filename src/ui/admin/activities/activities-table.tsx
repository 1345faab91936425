/**
 * The nine columns of 'Attività Sistema' (docs/behaviour.md, "Admin activities") with server-side sorting on
 * user__username, entry_type, location__name and timestamp, and server-side paging (10 per page). Beside the time, an
 * offline punch's 'Offline' and its delay; beside the GPS chip, 'Posizione sospetta' and its reasons ("Offline
 * punches", "Position signals").
 */
import { Button, Space, Tag } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { ClockCircleOutlined, EditOutlined, FileTextOutlined, HistoryOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '../../../core/contract';
import { OFFSITE_LOCATION_NAME, PAGE_SIZE } from '../../../core/domain';
import type { ActivitySortField } from '../../../core/use-cases/admin';
import { AdminTable } from '../shared/admin-table';
import { formatDateTime } from '../shared/format-date-time';
import { IconAction } from '../shared/icon-action';
import { AutoClosedTag, OfflineTag, PositionSignalsTag } from '../shared/punch-origin-tags';
import type { ActivitiesStore } from './activities.store';
import { AnomalyChip } from './anomaly-chip';
import './activity-origin.css';

const SORTABLE: readonly ActivitySortField[] = ['user__username', 'entry_type', 'location__name', 'timestamp'];

export const ActivitiesTable = observer(function ActivitiesTable({
  store,
  canEdit = () => true,
}: {
  store: ActivitiesStore;
  /** Whether the punch offers 'Modifica' (a manager's own punches do not: docs/behaviour.md, "Managers"). */
  canEdit?(activity: AdminActivity): boolean;
}) {
  const { t } = useTranslation();
  const sortOrder = (field: ActivitySortField) => (store.sort?.field === field ? store.sort.direction : null);
  const describe = (activity: AdminActivity) => ({ user: activity.user_full_name || activity.user, dateTime: formatDateTime(activity.timestamp) });

  const columns: ColumnsType<AdminActivity> = [
    {
      key: 'user__username',
      title: t('admin.activities.columns.user'),
      sorter: true,
      sortOrder: sortOrder('user__username'),
      render: (_, activity) => (
        <div>
          <div>{activity.user_full_name || activity.user}</div>
          <div className="admin-muted">@{activity.user}</div>
        </div>
      ),
    },
    {
      key: 'entry_type',
      title: t('admin.activities.columns.type'),
      sorter: true,
      sortOrder: sortOrder('entry_type'),
      render: (_, activity) => (
        <Tag color={activity.entry_type === 'IN' ? 'green' : 'red'}>
          {t(activity.entry_type === 'IN' ? 'admin.activities.typeIn' : 'admin.activities.typeOut')}
        </Tag>
      ),
    },
    {
      key: 'location__name',
      title: t('admin.activities.columns.location'),
      sorter: true,
      sortOrder: sortOrder('location__name'),
      render: (_, activity) => (activity.location === OFFSITE_LOCATION_NAME ? t('admin.activities.offsiteLocation') : activity.location),
    },
    {
      key: 'timestamp',
      title: t('admin.activities.columns.dateTime'),
      sorter: true,
      sortOrder: sortOrder('timestamp'),
      render: (_, activity) => (
        <span className="activity-time">
          {formatDateTime(activity.timestamp, true)}
          {activity.original_timestamp && (
            <Tag icon={<ClockCircleOutlined aria-hidden="true" />} color="blue" style={{ marginLeft: 6 }}>
              {t('admin.activities.corrected')}
            </Tag>
          )}
          <OfflineTag delaySeconds={activity.offline_delay_seconds} />
          <AutoClosedTag autoClosed={activity.auto_closed} />
        </span>
      ),
    },
    {
      key: 'notes',
      title: t('admin.activities.columns.notes'),
      render: (_, activity) =>
        activity.notes || activity.anomaly_note ? (
          <Button
            size="small"
            icon={<FileTextOutlined aria-hidden="true" />}
            aria-label={t('admin.activities.openNotes', describe(activity))}
            onClick={() => store.openNotes(activity)}
          >
            {t('admin.activities.columns.notes')}
          </Button>
        ) : (
          '-'
        ),
    },
    {
      key: 'anomaly',
      title: t('admin.activities.columns.anomaly'),
      render: (_, activity) => (
        <span className="activity-position">
          <AnomalyChip activity={activity} />
          <PositionSignalsTag signals={activity.position_signals} />
        </span>
      ),
    },
    { key: 'distance', title: t('admin.activities.columns.distance'), render: (_, activity) => activity.distance_from_location ?? '-' },
    {
      key: 'accuracy',
      title: t('admin.activities.columns.accuracy'),
      render: (_, activity) => (activity.accuracy === null ? '-' : Math.round(activity.accuracy)),
    },
    {
      key: 'actions',
      title: t('admin.activities.columns.actions'),
      render: (_, activity) => (
        <Space>
          {canEdit(activity) && (
            <IconAction
              label={t('admin.activities.editPunch', describe(activity))}
              tooltip={t('admin.activities.editPunchDialog.title')}
              icon={<EditOutlined />}
              onClick={() => store.openEditPunch(activity)}
            />
          )}
          <IconAction
            label={t('admin.activities.openAudit', describe(activity))}
            tooltip={t('admin.activities.auditDialog.title')}
            icon={<HistoryOutlined />}
            onClick={() => store.openAudit(activity)}
          />
        </Space>
      ),
    },
  ];

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<AdminActivity> | SorterResult<AdminActivity>[]) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.columnKey as ActivitySortField | undefined;
    const direction = single?.order ?? null;
    const sort = field && SORTABLE.includes(field) && direction ? { field, direction } : null;
    const sortChanged = sort?.field !== store.sort?.field || sort?.direction !== store.sort?.direction;
    if (sortChanged) void store.setSort(sort);
    else if (pagination.current && pagination.current !== store.page) void store.setPage(pagination.current);
  };

  return (
    <AdminTable<AdminActivity>
      columns={columns}
      rows={store.activities}
      loading={store.isLoading}
      onChange={onChange}
      pagination={{ current: store.page, pageSize: PAGE_SIZE, total: store.count, showSizeChanger: false }}
      emptyText={t('admin.activities.empty')}
      scroll={{ x: true }}
    />
  );
});
