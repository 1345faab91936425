/**
 * 'Richieste di correzione' on a phone: one card per request (no table to scroll sideways), the employee first, then
 * the other fields with their labels, and the decision buttons across the card; the pager below.
 */
import { Pagination } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CorrectionRequest } from '../../../core/contract';
import type { CorrectionRequestsStore } from './correction-requests.store';
import { fieldsOf, useCorrectionFields } from './correction-request-fields';
import { DecisionButtons } from './decision-buttons';

export const CorrectionRequestCards = observer(function CorrectionRequestCards({
  store,
  onApprove,
}: {
  store: CorrectionRequestsStore;
  onApprove(request: CorrectionRequest): void;
}) {
  const { t } = useTranslation();
  const { label, render } = useCorrectionFields();
  const { list, status } = store;
  const details = fieldsOf(status).filter((field) => field !== 'employee');

  if (list.rows.length === 0) {
    return <p className="admin-muted corrections__empty">{list.isLoading ? t('common.loading') : t(`corrections.empty.${status}`)}</p>;
  }
  return (
    <>
      <ul className="corrections__cards" aria-busy={list.isLoading}>
        {list.rows.map((request) => (
          <li key={request.id} className="corrections__card">
            {render('employee', request)}
            <dl className="corrections__details">
              {details.map((field) => (
                <div key={field} className="corrections__detail">
                  <dt>{label(field)}</dt>
                  <dd>{render(field, request)}</dd>
                </div>
              ))}
            </dl>
            {status === 'pending' && <DecisionButtons store={store} request={request} onApprove={onApprove} />}
          </li>
        ))}
      </ul>
      {list.count > list.pageSize && (
        <Pagination
          className="corrections__pager"
          simple
          current={list.page}
          pageSize={list.pageSize}
          total={list.count}
          onChange={(page) => void list.setPage(page)}
        />
      )}
    </>
  );
});
