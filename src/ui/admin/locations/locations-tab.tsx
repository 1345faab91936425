/**
 * 'Gestione Location' (docs/behaviour.md, "Admin panel"): 'Aggiorna Lista', 'Aggiungi Location', the six columns, the
 * dialog, delete with confirmation; success messages hide after 3 s (the store's notice). One page of the server's
 * list at a time, searched with 'Cerca location…' (name or address) and ordered by 'Nome', 'Indirizzo' or 'Raggio
 * Tolleranza (m)'.
 */
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Location } from '../../../core/contract';
import { formatCoordinate } from '../../../core/domain';
import { AdminToken } from '../admin.tokens';
import { AdminListSection } from '../shared/admin-list-section';
import { useConfirm } from '../shared/confirm';
import { DeleteAction, IconAction } from '../shared/icon-action';
import { sortableColumn } from '../shared/sortable-column';
import { useScreenStore } from '../../shared/use-injection';
import { LocationDialog } from './location-dialog';

export const LocationsTab = observer(function LocationsTab() {
  const store = useScreenStore(AdminToken.LocationsStore);
  const { t } = useTranslation();
  const { confirm, holder } = useConfirm();

  const columns: ColumnsType<Location> = [
    { ...sortableColumn(store.list, 'name'), title: t('admin.locations.columns.name'), dataIndex: 'name' },
    {
      ...sortableColumn(store.list, 'address'),
      title: t('admin.locations.columns.address'),
      render: (_, location) => location.address || t('admin.locations.notAvailable'),
    },
    {
      key: 'coordinates',
      title: t('admin.locations.columns.coordinates'),
      render: (_, location) => `${formatCoordinate(location.latitude)}, ${formatCoordinate(location.longitude)}`,
    },
    { ...sortableColumn(store.list, 'tolerance_radius'), title: t('admin.locations.columns.radius'), dataIndex: 'tolerance_radius' },
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
          <DeleteAction
            label={t('admin.locations.delete', { name: location.name })}
            confirmTitle={t('admin.locations.deleteConfirm')}
            confirm={confirm}
            onDelete={() => store.remove(location)}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminListSection texts="admin.locations" list={store} paged={store.list} columns={columns} onRefresh={() => void store.load()} confirmHolder={holder}>
      {store.form && <LocationDialog form={store.form} onSave={() => void store.saveForm()} onCancel={store.closeForm} />}
    </AdminListSection>
  );
});
