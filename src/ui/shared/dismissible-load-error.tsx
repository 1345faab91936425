import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';

/** A screen's store that remembers why its last load failed, until the user dismisses it. */
export interface LoadErrorSource {
  readonly errorKey: string | null;
  dismissError(): void;
}

/** The failed load of a list, until the user dismisses it: the screen keeps what it had ('Storico', 'Le mie ore'). */
export const DismissibleLoadError = observer(function DismissibleLoadError({ source, dismissLabelKey }: { source: LoadErrorSource; dismissLabelKey: string }) {
  const { t } = useTranslation();
  if (!source.errorKey) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t(source.errorKey)}
      closable={{ closeIcon: true, 'aria-label': t(dismissLabelKey), onClose: source.dismissError }}
    />
  );
});
