/**
 * 'Gestione Utenti' (spec §2): the eight columns, add/edit dialog, delete and device reset, each confirmed
 * first; success and error messages above the table.
 */
import { Alert, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CrownOutlined, DeleteOutlined, EditOutlined, MobileOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../core/contract';
import { AdminToken } from '../../../composition/tokens';
import { useDisplayText } from '../../shared/use-display-text';
import { useConfirm } from '../shared/confirm';
import { useAdminStore } from '../shared/use-admin-store';
import { UserDialog } from './user-dialog';

export const UsersTab = observer(function UsersTab() {
  const store = useAdminStore(AdminToken.UsersStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  const { confirm, holder } = useConfirm();

  const columns: ColumnsType<User> = [
    {
      key: 'user',
      title: t('admin.users.columns.user'),
      render: (_, user) => (
        <div>
          <strong>{user.username}</strong>
          {user.is_admin && (
            <Tooltip title={t('admin.users.adminIcon')}>
              <CrownOutlined role="img" aria-label={t('admin.users.adminIcon')} style={{ color: '#f9a825', marginLeft: 6 }} />
            </Tooltip>
          )}
          {user.full_name && <div className="admin-muted">{user.full_name}</div>}
        </div>
      ),
    },
    { key: 'email', title: t('admin.users.columns.email'), dataIndex: 'email' },
    { key: 'employee_id', title: t('admin.users.columns.employeeId'), dataIndex: 'employee_id' },
    {
      key: 'group',
      title: t('admin.users.columns.group'),
      render: (_, user) => user.gruppo?.descrizione ?? <span className="admin-muted">{t('admin.users.noGroup')}</span>,
    },
    {
      key: 'role',
      title: t('admin.users.columns.role'),
      render: (_, user) => <Tag color={user.is_admin ? 'gold' : 'default'}>{t(user.is_admin ? 'admin.users.roleAdmin' : 'admin.users.roleUser')}</Tag>,
    },
    {
      key: 'twoFactor',
      title: t('admin.users.columns.twoFactor'),
      render: (_, user) => (
        <Tag color={user.two_factor_enabled ? 'green' : 'default'}>
          {t(user.two_factor_enabled ? 'admin.users.twoFactorOn' : 'admin.users.twoFactorOff')}
        </Tag>
      ),
    },
    {
      key: 'locations',
      title: t('admin.users.columns.locations'),
      render: (_, user) => text(store.authorizedLocationsLabel(user)),
    },
    {
      key: 'actions',
      title: t('admin.users.columns.actions'),
      render: (_, user) => (
        <Space>
          <Tooltip title={t('admin.users.edit', { username: user.username })}>
            <Button icon={<EditOutlined />} aria-label={t('admin.users.edit', { username: user.username })} onClick={() => store.openEdit(user)} />
          </Tooltip>
          <Tooltip title={user.has_device ? t('admin.users.resetDevice', { username: user.username }) : t('admin.users.noDevice')}>
            <Button
              icon={<MobileOutlined />}
              aria-label={t('admin.users.resetDevice', { username: user.username })}
              disabled={!user.has_device}
              onClick={() =>
                confirm({ title: t('admin.users.resetConfirm'), okText: t('admin.common.confirm'), onConfirm: () => store.resetDevice(user) })
              }
            />
          </Tooltip>
          <Tooltip title={t('admin.users.delete', { username: user.username })}>
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('admin.users.delete', { username: user.username })}
              onClick={() => confirm({ title: t('admin.users.deleteConfirm'), okText: t('admin.common.delete'), onConfirm: () => store.remove(user) })}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-users-title">
      {holder}
      <div className="admin-toolbar">
        <Typography.Title level={2} id="admin-users-title" className="admin-toolbar__title">
          {t('admin.users.title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void store.loadAll()} loading={store.isLoading}>
          {t('admin.common.refreshList')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={store.openCreate}>
          {t('admin.users.add')}
        </Button>
      </div>
      {store.notice.message && (
        <Alert className="app-banner" type="success" showIcon role="status" title={text(store.notice.message)} closable={{ 'aria-label': t('admin.common.dismiss'), onClose: store.notice.clear }} />
      )}
      {store.error && (
        <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} closable={{ 'aria-label': t('admin.common.dismiss'), onClose: store.clearError }} />
      )}
      <Table<User>
        rowKey="id"
        columns={columns}
        dataSource={store.users}
        loading={store.isLoading}
        pagination={false}
        locale={{ emptyText: t('admin.users.empty') }}
        scroll={{ x: true }}
      />
      {store.form && (
        <UserDialog
          form={store.form}
          groups={store.groups}
          locations={store.locations}
          onSave={() => void store.saveForm()}
          onCancel={store.closeForm}
        />
      )}
    </section>
  );
});
