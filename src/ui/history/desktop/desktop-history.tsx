/**
 * The desktop history 'Storico Timbrature' (docs/behaviour.md, "History"): back to /dashboard, collapsible filters,
 * 'Mostrando X di N timbrature', cards, empty state 'Nessuna timbratura trovata', 10 per page.
 */
import { Button, Skeleton } from 'antd';
import { ArrowLeftOutlined, FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardToken } from '../../dashboard/dashboard.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { useBackToDashboard } from '../back-to-dashboard';
import { DismissibleLoadError } from '../../shared/dismissible-load-error';
import { HistoryPager } from '../history-pager';
import { DesktopEntryCard } from './desktop-entry-card';
import { DesktopFilters } from './desktop-filters';
import '../../shared/screens.css';
import '../history.css';

export const DesktopHistory = observer(function DesktopHistory() {
  const store = useScreenStore(DashboardToken.DesktopHistoryStore);
  const { t } = useTranslation();
  const back = useBackToDashboard();
  const filtersId = useId();

  // The whole screen is the page's main content (axe landmark-one-main / region).
  return (
    <main className="desktop-history">
      <header className="desktop-history__header">
        <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {t('history.back')}
        </Button>
        <h1>{t('history.title')}</h1>
        <div className="desktop-history__actions">
          <Button
            size="large"
            icon={<FilterOutlined aria-hidden />}
            type={store.filtersActive ? 'primary' : 'default'}
            aria-expanded={store.areFiltersVisible}
            aria-controls={filtersId}
            onClick={store.toggleFiltersPanel}
          >
            {t(store.areFiltersVisible ? 'history.desktop.hideFilters' : 'history.desktop.showFilters')}
          </Button>
          <Button size="large" icon={<ReloadOutlined aria-hidden />} disabled={store.isBusy} onClick={() => void store.refresh()}>
            {t('history.refresh')}
          </Button>
        </div>
      </header>
      <DesktopFilters store={store} id={filtersId} />
      <DismissibleLoadError source={store} dismissLabelKey="history.dismissError" />
      {store.showSkeleton ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : store.isEmpty ? (
        <p className="history-empty">{t('history.empty.title')}</p>
      ) : (
        <>
          <p aria-live="polite">{t('history.desktop.showing', { shown: store.entries.length, count: store.count })}</p>
          <ul className="plain-stack">
            {store.entries.map((entry) => (
              <DesktopEntryCard key={entry.id} entry={entry} />
            ))}
          </ul>
        </>
      )}
      <HistoryPager store={store} />
    </main>
  );
});
