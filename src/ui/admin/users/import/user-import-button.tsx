/**
 * 'Importa utenti' in the users tab's toolbar (docs/user-import.md): opens the import dialog; `onImported` runs once
 * accounts were created (the users list reloads).
 */
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from '../../admin.tokens';
import { useScreenStore } from '../../../shared/use-injection';
import { UserImportDialog } from './user-import-dialog';

export const UserImportButton = observer(function UserImportButton({ onImported }: { onImported?(): void }) {
  const store = useScreenStore(AdminToken.UserImportStore);
  const { t } = useTranslation();
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden="true" />} onClick={store.open}>
        {t('userImport.button')}
      </Button>
      {store.isOpen && <UserImportDialog store={store} onImported={onImported} />}
    </>
  );
});
