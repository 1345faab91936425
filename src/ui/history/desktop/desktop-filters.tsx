/**
 * The desktop history's collapsible filters (docs/behaviour.md, "History"): start date, end date, type, Applica and
 * Reset.
 */
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftDateInputs } from '../draft-date-inputs';
import { EntryTypeFilterInput } from '../entry-type-filter';
import type { HistoryStore } from '../history.store';

export const DesktopFilters = observer(function DesktopFilters({ store, id }: { store: HistoryStore; id: string }) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  return (
    <section id={id} className="desktop-filters" hidden={!store.areFiltersVisible}>
      <DraftDateInputs store={store} startLabel={t('history.desktop.startDate')} endLabel={t('history.desktop.endDate')} />
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
