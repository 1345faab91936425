import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../../core/domain';
import type { TimedMessage } from '../../shared/timed-message';
import { useDisplayText } from '../../shared/use-display-text';

/**
 * The messages of an admin list, each closable: its success (which also hides itself) announced politely, its error
 * announced at once, above the list.
 *
 * Why the success floats (as the employee's toasts do) instead of standing above the list: it hides itself 3 s later,
 * while the admin may be pressing a row's button. Standing in the page, its going would pull the list up under the
 * finger between press and release, and the tap would land on nothing (or, for a quick finger, on the next row). An
 * error stays until closed, so only the admin's own tap moves the list.
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
        <div className="app-toast">
          <Alert className="app-toast__alert" type="success" showIcon role="status" title={text(success.message)} closable={closable(success.clear)} />
        </div>
      )}
      {error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(error)} closable={closable(onCloseError)} />}
    </>
  );
});
