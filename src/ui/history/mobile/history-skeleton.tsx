import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SKELETON_CARD_COUNT } from '../../../core/domain';

/** The first load: 5 placeholder cards (spec §2, §9). */
export function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="history-list" aria-busy="true" aria-label={t('history.loadingLabel')}>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <li key={index} className="history-card history-card--skeleton" data-testid="history-skeleton-card">
          <Skeleton active avatar paragraph={{ rows: 1 }} title={{ width: '40%' }} />
        </li>
      ))}
    </ul>
  );
}
