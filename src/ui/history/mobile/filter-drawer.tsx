/**
 * The bottom drawer 'Filtri Ricerca' of the mobile history (docs/behaviour.md, "History"): quick filters (Oggi,
 * Questa settimana, Questo mese, Mese scorso, Ultimi 30 giorni), 'Data inizio' / 'Data fine', 'Tipo Attività', Reset
 * and Applica. Everything edits the store's draft; only Applica runs the search.
 */
import { Button, Drawer } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortRange } from '../date-format';
import { DraftDateInputs } from '../draft-date-inputs';
import { EntryTypeFilterInput } from '../entry-type-filter';
import type { HistoryStore } from '../history.store';
import { preloadDateField } from '../../shared/date-field';

export const FilterDrawer = observer(function FilterDrawer({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  // The drawer's fields render when it first opens: their calendar is fetched with the screen instead.
  useEffect(preloadDateField, []);
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
      <QuickFilterButtons store={store} />
      <div className="date-range">
        <DraftDateInputs store={store} startLabel={t('history.drawer.startDate')} endLabel={t('history.drawer.endDate')} />
      </div>
      <p id={typeLabelId} className="filter-label">
        {t('history.drawer.type')}
      </p>
      <EntryTypeFilterInput value={store.draft.entryType} onChange={store.setDraftEntryType} labelId={typeLabelId} />
    </Drawer>
  );
});

/**
 * 'Filtri rapidi': one pressed button at a time, each setting the draft's dates; each shows its days ('Questa
 * settimana' 22/11–28/11: Sunday to Saturday), so no one has to guess where a week starts.
 */
const QuickFilterButtons = observer(function QuickFilterButtons({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <>
      <p id={labelId} className="filter-label">
        {t('history.drawer.quick')}
      </p>
      <div className="quick-filters" role="group" aria-labelledby={labelId}>
        {store.quickRanges.map(({ filter, range }) => (
          <Button
            key={filter}
            size="large"
            className="quick-filter"
            type={store.draftQuickFilter === filter ? 'primary' : 'default'}
            aria-pressed={store.draftQuickFilter === filter}
            onClick={() => store.chooseQuickFilter(filter)}
          >
            <span className="quick-filter__label">{t(`history.drawer.${filter}`)}</span>{' '}
            <span className="quick-filter__dates">{formatShortRange(range)}</span>
          </Button>
        ))}
      </div>
    </>
  );
});
