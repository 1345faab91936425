import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../../core/domain';
import type { TimedMessage } from '../../shared/timed-message';
import { useDisplayText } from '../../shared/use-display-text';

/**
 * The messages above an admin list, each closable: its success (which also hides itself) announced politely, its
 * error announced at once.
 */
export const ListMessages = observer(function ListMessages({
  success,
  error,
  onCloseError,
}: {
  success?: TimedMessage;
  error: DisplayMessage | null;
  onCloseError(): void;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const closable = (onClose: () => void) => ({ 'aria-label': t('admin.common.dismiss'), onClose });
  return (
    <>
      {success?.message && (
        <Alert className="app-banner" type="success" showIcon role="status" title={text(success.message)} closable={closable(success.clear)} />
      )}
      {error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(error)} closable={closable(onCloseError)} />}
    </>
  );
});
