/**
 * 'Storico chiusure': every closing, newest first, with its month, whom it covers, who closed it and when, and, once
 * reopened, who reopened it, when and why. A list rather than a table, so a phone reads it without sideways scroll.
 */
import { Alert, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MonthClosure } from '../../../core/contract';
import { useDisplayText } from '../../shared/use-display-text';
import { useClosureTexts } from './closure-texts';
import { monthName } from './month-close-format';
import type { MonthCloseStore } from './month-close.store';

const TITLE_ID = 'month-close-history-title';

export const MonthCloseHistory = observer(function MonthCloseHistory({ store }: { store: MonthCloseStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  return (
    <section className="month-close__history" aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID} className="month-close__subtitle">
        {t('monthClose.history.title')}
      </h3>
      {store.historyError && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.historyError)} />}
      {store.history.length === 0 && !store.historyError ? (
        <p className="admin-muted">{t('monthClose.history.empty')}</p>
      ) : (
        <ul className="month-close__history-list" aria-label={t('monthClose.history.title')}>
          {store.history.map((closure) => (
            <HistoryEntry key={closure.id} closure={closure} />
          ))}
        </ul>
      )}
    </section>
  );
});

function HistoryEntry({ closure }: { closure: MonthClosure }) {
  const { t } = useTranslation();
  const { scope, closedLine, reopenedLine } = useClosureTexts();
  return (
    <li className="month-close__history-entry">
      <div className="month-close__history-head">
        <strong>{monthName(closure.month)}</strong> <span className="admin-muted">{scope(closure)}</span>
        {closure.reopened_at ? <Tag>{t('monthClose.history.reopenedTag')}</Tag> : <Tag color="green">{t('monthClose.history.closedTag')}</Tag>}
      </div>
      <div>{closedLine(closure)}</div>
      {closure.reopened_at && (
        <div>
          {reopenedLine(closure)}
          {closure.reopen_reason && <span className="month-close__reason"> {t('monthClose.history.reason', { reason: closure.reopen_reason })}</span>}
        </div>
      )}
    </li>
  );
}
