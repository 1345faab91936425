/**
 * 'Chiusura mese' of the admin panel (docs/behaviour.md, "Closing the month in the admin panel"): the month (the
 * previous one first, with prev/next) and 'Tutti i gruppi' or one group; the month's state ('Mese aperto' / 'Mese
 * chiuso'); while open, what blocks a clean close and 'Chiudi mese' (confirmed, saying how many problems are open);
 * once closed, who closed it, 'Riapri mese' (with a reason) and 'Export paghe'; then 'Storico chiusure' and 'Codici
 * paghe'. Everything the screen decides is the store's (month-close.store.ts); this only shows it.
 */
import { Alert, Button, Tag, Typography } from 'antd';
import { DownloadOutlined, LockOutlined, ReloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from '../admin.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { useDisplayText } from '../../shared/use-display-text';
import { GroupFilterSelect } from '../activities/group-filter-select';
import { Field } from '../shared/field';
import { useConfirm } from '../shared/confirm';
import { ListMessages } from '../shared/list-messages';
import { useClosureTexts } from './closure-texts';
import { MonthBlockers } from './month-blockers';
import { MonthCloseHistory } from './month-close-history';
import { monthName } from './month-close-format';
import type { MonthCloseStore } from './month-close.store';
import { MonthPicker } from './month-picker';
import { PayrollCodesSection } from './payroll-codes-section';
import { ReopenMonthDialog } from './reopen-month-dialog';
import './month-close.css';

const TITLE_ID = 'month-close-title';

export const MonthCloseTab = observer(function MonthCloseTab() {
  const store = useScreenStore(AdminToken.MonthCloseStore);
  const { t } = useTranslation();
  // Read here, in the observer's render: Field's children render outside it.
  const { month, groupId, groups } = store;
  return (
    <div className="month-close">
      <section aria-labelledby={TITLE_ID} aria-busy={store.isLoading}>
        <div className="admin-toolbar">
          <Typography.Title level={2} id={TITLE_ID} className="admin-toolbar__title">
            {t('monthClose.title')}
          </Typography.Title>
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void store.load()} loading={store.isLoading}>
            {t('monthClose.refresh')}
          </Button>
        </div>
        <div className="admin-filters month-close__filters">
          <Field id="month-close-month" label={t('monthClose.month')}>
            {(control) => <MonthPicker control={control} month={month} onChange={store.setMonth} onPrevious={store.previousMonth} onNext={store.nextMonth} />}
          </Field>
          <Field id="month-close-group" label={t('monthClose.group')}>
            {(control) => <GroupFilterSelect control={control} groups={groups} value={groupId} allLabel={t('monthClose.allGroups')} onChange={store.setGroup} />}
          </Field>
        </div>
        <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
        <MonthState store={store} />
      </section>
      <MonthCloseHistory store={store} />
      <PayrollCodesSection codes={store.codes} />
      {store.reopenForm && (
        <ReopenMonthDialog
          form={store.reopenForm}
          title={t('monthClose.reopenDialog.title', { month: monthName(store.month) })}
          onReopen={() => void store.submitReopen()}
          onCancel={store.closeReopen}
        />
      )}
    </div>
  );
});

/** The month's state: closed (who, when, 'Riapri mese', 'Export paghe') or open (its blockers, 'Chiudi mese'). */
const MonthState = observer(function MonthState({ store }: { store: MonthCloseStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const { confirm, holder } = useConfirm();
  const { scope, closedLine } = useClosureTexts();
  const { status } = store;
  if (!status) return null;
  const closure = status.closure;
  const heading = (
    <div className="month-close__state-head">
      <h3 className="month-close__subtitle">{monthName(status.month)}</h3>
      {closure ? (
        <Tag color="green" icon={<LockOutlined aria-hidden="true" />}>
          {t('monthClose.state.closed')}
        </Tag>
      ) : (
        <Tag color="blue" icon={<UnlockOutlined aria-hidden="true" />}>
          {t('monthClose.state.open')}
        </Tag>
      )}
    </div>
  );

  if (closure) {
    return (
      <div className="month-close__state" role="group" aria-label={t('monthClose.state.label')}>
        {heading}
        <p>
          {closedLine(closure)} <span className="admin-muted">({scope(closure)})</span>
        </p>
        <div className="month-close__actions">
          <Button type="primary" icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void store.exportPayroll()} loading={store.isExporting}>
            {t('monthClose.export')}
          </Button>
          <Button danger icon={<UnlockOutlined aria-hidden="true" />} onClick={store.openReopen}>
            {t('monthClose.reopen')}
          </Button>
        </div>
      </div>
    );
  }

  const disabledReason = store.closeDisabledReason;
  const askClose = () => {
    const count = store.problemCount;
    confirm({
      title: count > 0 ? t('monthClose.closeConfirmProblems', { count }) : t('monthClose.closeConfirm', { month: monthName(status.month) }),
      okText: t('monthClose.close'),
      onConfirm: () => store.close(),
    });
  };
  return (
    <div className="month-close__state" role="group" aria-label={t('monthClose.state.label')}>
      {holder}
      {heading}
      <p className="admin-muted">{t('monthClose.employees', { count: status.employees })}</p>
      <MonthBlockers groups={store.blockerGroups} />
      <div className="month-close__actions">
        <Button
          type="primary"
          icon={<LockOutlined aria-hidden="true" />}
          onClick={askClose}
          loading={store.isClosing}
          disabled={disabledReason !== null}
          aria-describedby={disabledReason ? 'month-close-disabled-reason' : undefined}
        >
          {t('monthClose.close')}
        </Button>
        {disabledReason && (
          <Alert id="month-close-disabled-reason" className="month-close__disabled-reason" type="info" showIcon title={text(disabledReason)} />
        )}
      </div>
    </div>
  );
});
