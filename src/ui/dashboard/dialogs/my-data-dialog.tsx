/**
 * 'I miei dati' (docs/behaviour.md, "My data"): what the download holds, 'Scarica JSON' and 'Scarica CSV', and
 * 'Chiudi'. The phone's drawer loads it as a chunk of its own (app/lazy-chunk.tsx).
 */
import { Button, Modal } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DataExportButtons } from '../../shared/data-export-buttons';
import type { MyDataStore } from '../my-data.store';
import './my-data-dialog.css';

export const MyDataDialog = observer(function MyDataDialog({ store }: { store: MyDataStore }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={store.open}
      className="my-data-dialog"
      title={t('dashboard.myData.title')}
      onCancel={store.close}
      closable={{ 'aria-label': t('common.close') }}
      centered
      destroyOnHidden
      footer={[
        <Button key="close" size="large" onClick={store.close}>
          {t('dashboard.myData.close')}
        </Button>,
      ]}
    >
      <p>{t('dashboard.myData.intro')}</p>
      <ul className="my-data-dialog__contents">
        <li>{t('dashboard.myData.profile')}</li>
        <li>{t('dashboard.myData.device')}</li>
        <li>{t('dashboard.myData.punches')}</li>
        <li>{t('dashboard.myData.requests')}</li>
        <li>{t('dashboard.myData.schedules')}</li>
      </ul>
      <p className="muted">{t('dashboard.myData.formats')}</p>
      <DataExportButtons store={store.files} texts="dashboard.myData" />
    </Modal>
  );
});

export default MyDataDialog;
