/**
 * The question asked when a new version is installed; 'Aggiorna' activates it and reloads the page.
 * A lazy chunk (default export), loaded by the shell only once an update is waiting.
 */
import { Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StoreToken } from '../app/app.tokens';
import { useInjection } from '../shared/use-injection';

const UpdatePrompt = observer(function UpdatePrompt() {
  const updates = useInjection(StoreToken.PwaUpdate);
  const { t } = useTranslation();
  return (
    <Modal
      open={updates.promptOpen}
      title={t('pwa.updateAvailable')}
      okText={t('pwa.update')}
      cancelText={t('pwa.later')}
      onOk={updates.accept}
      onCancel={updates.dismiss}
      centered
    />
  );
});

export default UpdatePrompt;
