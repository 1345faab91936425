/**
 * 'Report Presenze' (docs/behaviour.md, "Attendance report"): the period and filters, one row per employee of the
 * server's page (days worked, total hours h:mm, days with anomalies, then the planned hours: 'Teorico', 'Ordinarie',
 * 'Straordinario', 'Ritardo', 'Ore mancanti' and the working-time checks flagged), a row opening onto its days,
 * 'Esporta CSV' and 'Foglio presenze mensile'. The table scrolls inside its own box on a phone; the page never does sideways.
 */
import { Button, Table, Tag, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DownOutlined, DownloadOutlined, FilePdfOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AttendanceSummary, PlannedTotals } from '../../../core/contract';
import { formatWorkedMinutes } from '../../../core/domain';
import { hasPlannedSplit } from '../../../core/use-cases/shared';
import { AdminToken } from '../admin.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { ListMessages } from '../shared/list-messages';
import { ListToolbar } from '../shared/list-toolbar';
import { adminPagination } from '../shared/admin-pagination';
import { AttendanceDays } from './attendance-days';
import { AttendanceFilters } from './attendance-filters';
import { AttendanceSheetDialog } from './attendance-sheet-dialog';
import { CheckCountTags } from './check-tags';
import { NoSplit } from './no-split';
import type { AttendanceStore } from './attendance.store';
import '../shared/admin-list.css';
import './attendance.css';

const TITLE_ID = 'attendance-title';

const nameOf = (row: AttendanceSummary) => row.full_name || row.username;

type MinutesOf = (totals: PlannedTotals) => number;

/** A column of one planned figure, h:mm; `split` for 'Ordinarie' and 'Straordinario', `phone: false` from 768 px. */
function plannedColumn(key: string, title: string, minutes: MinutesOf, { split = false, phone = true } = {}): ColumnsType<AttendanceSummary>[number] {
  return {
    key,
    title,
    align: 'right',
    ...(phone ? {} : { responsive: ['md'] }),
    render: (_, row: AttendanceSummary) => <Planned row={row} minutes={minutes} split={split} />,
  };
}

export const AttendanceTab = observer(function AttendanceTab() {
  const store = useScreenStore(AdminToken.AttendanceStore);
  const { t } = useTranslation();

  return (
    <section aria-labelledby={TITLE_ID} className="admin-list attendance">
      <ListToolbar titleId={TITLE_ID} title={t('attendance.title')} isLoading={store.list.isLoading} onRefresh={() => void store.loadAll()}>
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void store.exportCsv()} loading={store.isExporting}>
          {store.isExporting ? t('attendance.exporting') : t('attendance.export')}
        </Button>
        <Button icon={<FilePdfOutlined aria-hidden="true" />} onClick={store.openSheet}>
          {t('attendance.sheetButton')}
        </Button>
      </ListToolbar>
      <AttendanceFilters store={store} />
      <ListMessages error={store.error} onCloseError={store.clearError} />
      <AttendanceTable store={store} />
      {store.sheet && <AttendanceSheetDialog sheet={store.sheet} onClose={store.closeSheet} />}
    </section>
  );
});

const AttendanceTable = observer(function AttendanceTable({ store }: { store: AttendanceStore }) {
  const { t } = useTranslation();
  const { list } = store;

  const columns: ColumnsType<AttendanceSummary> = [
    {
      key: 'employee',
      title: t('attendance.columns.employee'),
      render: (_, row) => (
        <div>
          <strong>{nameOf(row)}</strong>
          {!row.is_active && <Tag className="attendance__inactive">{t('attendance.inactive')}</Tag>}
          <div className="admin-muted">{row.username}</div>
        </div>
      ),
    },
    // On a phone the totals come first: ID and group wait for a wider screen (the name and username stay).
    { key: 'employeeId', title: t('attendance.columns.employeeId'), dataIndex: 'employee_id', responsive: ['md'] },
    {
      key: 'group',
      title: t('attendance.columns.group'),
      responsive: ['md'],
      render: (_, row) => row.gruppo ?? <span className="admin-muted">{t('attendance.noGroup')}</span>,
    },
    { key: 'daysWorked', title: t('attendance.columns.daysWorked'), align: 'right', render: (_, row) => row.totals.days_worked },
    { key: 'totalHours', title: t('attendance.columns.totalHours'), align: 'right', render: (_, row) => formatWorkedMinutes(row.totals.worked_minutes) },
    {
      key: 'anomalyDays',
      title: t('attendance.columns.anomalyDays'),
      align: 'right',
      render: (_, row) => (row.totals.anomaly_days > 0 ? <Tag color="orange">{row.totals.anomaly_days}</Tag> : 0),
    },
    // The planned hours. On a phone 'Teorico' and 'Ordinarie' wait for a wider screen: what went wrong comes first.
    plannedColumn('planned', t('attendance.columns.planned'), (p) => p.planned_minutes, { phone: false }),
    plannedColumn('ordinary', t('attendance.columns.ordinary'), (p) => p.ordinary_minutes, { phone: false, split: true }),
    plannedColumn('overtime', t('attendance.columns.overtime'), (p) => p.overtime_minutes, { split: true }),
    plannedColumn('late', t('attendance.columns.late'), (p) => p.late_minutes),
    plannedColumn('missing', t('attendance.columns.missing'), (p) => p.missing_minutes),
    {
      key: 'checks',
      title: t('attendance.columns.checks'),
      className: 'attendance__checks-cell',
      render: (_, row) => <CheckCountTags totals={row.planned_totals} />,
    },
  ];

  const onChange: TableProps<AttendanceSummary>['onChange'] = (pagination, _filters, _sorter, { action }) => {
    if (action === 'paginate') void list.setPage(pagination.current ?? list.page, pagination.pageSize ?? list.pageSize);
  };

  return (
    <Table<AttendanceSummary>
      className="attendance__table"
      rowKey="user_id"
      columns={columns}
      dataSource={list.rows}
      loading={list.isLoading}
      locale={{ emptyText: <span className="admin-muted">{t('attendance.empty')}</span> }}
      scroll={{ x: true }}
      onChange={onChange}
      expandable={{
        // A fixed column makes the open row's days as wide as the visible table, not as its scrolled width (a phone).
        fixed: 'left',
        expandedRowKeys: store.expandedIds,
        onExpand: (_, row) => store.toggleRow(row),
        expandIcon: ({ expanded, record }) => (
          <Button
            type="text"
            className="attendance__expand"
            aria-expanded={expanded}
            aria-label={t(expanded ? 'attendance.collapse' : 'attendance.expand', { name: nameOf(record) })}
            icon={expanded ? <DownOutlined aria-hidden="true" /> : <RightOutlined aria-hidden="true" />}
            onClick={() => store.toggleRow(record)}
          />
        ),
        expandedRowRender: (row) => {
          const days = store.days.get(row.user_id);
          return days ? <AttendanceDays days={days} name={nameOf(row)} /> : null;
        },
      }}
      pagination={adminPagination(list, t, TITLE_ID, 'attendance.range')}
    />
  );
});

/**
 * One planned figure of a row, h:mm; '—' for 'Ordinarie' and 'Straordinario' (`split`) over a period that plans
 * nothing (no template in force: no split, docs/behaviour.md "Work schedules").
 */
function Planned({ row, minutes, split = false }: { row: AttendanceSummary; minutes: MinutesOf; split?: boolean }) {
  const totals = row.planned_totals;
  if (split && !hasPlannedSplit(totals)) return <NoSplit />;
  return <>{formatWorkedMinutes(minutes(totals))}</>;
}
