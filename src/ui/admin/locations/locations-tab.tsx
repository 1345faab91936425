/**
 * 'Gestione Location' (spec §2): 'Aggiorna Lista', 'Aggiungi Location', the six columns, the dialog, delete
 * with confirmation; success messages hide after 3 s (the store's notice).
 */
import { Alert, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../core/contract';
import { formatCoordinate } from '../../../core/domain';
import { AdminToken } from '../../../composition/tokens';
import { useDisplayText } from '../../shared/use-display-text';
import { useConfirm } from '../shared/confirm';
import { useAdminStore } from '../shared/use-admin-store';
import { LocationDialog } from './location-dialog';

export const LocationsTab = observer(function LocationsTab() {
  const store = useAdminStore(AdminToken.LocationsStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  const { confirm, holder } = useConfirm();

  const columns: ColumnsType<Location> = [
    { key: 'name', title: t('admin.locations.columns.name'), dataIndex: 'name' },
    {
      key: 'address',
      title: t('admin.locations.columns.address'),
      render: (_, location) => location.address || t('admin.locations.notAvailable'),
    },
    {
      key: 'coordinates',
      title: t('admin.locations.columns.coordinates'),
      render: (_, location) => `${formatCoordinate(location.latitude)}, ${formatCoordinate(location.longitude)}`,
    },
    { key: 'radius', title: t('admin.locations.columns.radius'), dataIndex: 'tolerance_radius' },
    {
      key: 'status',
      title: t('admin.locations.columns.status'),
      render: (_, location) => (
        <Tag color={location.is_active ? 'green' : 'default'}>{t(location.is_active ? 'admin.locations.active' : 'admin.locations.inactive')}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('admin.locations.columns.actions'),
      render: (_, location) => (
        <Space>
          <Tooltip title={t('admin.locations.edit', { name: location.name })}>
            <Button icon={<EditOutlined />} aria-label={t('admin.locations.edit', { name: location.name })} onClick={() => store.openEdit(location)} />
          </Tooltip>
          <Tooltip title={t('admin.locations.delete', { name: location.name })}>
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('admin.locations.delete', { name: location.name })}
              onClick={() =>
                confirm({ title: t('admin.locations.deleteConfirm'), okText: t('admin.common.delete'), onConfirm: () => store.remove(location) })
              }
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-locations-title">
      {holder}
      <div className="admin-toolbar">
        <Typography.Title level={2} id="admin-locations-title" className="admin-toolbar__title">
          {t('admin.locations.title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void store.load()} loading={store.isLoading}>
          {t('admin.common.refreshList')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={store.openCreate}>
          {t('admin.locations.add')}
        </Button>
      </div>
      {store.notice.message && (
        <Alert
          className="app-banner"
          type="success"
          showIcon
          role="status"
          title={text(store.notice.message)}
          closable={{ 'aria-label': t('admin.common.dismiss'), onClose: store.notice.clear }}
        />
      )}
      {store.error && (
        <Alert
          className="app-banner"
          type="error"
          showIcon
          role="alert"
          title={text(store.error)}
          closable={{ 'aria-label': t('admin.common.dismiss'), onClose: store.clearError }}
        />
      )}
      <Table<Location>
        rowKey="id"
        columns={columns}
        dataSource={store.locations}
        loading={store.isLoading}
        pagination={false}
        locale={{ emptyText: t('admin.locations.empty') }}
        scroll={{ x: true }}
      />
      {store.form && <LocationDialog form={store.form} onSave={() => void store.saveForm()} onCancel={store.closeForm} />}
    </section>
  );
});
