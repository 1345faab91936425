/**
 * 'Gestione Location' (docs/behaviour.md, "Admin panel"): 'Aggiorna Lista', 'Aggiungi Location', the six columns, the
 * dialog, delete with confirmation; success messages hide after 3 s (the store's notice).
 */
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../core/contract';
import { formatCoordinate } from '../../../core/domain';
import { AdminToken } from '../../../composition/tokens';
import { AdminTable } from '../shared/admin-table';
import { useConfirm } from '../shared/confirm';
import { IconAction } from '../shared/icon-action';
import { ListMessages } from '../shared/list-messages';
import { ListToolbar } from '../shared/list-toolbar';
import { useScreenStore } from '../../shared/use-injection';
import { LocationDialog } from './location-dialog';

export const LocationsTab = observer(function LocationsTab() {
  const store = useScreenStore(AdminToken.LocationsStore);
  const { t } = useTranslation();
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
          <IconAction label={t('admin.locations.edit', { name: location.name })} icon={<EditOutlined />} onClick={() => store.openEdit(location)} />
          <IconAction
            danger
            label={t('admin.locations.delete', { name: location.name })}
            icon={<DeleteOutlined />}
            onClick={() =>
              confirm({ title: t('admin.locations.deleteConfirm'), okText: t('admin.common.delete'), onConfirm: () => store.remove(location) })
            }
          />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-locations-title">
      {holder}
      <ListToolbar titleId="admin-locations-title" title={t('admin.locations.title')} isLoading={store.isLoading} onRefresh={() => void store.load()}>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={store.openCreate}>
          {t('admin.locations.add')}
        </Button>
      </ListToolbar>
      <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
      <AdminTable<Location> columns={columns} rows={store.locations} loading={store.isLoading} emptyText={t('admin.locations.empty')} scroll={{ x: true }} />
      {store.form && <LocationDialog form={store.form} onSave={() => void store.saveForm()} onCancel={store.closeForm} />}
    </section>
  );
});
