/** Pagination of both history screens: first, previous, 'Pagina P di T', next, last; 48 px targets. */
import { Button } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { HistoryStore } from './history.store';

export const HistoryPager = observer(function HistoryPager({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  if (!store.showPagination) return null;
  const { page, pageCount, isBusy } = store;
  const go = (target: number) => void store.goToPage(target);
  return (
    <nav className="history-pager" aria-label={t('history.pagination.label')}>
      <Button size="large" icon={<DoubleLeftOutlined aria-hidden />} aria-label={t('history.pagination.first')} disabled={isBusy || page <= 1} onClick={() => go(1)} />
      <Button size="large" icon={<LeftOutlined aria-hidden />} aria-label={t('history.pagination.previous')} disabled={isBusy || page <= 1} onClick={() => go(page - 1)} />
      <span className="history-pager__label" aria-live="polite">
        {t('history.pagination.page', { page, total: pageCount })}
      </span>
      <Button size="large" icon={<RightOutlined aria-hidden />} aria-label={t('history.pagination.next')} disabled={isBusy || page >= pageCount} onClick={() => go(page + 1)} />
      <Button size="large" icon={<DoubleRightOutlined aria-hidden />} aria-label={t('history.pagination.last')} disabled={isBusy || page >= pageCount} onClick={() => go(pageCount)} />
    </nav>
  );
});
