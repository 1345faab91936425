/**
 * 'Importa utenti' (docs/user-import.md): 'Scarica modello', the file's choice (its name shown; another can be
 * chosen to fix problems), the preview's problems ('Riga N, campo: …') and rows, 'Importa N utenti' (disabled while
 * problems remain); then the accounts with their temporary passwords, shown only now, and 'Scarica elenco password'.
 */
import { useRef, type ChangeEvent } from 'react';
import { Alert, Button, Modal, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ImportedAccount, UserImportRow } from '../../../../core/contract';
import { useDisplayText } from '../../../shared/use-display-text';
import { ReadOnlyTable } from '../../shared/admin-table';
import type { UserImportStore } from './user-import.store';
import './user-import.css';

const PAGE = { pageSize: 10, showSizeChanger: false, hideOnSinglePage: true } as const;

export const UserImportDialog = observer(function UserImportDialog({ store, onImported }: { store: UserImportStore; onImported?(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const importAll = async () => {
    if (await store.importAll()) onImported?.();
  };
  const footer = store.result ? (
    <Button type="primary" onClick={store.close}>
      {t('userImport.close')}
    </Button>
  ) : (
    <Space wrap className="user-import__footer">
      <Button onClick={store.close} disabled={store.isImporting}>
        {t('userImport.cancel')}
      </Button>
      <Button type="primary" onClick={() => void importAll()} disabled={!store.canImport} loading={store.isImporting}>
        {store.isImporting ? t('userImport.importing') : t('userImport.import', { count: store.accountCount })}
      </Button>
    </Space>
  );

  return (
    <Modal
      open
      title={t('userImport.title')}
      onCancel={store.close}
      footer={footer}
      width={1000}
      mask={{ closable: false }}
      keyboard={!store.isImporting}
      closable={!store.isImporting}
      destroyOnHidden
      className="user-import"
    >
      {store.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} />}
      {store.result ? <ImportResult store={store} /> : <ImportSteps store={store} />}
    </Modal>
  );
});

const ImportSteps = observer(function ImportSteps({ store }: { store: UserImportStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied, so that the same file, corrected and chosen again, is read again.
    event.target.value = '';
    if (file) void store.chooseFile(file);
  };
  const problems = store.problems;

  return (
    <div className="user-import__steps">
      <Typography.Paragraph>{t('userImport.intro')}</Typography.Paragraph>
      <section aria-labelledby="user-import-step1">
        <Typography.Title level={3} id="user-import-step1" className="user-import__step">
          {t('userImport.step1')}
        </Typography.Title>
        <Button icon={<DownloadOutlined aria-hidden="true" />} onClick={() => void store.downloadTemplate()} loading={store.isDownloadingTemplate}>
          {t('userImport.downloadTemplate')}
        </Button>
      </section>
      <section aria-labelledby="user-import-step2">
        <Typography.Title level={3} id="user-import-step2" className="user-import__step">
          {t('userImport.step2')}
        </Typography.Title>
        <input ref={input} type="file" accept=".csv,text/csv" className="app-visually-hidden" tabIndex={-1} aria-hidden="true" onChange={chosen} />
        <Space wrap>
          <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => input.current?.click()} loading={store.isReading}>
            {store.fileName ? t('userImport.chooseAnother') : t('userImport.chooseFile')}
          </Button>
          {store.fileName && <span className="user-import__file">{t('userImport.chosenFile', { name: store.fileName })}</span>}
        </Space>
        {store.isReading && <p role="status">{t('userImport.reading')}</p>}
      </section>
      {store.preview && (
        <section aria-labelledby="user-import-step3">
          <Typography.Title level={3} id="user-import-step3" className="user-import__step">
            {t('userImport.step3')}
          </Typography.Title>
          <p>{t('userImport.lines', { count: store.preview.lines })}</p>
          {problems.length > 0 ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('userImport.problemsTitle', { count: problems.length })}
              description={
                <ul className="user-import__problems" aria-label={t('userImport.problemsTitle', { count: problems.length })}>
                  {problems.map((problem) => (
                    <li key={problem.id}>
                      <strong>{text(problem.where)}</strong>: {text(problem.message)}
                    </li>
                  ))}
                </ul>
              }
            />
          ) : (
            <Alert type="success" showIcon title={t('userImport.noProblems')} />
          )}
          <PreviewTable store={store} />
        </section>
      )}
    </div>
  );
});

const PreviewTable = observer(function PreviewTable({ store }: { store: UserImportStore }) {
  const { t } = useTranslation();
  const marked = store.linesWithProblems;
  const rows = (store.preview?.rows ?? []).map((row) => ({ ...row, id: row.line }));
  return (
    <ReadOnlyTable<UserImportRow & { id: number }>
      label={t('userImport.step3')}
      rows={rows}
      emptyText=""
      pagination={PAGE}
      rowClassName={(row) => (marked.has(row.line) ? 'user-import__row--problem' : '')}
      columns={[
        {
          key: 'line',
          title: t('userImport.columns.line'),
          render: (_, row) => (
            <span>
              {row.line}
              {marked.has(row.line) && (
                <Tag color="error" className="user-import__tag">
                  {t('userImport.rowHasProblems')}
                </Tag>
              )}
            </span>
          ),
        },
        { key: 'username', title: t('userImport.columns.username'), dataIndex: 'username' },
        { key: 'name', title: t('userImport.columns.name'), render: (_, row) => `${row.first_name} ${row.last_name}`.trim() },
        { key: 'email', title: t('userImport.columns.email'), dataIndex: 'email' },
        { key: 'employeeId', title: t('userImport.columns.employeeId'), dataIndex: 'employee_id' },
        { key: 'group', title: t('userImport.columns.group'), render: (_, row) => row.gruppo || <span className="admin-muted">{t('userImport.noGroup')}</span> },
        { key: 'places', title: t('userImport.columns.places'), render: (_, row) => (row.places.length ? row.places.join(', ') : t('userImport.allPlaces')) },
      ]}
    />
  );
});

const ImportResult = observer(function ImportResult({ store }: { store: UserImportStore }) {
  const { t } = useTranslation();
  const result = store.result!;
  return (
    <div className="user-import__result">
      <Typography.Title level={3} className="user-import__step" role="status">
        {t('userImport.imported', { count: result.created })}
      </Typography.Title>
      <Alert type="warning" showIcon title={t('userImport.passwordsWarning')} />
      <Button type="primary" icon={<DownloadOutlined aria-hidden="true" />} onClick={store.downloadPasswords} className="user-import__download">
        {t('userImport.downloadPasswords')}
      </Button>
      <ReadOnlyTable<ImportedAccount>
        label={t('userImport.imported', { count: result.created })}
        rows={result.accounts}
        emptyText=""
        pagination={PAGE}
        columns={[
          { key: 'username', title: t('userImport.columns.username'), dataIndex: 'username' },
          { key: 'name', title: t('userImport.columns.name'), dataIndex: 'full_name' },
          {
            key: 'password',
            title: t('userImport.columns.temporaryPassword'),
            render: (_, account) => <code className="user-import__password">{account.temporary_password}</code>,
          },
        ]}
      />
    </div>
  );
});
