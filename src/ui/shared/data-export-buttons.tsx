/**
 * 'Scarica JSON' and 'Scarica CSV' of a person's data (docs/behaviour.md, "My data"), 48 px high, the one on its way
 * spinning and both disabled meanwhile, and the outcome under them (read out). `texts` names the catalogue's group
 * holding `json`, `csv`, `downloading`, `done` and `failed`.
 */
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DataExportFormat } from '../../core/contract';
import type { DataExportStore } from './data-export.store';
import './data-export.css';

const FORMATS: readonly DataExportFormat[] = ['json', 'csv'];

export const DataExportButtons = observer(function DataExportButtons({ store, texts }: { store: DataExportStore; texts: 'dashboard.myData' | 'admin.users.dataExport' }) {
  const { t } = useTranslation();
  const status = store.downloading ? 'downloading' : store.outcome;
  return (
    <div className="data-export">
      <div className="data-export__buttons">
        {FORMATS.map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined aria-hidden />}
            loading={store.downloading === format}
            disabled={store.downloading !== null && store.downloading !== format}
            onClick={() => void store.download(format)}
          >
            {t(`${texts}.${format}`)}
          </Button>
        ))}
      </div>
      <p className={`data-export__status${store.outcome === 'failed' ? ' data-export__status--error' : ''}`} role="status" aria-live="polite">
        {status ? t(`${texts}.${status}`) : ''}
      </p>
    </div>
  );
});
