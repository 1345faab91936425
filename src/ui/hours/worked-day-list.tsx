/**
 * The month's days, newest first (with punches, or absent and missing time), or the first load's skeleton, or
 * 'Nessuna timbratura in questo mese'.
 */
import { Skeleton } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MyHoursStore } from './my-hours.store';
import { WorkedDayCard } from './worked-day-card';

export const WorkedDayList = observer(function WorkedDayList({ store }: { store: MyHoursStore }) {
  const { t } = useTranslation();
  if (store.isFirstLoad) {
    return (
      <div role="status" aria-busy="true" aria-label={t('hours.loadingLabel')} className="worked-day worked-day--skeleton">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (store.isEmpty) {
    return (
      <section className="history-empty">
        <CalendarOutlined aria-hidden className="history-empty__icon" />
        <p>{t('hours.empty')}</p>
      </section>
    );
  }
  return (
    <ul className="plain-stack worked-days" aria-label={t('hours.day.listLabel')} aria-busy={store.isLoading}>
      {store.listedDays.map((entry) => (
        <WorkedDayCard key={entry.date} entry={entry} store={store} />
      ))}
    </ul>
  );
});
