/**
 * 'Filtri attivi' of the mobile history (docs/behaviour.md, "History"): the type and 'start - end' chips, and
 * 'Rimuovi' to reset.
 */
import { Button, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../date-format';
import { entryTypeFilterKey } from '../entry-type-filter';
import type { HistoryStore } from '../history.store';

export const ActiveFiltersPanel = observer(function ActiveFiltersPanel({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  if (!store.filtersActive) return null;
  const { filters } = store;
  return (
    <section className="active-filters" aria-label={t('history.active.title')}>
      <div className="active-filters__head">
        <strong>{t('history.active.title')}</strong>
        <Button size="large" type="link" onClick={() => void store.resetFilters()}>
          {t('history.active.remove')}
        </Button>
      </div>
      <div className="active-filters__chips">
        <Tag color="blue">{t(entryTypeFilterKey(filters.entryType))}</Tag>
        <Tag color="blue">
          {t('history.active.range', { start: formatCalendarDate(filters.startDate), end: formatCalendarDate(filters.endDate) })}
        </Tag>
      </div>
    </section>
  );
});
