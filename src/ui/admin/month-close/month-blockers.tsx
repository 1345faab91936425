/**
 * 'Cosa impedisce una chiusura pulita' (docs/behaviour.md, "Closing the month in the admin panel"): the blockers by
 * kind, each kind with its count, each line the employee and the day (and, for missing hours, how many, h:mm); none:
 * the month is ready.
 */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWorkedMinutes, italianDate } from '../../../core/domain';
import type { BlockerGroup } from '../../../core/use-cases/admin';
import { employeeName } from './month-close-format';

const TITLE_ID = 'month-close-blockers-title';

export function MonthBlockers({ groups }: { groups: readonly BlockerGroup[] }) {
  const { t } = useTranslation();
  return (
    <section className="month-close__blockers" aria-labelledby={TITLE_ID}>
      <h3 id={TITLE_ID} className="month-close__subtitle">
        {t('monthClose.blockers.title')}
      </h3>
      {groups.length === 0 ? (
        <p className="month-close__ready">{t('monthClose.blockers.none')}</p>
      ) : (
        groups.map(({ kind, blockers }) => {
          const headingId = `month-close-blockers-${kind}`;
          return (
            <section key={kind} className="month-close__blocker-group" aria-labelledby={headingId}>
              <h4 id={headingId} className="month-close__blocker-kind">
                {t(`monthClose.blockers.kind.${kind}`)} <Tag color="orange">{blockers.length}</Tag>
              </h4>
              <ul className="month-close__blocker-lines">
                {blockers.map((blocker) => (
                  <li key={`${blocker.user_id}-${blocker.date}-${blocker.request_id ?? ''}`}>
                    <span className="month-close__who">{employeeName(blocker)}</span>
                    <span className="month-close__when">{italianDate(blocker.date)}</span>
                    {kind === 'missing_hours' && <span className="month-close__minutes">{formatWorkedMinutes(blocker.minutes)}</span>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </section>
  );
}
