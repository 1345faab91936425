/**
 * 'Richieste' of the 'Assenze' tab (docs/behaviour.md, "Absences in the admin panel"): the absences of one status,
 * pending ones first and oldest first, narrowed by employee and group; one card per absence (no table to scroll
 * sideways on a phone, several cards a row on a desktop). A pending one is approved ('Approva') or refused ('Rifiuta',
 * with a reason); an approved one can be cancelled ('Annulla assenza', after a confirmation).
 */
import { Pagination, Radio, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Absence, AbsenceStatus } from '../../../core/contract';
import { GroupFilterSelect } from '../activities/group-filter-select';
import { UserFilterSelect } from '../activities/user-filter-select';
import { Field } from '../shared/field';
import { formatDateTime } from '../shared/format-date-time';
import { ListMessages } from '../shared/list-messages';
import { ListToolbar } from '../shared/list-toolbar';
import type { ConfirmRequest } from '../shared/confirm';
import { employeeOf, periodOf, periodWithAmount } from './absence-format';
import { AbsenceDecisionButtons } from './absence-decision-buttons';
import type { AbsencesStore } from './absences.store';
import { RefuseAbsenceDialog } from './refuse-absence-dialog';

const STATUSES: readonly AbsenceStatus[] = ['pending', 'approved', 'refused', 'cancelled'];
const TITLE_ID = 'absence-requests-title';

export const AbsenceRequestsSection = observer(function AbsenceRequestsSection({
  store,
  confirm,
  canCancel = true,
}: {
  store: AbsencesStore;
  confirm(request: ConfirmRequest): void;
  /** 'Annulla assenza' is the administrators' (a manager approves and refuses only). */
  canCancel?: boolean;
}) {
  const { t } = useTranslation();
  const requests = store.requests;
  const { list, status } = requests;

  const cancel = (absence: Absence) =>
    confirm({
      title: t('adminAbsences.requests.cancelConfirm', { code: absence.code, who: employeeOf(absence), period: periodOf(t, absence) }),
      okText: t('adminAbsences.requests.cancelOk'),
      onConfirm: () => requests.cancel(absence),
    });

  return (
    <section aria-labelledby={TITLE_ID} className="admin-list">
      <ListToolbar titleId={TITLE_ID} title={t('adminAbsences.requests.title')} isLoading={list.isLoading} onRefresh={() => void requests.load()} />
      <Radio.Group
        className="absences__status"
        optionType="button"
        buttonStyle="solid"
        aria-label={t('adminAbsences.requests.filterLabel')}
        value={status}
        onChange={(event) => void requests.setStatus(event.target.value as AbsenceStatus)}
        options={STATUSES.map((value) => ({ value, label: t(`adminAbsences.requests.status.${value}`) }))}
      />
      <div className="absences__filters">
        <Field id="absence-requests-user" label={t('adminAbsences.requests.userFilter')}>
          {(control) => <UserFilterSelect control={control} store={store.requestUsers} value={requests.userId} onChange={(id) => void store.setRequestUser(id)} />}
        </Field>
        <Field id="absence-requests-group" label={t('adminAbsences.requests.groupFilter')}>
          {(control) => (
            <GroupFilterSelect
              control={control}
              groups={store.groups}
              value={requests.groupId}
              allLabel={t('adminAbsences.requests.allGroups')}
              onChange={(id) => void requests.setGroup(id)}
            />
          )}
        </Field>
      </div>
      <ListMessages success={requests.notice} error={requests.error} onCloseError={requests.clearError} />
      {list.rows.length === 0 ? (
        <p className="admin-muted">{list.isLoading ? t('common.loading') : t(`adminAbsences.requests.empty.${status}`)}</p>
      ) : (
        <ul className="absences__cards" aria-label={t('adminAbsences.requests.listLabel')} aria-busy={list.isLoading}>
          {list.rows.map((absence) => (
            <AbsenceCard key={absence.id} store={store} absence={absence} onCancel={canCancel ? cancel : undefined} />
          ))}
        </ul>
      )}
      {list.count > list.pageSize && (
        <Pagination
          className="absences__pager"
          simple
          current={list.page}
          pageSize={list.pageSize}
          total={list.count}
          onChange={(page) => void list.setPage(page)}
        />
      )}
      {requests.refusal && <RefuseAbsenceDialog form={requests.refusal} onRefuse={() => void requests.submitRefusal()} onCancel={requests.closeRefusal} />}
    </section>
  );
});

/** One absence: who, what, when, the employee's note and certificate, its state; the buttons its state allows. */
const AbsenceCard = observer(function AbsenceCard({ store, absence, onCancel }: { store: AbsencesStore; absence: Absence; onCancel?(absence: Absence): void }) {
  const { t } = useTranslation();
  const employeeId = `absence-${absence.id}-employee`;
  const decided = absence.status !== 'pending' && absence.decided_by && absence.decided_at;
  return (
    <li className="absences__card">
      <strong id={employeeId} className="absences__employee">
        {employeeOf(absence)}
      </strong>
      <div className="absences__type">
        <Tag className="absences__code">{absence.code}</Tag> {absence.type_name}
        {absence.over_balance && (
          <Tag color="warning" className="absences__over" title={t('adminAbsences.requests.overBalanceHelp')}>
            {t('adminAbsences.requests.overBalance')}
          </Tag>
        )}
      </div>
      <div>{periodWithAmount(t, absence)}</div>
      {absence.note && (
        <p className="absences__text">
          <span className="admin-muted">{t('adminAbsences.requests.note')}: </span>
          {absence.note}
        </p>
      )}
      {absence.certificate_number && <div>{t('adminAbsences.requests.certificate', { number: absence.certificate_number })}</div>}
      <div className="admin-muted absences__meta">
        {absence.entered_by_admin ? t('adminAbsences.requests.enteredByAdmin') : t('adminAbsences.requests.requestedOn', { when: formatDateTime(absence.created_at) })}
      </div>
      {decided && (
        <div className="admin-muted absences__meta">
          {t(`adminAbsences.requests.decided.${absence.status}`, { who: absence.decided_by, when: formatDateTime(absence.decided_at!) })}
        </div>
      )}
      {absence.status === 'refused' && absence.refusal_reason && (
        <p className="absences__text">{t('adminAbsences.requests.refusalReason', { reason: absence.refusal_reason })}</p>
      )}
      <AbsenceDecisionButtons store={store.requests} absence={absence} describedBy={employeeId} onCancel={onCancel} />
    </li>
  );
});
