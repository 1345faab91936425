import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

const SKELETON_CARD_COUNT = 5;

/** The first load: 5 placeholder cards (docs/behaviour.md, "History"). */
export function HistorySkeleton() {
  const { t } = useTranslation();
  return (
    <ul className="plain-stack" aria-busy="true" aria-label={t('history.loadingLabel')}>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
        <li key={index} className="history-card history-card--skeleton" data-testid="history-skeleton-card">
          <Skeleton active avatar paragraph={{ rows: 1 }} title={{ width: '40%' }} />
        </li>
      ))}
    </ul>
  );
}
