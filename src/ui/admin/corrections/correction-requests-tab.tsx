/**
 * 'Richieste di correzione' (docs/behaviour.md, "Correction requests"): the employees' requests to correct a punch,
 * pending ones first, 'Approvate' and 'Rifiutate' a choice away; a table on a desktop, cards on a phone. A pending
 * request is approved ('Approva', after a confirmation) or refused ('Rifiuta', with a reason the employee reads).
 * The tab's label carries the count still pending as a badge; label and tab share one store (bound once), which
 * each of them starts.
 */
import { Badge, Radio, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from '../admin.tokens';
import { StoreToken } from '../../app/app.tokens';
import type { CorrectionRequest, CorrectionStatus } from '../../../core/contract';
import { useInjection, useScreenStore } from '../../shared/use-injection';
import { AdminTable } from '../shared/admin-table';
import { useConfirm } from '../shared/confirm';
import { ListMessages } from '../shared/list-messages';
import { ListToolbar } from '../shared/list-toolbar';
import { adminPagination } from '../shared/admin-pagination';
import { formatCalendarDate, requesterOf, timeOnDay } from './correction-format';
import { CorrectionRequestCards } from './correction-request-cards';
import { fieldsOf, useCorrectionFields } from './correction-request-fields';
import type { CorrectionRequestsStore } from './correction-requests.store';
import { DecisionButtons } from './decision-buttons';
import { RefuseCorrectionDialog } from './refuse-correction-dialog';
import '../shared/admin-list.css';
import './corrections.css';

const STATUSES: readonly CorrectionStatus[] = ['pending', 'approved', 'refused'];
const TITLE_ID = 'corrections-title';

/** The store of this visit of the panel (the same instance for the label and the tab). */
const useCorrectionRequests = () => useScreenStore(AdminToken.CorrectionRequestsStore);

export const CorrectionRequestsTab = observer(function CorrectionRequestsTab() {
  const store = useCorrectionRequests();
  const isMobile = useInjection(StoreToken.Device).isMobile;
  const { t } = useTranslation();
  const { confirm, holder } = useConfirm();

  const approve = (request: CorrectionRequest) => {
    const who = requesterOf(request);
    const day = formatCalendarDate(request.business_date);
    const time = timeOnDay(request.proposed_timestamp, request.business_date);
    const title = t(request.kind === 'missing_check_out' ? 'corrections.approveConfirmMissing' : 'corrections.approveConfirm', { who, day, time });
    confirm({ title, okText: t('corrections.approve'), onConfirm: () => store.approve(request) });
  };

  return (
    <section aria-labelledby={TITLE_ID} className="admin-list">
      {holder}
      <ListToolbar titleId={TITLE_ID} title={t('corrections.title')} isLoading={store.list.isLoading} onRefresh={() => void store.load()} />
      <Radio.Group
        className="corrections__filter"
        optionType="button"
        buttonStyle="solid"
        aria-label={t('corrections.filterLabel')}
        value={store.status}
        onChange={(event) => void store.setStatus(event.target.value as CorrectionStatus)}
        options={STATUSES.map((value) => ({ value, label: t(`corrections.status.${value}`) }))}
      />
      <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
      {isMobile ? <CorrectionRequestCards store={store} onApprove={approve} /> : <CorrectionRequestTable store={store} onApprove={approve} />}
      {store.refusal && <RefuseCorrectionDialog form={store.refusal} onRefuse={() => void store.submitRefusal()} onCancel={store.closeRefusal} />}
    </section>
  );
});

/** The desktop's table: a column per field of the status shown, the buttons last for pending ones; the pager below. */
const CorrectionRequestTable = observer(function CorrectionRequestTable({
  store,
  onApprove,
}: {
  store: CorrectionRequestsStore;
  onApprove(request: CorrectionRequest): void;
}) {
  const { t } = useTranslation();
  const { label, render } = useCorrectionFields();
  const { list, status } = store;
  const columns: ColumnsType<CorrectionRequest> = fieldsOf(status).map((field) => ({
    key: field,
    title: label(field),
    render: (_: unknown, request: CorrectionRequest) => render(field, request),
  }));
  if (status === 'pending') {
    columns.push({
      key: 'actions',
      title: t('corrections.columns.actions'),
      render: (_, request) => <DecisionButtons store={store} request={request} onApprove={onApprove} />,
    });
  }
  const onChange: TableProps<CorrectionRequest>['onChange'] = (pagination, _filters, _sorter, { action }) => {
    if (action === 'paginate') void list.setPage(pagination.current ?? list.page, pagination.pageSize ?? list.pageSize);
  };

  return (
    <AdminTable<CorrectionRequest>
      columns={columns}
      rows={list.rows}
      loading={list.isLoading}
      emptyText={t(`corrections.empty.${status}`)}
      scroll={{ x: true }}
      onChange={onChange}
      pagination={adminPagination(list, t, TITLE_ID, 'corrections.range')}
    />
  );
});

/** The tab's label: 'Richieste di correzione' and, while some wait, their count as a badge (read out in words). */
export const CorrectionRequestsTabLabel = observer(function CorrectionRequestsTabLabel({ label }: { label: string }) {
  const store = useCorrectionRequests();
  const { t } = useTranslation();
  const pending = store.pendingCount;
  return (
    <span>
      {label}
      {pending > 0 && (
        <>
          <Badge count={pending} size="small" aria-hidden="true" style={{ marginInlineStart: 6 }} />
          <span className="app-visually-hidden"> {t('corrections.tabPending', { count: pending })}</span>
        </>
      )}
    </span>
  );
});
