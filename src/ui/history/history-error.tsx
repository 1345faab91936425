import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { HistoryStore } from './history.store';

/** The failed load of either history, until the user dismisses it (the list keeps what it had). */
export const HistoryError = observer(function HistoryError({ store }: { store: HistoryStore }) {
  const { t } = useTranslation();
  if (!store.errorKey) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(store.errorKey)}
      closable={{ closeIcon: true, 'aria-label': t('history.dismissError'), onClose: store.dismissError }}
    />
  );
});
