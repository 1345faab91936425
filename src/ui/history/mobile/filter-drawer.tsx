/**
 * The bottom drawer 'Filtri Ricerca' of the mobile history (docs/behaviour.md, "History"): quick filters (Oggi,
 * Questa settimana, Questo mese, Mese scorso, Ultimi 30 giorni), 'Data inizio' / 'Data fine', 'Tipo Attività', Reset
 * and Applica. Everything edits the store's draft; only Applica runs the search.
 */
import { Button, Drawer, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickFilter } from '../../../core/domain';
import { EntryTypeFilterInput } from '../entry-type-filter';
import type { HistoryStore } from '../history.store';

const QUICK_FILTERS: QuickFilter[] = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'last30Days'];

export const FilterDrawer = observer(function FilterDrawer({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  const startId = useId();
  const endId = useId();
  const typeLabelId = useId();
  const quickLabelId = useId();
  return (
    <Drawer
      open={store.isFilterDrawerOpen}
      onClose={store.closeFilters}
      placement="bottom"
      size="auto"
      title={t('history.drawer.title')}
      closable={{ 'aria-label': t('history.drawer.close') }}
      footer={
        <div className="filter-drawer__footer">
          <Button size="large" block onClick={() => void store.resetFilters()}>
            {t('history.drawer.reset')}
          </Button>
          <Button size="large" block type="primary" onClick={() => void store.applyFilters()}>
            {t('history.drawer.apply')}
          </Button>
        </div>
      }
    >
      <p id={quickLabelId} className="filter-label">
        {t('history.drawer.quick')}
      </p>
      <div className="quick-filters" role="group" aria-labelledby={quickLabelId}>
        {QUICK_FILTERS.map((filter) => (
          <Button
            key={filter}
            size="large"
            shape="round"
            type={store.draftQuickFilter === filter ? 'primary' : 'default'}
            aria-pressed={store.draftQuickFilter === filter}
            onClick={() => store.chooseQuickFilter(filter)}
          >
            {t(`history.drawer.${filter}`)}
          </Button>
        ))}
      </div>
      <div className="date-range">
        <label htmlFor={startId} className="filter-label">
          {t('history.drawer.startDate')}
          <Input id={startId} type="date" size="large" value={store.draft.startDate} onChange={(e) => store.setDraftStartDate(e.target.value)} />
        </label>
        <label htmlFor={endId} className="filter-label">
          {t('history.drawer.endDate')}
          <Input id={endId} type="date" size="large" value={store.draft.endDate} onChange={(e) => store.setDraftEndDate(e.target.value)} />
        </label>
      </div>
      <p id={typeLabelId} className="filter-label">
        {t('history.drawer.type')}
      </p>
      <EntryTypeFilterInput value={store.draft.entryType} onChange={store.setDraftEntryType} labelId={typeLabelId} />
    </Drawer>
  );
});
