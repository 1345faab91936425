/**
 * 'Gruppi', under the users table of 'Gestione Utenti' (docs/behaviour.md, "Admin panel"): each group with how many
 * users belong to it, 'Nuovo Gruppo', rename and delete (asked first; refused with the count while users belong to
 * it). Three narrow columns: no horizontal scroll on a phone.
 */
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GruppoListItem } from '../../../core/contract';
import { AdminToken } from '../admin.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { AdminTable } from '../shared/admin-table';
import { useConfirm } from '../shared/confirm';
import { DeleteAction, IconAction } from '../shared/icon-action';
import { ListMessages } from '../shared/list-messages';
import { GroupDialog } from './group-dialog';
import './groups.css';

const TITLE_ID = 'admin-groups-title';

export const GroupsSection = observer(function GroupsSection() {
  const store = useScreenStore(AdminToken.GroupsStore);
  const { t } = useTranslation();
  const { confirm, holder } = useConfirm();

  const columns: ColumnsType<GruppoListItem> = [
    { key: 'name', title: t('admin.groups.columns.name'), dataIndex: 'descrizione', className: 'admin-groups__name' },
    { key: 'members', title: t('admin.groups.columns.members'), className: 'admin-groups__count', render: (_, group) => t('admin.groups.memberCount', { count: group.member_count }) },
    {
      key: 'actions',
      title: t('admin.groups.columns.actions'),
      render: (_, group) => (
        <Space>
          <IconAction label={t('admin.groups.rename', { name: group.descrizione })} icon={<EditOutlined />} onClick={() => store.openRename(group)} />
          <DeleteAction
            label={t('admin.groups.delete', { name: group.descrizione })}
            confirmTitle={t('admin.groups.deleteConfirm')}
            confirm={confirm}
            onDelete={() => store.remove(group)}
          />
        </Space>
      ),
    },
  ];

  return (
    <section aria-labelledby={TITLE_ID} className="admin-groups">
      {holder}
      <div className="admin-toolbar">
        <Typography.Title level={3} id={TITLE_ID} className="admin-toolbar__title">
          {t('admin.groups.title')}
        </Typography.Title>
        <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void store.load()} loading={store.isLoading}>
          {t('admin.groups.refresh')}
        </Button>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={store.openCreate}>
          {t('admin.groups.add')}
        </Button>
      </div>
      <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
      {/* Small cells: name, count and two 48 px buttons fit a 390 px phone without the table scrolling. */}
      <AdminTable<GruppoListItem> size="small" columns={columns} rows={store.groups} loading={store.isLoading} emptyText={t('admin.groups.empty')} />
      {store.form && <GroupDialog form={store.form} onSave={() => void store.saveForm()} onCancel={store.closeForm} />}
    </section>
  );
});
