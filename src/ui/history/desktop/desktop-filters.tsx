/**
 * The desktop history's collapsible filters (docs/behaviour.md, "History"): start date, end date, type, Applica and
 * Reset.
 */
import { Button, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryTypeFilterInput } from '../entry-type-filter';
import type { HistoryStore } from '../history.store';

export const DesktopFilters = observer(function DesktopFilters({ store, id }: { store: HistoryStore; id: string }) {
  const { t } = useTranslation();
  const startId = useId();
  const endId = useId();
  const typeLabelId = useId();
  return (
    <section id={id} className="desktop-filters" hidden={!store.areFiltersVisible}>
      <label htmlFor={startId} className="filter-label">
        {t('history.desktop.startDate')}
        <Input id={startId} type="date" size="large" value={store.draft.startDate} onChange={(e) => store.setDraftStartDate(e.target.value)} />
      </label>
      <label htmlFor={endId} className="filter-label">
        {t('history.desktop.endDate')}
        <Input id={endId} type="date" size="large" value={store.draft.endDate} onChange={(e) => store.setDraftEndDate(e.target.value)} />
      </label>
      <div className="filter-label">
        <span id={typeLabelId}>{t('history.desktop.type')}</span>
        <EntryTypeFilterInput value={store.draft.entryType} onChange={store.setDraftEntryType} labelId={typeLabelId} />
      </div>
      <div className="desktop-filters__actions">
        <Button size="large" type="primary" onClick={() => void store.applyFilters()}>
          {t('history.desktop.apply')}
        </Button>
        <Button size="large" onClick={() => void store.resetFilters()}>
          {t('history.desktop.reset')}
        </Button>
      </div>
    </section>
  );
});
