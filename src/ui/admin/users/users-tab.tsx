/**
 * 'Gestione Utenti' (docs/behaviour.md, "Admin panel"): the eight columns ('Ruolo': 'Admin', 'Responsabile' or
 * 'Utente'), add/edit dialog, delete, device reset and,
 * for an administrator whose verification code is on (marked beside the name), turning it off, and unlocking its
 * app's codes when they are suspended (marked too); each confirmed first;
 * a success toast and error messages above the table. One page of the server's list at a time, searched with 'Cerca
 * utente…' and ordered by 'Utente' (username), 'Email' or 'ID Dipendente'. 'Importa utenti' beside 'Aggiungi Utente'
 * (docs/user-import.md).
 */
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CrownOutlined, EditOutlined, KeyOutlined, LockOutlined, MobileOutlined, SafetyCertificateOutlined, UnlockOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../core/contract';
import { AdminToken } from '../admin.tokens';
import { useDisplayText } from '../../shared/use-display-text';
import { AdminListSection } from '../shared/admin-list-section';
import { useConfirm } from '../shared/confirm';
import { DeleteAction, IconAction } from '../shared/icon-action';
import { sortableColumn } from '../shared/sortable-column';
import { useScreenStore } from '../../shared/use-injection';
import { UserImportButton } from './import/user-import-button';
import { UserDialog } from './user-dialog';
import { userRole, type UserRole } from './user-role';

const ROLE_TEXTS: Record<UserRole, string> = { admin: 'admin.users.roleAdmin', manager: 'admin.users.roleManager', employee: 'admin.users.roleUser' };
const ROLE_COLOURS: Record<UserRole, string> = { admin: 'gold', manager: 'blue', employee: 'default' };

/** `ownUserId`: the signed-in administrator, whose own 'Modifica Utente' has no password field. */
export const UsersTab = observer(function UsersTab({ ownUserId = null }: { ownUserId?: number | null }) {
  const store = useScreenStore(AdminToken.UsersStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  const { confirm, holder } = useConfirm();

  const columns: ColumnsType<User> = [
    {
      ...sortableColumn(store.list, 'username'),
      title: t('admin.users.columns.user'),
      render: (_, user) => (
        <div>
          <strong>{user.username}</strong>
          {user.is_admin && (
            <Tooltip title={t('admin.users.adminIcon')}>
              <CrownOutlined role="img" aria-label={t('admin.users.adminIcon')} style={{ color: '#f9a825', marginLeft: 6 }} />
            </Tooltip>
          )}
          {user.totp_enabled && (
            <Tooltip title={t('admin.users.totpOn')}>
              <SafetyCertificateOutlined role="img" aria-label={t('admin.users.totpOn')} style={{ color: '#2e7d32', marginLeft: 6 }} />
            </Tooltip>
          )}
          {user.totp_suspended && (
            <Tooltip title={t('admin.users.totpSuspended')}>
              <LockOutlined role="img" aria-label={t('admin.users.totpSuspended')} style={{ color: '#c62828', marginLeft: 6 }} />
            </Tooltip>
          )}
          {user.full_name && <div className="admin-muted">{user.full_name}</div>}
        </div>
      ),
    },
    { ...sortableColumn(store.list, 'email'), title: t('admin.users.columns.email'), dataIndex: 'email' },
    { ...sortableColumn(store.list, 'employee_id'), title: t('admin.users.columns.employeeId'), dataIndex: 'employee_id' },
    {
      key: 'group',
      title: t('admin.users.columns.group'),
      render: (_, user) => user.gruppo?.descrizione ?? <span className="admin-muted">{t('admin.users.noGroup')}</span>,
    },
    {
      key: 'role',
      title: t('admin.users.columns.role'),
      render: (_, user) => {
        const role = userRole(user);
        const groups = user.managed_groups.map((group) => group.descrizione).join(', ');
        return (
          <Tag color={ROLE_COLOURS[role]} title={role === 'manager' ? groups : undefined}>
            {t(ROLE_TEXTS[role])}
          </Tag>
        );
      },
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
      // Up to five 48 px actions: they wrap to a second line of the row rather than run past the table's edge.
      render: (_, user) => (
        <Space wrap className="admin-row-actions">
          <IconAction label={t('admin.users.edit', { username: user.username })} icon={<EditOutlined />} onClick={() => store.openEdit(user)} />
          <IconAction
            label={t('admin.users.resetDevice', { username: user.username })}
            tooltip={user.has_device ? undefined : t('admin.users.noDevice')}
            icon={<MobileOutlined />}
            disabled={!user.has_device}
            onClick={() =>
              confirm({ title: t('admin.users.resetConfirm'), okText: t('admin.common.confirm'), onConfirm: () => store.resetDevice(user) })
            }
          />
          {user.totp_enabled && (
            <IconAction
              label={t('admin.users.disableTotp', { username: user.username })}
              icon={<UnlockOutlined />}
              onClick={() =>
                confirm({ title: t('admin.users.disableTotpConfirm'), okText: t('admin.users.disableTotpOk'), onConfirm: () => store.disableTotp(user) })
              }
            />
          )}
          {user.totp_suspended && (
            <IconAction
              label={t('admin.users.unlockTotp', { username: user.username })}
              icon={<KeyOutlined />}
              onClick={() =>
                confirm({ title: t('admin.users.unlockTotpConfirm'), okText: t('admin.users.unlockTotpOk'), onConfirm: () => store.unlockTotp(user) })
              }
            />
          )}
          <DeleteAction
            label={t('admin.users.delete', { username: user.username })}
            confirmTitle={t('admin.users.deleteConfirm')}
            confirm={confirm}
            onDelete={() => store.remove(user)}
          />
        </Space>
      ),
    },
  ];

  return (
    <AdminListSection
      texts="admin.users"
      list={store}
      paged={store.list}
      columns={columns}
      onRefresh={() => void store.loadAll()}
      confirmHolder={holder}
      toolbarExtra={<UserImportButton onImported={() => void store.load()} />}
    >
      {store.form && (
        <UserDialog
          form={store.form}
          groups={store.groups}
          locations={store.locations}
          dataExport={store.dataExport}
          isOwnAccount={ownUserId !== null && store.form.userId === ownUserId}
          onSave={() => void store.saveForm()}
          onCancel={store.closeForm}
        />
      )}
    </AdminListSection>
  );
});
