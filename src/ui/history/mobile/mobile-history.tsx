/**
 * The mobile history 'Storico Timbrature' (docs/behaviour.md, "History"): count line, back, refresh, filter button
 * (highlighted when filters are active), dismissible error, 'Filtri attivi', expandable cards, pagination, empty
 * state, skeleton and the 'Filtri Ricerca' bottom drawer.
 */
import { Badge, Button } from 'antd';
import { ArrowLeftOutlined, FilterOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DashboardToken } from '../../dashboard/dashboard.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { useBackToDashboard } from '../back-to-dashboard';
import { DismissibleLoadError } from '../../shared/dismissible-load-error';
import { HistoryPager } from '../history-pager';
import type { HistoryStore } from '../history.store';
import { ActiveFiltersPanel } from './active-filters-panel';
import { FilterDrawer } from './filter-drawer';
import { HistoryEntryCard } from './history-entry-card';
import { HistorySkeleton } from './history-skeleton';
import '../../shared/screens.css';
import '../history.css';

export const MobileHistory = observer(function MobileHistory() {
  const store = useScreenStore(DashboardToken.MobileHistoryStore);
  const { t } = useTranslation();
  const back = useBackToDashboard();

  return (
    <div className="mobile-history">
      <header className="history-header">
        <Button size="large" type="text" className="history-header__icon" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('history.back')} onClick={back} />
        <div className="history-header__titles">
          <h1 className="history-header__title">{t('history.title')}</h1>
          <span className="history-header__count" aria-live="polite">
            {t('history.count', { count: store.count })}
          </span>
        </div>
        <Button
          size="large"
          type="text"
          className="history-header__icon"
          icon={<ReloadOutlined aria-hidden spin={store.isRefreshing} />}
          aria-label={t('history.refresh')}
          disabled={store.isBusy}
          onClick={() => void store.refresh()}
        />
        <Badge dot={store.filtersActive} offset={[-8, 8]}>
          <Button
            size="large"
            type={store.filtersActive ? 'primary' : 'text'}
            className="history-header__icon"
            icon={<FilterOutlined aria-hidden />}
            aria-label={t(store.filtersActive ? 'history.filtersActive' : 'history.filters')}
            aria-pressed={store.filtersActive}
            onClick={store.openFilters}
          />
        </Badge>
      </header>
      <main className="screen-column">
        <DismissibleLoadError source={store} dismissLabelKey="history.dismissError" />
        <ActiveFiltersPanel store={store} />
        <HistoryBody store={store} />
        <HistoryPager store={store} />
      </main>
      <FilterDrawer store={store} />
    </div>
  );
});

const HistoryBody = observer(function HistoryBody({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  if (store.showSkeleton) return <HistorySkeleton />;
  if (store.isEmpty) {
    return (
      <section className="history-empty">
        <SearchOutlined aria-hidden className="history-empty__icon" />
        <h2>{t('history.empty.title')}</h2>
        <p>{t('history.empty.hint')}</p>
        <Button size="large" type="primary" onClick={store.openFilters}>
          {t('history.empty.action')}
        </Button>
      </section>
    );
  }
  return (
    <ul className="plain-stack">
      {store.entries.map((entry) => (
        <HistoryEntryCard key={entry.id} entry={entry} expanded={store.expandedId === entry.id} onToggle={store.toggleEntry} />
      ))}
    </ul>
  );
});
