import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MyHoursStore } from './my-hours.store';

/** The failed load of a month, until the user dismisses it (the screen keeps what it had). */
export const HoursError = observer(function HoursError({ store }: { store: MyHoursStore }) {
  const { t } = useTranslation();
  if (!store.errorKey) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(store.errorKey)}
      closable={{ closeIcon: true, 'aria-label': t('hours.dismissError'), onClose: store.dismissError }}
    />
  );
});
